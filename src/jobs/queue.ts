import crypto from 'node:crypto';
import type { NormalizedBuildPlanRequest } from '../build-plan-request.js';
import type { Database } from '../db/database.js';
import { JobEntity, type JobRow } from './entity.js';
import { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';

/**
 * Async build-plan jobs, persisted so a restart loses none: a job left `running` by a
 * stopped process is queued again (planning is deterministic, so a re-run gives the same
 * answer) and fails for good after MAX_ATTEMPTS. A small in-process pool runs them.
 *
 * Nothing is dropped silently while the database is away: a job cannot be created then (503,
 * never a 202 for a job that was not stored), and a result that cannot be saved is kept in
 * memory and saved once the database is back. A running job touches its row every
 * HEARTBEAT_MS; with several instances, a job whose row has not been touched for
 * STALE_AFTER_BEATS heartbeats belongs to a stopped instance and is taken over.
 */

export const JOB_ID_PREFIX = 'service_job_';
/** Every job id: the prefix and 128 random bits in hex. */
export const JOB_ID_PATTERN = new RegExp(`^${JOB_ID_PREFIX}[0-9a-f]{32}$`);
const MAX_ATTEMPTS = 3;
const POLL_MS = 250;
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_BEATS = 4;

/** Runs a job's request: the build-plan request as validated where it entered and stored, so it is not checked again. */
export type JobRunner = (request: NormalizedBuildPlanRequest) => Promise<unknown>;

export interface JobError {
  code: string;
  message: string;
  resolution: string;
}

export function newJobId(): string {
  return `${JOB_ID_PREFIX}${crypto.randomBytes(16).toString('hex')}`;
}

export class JobQueue {
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private accepting = true;
  private recovered = false;
  private recovering: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly unsaved = new Map<string, Partial<JobRow>>();
  private saving: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly opts: {
      retentionSeconds: number;
      concurrency: number;
      run: JobRunner;
      now: () => Date;
      /**
       * Several instances share the queue (PostgreSQL): a `running` job may belong to another,
       * live instance, so only jobs whose heartbeat stopped are taken as abandoned, and the
       * check repeats. Unset (one instance, SQLite): every `running` job at start is abandoned.
       */
      shared?: boolean;
      heartbeatMs?: number;
      /**
       * Load shedding: a worker looks for a job only while the service admits heavy work, and a
       * job it runs holds a heavy-work slot (looking for one holds none).
       */
      gate?: { admitsHeavy(): boolean; holdHeavy(): () => void };
    },
  ) {}

  private get heartbeatMs(): number {
    return this.opts.heartbeatMs ?? HEARTBEAT_MS;
  }

  async create(request: NormalizedBuildPlanRequest, principal: string): Promise<JobRow> {
    const now = this.opts.now();
    const row: JobRow = {
      id: newJobId(),
      status: 'queued',
      request: JSON.stringify(request),
      principal,
      result: null,
      error: null,
      attempts: 0,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.opts.retentionSeconds * 1000).toISOString(),
    };
    await this.db.run((em) => em.insert(JobEntity, row));
    this.kick();
    return row;
  }

  /** The job, or null when it never existed or has expired. */
  async get(id: string): Promise<JobRow | null> {
    const row = await this.db.run((em) => em.findOne(JobEntity, { id }));
    if (!row || row.expiresAt <= this.opts.now().toISOString()) return null;
    return row;
  }

  /** Starts polling for work; jobs a stopped process left running are recovered once the database is reachable. */
  async start(): Promise<void> {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Re-queues jobs a stopped process left running (or fails those that kept dying). */
  async recover(): Promise<void> {
    const em = this.db.em();
    const nowDate = this.opts.now();
    const now = nowDate.toISOString();
    // Running jobs last touched before this instant count as abandoned (every running job on one instance).
    const before = this.opts.shared ? new Date(nowDate.getTime() - STALE_AFTER_BEATS * this.heartbeatMs).toISOString() : '9999-12-31T23:59:59.999Z';
    const conn = em.getConnection();
    const abandonedError = JSON.stringify({ code: 'job_abandoned', message: 'The job stopped repeatedly before finishing', resolution: 'Submit the build plan again.' });
    // One statement, so no job can slip between "fail the hopeless" and "re-queue the rest".
    const result = await conn.execute(
      `update build_plan_job
         set status = case when attempts >= ? then 'failed' else 'queued' end,
             error = case when attempts >= ? then ? else error end,
             updated_at = ?
       where status = 'running' and updated_at < ?`,
      [MAX_ATTEMPTS, MAX_ATTEMPTS, abandonedError, now, before],
      'run',
    );
    const r = result as { affectedRows?: number; changes?: number };
    const requeued = Number(r.affectedRows ?? r.changes ?? 0);
    if (requeued > 0) this.log.info({ recovered: requeued }, 'abandoned jobs re-queued or failed');
    this.recovered = true;
  }

  /** Stops taking new work and waits for running jobs; unfinished ones stay recoverable in the database. */
  async stop(): Promise<void> {
    this.accepting = false;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
    if (this.unsaved.size > 0 && this.db.healthy) await this.saveUnsaved();
  }

  /** Results computed while the database was away, not saved yet (their jobs stay `running` meanwhile). */
  get unsavedCount(): number {
    return this.unsaved.size;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows: { status: string; count: number | string }[] = await this.db.em().getConnection().execute('select status, count(*) as count from build_plan_job group by status');
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  }

  async purgeExpired(): Promise<number> {
    return this.db.em().nativeDelete(JobEntity, { expiresAt: { $lte: this.opts.now().toISOString() } });
  }

  /** Fills the pool: each worker claims one queued job; one that found work looks for more. */
  private kick(): void {
    // While the database is down nothing can be claimed or stored; queued jobs wait for it.
    if (!this.db.healthy) return;
    if (this.unsaved.size > 0) this.saving ??= this.saveUnsaved().finally(() => (this.saving = null));
    while (this.accepting && this.running < this.opts.concurrency) {
      if (this.opts.gate && !this.opts.gate.admitsHeavy()) return;
      this.running += 1;
      const work = this.claimAndRun().then(
        (ran) => {
          this.running -= 1;
          if (ran) this.kick();
        },
        (error: unknown) => {
          this.running -= 1;
          this.log.error({ err: error }, 'job worker failed');
        },
      );
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    }
  }

  /** Saves a finished job's outcome; when the database is away, keeps it for `saveUnsaved`. */
  private async save(id: string, update: Partial<JobRow>): Promise<void> {
    try {
      await this.db.run((em) => em.nativeUpdate(JobEntity, { id }, { ...update, updatedAt: this.opts.now().toISOString() }));
      this.unsaved.delete(id);
    } catch (error) {
      if (!this.unsaved.has(id)) this.log.warn({ err: error, jobId: id }, 'job outcome not saved; kept until the database is back');
      this.unsaved.set(id, update);
    }
  }

  private async saveUnsaved(): Promise<void> {
    for (const [id, update] of [...this.unsaved]) {
      await this.save(id, update);
      if (this.unsaved.has(id)) return;
      this.log.info({ jobId: id }, 'job outcome saved after the database came back');
    }
  }

  /** Touches the running job's row, so other instances see it is alive. */
  private heartbeat(id: string): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.db
        .run((em) => em.nativeUpdate(JobEntity, { id, status: 'running' }, { updatedAt: this.opts.now().toISOString() }))
        .catch((error: unknown) => this.log.debug({ err: error, jobId: id }, 'job heartbeat failed'));
    }, this.heartbeatMs);
    timer.unref();
    return timer;
  }

  private async claimAndRun(): Promise<boolean> {
    if (!this.recovered) {
      this.recovering ??= this.recover().finally(() => {
        this.recovering = null;
      });
      await this.recovering;
    }
    const next = await this.db.run((em) => em.findOne(JobEntity, { status: 'queued' }, { orderBy: { createdAt: 'asc', id: 'asc' } }));
    if (!next) return false;
    // The claim is a conditional UPDATE (… where id = ? and status = 'queued'). On PostgreSQL (read
    // committed) a second worker's UPDATE of the same row waits for the first to commit, then
    // re-checks the WHERE against the new row version, finds status = 'running' and updates nothing;
    // on SQLite writers are serialised. Either way exactly one worker gets claimed === 1.
    const claimed = await this.db.run((em) =>
      em.nativeUpdate(JobEntity, { id: next.id, status: 'queued' }, { status: 'running', attempts: next.attempts + 1, updatedAt: this.opts.now().toISOString() }),
    );
    if (claimed !== 1) return true;
    let update: Partial<JobRow>;
    const beat = this.heartbeat(next.id);
    const release = this.opts.gate?.holdHeavy();
    try {
      const result = await this.opts.run(JSON.parse(next.request) as NormalizedBuildPlanRequest);
      update = { status: 'succeeded', result: JSON.stringify(result) };
    } catch (error) {
      const jobError: JobError =
        error instanceof DomainError
          ? { code: error.code, message: error.message, resolution: error.resolution }
          : { code: 'internal_error', message: 'The build plan could not be computed', resolution: 'Submit the build plan again; quote the job id if it keeps failing.' };
      if (!(error instanceof DomainError)) this.log.error({ err: error, jobId: next.id }, 'job failed');
      update = { status: 'failed', error: JSON.stringify(jobError) };
    } finally {
      clearInterval(beat);
      release?.();
    }
    await this.save(next.id, update);
    return true;
  }
}
