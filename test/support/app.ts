import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createApp } from '../../src/app.js';
import { ensureCatalog } from '../../src/catalog/bootstrap.js';
import { CatalogHolder } from '../../src/catalog/holder.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openOrm, type Orm } from '../../src/db/orm.js';
import { createLogger } from '../../src/logger.js';
import { loadSecrets } from '../../src/secrets.js';

export interface TestServer {
  url: string;
  base: string;
  config: Config;
  orm: Orm;
  holder: CatalogHolder;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'kpc-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The real app on an ephemeral port over a fresh SQLite database seeded with the shipped catalog. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = tempDir();
  // SITE_URL must name the real port, so listen first and build the app afterwards.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const log = createLogger(config.logLevel);
  const orm = await openOrm(config);
  await ensureCatalog(orm, log, () => new Date('2026-11-23T09:00:00Z'));
  const holder = new CatalogHolder(orm, log);
  await holder.refresh();
  const secrets = await loadSecrets(orm.em.fork());
  const app = createApp({ config, log, currentModel: () => holder.current(), secrets });
  server.on('request', app);
  return {
    url,
    base: `${url}/agent-api/v1`,
    config,
    orm,
    holder,
    dataDir,
    async close() {
      holder.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await orm.close(true);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
