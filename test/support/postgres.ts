import crypto from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * PostgreSQL for tests. POSTGRES_ADMIN_URL names a server the tests may create databases on
 * (e.g. postgres://postgres@127.0.0.1:54329/postgres): the multi-instance tests always use it,
 * and with TEST_DATABASE=postgres every test server gets a fresh database there, dropped when
 * it closes. Otherwise test servers use SQLite files.
 */

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): void;
}
const require = createRequire(import.meta.url);
const pg = require('pg') as { Client: new (config: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient };

export const testDatabaseUrl: string | undefined = process.env.POSTGRES_ADMIN_URL || undefined;

/** Whether test servers run on PostgreSQL instead of SQLite. */
export const serversOnPostgres = process.env.TEST_DATABASE === 'postgres';

export async function withAdmin<T>(fn: (client: PgClient) => Promise<T>, url = testDatabaseUrl): Promise<T> {
  if (!url) throw new Error('POSTGRES_ADMIN_URL is not set');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function urlFor(name: string, base = testDatabaseUrl!): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty database; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `kpc_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  return {
    url: urlFor(name),
    name,
    async drop() {
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
    },
  };
}
