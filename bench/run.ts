/**
 * npm run bench — throughput and latency of the built service against two reference servers,
 * and search latency / memory as the catalog grows, in one bounded run.
 *
 * 1. Catalogs of BENCH_SIZES products (default 1k, 10k, 100k) are generated and published,
 *    each into a fresh temp DATA_DIR, and the built server (`node dist/facade/server.js`) is
 *    started on it in its own process (loopback, LOG_LEVEL=warn, rate limits out of the way).
 * 2. On the BENCH_MAIN_SIZE catalog (default the smallest), every endpoint target is first
 *    fetched once from the service; the bodies are then served by a node:http "ceiling" and an
 *    Express res.json "peer" (own processes too), and autocannon in this process drives the
 *    service, the ceiling and the peer with the same requests (BENCH_CONNECTIONS × BENCH_DURATION).
 *    Two extra rows (search, build-plan) send inputs that never repeat, to measure past the
 *    service's response cache (bench/lib/variants.ts); they have no reference.
 * 3. At every size: GET /search latency at 1 connection and throughput at BENCH_CONNECTIONS with
 *    never-repeating inputs, server RSS, and — in a fresh process, with no HTTP
 *    (bench/engine-probe.ts) — the engine's and SQLite FTS5's (bm25 over the same names)
 *    p50/p99 on the same queries, and the heap the release, read model and index hold.
 * Prints tables and PASS/MISS per target; writes bench/reports/bench-<time>.json and, for a
 * complete run, latest.json. Settings: bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '../src/paths.js';
import { prepareCatalog, publishCatalog } from './lib/catalog.js';
import { loadBenchConfig } from './lib/config.js';
import { inProcess, type ScaleResult } from './lib/growth.js';
import { load } from './lib/load.js';
import { measureLogCost, type LogCost } from './lib/log-cost.js';
import { distDir, memoryOf, NO_SHEDDING, startService } from './lib/procs.js';
import { printProfile, summarizeProfile, type ProfileSummary } from './lib/profile.js';
import { log, reportsDir, table, writeReport } from './lib/report.js';
import { measureStartTimes, type StartTimes } from './lib/start-times.js';
import { ratio, round } from './lib/stats.js';
import { printBatch, printHttp, printScale } from './lib/tables.js';
import { runTargets, type TargetResult } from './lib/target-runs.js';
import { BATCH_SIZE, distinctSearch, fetchText, QUERIES, searchPath } from './lib/targets.js';
import { verdicts } from './lib/verdicts.js';

async function main(): Promise<void> {
  const config = loadBenchConfig();
  for (const file of [path.join(distDir, 'facade', 'server.js'), path.join(distDir, 'bench', 'reference-server.js')]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(projectRoot, file)} is missing: run npm run build first`);
  }
  const startedAt = new Date();
  const t0 = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-'));
  const profileDir = path.join(reportsDir, 'profiles');
  log(
    `bench: sizes ${config.sizes.join(', ')}; endpoint comparison at ${config.mainSize}; ${config.connections} connections × ${config.duration}s (+${config.warmup}s warm-up); temp ${tmp}`,
  );

  let http: TargetResult[] = [];
  let ids: number[] = [];
  const problems: string[] = [];
  const scale: ScaleResult[] = [];
  const profiles: ProfileSummary[] = [];
  let logCost: LogCost | null = null;
  let starts: StartTimes | null = null;
  const loadBefore = os.loadavg();
  try {
    if (config.startTimes) {
      log('start times (npm start on an empty DATA_DIR, restart, admin command)…');
      starts = await measureStartTimes(tmp);
    }
    for (const size of config.sizes) {
      log(`[${size}] generating and publishing the catalog…`);
      const catalog = await prepareCatalog(size, path.join(tmp, `catalog-${size}`));
      const dataDir = path.join(tmp, `data-${size}`);
      const published = await publishCatalog(catalog.dir, dataDir);
      const profileName = `service-${size}-${startedAt.toISOString().replace(/[:.]/g, '-')}.cpuprofile`;
      const nodeArgs = config.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${profileName}`] : [];
      const s0 = performance.now();
      const service = await startService(dataDir, { LOG_LEVEL: config.logLevel, ...NO_SHEDDING }, { nodeArgs });
      const startMs = performance.now() - s0;
      try {
        const afterStart = memoryOf(service.pid);
        const f0 = performance.now();
        const first = await fetchText(service.url, { method: 'GET', path: searchPath(QUERIES[0]) });
        const firstSearchMs = performance.now() - f0;
        if (first.status !== 200) throw new Error(`GET /search answered ${first.status}: ${first.body.slice(0, 300)}`);
        for (const q of QUERIES) await fetchText(service.url, { method: 'GET', path: searchPath(q) });
        const afterWarmup = memoryOf(service.pid);

        if (size === config.mainSize) {
          log(`[${size}] endpoints vs ceiling and peers…`);
          const out = await runTargets(service, catalog.dir, config);
          http = out.targets;
          ids = out.ids;
          problems.push(...out.problems);
          logCost = await measureLogCost(service, dataDir, tmp, out.defs, config);
        }
        if (config.scale) {
          log(`[${size}] search latency and throughput…`);
          const httpSerial = await load(service.url, distinctSearch(), { connections: 1, durationSeconds: config.scaleDuration, warmupSeconds: config.warmup });
          const httpLoaded = await load(service.url, distinctSearch(), { connections: config.connections, durationSeconds: config.scaleDuration, warmupSeconds: config.warmup });
          for (const [label, r] of [
            ['1 connection', httpSerial],
            [`${config.connections} connections`, httpLoaded],
          ] as const) {
            if (r.non2xx > 0 || r.errors > 0) problems.push(`search at ${size}, ${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          }
          const afterLoad = memoryOf(service.pid);
          await service.stop();
          log(`[${size}] engine and FTS5 in process…`);
          const probe = await inProcess(catalog.dir, config);
          scale.push({
            size,
            offers: probe.offers,
            generator: catalog.generator,
            generateMs: catalog.generateMs,
            publishMs: published.ms,
            startMs: round(startMs, 0),
            firstSearchMs: round(firstSearchMs, 1),
            memory: { afterStart, afterWarmup, afterLoad },
            httpSerial,
            httpLoaded,
            engine: probe.engine,
            fts5: probe.fts5,
            emptyResults: probe.emptyResults,
            heap: probe.heap,
            indexBuildMs: probe.indexBuildMs,
          });
        }
      } finally {
        await service.stop();
      }
      const profileFile = path.join(profileDir, profileName);
      if (config.profile && fs.existsSync(profileFile)) profiles.push(summarizeProfile(profileFile));
      if (!config.keep) fs.rmSync(path.join(tmp, `data-${size}`), { recursive: true, force: true });
    }
  } finally {
    if (!config.keep) fs.rmSync(tmp, { recursive: true, force: true });
  }

  const results = verdicts(http, scale, logCost, starts);
  const machineLine = `npm run bench, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${round(loadBefore[0], 2)} before / ${round(os.loadavg()[0], 2)} after`;
  const sections = [
    http.length ? printHttp(config.mainSize, config, http, machineLine) : machineLine,
    printBatch(http),
    scale.length ? printScale(config, scale) : '',
    [
      'Targets (reported, not asserted)',
      table(
        ['', 'target', 'measured'],
        results.map((v) => [v.pass === null ? 'n/a' : v.pass ? 'PASS' : 'MISS', v.target, v.measured]),
      ),
    ].join('\n'),
    ...profiles.map((p) => `Service CPU profile\n${printProfile(p)}`),
    problems.length ? `Problems:\n${problems.map((p) => `  - ${p}`).join('\n')}` : '',
  ].filter(Boolean);
  const loadAfter = os.loadavg();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    totalMemMiB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageBefore: loadBefore.map((n) => round(n, 2)),
    loadAverageAfter: loadAfter.map((n) => round(n, 2)),
  };
  const footer = `machine: ${machine.cpus}× ${machine.cpuModel}, node ${machine.node}, load average ${machine.loadAverageBefore[0]} before / ${machine.loadAverageAfter[0]} after; ${Math.round((performance.now() - t0) / 1000)}s`;
  process.stdout.write(`\n${sections.join('\n\n')}\n\n${footer}\n`);

  const report = {
    schemaVersion: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationSeconds: round((performance.now() - t0) / 1000, 1),
    machine,
    config,
    queries: QUERIES,
    productIds: ids,
    http: { products: config.mainSize, targets: http.map((r) => ({ ...r, distinctRequests: Number.isFinite(r.distinctRequests) ? r.distinctRequests : null })) },
    batch: (() => {
      const batch = http.find((r) => r.name === 'batch');
      const product = http.find((r) => r.name === 'product');
      return batch && product
        ? {
            items: BATCH_SIZE,
            batchRps: batch.service.rps,
            itemsPerSec: round(batch.service.rps * BATCH_SIZE, 1),
            singleGetRps: product.service.rps,
            perItemRatio: ratio(batch.service.rps * BATCH_SIZE, product.service.rps),
          }
        : null;
    })(),
    scale,
    logCost,
    starts,
    targets: results,
    profiles,
    problems,
  };
  // latest.json is the last complete run (a run narrowed by BENCH_TARGETS or BENCH_SCALE=0 leaves it alone).
  const complete = config.targets === null && config.scale;
  const file = writeReport('bench', report, complete ? 'latest.json' : null);
  log(`report: ${path.relative(projectRoot, file)}${complete ? ' (and bench/reports/latest.json)' : ''}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
