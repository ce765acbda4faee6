/**
 * npm run bench:load — the service past its capacity, and its memory under a stream of
 * queries that never repeat. On the shipped catalog (a fresh DATA_DIR, first start), the
 * built service in its own process, rate limits out of the way.
 *
 * Load is open loop: requests leave on a fixed schedule (evenly spaced) whatever the answers,
 * over up to 1,000 keep-alive connections, and a request's wait counts from its scheduled
 * time, so queueing cannot hide behind busy connections. Each run first warms up at its rate
 * (those requests are not counted: JIT, connection set-up).
 *
 * 1. Saturation: rates rising by a quarter from 500 req/s until two in a row miss the bound;
 *    saturation is the highest rate served in full (≥ 95%) with p99 ≤ P99_BOUND_MS and at most
 *    1% refused.
 * 2. Twice saturation, once with load shedding at its defaults and once with it off (bounds out
 *    of reach, as before shedding existed): share of 503s, waits of the answered and of the
 *    refused, timeouts.
 * 3. Memory: a fresh service, BENCH_LOAD_STREAM (100,000) never-repeating searches (closed
 *    loop), RSS after the stream (and 5 s later) and at its peak.
 *
 * Prints tables; writes bench/reports/load-<time>.json and load-latest.json.
 * Settings: BENCH_LOAD_DURATION (measured seconds per overload run, 10), BENCH_LOAD_STREAM
 * (100000), BENCH_LOAD_BASELINE=0 (skip the run without shedding).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { num } from './lib/config.js';
import { memoryOf, NO_SHEDDING, startService, type Child, type Memory } from './lib/procs.js';
import { openLoop, TIMEOUT_MS, WARMUP_SECONDS, type RateRun } from './lib/open-loop.js';
import { log, table, writeReport } from './lib/report.js';
import { round } from './lib/stats.js';
import { searchPath } from './lib/unique-queries.js';

const P99_BOUND_MS = 100;
const FIRST_RATE = 500;
const RATE_STEP = 1.25;
const STEP_SECONDS = 4;
const STREAM_CONNECTIONS = 32;

async function freshService(extraEnv: Record<string, string> = {}): Promise<{ service: Child; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-load-'));
  const service = await startService(dataDir, extraEnv);
  // Warm the engine and the JIT before measuring.
  for (let n = 0; n < 200; n++) await (await fetch(`${service.url}${searchPath(1_000_000 + n)}`)).arrayBuffer();
  return { service, dataDir };
}

async function stop(running: { service: Child; dataDir: string }): Promise<void> {
  await running.service.stop();
  fs.rmSync(running.dataDir, { recursive: true, force: true });
}

/** Served in full, p99 within the bound, (almost) nothing refused. */
const bounded = (r: RateRun) => r.okPerSecond >= 0.95 * r.rate && r.answeredWait.p99Ms <= P99_BOUND_MS && r.shedShare <= 0.01 && r.timeouts === 0 && r.errors === 0;

// ---------------------------------------------------------------------------------------------
// 1. Saturation

