import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { startServerProcess, type RunningServer } from '../support/process.js';

const running: RunningServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.stop();
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServerProcess({ DATA_DIR: dataDir, RELEASE_POLL_MS: '200' });
  running.push(server);
  return server;
}

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dbFiles = (dataDir: string) => ['catalog.sqlite', 'catalog.sqlite-wal', 'catalog.sqlite-shm'].map((f) => path.join(dataDir, f));

describe('degraded fallback', () => {
  it('keeps answering from the last good release when the database file is deleted, and recovers when it returns', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const server = await start(dataDir);
    const base = `${server.url}/agent-api/v1`;
    const builds = await request(`${base}/builds`);
    const productId = builds.body.builds[0].parts[0].productId;
    expect(fs.existsSync(path.join(dataDir, 'last-good-release.json'))).toBe(true);

    const backup = tempDir();
    dirs.push(backup);
    const probe = await request(`${base}/products/${productId}`);
    expect(probe.body.catalog.degraded).toBe(false);
    for (const file of dbFiles(dataDir)) if (fs.existsSync(file)) fs.copyFileSync(file, path.join(backup, path.basename(file)));
    for (const file of dbFiles(dataDir)) fs.rmSync(file, { force: true });

    const degraded = await eventually(() => request(`${base}/products/${productId}`), (r) => r.body?.catalog?.degraded === true, 'degraded answers');
    expect(degraded.status).toBe(200);
    expect(degraded.body.product.dataConfidence).toBe('fallback');
    expect(degraded.body.product.dataWarning).toEqual(expect.any(String));
    expect(degraded.body.catalog.freshnessNote).toMatch(/last good/);
    const plan = await request(`${base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"useCase":"gaming","budget":1200}' });
    expect(plan.status).toBe(200);
    expect(plan.body.release.degraded).toBe(true);
    const job = await request(`${base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json', Prefer: 'respond-async' }, body: '{"useCase":"gaming"}' });
    expectErrorBody(job, 503, 'database_unavailable');
    const ready = await request(`${server.url}/readyz`);
    expect(ready.body.status).toBe('degraded');
    expect(fs.existsSync(path.join(dataDir, 'catalog.sqlite'))).toBe(false);

    for (const file of fs.readdirSync(backup)) fs.copyFileSync(path.join(backup, file), path.join(dataDir, file));
    const recovered = await eventually(() => request(`${base}/products/${productId}`), (r) => r.body?.catalog?.degraded === false, 'recovery');
    expect(recovered.body.product.dataConfidence).toBe('confirmed');
    expect((await request(`${server.url}/readyz`)).body.status).toBe('ready');
  });

  it('starts degraded on a corrupt database when a snapshot exists, and answers 503 for data without one', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const first = await start(dataDir);
    await first.stop();
    running.pop();
    for (const file of dbFiles(dataDir)) fs.rmSync(file, { force: true });
    fs.writeFileSync(path.join(dataDir, 'catalog.sqlite'), 'this is not a database'.repeat(100));

    const degraded = await start(dataDir);
    const builds = await request(`${degraded.url}/agent-api/v1/builds`);
    expect(builds.status).toBe(200);
    expect(builds.body.catalog.degraded).toBe(true);
    await degraded.stop();
    running.pop();

    fs.rmSync(path.join(dataDir, 'last-good-release.json'));
    const bare = await start(dataDir);
    expectErrorBody(await request(`${bare.url}/agent-api/v1/builds`), 503, 'catalog_unavailable');
    expectErrorBody(await request(`${bare.url}/agent-api/v1/search?q=rtx`), 503);
    expect((await request(`${bare.url}/agent-api/v1/`)).status).toBe(200);
    expect((await request(`${bare.url}/agent-api/v1/sandbox`)).status).toBe(200);
    expect((await request(`${bare.url}/healthz`)).status).toBe(200);
    expect((await request(`${bare.url}/readyz`)).status).toBe(503);
  });
});
