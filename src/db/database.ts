import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/knex';
import type { Config } from '../config.js';
import { DomainError, unavailable } from '../errors.js';
import type { Logger } from '../logger.js';
import { dbQueries } from '../metrics.js';
import { StateEntity } from './service-state.js';
import { openOrm, type Orm } from './orm.js';

/**
 * The database as the service uses it: an entity manager when the database is healthy,
 * a 503 domain error when it is not. SQLite keeps serving a deleted or replaced file from
 * its open handle, so health is more than "queries work": the file must still be the one
 * that was opened (same inode). Writing into a deleted file would lose data silently.
 * PostgreSQL has no file to stat: every check probes with a query, and a failed probe drops
 * the pool so the next check (the holder polls) connects afresh once the server is back.
 *
 * A SQLite file damaged in place (same inode, same size) still answers the probe from the
 * connection's page cache, so the file's integrity is checked too (`PRAGMA quick_check`, after
 * dropping that cache): when it opens, and then on the health checks, as often as keeps the
 * check under 1% of the time (every poll for a small file, every few minutes for a big one).
 * A damaged file, or any query failing with a corruption error, takes the database down
 * until the file checks clean again.
 */

/** The integrity check may take at most this share of wall time. */
const INTEGRITY_DUTY = 0.01;
const DAMAGE = /SQLITE_CORRUPT|SQLITE_NOTADB/;

const databaseUnavailable = () =>
  unavailable('database_unavailable', 'The service database is unavailable right now', 'Retry in a minute; reads are served from the last good catalog meanwhile.');

function isDamage(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return DAMAGE.test(`${String(e?.code ?? '')} ${String(e?.message ?? '')}`);
}

export class Database {
  private orm: Orm | null = null;
  private inode: number | null = null;
  private reason: string | null = 'not opened yet';
  private checking: Promise<boolean> | null = null;
  private integrityDueAt = 0;
  /** Duration of the last integrity check, ms (bench and logs). */
  lastIntegrityCheckMs: number | null = null;

  private constructor(
    private readonly config: Config,
    private readonly log: Logger,
  ) {}

  /** Opens the database; on first start (no file yet) it is created. Never throws: a failure leaves it unhealthy. */
  static async open(config: Config, log: Logger): Promise<Database> {
    const db = new Database(config, log);
    await db.connect(true);
    return db;
  }

  get kind(): 'sqlite' | 'postgres' {
    return this.config.database.kind;
  }

  get healthy(): boolean {
    return this.reason === null;
  }

  get unhealthyReason(): string | null {
    return this.reason;
  }

  /** A fresh entity manager, or a 503 when the database cannot be trusted right now. */
  em(): EntityManager {
    if (!this.orm || this.reason !== null) throw databaseUnavailable();
    return this.orm.em.fork();
  }

