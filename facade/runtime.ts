import type { Server } from 'node:http';
import type { Express } from 'express';
import { buildPlanJobRunner } from './build-plan.js';
import { schema } from '../schema/index.js';
import { createApp } from './app.js';
import { startMetricsListener } from './http/observability.js';
import { ensureCatalog } from '../src/catalog/bootstrap.js';
import { CatalogHolder } from '../src/catalog/holder.js';
import type { Config } from '../src/config.js';
import { ensureWritableDataDir } from '../src/db/data-dir.js';
import { Database } from '../src/db/database.js';
import { LoadShedder } from './http/overload.js';
import { IdempotencyStore } from '../src/idempotency/store.js';
import { JobQueue } from '../src/jobs/queue.js';
import { purgeExpiredCounters } from '../src/ratelimit/db-store.js';
import { setMetricSources } from '../src/metrics.js';
import { ResponseCache } from '../src/response-cache.js';
import { getSearchIndex } from '../src/search/search-index.js';
import type { Logger } from '../src/logger.js';
import { ephemeralSecrets, loadSecrets, type Secrets } from '../src/secrets.js';
import { createUrls } from '../src/urls.js';

/**
 * The composition root: opens the database (seeding it on first start), loads the current
 * release, starts the job pool and housekeeping, and builds the app. The server and the
 * tests both start the service through here, so they run the same wiring.
 */

const JOB_CONCURRENCY = 2;
const HOUSEKEEPING_MS = 60_000;

export interface Runtime {
  config: Config;
  db: Database;
  holder: CatalogHolder;
  secrets: Secrets;
  jobs: JobQueue;
  idempotency: IdempotencyStore;
  shedder: LoadShedder;
  app: Express;
  /** The metrics listener (METRICS_PORT), when configured. */
  metrics: Server | null;
  /** Settles once the catalog is published (first start) and loaded and the job pool runs; rejects when that failed. */
  loaded: Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /**
   * Return as soon as the app can answer, with the catalog still being published (first start)
   * and loaded behind it (`loaded`): the server listens at once and data routes answer 503 with
   * Retry-After, /readyz `not_ready`, until then — a start that answers in about a second
   * whatever the size of the catalog. Otherwise (the tests) return once everything is loaded.
   */
  answerWhileLoading?: boolean;
}

export async function startRuntime(config: Config, log: Logger, now: () => Date = () => new Date(), opts: RuntimeOptions = {}): Promise<Runtime> {
  ensureWritableDataDir(config.dataDir);
  const db = await Database.open(config, log);
  const holder = new CatalogHolder(db, config.dataDir, log);
  const cache = new ResponseCache(undefined, config.responseCacheBytes);
  const shedder = new LoadShedder(config.overload);
  holder.onSwap((model) => {
    cache.clear();
    // Build the new release's search index now rather than inside the first search request.
    getSearchIndex(model);
  });
  const secrets = db.healthy ? await loadSecrets(db.em()) : ephemeralSecrets();
  const urls = createUrls(config.siteUrl);
  const currentModel = () => holder.current();
  const jobs = new JobQueue(db, log, {
    retentionSeconds: config.jobRetentionSeconds,
    concurrency: JOB_CONCURRENCY,
    run: buildPlanJobRunner({ schema, urls, secrets, currentModel }),
    now,
    shared: config.database.kind === 'postgres',
    gate: shedder,
  });
  const idempotency = new IdempotencyStore(db, now);
  let loading = true;
  const loaded = (async () => {
    if (db.healthy) await ensureCatalog(db.em(), log, now);
    await holder.refresh();
    holder.startPolling(config.releasePollMs);
    await jobs.start();
  })().finally(() => {
    loading = false;
  });
  if (!opts.answerWhileLoading) await loaded;
  const housekeeping = setInterval(() => {
    if (!db.healthy) return;
    const shared = db.kind === 'postgres' ? [purgeExpiredCounters(db), jobs.recover()] : [];
    Promise.all([jobs.purgeExpired(), idempotency.purgeExpired(), ...shared]).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();
  setMetricSources({
    release: () => {
      const model = holder.current();
      return model && { id: model.release.id, generatedAt: model.release.generatedAt, degraded: model.degraded };
    },
    jobsByStatus: () => jobs.countByStatus(),
  });
  const app = createApp({ config, log, currentModel, secrets, db, cache, jobs, idempotency, shedder, loading: () => loading });
  const metrics = config.metrics.port === null ? null : await startMetricsListener({ port: config.metrics.port, host: config.metrics.host }, log);
  return {
    config,
    db,
    holder,
    secrets,
    jobs,
    idempotency,
    shedder,
    app,
    metrics,
    loaded,
    async close() {
      // A first start's publish finishes (one transaction) rather than being cut off.
      await loaded.catch(() => undefined);
      clearInterval(housekeeping);
      if (metrics) await new Promise<void>((resolve) => metrics.close(() => resolve()));
      holder.stop();
      shedder.stop();
      await jobs.stop();
      await db.close();
    },
  };
}