async function saturation(service: Child, counter: { n: number }): Promise<{ steps: RateRun[]; rps: number }> {
  const steps: RateRun[] = [];
  // One step over the bound can be a pause of the machine: the ramp stops at the second in a row.
  for (let rate = FIRST_RATE, misses = 0; misses < 2; rate = Math.round(rate * RATE_STEP)) {
    log(`saturation: ${rate} req/s…`);
    const step = await openLoop(`${rate} req/s`, service.url, rate, STEP_SECONDS, counter);
    steps.push(step);
    misses = bounded(step) ? 0 : misses + 1;
  }
  const best = steps.filter(bounded).pop();
  return { steps, rps: best?.rate ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// 3. Memory under a stream of unique queries

interface StreamResult {
  queries: number;
  seconds: number;
  non2xx: number;
  errors: number;
  before: Memory;
  after: Memory;
  settled: Memory;
}

async function stream(service: Child, queries: number): Promise<StreamResult> {
  const before = memoryOf(service.pid);
  let n = 0;
  const t0 = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: service.url,
        connections: STREAM_CONNECTIONS,
        amount: queries,
        timeout: 30,
        requests: [{ method: 'GET', path: searchPath(0), setupRequest: (req: object) => ({ ...req, path: searchPath(2_000_000 + n++) }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  const seconds = round((performance.now() - t0) / 1000, 1);
  const after = memoryOf(service.pid);
  await new Promise((r) => setTimeout(r, 5_000));
  return { queries, seconds, non2xx: result.non2xx, errors: result.errors, before, after, settled: memoryOf(service.pid) };
}

// ---------------------------------------------------------------------------------------------

function printReport(sat: Awaited<ReturnType<typeof saturation>>, overload: RateRun[], memory: StreamResult): string {
  const runs = (rows: RateRun[]) =>
    table(
      ['run', 'req/s asked', '200/s', '503 share', 'answered p50 ms', 'p99 ms', 'worst ms', '503 p50 ms', '503 p99 ms', '503 worst ms', 'timeouts', 'errors'],
      rows.map((o) => [
        o.label,
        o.rate,
        o.okPerSecond,
        o.shedShare,
        o.answeredWait.p50Ms,
        o.answeredWait.p99Ms,
        o.answeredWait.maxMs,
        o.shedWait.p50Ms,
        o.shedWait.p99Ms,
        o.shedWait.maxMs,
        o.timeouts,
        o.errors,
      ]),
    );
  const mib = (m: Memory) => m.rssMiB;
  const memoryTable = table(
    ['queries', 'seconds', 'non-2xx', 'RSS before MiB', 'RSS after MiB', 'RSS 5 s later MiB', 'peak RSS MiB'],
    [[memory.queries, memory.seconds, memory.non2xx, mib(memory.before), mib(memory.after), mib(memory.settled), memory.settled.peakRssMiB]],
  );
  return [
    `Saturation (never-repeating GET /search, open loop, ${STEP_SECONDS}s per rate after ${WARMUP_SECONDS}s warm-up; bounded = ≥ 95% served, p99 ≤ ${P99_BOUND_MS} ms, ≤ 1% refused)`,
    runs(sat.steps),
    `saturation throughput: ${sat.rps} req/s`,
    '',
    `Twice saturation (${overload[0]?.seconds}s after ${WARMUP_SECONDS}s warm-up; waits from each request's scheduled time; timeout ${TIMEOUT_MS / 1000}s)`,
    runs(overload),
    '',
    'Memory under never-repeating searches (fresh service, shipped catalog)',
    memoryTable,
  ].join('\n');
}

async function main(): Promise<void> {
  const overloadSeconds = num('BENCH_LOAD_DURATION', 10, 1);
  const queries = num('BENCH_LOAD_STREAM', 100_000, 1);
  const baseline = process.env.BENCH_LOAD_BASELINE !== '0';
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const counter = { n: 0 };

  log('starting the service (shipped catalog)…');
  let running = await freshService();
  const sat = await saturation(running.service, counter);
  if (sat.rps === 0) throw new Error('no step kept p99 bounded: the machine is too busy to measure');
  const rate = 2 * sat.rps;
  log(`twice saturation (${rate} req/s), shedding on…`);
  const overload = [await openLoop('shedding on (defaults)', running.service.url, rate, overloadSeconds, counter)];
  await stop(running);
  if (baseline) {
    log(`twice saturation (${rate} req/s), shedding off…`);
    running = await freshService(NO_SHEDDING);
    overload.push(await openLoop('shedding off', running.service.url, rate, overloadSeconds, counter));
    await stop(running);
  }
  log(`memory: ${queries} never-repeating searches…`);
  running = await freshService();
  const memory = await stream(running.service, queries);
  await stop(running);

  const loadAfter = os.loadavg();
  const machine = { cpus: os.cpus().length, node: process.version, loadAverageBefore: loadBefore.map((n) => round(n, 2)), loadAverageAfter: loadAfter.map((n) => round(n, 2)) };
  process.stdout.write(
    `\n${printReport(sat, overload, memory)}\n\nmachine: ${machine.cpus} CPUs, node ${machine.node}, load average ${machine.loadAverageBefore[0]} before / ${machine.loadAverageAfter[0]} after\n`,
  );
  const file = writeReport(
    'load',
    { schemaVersion: 1, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, saturation: sat, overload, memory },
    'load-latest.json',
  );
  log(`report: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
