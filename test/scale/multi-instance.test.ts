import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishRelease } from '../../src/catalog/repository.js';
import { readSource } from '../../src/catalog/source.js';
import { JobEntity } from '../../src/jobs/entity.js';
import { startTestServer, tempDir, type TestServer } from '../support/app.js';
import { writeCatalogDir } from '../support/catalog-dir.js';
import { expectErrorBody, request } from '../support/http.js';
import { admin, bearer } from '../access/helpers.js';
import { describeWith } from '../support/requirement.js';
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.js';
import { openDbLink, type DbLink } from '../support/db-link.js';

/**
 * Two instances (A and B) of the service against one PostgreSQL database: everything stateful
 * must be shared. Needs POSTGRES_ADMIN_URL; skipped locally without it, a failure under CI. The
 * instances reach the database through a link the fault test cuts and restores, as a stop and a
 * start of the server would, without stopping the server other test files use.
 */

const postgres = {
  what: 'a PostgreSQL server (POSTGRES_ADMIN_URL)',
  available: Boolean(testDatabaseUrl),
  howTo: 'set POSTGRES_ADMIN_URL=postgres://postgres@127.0.0.1:54329/postgres (see .ci/run for a throwaway cluster)',
};

describeWith(postgres, 'two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  let link: DbLink;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    link = await openDbLink(db.url);
    const env = {
      DATABASE_URL: link.url,
      RELEASE_POLL_MS: '200',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_ANONYMOUS: '30;w=120',
    };
    // Start them together: the migration lock must let both come up on a fresh database.
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await link?.close();
    await drop?.();
  });

  /** A distinct client address per test, so each one has its own anonymous quota. */
  const client = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('polls on B a job created on A, and runs each of many jobs exactly once', async () => {
    const headers = { 'Content-Type': 'application/json', Prefer: 'respond-async', ...client('10.0.0.1') };
    const accepted = await request(`${a.base}/build-plan`, { method: 'POST', headers, body: JSON.stringify({ useCase: 'gaming', budget: 1000 }) });
    expect(accepted.status).toBe(202);
    const location = new URL(accepted.headers.get('location')!);
    let status = '';
    for (let i = 0; i < 100 && status !== 'succeeded'; i++) {
      const polled = await request(`${b.url}${location.pathname}`, { headers: client('10.0.0.1') });
      expect(polled.status).toBe(200);
      status = polled.body.job.status;
      if (status !== 'succeeded') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('succeeded');

    // Queue many jobs directly so both instances' workers (two each) compete for them.
    const now = new Date();
    const ids = Array.from({ length: 16 }, (_, i) => `service_job_${String(i).padStart(32, '0')}`);
    await a.db.em().insertMany(
      JobEntity,
      ids.map((id) => ({
        id,
        status: 'queued' as const,
        request: JSON.stringify({ useCase: 'gaming', budget: 900 + 10 * (ids.indexOf(id) % 3) }),
        principal: 'ip:test',
        result: null,
        error: null,
        attempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
      })),
    );
    const deadline = Date.now() + 30_000;
    let rows = await a.db.em().find(JobEntity, { id: { $in: ids } });
    while (rows.some((r) => r.status !== 'succeeded') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await a.db.em().find(JobEntity, { id: { $in: ids } });
    }
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'succeeded'));
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
  });

  it('shares the rate-limit quota across A and B', async () => {
    const ip = client('10.0.0.2');
    const first = await fetch(`${a.base}/builds`, { headers: ip });
    expect(first.status).toBe(200);
    const remaining = Number(first.headers.get('ratelimit-remaining'));
    const second = await fetch(`${b.base}/builds`, { headers: ip });
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(remaining - 1);
    // Use up the rest alternately on both; the next request is refused on either.
    for (let i = 0; i < remaining - 1; i++) expect((await fetch(`${(i % 2 ? a : b).base}/builds`, { headers: ip })).status).toBe(200);
    expect((await fetch(`${a.base}/builds`, { headers: ip })).status).toBe(429);
    expect((await fetch(`${b.base}/builds`, { headers: ip })).status).toBe(429);
  });

  it('replays an idempotent request on the other instance', async () => {
    const key = `scale-${Date.now()}-replay-key`;
    const init = (ip: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...client(ip) },
      body: JSON.stringify({ operations: [{ path: '/builds' }] }),
    });
    const first = await request(`${a.base}/batch`, init('10.0.0.3'));
    expect(first.status).toBe(200);
    const replay = await request(`${b.base}/batch`, init('10.0.0.3'));
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
  });

  it('serves on B a release published through A within a few seconds', async () => {
    const dir = tempDir();
    try {
      writeCatalogDir(dir, { priceFactor: 1.37 });
      const outcome = await publishRelease(a.db.em(), readSource(dir), dir, new Date());
      const id = outcome.release.id;
      let seen: string | null = null;
      for (let i = 0; i < 50 && seen !== id; i++) {
        seen = (await request(`${b.url}/readyz`)).body.releaseId;
        if (seen !== id) await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen).toBe(id);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rides out a PostgreSQL stop and recovers within 10 s of its start, without a restart', async () => {
    const ip = client('10.0.0.4');
    expect((await request(`${a.base}/search?q=ryzen`, { headers: ip })).status).toBe(200);
    // A credentialed caller both instances have seen before the outage.
    const { apiKey } = await admin(a, 'api-key', 'create', '--name', 'Outage Agent');
    for (const server of [a, b]) expect((await request(`${server.base}/builds`, { headers: bearer(apiKey) })).status).toBe(200);
    await link.cut();
    let restarted = false;
    try {
      // Before any health check has noticed: a job is refused (503 + Retry-After), never accepted and lost, never a 500.
      const early = await request(`${a.base}/build-plan`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'respond-async', ...ip },
        body: JSON.stringify({ useCase: 'gaming', budget: 950 }),
        signal: AbortSignal.timeout(20_000),
      });
      expectErrorBody(early, 503, 'database_unavailable');
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
      // Down: data routes answer from the last good release or 503 — never a crash or a hang.
      await new Promise((r) => setTimeout(r, 3000));
      for (const server of [a, b]) {
        const res = await request(`${server.base}/search?q=ryzen`, { headers: ip, signal: AbortSignal.timeout(20_000) });
        expect([200, 503]).toContain(res.status);
        const ready = await request(`${server.url}/readyz`);
        expect(ready.body.status).not.toBe('ready');
        const job = await request(`${server.base}/build-plan`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Prefer: 'respond-async', ...ip },
          body: JSON.stringify({ useCase: 'gaming', budget: 900 }),
          signal: AbortSignal.timeout(20_000),
        });
        expect(job.status).toBe(503);
        expect(Number(job.headers.get('retry-after'))).toBeGreaterThan(0);
        // The credentialed caller is served from the last good release like anonymous ones.
        const keyed = await request(`${server.base}/builds`, { headers: bearer(apiKey), signal: AbortSignal.timeout(20_000) });
        expect(keyed.status).toBe(200);
        expect(keyed.body.catalog.degraded).toBe(true);
      }
      // Rate limits still hold (counted in each instance's memory): a fresh client gets its quota, then 429.
      const fresh = client('10.0.0.5');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await request(`${a.base}/builds`, { headers: fresh, signal: AbortSignal.timeout(20_000) })).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      await link.restore();
      restarted = true;
      const back = Date.now();
      for (const server of [a, b]) {
        let status = '';
        while (Date.now() - back < 10_000 && status !== 'ready') {
          status = (await request(`${server.url}/readyz`)).body.status;
          if (status !== 'ready') await new Promise((r) => setTimeout(r, 200));
        }
        expect(status).toBe('ready');
      }
      expect(Date.now() - back).toBeLessThan(10_000);
      const job = await request(`${b.base}/build-plan`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'respond-async', ...ip },
        body: JSON.stringify({ useCase: 'gaming', budget: 900 }),
      });
      expect(job.status).toBe(202);
      expect((await request(`${a.base}/search?q=ryzen`, { headers: ip })).status).toBe(200);
    } finally {
      if (!restarted) await link.restore();
    }
  });
});
