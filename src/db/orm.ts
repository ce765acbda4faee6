import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager, MikroORM as KnexMikroORM } from '@mikro-orm/knex';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import { MikroORM as SqliteORM } from '@mikro-orm/sqlite';
import type { Config } from '../config.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

/** Either engine's ORM; code that needs an entity manager uses `@mikro-orm/knex`'s EntityManager, common to both. */
export type Orm = KnexMikroORM & { em: EntityManager };

/** Timeouts for PostgreSQL: a dead or unreachable server must fail requests fast (a 503), not hang them. */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
export const PG_STATEMENT_TIMEOUT_MS = 15_000;
/** Key of the advisory lock held while migrating, so instances starting together do not race. */
const MIGRATION_LOCK_KEY = 4_206_101;

const common = {
  entities,
  extensions: [Migrator],
  discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
  migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
  allowGlobalContext: false,
  debug: false,
};

interface PgClientLike {
  on(event: 'error', listener: (err: Error) => void): unknown;
  query(sql: string): Promise<unknown>;
}

/**
 * Opens the database and brings its schema up to date with the committed migrations.
 * Schema sync is never used at runtime: the migrations are the schema.
 */
export async function openOrm(config: Config, opts: { onClientError?: (error: Error) => void } = {}): Promise<Orm> {
  if (config.database.kind === 'postgres') {
    const orm = (await PostgresORM.init({
      ...common,
      clientUrl: config.database.url,
      pool: {
        min: 0,
        max: 10,
        // A PostgreSQL restart makes idle connections emit 'error'; an unhandled one would crash the process.
        afterCreate: (conn: PgClientLike, done: (err: Error | null, conn: unknown) => void) => {
          conn.on('error', (err) => opts.onClientError?.(err));
          done(null, conn);
        },
      },
      driverOptions: {
        acquireConnectionTimeout: PG_CONNECT_TIMEOUT_MS,
        connection: {
          connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
          statement_timeout: PG_STATEMENT_TIMEOUT_MS,
          query_timeout: PG_STATEMENT_TIMEOUT_MS + 5_000,
          application_name: 'kosovo-pc-parts',
        },
      },
    })) as unknown as Orm;
    try {
      await migrateLocked(orm);
    } catch (error) {
      await orm.close(true).catch(() => undefined);
      throw error;
    }
    return orm;
  }
  fs.mkdirSync(path.dirname(config.database.path), { recursive: true });
  const orm = (await SqliteORM.init({
    ...common,
    dbName: config.database.path,
    // WAL lets readers (the server, status commands) keep reading while a publish writes,
    // and the busy timeout makes a second writer wait instead of failing at once.
    pool: {
      afterCreate: (conn: { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null, conn: unknown) => void) => {
        conn.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;', (err) => done(err, conn));
      },
    },
  })) as unknown as Orm;
  await orm.getMigrator().up();
  return orm;
}

/**
 * Runs the migrations under a session-level advisory lock held on one dedicated connection:
 * N instances starting at once migrate one after the other (the later ones find nothing to do).
 */
async function migrateLocked(orm: Orm): Promise<void> {
  const client = orm.em.getKnex().client as {
    acquireConnection(): Promise<PgClientLike>;
    releaseConnection(conn: unknown): Promise<unknown>;
  };
  const conn = await client.acquireConnection();
  try {
    await conn.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await orm.getMigrator().up();
    } finally {
      await conn.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => undefined);
    }
  } finally {
    await client.releaseConnection(conn);
  }
}
