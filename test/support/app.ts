import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { loadConfig } from '../../src/config.js';
import { answerClientErrors } from '../../facade/http/client-errors.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { startRuntime, type Runtime } from '../../facade/runtime.js';
import { createTestDatabase, serversOnPostgres } from './postgres.js';
import { RELAXED_SHEDDING } from './process.js';
import { seededDataDir } from './seeded.js';

export interface TestServer extends Runtime {
  url: string;
  base: string;
  dataDir: string;
}

const keptDatabases = new Map<string, Awaited<ReturnType<typeof createTestDatabase>>>();

export function tempDir(prefix = 'kpc-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The real service on an ephemeral port over a fresh database seeded with the shipped catalog:
 * a SQLite file, or, with TEST_DATABASE=postgres (and unless the test picks DATABASE_URL itself),
 * a fresh PostgreSQL database on POSTGRES_ADMIN_URL that is dropped on close.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { dataDir?: string; keepDataDir?: boolean; log?: Logger; now?: () => Date } = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tempDir();
  // A kept data dir keeps its PostgreSQL database too, so a later server on that dir (a restart) finds it.
  const pgDb = serversOnPostgres && !env.DATABASE_URL ? (keptDatabases.get(dataDir) ?? (await createTestDatabase())) : null;
  // A server on a data dir of its own, with the real clock, over SQLite starts from the run's published catalog.
  if (!opts.dataDir && !opts.now && !pgDb && !env.DATABASE_URL) fs.cpSync(await seededDataDir(), dataDir, { recursive: true });
  if (pgDb) env = { ...env, DATABASE_URL: pgDb.url };
  if (pgDb) keptDatabases.delete(dataDir);
  // SITE_URL must name the real port, so listen first and attach the app afterwards.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The test process shares its event loop with the server it starts, so the loop-delay signal of load
  // shedding would read the tests' own work as overload; suites that test shedding set their own bounds.
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...RELAXED_SHEDDING, ...env });
  const log = opts.log ?? createLogger(config.logLevel);
  const runtime = await startRuntime(config, log, opts.now ?? (() => new Date()));
  server.on('request', runtime.app);
  answerClientErrors(server, log);
  return {
    ...runtime,
    url,
    base: `${url}/agent-api/v1`,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      if (pgDb && opts.keepDataDir) keptDatabases.set(dataDir, pgDb);
      else await pgDb?.drop();
      if (!opts.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
