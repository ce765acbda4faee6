import http from 'node:http';
import { createApp } from './app.js';
import { ensureCatalog } from './catalog/bootstrap.js';
import { CatalogHolder } from './catalog/holder.js';
import { ConfigError, loadConfig } from './config.js';
import { openOrm } from './db/orm.js';
import { createLogger } from './logger.js';
import { loadSecrets } from './secrets.js';

/** Reads config, opens the database (seeding it on first start), serves, and drains on SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const orm = await openOrm(config);
  await ensureCatalog(orm, log, () => new Date());
  const holder = new CatalogHolder(orm, log);
  await holder.refresh();
  holder.startPolling(config.releasePollMs);

  const secrets = await loadSecrets(orm.em.fork());
  const app = createApp({ config, log, currentModel: () => holder.current(), secrets });
  const server = http.createServer(app);
  // Slow clients must not hold sockets: bounded header and request times.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info({ port, siteUrl: config.siteUrl }, 'listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining');
    holder.stop();
    const force = setTimeout(() => {
      log.warn('drain timed out; closing remaining connections');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await orm.close(true);
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
