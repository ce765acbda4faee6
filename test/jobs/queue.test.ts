import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { Database } from '../../src/db/database.js';
import { JobEntity, type JobRow } from '../../src/jobs/entity.js';
import { unavailable } from '../../src/errors.js';
import { JobQueue, STALE_AFTER_BEATS } from '../../src/jobs/queue.js';
import { createLogger } from '../../src/logger.js';
import { tempDir } from '../support/app.js';

/**
 * The job queue through database outages: no job accepted that was not stored, no result lost,
 * and with several instances (shared) a heartbeat tells live jobs from abandoned ones.
 */

let dir: string;
let real: Database;
beforeAll(async () => {
  dir = tempDir();
  real = await Database.open(loadConfig({ DATA_DIR: dir }), createLogger('silent'));
});
afterAll(async () => {
  await real.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The real database behind a switch that makes it unreachable, as a stopped server would. */
function switchable(db: Database): { db: Database; setDown(down: boolean): void } {
  let down = false;
  const refuse = () => unavailable('database_unavailable', 'The service database is unavailable right now', 'Retry.');
  const proxy = Object.create(db) as Database;
  Object.defineProperty(proxy, 'healthy', { get: () => !down && db.healthy });
  proxy.em = () => {
    if (down) throw refuse();
    return db.em();
  };
  proxy.run = (work) => (down ? Promise.reject(refuse()) : db.run(work));
  return { db: proxy, setDown: (value) => (down = value) };
}

const queues: JobQueue[] = [];
afterEach(async () => {
  while (queues.length) await queues.pop()!.stop();
  await real.em().nativeDelete(JobEntity, {});
});

function queue(db: Database, run: (request: unknown) => Promise<unknown>, opts: { shared?: boolean; heartbeatMs?: number } = {}): JobQueue {
  const q = new JobQueue(db, createLogger('silent'), { retentionSeconds: 3600, concurrency: 2, run, now: () => new Date(), ...opts });
  queues.push(q);
  return q;
}

async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const row = (id: string) => real.em().findOneOrFail(JobEntity, { id });

describe('job queue', () => {
  it('refuses a job while the database is down instead of accepting one it cannot keep', async () => {
    const { db, setDown } = switchable(real);
    const q = queue(db, async () => ({ ok: true }));
    await q.start();
    setDown(true);
    await expect(q.create({ useCase: 'gaming' }, 'ip:test')).rejects.toMatchObject({ code: 'database_unavailable' });
    expect(await real.em().count(JobEntity, {})).toBe(0);
  });

  it('keeps a result it could not save and saves it once the database is back', async () => {
    const { db, setDown } = switchable(real);
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    const q = queue(db, async () => {
      await running;
      return { plan: 'done' };
    });
    await q.start();
    const job = await q.create({ useCase: 'gaming' }, 'ip:test');
    await until('the job to run', async () => (await row(job.id)).status === 'running');
    setDown(true);
    finish();
    await until('the result to be held', async () => q.unsavedCount === 1);
    expect((await row(job.id)).status).toBe('running');
    setDown(false);
    await until('the result to be saved', async () => (await row(job.id)).status === 'succeeded');
    expect(JSON.parse((await row(job.id)).result!)).toEqual({ plan: 'done' });
    expect(q.unsavedCount).toBe(0);
  });

  it('touches a running job while it runs, and (shared) re-queues only jobs whose heartbeat stopped', async () => {
    const heartbeatMs = 40;
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    const q = queue(
      real,
      async () => {
        await running;
        return {};
      },
      { shared: true, heartbeatMs },
    );
    await q.start();
    const job = await q.create({ useCase: 'gaming' }, 'ip:test');
    await until('the job to run', async () => (await row(job.id)).status === 'running');
    const first = (await row(job.id)).updatedAt;
    await until('a heartbeat', async () => (await row(job.id)).updatedAt > first);

    // A job another instance left running long ago (no heartbeat since) is taken over; the live one is not.
    const now = new Date();
    const stale: JobRow = {
      id: 'service_job_00000000000000000000000000000abc',
      status: 'running',
      request: JSON.stringify({ useCase: 'gaming' }),
      principal: 'ip:test',
      result: null,
      error: null,
      attempts: 1,
      createdAt: now.toISOString(),
      updatedAt: new Date(now.getTime() - (STALE_AFTER_BEATS + 1) * heartbeatMs).toISOString(),
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    };
    await real.em().insert(JobEntity, stale);
    await q.recover();
    expect((await row(job.id)).status).toBe('running');
    expect(['queued', 'running']).toContain((await row(stale.id)).status);
    expect((await row(stale.id)).attempts).toBeGreaterThanOrEqual(1);
    finish();
    await until('both jobs to finish', async () => (await row(job.id)).status === 'succeeded' && (await row(stale.id)).status === 'succeeded');
  });
});
