import fs from 'node:fs';
import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/sqlite';
import type { Config } from '../config.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM;

/**
 * Opens the database and brings its schema up to date with the committed migrations.
 * Schema sync is never used at runtime: the migrations are the schema.
 */
export async function openOrm(config: Config): Promise<Orm> {
  if (config.database.kind !== 'sqlite') {
    throw new Error('PostgreSQL support is not available in this build; use a sqlite: DATABASE_URL');
  }
  fs.mkdirSync(path.dirname(config.database.path), { recursive: true });
  const orm = await MikroORM.init({
    dbName: config.database.path,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    // WAL lets readers (the server, status commands) keep reading while a publish writes,
    // and the busy timeout makes a second writer wait instead of failing at once.
    pool: {
      afterCreate: (conn: { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null, conn: unknown) => void) => {
        conn.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;', (err) => done(err, conn));
      },
    },
    debug: false,
  });
  await orm.getMigrator().up();
  return orm;
}
