import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openOrm } from '../../src/db/orm.js';
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.js';
import { describeWith } from '../support/requirement.js';

/**
 * The migrations are the schema; the entities describe it to the ORM. After every migration
 * has run, the schema the entities call for must be the one the database has: the diff the
 * ORM would apply is empty. Tables the service reads with its own SQL (the shared rate-limit
 * counters) have no entity, so dropped tables are not asked for. A few statements are the same
 * schema spelled two ways, each named below with why; anything else fails.
 */

const SAME_SCHEMA: Record<'sqlite' | 'postgres', { statement: RegExp; why: string }[]> = {
  sqlite: [
    {
      statement: /^create unique index `category_slug_key` on `category` \(`slug`\);$/,
      why: 'the migration declares slug unique inline; SQLite keeps that as an unnamed automatic index, which the ORM does not read back',
    },
  ],
  postgres: [
    {
      statement: /^alter table "offer" (drop column "id"|add column "id" serial primary key);$/,
      why: 'the migration makes offer.id an identity column, the ORM would spell the same auto-numbered key as serial',
    },
  ],
};

async function pendingSchemaChanges(env: Record<string, string>, engine: 'sqlite' | 'postgres'): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-migrations-'));
  const orm = await openOrm(loadConfig({ DATA_DIR: dataDir, ...env }));
  try {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, dropTables: false });
    return sql
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !SAME_SCHEMA[engine].some((known) => known.statement.test(line)));
  } finally {
    await orm.close(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('migrations and entities on SQLite', () => {
  it('leave nothing for the ORM to change', async () => {
    expect(await pendingSchemaChanges({}, 'sqlite')).toEqual([]);
  });
});

const postgres = {
  what: 'a PostgreSQL server (POSTGRES_ADMIN_URL)',
  available: Boolean(testDatabaseUrl),
  howTo: 'set POSTGRES_ADMIN_URL=postgres://postgres@127.0.0.1:54329/postgres (see .ci/run for a throwaway cluster)',
};

describeWith(postgres, 'migrations and entities on PostgreSQL', () => {
  const dropAfter: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropAfter) await drop();
  });

  it('leave nothing for the ORM to change', async () => {
    const db = await createTestDatabase();
    dropAfter.push(db.drop);
    expect(await pendingSchemaChanges({ DATABASE_URL: db.url }, 'postgres')).toEqual([]);
  });
});