  /**
   * Runs database work. A failure that comes from the database being unreachable or damaged
   * becomes the 503 domain error (and takes the database down at once), so an outage is never
   * answered with a 500; any other failure is rethrown as it is.
   */
  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const em = this.em();
    try {
      return await work(em);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (isDamage(error)) await this.damaged(String((error as Error).message));
      else if (await this.check()) throw error;
      throw databaseUnavailable();
    }
  }

  /** Re-examines the database; reconnects when its file came back or was replaced. */
  check(): Promise<boolean> {
    this.checking ??= this.examine().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  async close(): Promise<void> {
    const orm = this.orm;
    this.orm = null;
    this.reason = 'closed';
    await orm?.close(true);
  }

  private sqlitePath(): string | null {
    return this.config.database.kind === 'sqlite' ? this.config.database.path : null;
  }

  private fileInode(): number | null {
    const file = this.sqlitePath();
    if (!file) return null;
    try {
      return fs.statSync(file).ino;
    } catch {
      return null;
    }
  }

  private markDown(reason: string): void {
    if (this.reason === null) this.log.error({ reason }, 'database unavailable; serving the last good catalog');
    this.reason = reason;
  }

  /**
   * `PRAGMA quick_check` of the SQLite file as it is on disk (the page cache is dropped first),
   * or null when it is sound (and always for PostgreSQL, which checks its own pages). Schedules
   * the next check so checking stays within INTEGRITY_DUTY of the time.
   */
  private async integrityProblem(orm: Orm): Promise<string | null> {
    if (!this.sqlitePath()) return null;
    const started = performance.now();
    let problem: string | null;
    try {
      const conn = orm.em.getConnection();
      await conn.execute('PRAGMA shrink_memory');
      const rows: { quick_check: string }[] = await conn.execute('PRAGMA quick_check');
      const findings = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
      problem = findings.length > 0 ? findings.slice(0, 3).join('; ') : null;
    } catch (error) {
      if (!isDamage(error)) throw error;
      problem = (error as Error).message;
    }
    const ms = performance.now() - started;
    this.lastIntegrityCheckMs = ms;
    this.integrityDueAt = performance.now() + ms / INTEGRITY_DUTY;
    return problem;
  }

  /** Takes a damaged database down and lets go of it, so nothing more is written into it. */
  private async damaged(problem: string): Promise<void> {
    this.markDown(`database file is damaged: ${problem}`);
    const orm = this.orm;
    this.orm = null;
    await orm?.close(true).catch(() => undefined);
  }

  private async connect(allowCreate: boolean): Promise<boolean> {
    const file = this.sqlitePath();
    if (file && !allowCreate && this.fileInode() === null) {
      this.markDown('database file is missing');
      return false;
    }
    try {
      const orm = await openOrm(this.config, {
        // An idle connection dropped by a PostgreSQL restart: the pool discards it; note it and re-check soon.
        onClientError: (error) => this.log.warn({ err: error }, 'database connection lost'),
      });
      orm.em.getKnex().on('query', () => dbQueries.inc());
      await orm.em.fork().findOne(StateEntity, { key: 'current_release' });
      const problem = await this.integrityProblem(orm);
      if (problem) {
        await orm.close(true).catch(() => undefined);
        this.inode = this.fileInode();
        this.markDown(`database file is damaged: ${problem}`);
        return false;
      }
      const previous = this.orm;
      this.orm = orm;
      this.inode = this.fileInode();
      if (previous) await previous.close(true).catch(() => undefined);
      if (this.reason !== null && this.reason !== 'not opened yet') this.log.info('database healthy again');
      this.reason = null;
      return true;
    } catch (error) {
      this.markDown(`database cannot be opened: ${(error as Error).message}`);
      return false;
    }
  }

  private async examine(): Promise<boolean> {
    if (this.reason === 'closed') return false;
    if (this.sqlitePath()) {
      const inode = this.fileInode();
      if (inode === null) {
        this.markDown('database file is missing');
        return false;
      }
      // A damaged file is opened again only when its next integrity check is due (it may be restored in place).
      if (!this.orm && inode === this.inode && this.reason?.startsWith('database file is damaged') && performance.now() < this.integrityDueAt) return false;
      if (!this.orm || inode !== this.inode) return this.connect(false);
    } else if (!this.orm) {
      return this.connect(false);
    }
    try {
      await this.orm!.em.fork().findOne(StateEntity, { key: 'current_release' });
      if (performance.now() >= this.integrityDueAt) {
        const problem = await this.integrityProblem(this.orm!);
        if (problem) {
          await this.damaged(problem);
          return false;
        }
      }
      if (this.reason !== null) {
        this.log.info('database healthy again');
        this.reason = null;
      }
      return true;
    } catch (error) {
      this.markDown(`database cannot be read: ${(error as Error).message}`);
      // Drop the handle so the next check opens the file (or a PostgreSQL pool) afresh.
      const orm = this.orm;
      this.orm = null;
      await orm?.close(true).catch(() => undefined);
      return false;
    }
  }
}
