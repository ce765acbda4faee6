import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics. One registry per process; the collectors that need the database or
 * the catalog read them on scrape, so the hot path only increments counters.
 */
export const registry = new Registry();

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const loaderBatchSize = new Histogram({
  name: 'graphql_loader_batch_size',
  help: 'Keys per DataLoader batch call, by loader',
  labelNames: ['loader'] as const,
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
  registers: [registry],
});

export const dbQueries = new Counter({
  name: 'db_queries_total',
  help: 'Database queries issued',
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'rate_limit_rejections_total',
  help: 'Requests refused with 429, by principal kind',
  labelNames: ['principal'] as const,
  registers: [registry],
});

export interface MetricSources {
  release(): { id: string; generatedAt: string; degraded: boolean } | null;
  jobsByStatus(): Promise<Record<string, number>>;
}

// The process's running service; set once it starts (tests may start several in turn).
let sources: MetricSources | null = null;

export function setMetricSources(next: MetricSources): void {
  sources = next;
}

new Gauge({
  name: 'catalog_release_info',
  help: 'The release being served (value 1), labelled with its id',
  labelNames: ['release_id'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const release = sources?.release();
    if (release) this.set({ release_id: release.id }, 1);
  },
});

new Gauge({
  name: 'catalog_release_age_seconds',
  help: 'Seconds since the served release was generated',
  registers: [registry],
  collect() {
    const release = sources?.release();
    this.set(release ? Math.max(0, (Date.now() - Date.parse(release.generatedAt)) / 1000) : 0);
  },
});

new Gauge({
  name: 'catalog_degraded',
  help: '1 while serving the last good snapshot because the database is unavailable',
  registers: [registry],
  collect() {
    this.set(sources?.release()?.degraded ? 1 : 0);
  },
});

new Gauge({
  name: 'build_plan_jobs',
  help: 'Async build-plan jobs by status',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    try {
      for (const [status, count] of Object.entries((await sources?.jobsByStatus()) ?? {})) this.set({ status }, count);
    } catch {
      // Database down: the gauge stays empty rather than failing the scrape.
    }
  },
});
