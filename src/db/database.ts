import fs from 'node:fs';
import type { EntityManager } from '@mikro-orm/knex';
import type { Config } from '../config.js';
import { unavailable } from '../errors.js';
import type { Logger } from '../logger.js';
import { dbQueries } from '../metrics.js';
import { StateEntity } from './entities.js';
import { openOrm, type Orm } from './orm.js';

/**
 * The database as the service uses it: an entity manager when the database is healthy,
 * a 503 domain error when it is not. SQLite keeps serving a deleted or replaced file from
 * its open handle, so health is more than "queries work": the file must still be the one
 * that was opened (same inode). Writing into a deleted file would lose data silently.
 * PostgreSQL has no file to stat: every check probes with a query, and a failed probe drops
 * the pool so the next check (the holder polls) connects afresh once the server is back.
 */
export class Database {
  private orm: Orm | null = null;
  private inode: number | null = null;
  private reason: string | null = 'not opened yet';
  private checking: Promise<boolean> | null = null;

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
    if (!this.orm || this.reason !== null) {
      throw unavailable('database_unavailable', 'The service database is unavailable right now', 'Retry in a minute; reads are served from the last good catalog meanwhile.');
    }
    return this.orm.em.fork();
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
      if (!this.orm || inode !== this.inode) return this.connect(false);
    } else if (!this.orm) {
      return this.connect(false);
    }
    try {
      await this.orm!.em.fork().findOne(StateEntity, { key: 'current_release' });
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
