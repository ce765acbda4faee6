import { describe, expect, it } from 'vitest';
import { JobEntity } from '../../src/jobs/entity.js';
import { startTestServer, tempDir } from '../support/app.js';
import { useServer } from '../support/suite.js';
import { expectErrorBody, request } from '../support/http.js';

const suite = useServer();

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(`${suite.server.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function poll(url: string): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const res = await request(url);
    if (res.body.job.status === 'succeeded' || res.body.job.status === 'failed') return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

describe('async build plans', () => {
  it('answers 202 with Location, Preference-Applied and Retry-After, and the job succeeds with the synchronous body', async () => {
    const body = { useCase: 'gaming', budget: 1200 };
    const accepted = await post('/build-plan', body, { Prefer: 'respond-async' });
    expect(accepted.status).toBe(202);
    suite.api.check('post', '/build-plan', 202, accepted.body);
    const job = accepted.body.job;
    expect(job.id).toMatch(/^service_job_[0-9a-f]{32}$/);
    expect(accepted.headers.get('location')).toBe(job.statusUrl);
    expect(accepted.headers.get('preference-applied')).toBe('respond-async');
    expect(Number(accepted.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(job.statusUrl).toBe(`${suite.server.base}/jobs/${job.id}`);
    expect(['queued', 'running', 'succeeded']).toContain(job.status);
    expect(Date.parse(job.expiresAt) - Date.parse(job.createdAt)).toBe(3600 * 1000);

    const done = await poll(job.statusUrl);
    suite.api.check('get', '/jobs/{id}', 200, done.body);
    expect(done.body.job.status).toBe('succeeded');
    const sync = await post('/build-plan', body);
    expect(JSON.stringify(done.body.job.result)).toBe(sync.text);
    const result = await request(job.resultUrl);
    expect(result.status).toBe(200);
    expect(result.text).toBe(sync.text);
  });

  it('does not apply the preference without respond-async', async () => {
    const res = await post('/build-plan', { useCase: 'budget', budget: 600 }, { Prefer: 'return=minimal' });
    expect(res.status).toBe(200);
    expect(res.headers.get('preference-applied')).toBeNull();
  });

  it('fails a job whose snapshot names an unknown product, with code, message and resolution', async () => {
    const accepted = await post('/build-plan', { useCase: 'gaming', budget: 1500, buildSnapshot: { GPU: 999999 } }, { Prefer: 'respond-async' });
    expect(accepted.status).toBe(202);
    const done = await poll(accepted.body.job.statusUrl);
    expect(done.body.job.status).toBe('failed');
    expect(done.body.job.error).toEqual({ code: expect.any(String), message: expect.stringContaining('999999'), resolution: expect.any(String) });
    expectErrorBody(await request(accepted.body.job.resultUrl), 422);
  });

  it('answers 404 for unknown, malformed and expired job ids', async () => {
    expectErrorBody(await request(`${suite.server.base}/jobs/service_job_${'0'.repeat(32)}`), 404, 'job_not_found');
    expectErrorBody(await request(`${suite.server.base}/jobs/nonsense`), 404, 'job_not_found');
    const accepted = await post('/build-plan', { useCase: 'budget', budget: 500 }, { Prefer: 'respond-async' });
    await poll(accepted.body.job.statusUrl);
    await suite.server.db.em().nativeUpdate(JobEntity, { id: accepted.body.job.id }, { expiresAt: '2000-01-01T00:00:00.000Z' });
    expectErrorBody(await request(accepted.body.job.statusUrl), 404, 'job_not_found');
    expect(await suite.server.jobs.purgeExpired()).toBeGreaterThanOrEqual(1);
  });
});

describe('restart mid-job', () => {
  it('runs again a job a stopped process left running, and fails one that kept dying', async () => {
    const dataDir = tempDir();
    const first = await startTestServer({}, { dataDir, keepDataDir: true });
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    // Stored without the defaults a POST would add (as an earlier version or an operator may have written it):
    // the job validates its request when it runs.
    const request0 = JSON.stringify({ useCase: 'gaming', budget: 1000 });
    const em = first.db.em();
    // Last touched an hour ago: with PostgreSQL (several instances) only jobs running that long count as
    // abandoned (a fresh `running` job may belong to a live instance); SQLite takes every one.
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const base = { request: request0, principal: 'ip:test', result: null, error: null, createdAt: now, updatedAt: hourAgo, expiresAt: later };
    await em.insert(JobEntity, { ...base, id: `service_job_${'a'.repeat(32)}`, status: 'running', attempts: 1 });
    await em.insert(JobEntity, { ...base, id: `service_job_${'b'.repeat(32)}`, status: 'running', attempts: 3 });
    await first.close();

    const second = await startTestServer({}, { dataDir });
    try {
      const done = await poll(`${second.base}/jobs/service_job_${'a'.repeat(32)}`);
      expect(done.body.job.status).toBe('succeeded');
      const abandoned = await request(`${second.base}/jobs/service_job_${'b'.repeat(32)}`);
      expect(abandoned.body.job.status).toBe('failed');
      expect(abandoned.body.job.error.code).toBe('job_abandoned');
    } finally {
      await second.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored outcome for the same key and body, and echoes the key', async () => {
    const key = `key-${Date.now()}-replay`;
    const first = await post('/build-plan', { useCase: 'gaming', budget: 900 }, { 'Idempotency-Key': key, Prefer: 'respond-async' });
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotency-key')).toBe(key);
    const again = await post('/build-plan', { useCase: 'gaming', budget: 900 }, { 'Idempotency-Key': key, Prefer: 'respond-async' });
    expect(again.status).toBe(202);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('idempotency-key')).toBe(key);
  });

  it('refuses the same key with a different body (422) and a key of the wrong length (400)', async () => {
    const key = `key-${Date.now()}-mismatch`;
    expect((await post('/batch', { operations: [{ path: '/builds' }] }, { 'Idempotency-Key': key })).status).toBe(200);
    expectErrorBody(await post('/batch', { operations: [{ path: '/sandbox' }] }, { 'Idempotency-Key': key }), 422, 'idempotency_key_reused');
    expectErrorBody(await post('/batch', { operations: [{ path: '/builds' }] }, { 'Idempotency-Key': 'short' }), 400, 'invalid_idempotency_key');
    expectErrorBody(await post('/build-plan', { useCase: 'gaming' }, { 'Idempotency-Key': 'x'.repeat(129) }), 400, 'invalid_idempotency_key');
  });

  it('answers 409 while the first request with the key is still in progress', async () => {
    const key = `key-${Date.now()}-busy`;
    const body = { useCase: 'workstation', budget: 3000 };
    const { fingerprint } = await import('../../src/idempotency/store.js');
    await suite.server.idempotency.begin('ip:127.0.0.1', key, fingerprint('POST', '/agent-api/v1/build-plan', body));
    expectErrorBody(await post('/build-plan', body, { 'Idempotency-Key': key }), 409, 'idempotency_in_progress');
  });

  it('keeps keys per caller', async () => {
    const key = `key-${Date.now()}-scoped`;
    await suite.server.idempotency.begin('api_key:someone-else', key, 'x');
    const res = await post('/build-plan', { useCase: 'budget', budget: 700 }, { 'Idempotency-Key': key });
    expect(res.status).toBe(200);
  });
});
