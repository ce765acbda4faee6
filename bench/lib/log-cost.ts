/** What logging every request at info costs the service, measured between runs of the service as configured. */
import path from 'node:path';
import type { BenchConfig } from './config.js';
import { load, type LoadResult } from './load.js';
import { NO_SHEDDING, startService, type Child } from './procs.js';
import { log } from './report.js';
import { ratio, round } from './stats.js';
import type { TargetDef } from './targets.js';

export interface LogCost {
  level: string;
  /** req/s of the same targets with the service at LOG_LEVEL=info (one log line per request, to a file). */
  info: Record<string, LoadResult>;
  /** req/s of the measured service just before and just after each info run (the machine drifts; the two bracket it). */
  quiet: Record<string, [LoadResult, LoadResult]>;
  /** 1 − info / mean(quiet) req/s, per target. */
  drop: Record<string, number | null>;
}

const LOGGED_TARGETS = ['product', 'search'];

/**
 * The product and search targets on a second service logging every request at info to a file,
 * each run bracketed by runs of the measured service (at BENCH_LOG_LEVEL) just before and after.
 */
export async function measureLogCost(measured: Child, dataDir: string, tmp: string, defs: TargetDef[], config: BenchConfig): Promise<LogCost | null> {
  const targets = defs.filter((d) => LOGGED_TARGETS.includes(d.name));
  if (!targets.length || config.logLevel === 'info') return null;
  const service = await startService(dataDir, { LOG_LEVEL: 'info', ...NO_SHEDDING }, { stdoutFile: path.join(tmp, 'service-info.log') });
  const opts = { connections: config.connections, durationSeconds: config.duration, warmupSeconds: config.warmup };
  const info: Record<string, LoadResult> = {};
  const quiet: Record<string, [LoadResult, LoadResult]> = {};
  const drop: Record<string, number | null> = {};
  try {
    for (const def of targets) {
      log(`  ${def.label}: LOG_LEVEL=${config.logLevel}, info, ${config.logLevel}…`);
      const before = await load(measured.url, def.requests, opts);
      info[def.name] = await load(service.url, def.requests, opts);
      const after = await load(measured.url, def.requests, opts);
      quiet[def.name] = [before, after];
      const r = ratio(info[def.name].rps, (before.rps + after.rps) / 2);
      drop[def.name] = r === null ? null : round(1 - r, 3);
    }
  } finally {
    await service.stop();
  }
  return { level: config.logLevel, info, quiet, drop };
}
