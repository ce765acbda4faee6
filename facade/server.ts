import http from 'node:http';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { answerClientErrors } from './http/client-errors.js';
import { drainable } from './http/drain.js';
import { createLogger } from '../src/logger.js';
import { startRuntime } from './runtime.js';

/** Whatever is in flight at SIGTERM gets this long to finish (orchestrators kill at 10 s or later). */
const DRAIN_DEADLINE_MS = 8_000;

/** Reads config, starts the service, listens, and drains on SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
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
  const runtime = await startRuntime(config, log, undefined, { answerWhileLoading: true });
  runtime.loaded.catch((error: unknown) => failed(error));
  const server = http.createServer(runtime.app);
  answerClientErrors(server, log);
  // Slow clients must not hold sockets: bounded header and request times.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.listen(config.port, config.host, () => {
    log.info({ port: config.port, siteUrl: config.siteUrl }, 'listening');
  });

  const drain = drainable(server, log, DRAIN_DEADLINE_MS);
  const shutdown = (signal: string) => {
    if (drain.draining) return;
    log.info({ signal }, 'draining');
    drain.start(() => {
      runtime
        .close()
        .then(() => {
          log.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function failed(error: unknown): never {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

main().catch(failed);
