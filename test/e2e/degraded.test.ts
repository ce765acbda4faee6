import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { freePort } from '../../bench/lib/free-port.js';
import { startServerProcess, type RunningServer } from '../support/process.js';
import { projectRoot } from '../../src/paths.js';

const running: RunningServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.stop();
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<RunningServer> {
  // The probes below poll until the server notices a change; on a busy machine that takes more
  // requests than the anonymous quota allows, and a 429 would hide the answer they wait for.
  const server = await startServerProcess({ DATA_DIR: dataDir, RELEASE_POLL_MS: '200', RATE_LIMIT_ANONYMOUS: '1000;w=60' });
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

    const degraded = await eventually(
      () => request(`${base}/products/${productId}`),
      (r) => r.body?.catalog?.degraded === true,
      'degraded answers',
    );
    expect(degraded.status).toBe(200);
    expect(degraded.body.product.dataConfidence).toBe('fallback');
    expect(degraded.body.product.dataWarning).toEqual(expect.any(String));
    expect(degraded.body.catalog.freshnessNote).toMatch(/last good/);
    const plan = await request(`${base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"useCase":"gaming","budget":1200}' });
    expect(plan.status).toBe(200);
    expect(plan.body.release.degraded).toBe(true);
    const job = await request(`${base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json', Prefer: 'respond-async' }, body: '{"useCase":"gaming"}' });
    expectErrorBody(job, 503, 'database_unavailable');
    expect(Number(job.headers.get('retry-after'))).toBeGreaterThan(0);
    const ready = await request(`${server.url}/readyz`);
    expect(ready.body.status).toBe('degraded');
    expect(fs.existsSync(path.join(dataDir, 'catalog.sqlite'))).toBe(false);

    for (const file of fs.readdirSync(backup)) fs.copyFileSync(path.join(backup, file), path.join(dataDir, file));
    const recovered = await eventually(
      () => request(`${base}/products/${productId}`),
      (r) => r.body?.catalog?.degraded === false,
      'recovery',
    );
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
    const unavailable = await request(`${bare.url}/agent-api/v1/builds`);
    expectErrorBody(unavailable, 503, 'catalog_unavailable');
    expectErrorBody(await request(`${bare.url}/agent-api/v1/search?q=rtx`), 503);
    // Every 503 says when to come back: the API, GraphQL, pages and the readiness probe.
    const graphql = await request(`${bare.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ builds { id } }"}' });
    const page = await request(`${bare.url}/kerko?q=rtx`);
    const notReady = await request(`${bare.url}/readyz`);
    for (const res of [unavailable, graphql, page, notReady]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await request(`${bare.url}/agent-api/v1/`)).status).toBe(200);
    expect((await request(`${bare.url}/agent-api/v1/sandbox`)).status).toBe(200);
    expect((await request(`${bare.url}/healthz`)).status).toBe(200);
  });

  it('notices a database file damaged in place, serves the last good release degraded, and recovers once it is sound again', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    // A restart checkpoints the write-ahead log, so the catalog lives in the main file.
    await (await start(dataDir)).stop();
    running.pop();
    const server = await start(dataDir);
    const base = `${server.url}/agent-api/v1`;
    const productId = (await request(`${base}/builds`)).body.builds[0].parts[0].productId;
    expect((await request(`${server.url}/readyz`)).body.status).toBe('ready');

    // Bytes overwritten in the middle of the file: same inode, same size.
    const file = path.join(dataDir, 'catalog.sqlite');
    const size = fs.statSync(file).size;
    const at = Math.floor(size / 2 / 4096) * 4096;
    const original = Buffer.alloc(8192);
    const fd = fs.openSync(file, 'r+');
    fs.readSync(fd, original, 0, original.length, at);
    fs.writeSync(fd, Buffer.alloc(original.length, 0x5a), 0, original.length, at);
    fs.closeSync(fd);
    expect(fs.statSync(file).size).toBe(size);

    const ready = await eventually(
      () => request(`${server.url}/readyz`),
      (r) => r.body?.status === 'degraded',
      'degraded readiness',
    );
    expect(ready.body.database).toMatch(/damaged/);
    // The release holder notices on its own next poll, shortly after the readiness check.
    const product = await eventually(
      () => request(`${base}/products/${productId}`),
      (r) => r.body?.catalog?.degraded === true,
      'degraded answers',
    );
    expect(product.status).toBe(200);
    const json = { 'content-type': 'application/json' };
    const job = await request(`${base}/build-plan`, { method: 'POST', headers: { ...json, Prefer: 'respond-async' }, body: '{"useCase":"gaming"}' });
    expectErrorBody(job, 503, 'database_unavailable');
    expect(Number(job.headers.get('retry-after'))).toBeGreaterThan(0);
    const keyed = await request(`${base}/build-plan`, { method: 'POST', headers: { ...json, 'Idempotency-Key': 'damaged-file-key-1' }, body: '{"useCase":"gaming"}' });
    expectErrorBody(keyed, 503, 'database_unavailable');
    const plan = await request(`${base}/build-plan`, { method: 'POST', headers: json, body: '{"useCase":"gaming","budget":1100}' });
    expect(plan.status).toBe(200);
    expect(plan.body.release.degraded).toBe(true);

    const repair = fs.openSync(file, 'r+');
    fs.writeSync(repair, original, 0, original.length, at);
    fs.closeSync(repair);
    await eventually(
      () => request(`${server.url}/readyz`),
      (r) => r.body?.status === 'ready',
      'recovery',
    );
    const accepted = await request(`${base}/build-plan`, { method: 'POST', headers: { ...json, Prefer: 'respond-async' }, body: '{"useCase":"gaming"}' });
    expect(accepted.status).toBe(202);
  });

  it('refuses to start on a DATA_DIR it cannot write, naming the directory', async () => {
    const parent = tempDir();
    dirs.push(parent);
    const notADir = path.join(parent, 'a-file');
    fs.writeFileSync(notADir, 'not a directory');
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'facade', 'server.js')], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: notADir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(`DATA_DIR ${notADir} is not a writable directory`);
  });
});
