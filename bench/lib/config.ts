/** Settings of `npm run bench`, all from the environment so a run is one command. */

export function num(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min} (got ${JSON.stringify(raw)})`);
  return value;
}

function list(name: string, fallback: string[]): string[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface BenchConfig {
  /** Seconds of measured load per target and server (BENCH_DURATION, default 5). */
  duration: number;
  /** Concurrent connections of the throughput runs (BENCH_CONNECTIONS, default 50). */
  connections: number;
  /** Seconds of unmeasured load before each measured run (BENCH_WARMUP, default 1). */
  warmup: number;
  /** Catalog sizes of the growth curve (BENCH_SIZES, default 1000,10000,100000). */
  sizes: number[];
  /** Catalog size the endpoint comparison runs on (BENCH_MAIN_SIZE, default the smallest size). */
  mainSize: number;
  /** Seconds of each search run of the growth curve (BENCH_SCALE_DURATION, default 3). */
  scaleDuration: number;
  /** Rounds over the query set for the in-process engine and FTS5 timings (BENCH_ROUNDS, default 50). */
  rounds: number;
  /** Run the growth curve (BENCH_SCALE=0 skips it: only the endpoint comparison, at BENCH_MAIN_SIZE). */
  scale: boolean;
  /** Endpoint targets to run (BENCH_TARGETS, default all). */
  targets: string[] | null;
  /** Start the service with --cpu-prof into bench/reports/profiles (BENCH_PROFILE=1). */
  profile: boolean;
  /** Keep the temp catalogs and data directories (BENCH_KEEP=1). */
  keep: boolean;
  /** LOG_LEVEL of the measured service (BENCH_LOG_LEVEL, default warn); unless it is info, product and search run again at info. */
  logLevel: string;
  /** Measure start and admin-command times (BENCH_START=0 skips). */
  startTimes: boolean;
}

export function loadBenchConfig(): BenchConfig {
  const sizes = list('BENCH_SIZES', ['1000', '10000', '100000']).map((s) => {
    const n = Number(s);
    if (!Number.isInteger(n) || n < 10) throw new Error(`BENCH_SIZES: ${s} is not a catalog size`);
    return n;
  });
  sizes.sort((a, b) => a - b);
  const mainSize = num('BENCH_MAIN_SIZE', sizes[0], 10);
  if (!sizes.includes(mainSize)) sizes.unshift(mainSize);
  if (process.env.BENCH_SCALE === '0') sizes.splice(0, sizes.length, mainSize);
  const targets = list('BENCH_TARGETS', []);
  return {
    duration: num('BENCH_DURATION', 5, 1),
    connections: num('BENCH_CONNECTIONS', 50, 1),
    warmup: num('BENCH_WARMUP', 1, 0),
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    mainSize,
    scaleDuration: num('BENCH_SCALE_DURATION', 3, 1),
    rounds: num('BENCH_ROUNDS', 50, 1),
    scale: process.env.BENCH_SCALE !== '0',
    targets: targets.length ? targets : null,
    profile: process.env.BENCH_PROFILE === '1',
    keep: process.env.BENCH_KEEP === '1',
    logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
    startTimes: process.env.BENCH_START !== '0',
  };
}
