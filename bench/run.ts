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
import { print } from 'graphql';
import { CatalogFields, graphql, ProductFields } from '../facade/fragments.js';
import { projectRoot } from '../src/paths.js';
import type { BenchResult } from '../src/search/bench.js';
import { prepareCatalog, productIdsOf, publishCatalog, type PreparedCatalog } from './lib/catalog.js';
import { loadBenchConfig, type BenchConfig } from './lib/config.js';
import { load, type LoadRequest, type LoadResult } from './lib/load.js';
import { distDir, memoryOf, NO_SHEDDING, runNode, startReference, startService, type Child, type Memory } from './lib/procs.js';
import { reportsDir, table, writeReport, type Cell } from './lib/report.js';
import { printProfile, summarizeProfile, type ProfileSummary } from './lib/profile.js';
import { ratio, round } from './lib/stats.js';
import { variant } from './lib/variants.js';

const API = '/agent-api/v1';

/** Typical shopper queries (English, Albanian, glued model codes, a typo, a place, a price). */
const QUERIES: readonly string[] = [
  'rtx 4060',
  'RTX 4060 Ti',
  '7800x3d',
  'b650 wifi',
  '32gb ddr5 6000',
  '1tb nvme',
  '750w gold',
  'ryzen 5 7600 prishtina',
  'karta grafike nën 700€',
  'geforse rtx 4070',
];

const BUILD_PLANS = [
  { useCase: 'gaming', budget: 1200 },
  { useCase: 'workstation', budget: 2500 },
  { useCase: 'budget', budget: 600 },
  { useCase: 'productivity', budget: null, requirements: 'small form factor, quiet' },
];

const BATCH_SIZE = 20;
const COMPARE_SIZE = 8;
const GIB = 1024;

const log = (line: string) => process.stderr.write(`${line}\n`);
const searchPath = (q: string) => `${API}/search?q=${encodeURIComponent(q)}&limit=10`;

// ---------------------------------------------------------------------------------------------
// Endpoint targets

interface TargetDef {
  name: string;
  label: string;
  requests: LoadRequest[];
  /** Measured against the ceiling and the peer too (inputs that repeat, so bodies can be stored). */
  reference: boolean;
  /** Checks one response of the service; returns a problem or null. */
  check?(status: number, body: string, index: number): string | null;
}

interface TargetResult {
  name: string;
  label: string;
  distinctRequests: number;
  meanBodyBytes: number;
  service: LoadResult;
  ceiling: LoadResult | null;
  peer: LoadResult | null;
  peerBytes: LoadResult | null;
  /** req/s of the service over req/s of the reference. */
  vsCeiling: number | null;
  vsPeer: number | null;
  vsPeerBytes: number | null;
  note?: string;
}

function pickIds(dir: string, count: number): number[] {
  const byCategory = new Map<string, number[]>();
  for (const p of productIdsOf(dir)) (byCategory.get(p.category) ?? byCategory.set(p.category, []).get(p.category)!).push(p.id);
  const lists = [...byCategory.values()];
  const out: number[] = [];
  // round-robin over categories, each time a little further into each list (golden-ratio steps)
  for (let round = 0; out.length < count * 3 && round < 1000; round++) {
    for (const list of lists) {
      const id = list[Math.floor(((round * 0.6180339887) % 1) * list.length)];
      if (id !== undefined && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

async function fetchText(url: string, r: LoadRequest): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url + r.path, {
      method: r.method,
      headers: { ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}), ...r.headers },
      body: r.body,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`${r.method} ${url}${r.path}: ${cause}`, { cause: error });
  }
}

async function liveProductIds(service: Child, dir: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const id of pickIds(dir, count)) {
    const res = await fetch(`${service.url}${API}/products/${id}`);
    await res.arrayBuffer();
    if (res.status === 200) ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`found only ${ids.length} of ${count} product ids the service serves`);
}

function defineTargets(ids: number[]): TargetDef[] {
  const graphqlQuery = print(graphql('query Product($id: Int!) { catalog { ...CatalogFields } product(id: $id) { ...ProductFields } }', [CatalogFields, ProductFields]));
  let searchCounter = 0;
  let planCounter = 0;
  const ok = (status: number) => (status === 200 ? null : `status ${status}`);
  return [
    {
      name: 'product',
      label: `GET /products/{id} (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'GET', path: `${API}/products/${id}` })),
      check: ok,
    },
    {
      name: 'price-history',
      label: `GET /products/{id}/price-history?days=365 (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'GET', path: `${API}/products/${id}/price-history?days=365` })),
      check: ok,
    },
    {
      name: 'search',
      label: `GET /search (${QUERIES.length} queries, limit 10)`,
      reference: true,
      requests: QUERIES.map((q) => ({ method: 'GET', path: searchPath(q) })),
      check: ok,
    },
    {
      name: 'search-distinct',
      label: 'GET /search, never-repeating input',
      reference: false,
      requests: [
        {
          method: 'GET',
          path: searchPath(QUERIES[0]),
          setup: (req) => {
            const n = searchCounter++;
            return { ...req, path: searchPath(variant(QUERIES[n % QUERIES.length], Math.floor(n / QUERIES.length))) };
          },
        },
      ],
      check: ok,
    },
    {
      name: 'compare',
      label: `GET /compare (${COMPARE_SIZE} ids)`,
      reference: true,
      requests: [{ method: 'GET', path: `${API}/compare?ids=${ids.slice(0, COMPARE_SIZE).join(',')}` }],
      check: ok,
    },
    {
      name: 'builds',
      label: 'GET /builds',
      reference: true,
      requests: [{ method: 'GET', path: `${API}/builds` }],
      check: ok,
    },
    {
      name: 'build-plan',
      label: `POST /build-plan sync (${BUILD_PLANS.length} bodies)`,
      reference: true,
      requests: BUILD_PLANS.map((b) => ({ method: 'POST', path: `${API}/build-plan`, body: JSON.stringify(b) })),
      check: ok,
    },
    {
      name: 'build-plan-distinct',
      label: 'POST /build-plan, never-repeating input',
      reference: false,
      requests: [
        {
          method: 'POST',
          path: `${API}/build-plan`,
          body: JSON.stringify(BUILD_PLANS[0]),
          setup: (req) => {
            const n = planCounter++;
            const base = BUILD_PLANS[n % BUILD_PLANS.length];
            return { ...req, body: JSON.stringify({ ...base, preferences: { notes: variant('bench', Math.floor(n / BUILD_PLANS.length)) } }) };
          },
        },
      ],
      check: ok,
    },
    {
      name: 'batch',
      label: `POST /batch (${BATCH_SIZE} product reads)`,
      reference: true,
      requests: [{ method: 'POST', path: `${API}/batch`, body: JSON.stringify({ operations: ids.slice(0, BATCH_SIZE).map((id) => ({ path: `/products/${id}` })) }) }],
      check: (status, body) => {
        if (status !== 200) return `status ${status}`;
        const results = (JSON.parse(body) as { results: { ok: boolean }[] }).results;
        return results.length === BATCH_SIZE && results.every((r) => r.ok) ? null : 'not every batch item succeeded';
      },
    },
    {
      name: 'graphql-product',
      label: `POST /graphql product read (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query: graphqlQuery, variables: { id } }) })),
      check: (status, body) => {
        if (status !== 200) return `status ${status}`;
        const parsed = JSON.parse(body) as { data?: { product?: unknown }; errors?: unknown[] };
        return parsed.errors?.length ? `errors: ${JSON.stringify(parsed.errors).slice(0, 300)}` : parsed.data?.product ? null : 'no product';
      },
    },
  ];
}

/** The variants past the cache must answer what the plain input answers. */
async function checkVariants(service: Child): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, q] of QUERIES.entries()) {
    const a = JSON.parse((await fetchText(service.url, { method: 'GET', path: searchPath(q) })).body) as { results: { id: number }[] };
    const b = JSON.parse((await fetchText(service.url, { method: 'GET', path: searchPath(variant(q, 1000 + i)) })).body) as { results: { id: number }[] };
    if (JSON.stringify(a.results.map((r) => r.id)) !== JSON.stringify(b.results.map((r) => r.id))) problems.push(`search variant of ${JSON.stringify(q)} ranks differently`);
  }
  for (const [i, plan] of BUILD_PLANS.entries()) {
    const send = (notes: string) =>
      fetchText(service.url, { method: 'POST', path: `${API}/build-plan`, body: JSON.stringify({ ...plan, preferences: { notes } }) }).then((r) =>
        JSON.stringify((JSON.parse(r.body) as { plan: unknown }).plan),
      );
    if ((await send('bench')) !== (await send(variant('bench', 1000 + i)))) problems.push(`build-plan variant of body ${i} plans differently`);
  }
  return problems;
}

async function runTargets(service: Child, dir: string, config: BenchConfig): Promise<{ targets: TargetResult[]; defs: TargetDef[]; ids: number[]; problems: string[] }> {
  const ids = await liveProductIds(service, dir, BATCH_SIZE);
  const defs = defineTargets(ids).filter((t) => !config.targets || config.targets.includes(t.name));
  const problems = await checkVariants(service);

  // Fetch every stored-body request once from the service: checks it, and gives the bytes the references serve.
  const entries: Record<string, string> = {};
  const bodyBytes = new Map<string, number>();
  for (const def of defs) {
    let bytes = 0;
    for (const [i, r] of def.requests.entries()) {
      const sample = r.setup ? { ...r, ...(r.setup({ method: r.method, path: r.path, body: r.body }) as Partial<LoadRequest>) } : r;
      const { status, body } = await fetchText(service.url, sample);
      const problem = def.check?.(status, body, i);
      if (problem) throw new Error(`${def.label}: ${sample.method} ${sample.path}: ${problem}\n${body.slice(0, 500)}`);
      bytes += Buffer.byteLength(body);
      if (def.reference) {
        const key = `${def.name}#${i}`;
        entries[key] = body;
        r.headers = { ...r.headers, 'x-bench-key': key };
      }
    }
    bodyBytes.set(def.name, Math.round(bytes / def.requests.length));
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-ref-'));
  const entriesFile = path.join(tmp, 'entries.json');
  fs.writeFileSync(entriesFile, JSON.stringify(entries));
  const ceiling = await startReference('ceiling', entriesFile);
  const peer = await startReference('peer', entriesFile);
  const peerBytes = await startReference('peer-bytes', entriesFile);
  try {
    // The references must hand back exactly what the service did.
    for (const [key, body] of Object.entries(entries)) {
      const def = defs.find((d) => key.startsWith(`${d.name}#`))!;
      const r = def.requests[Number(key.split('#')[1])];
      for (const ref of [ceiling, peer, peerBytes]) {
        const got = await fetchText(ref.url, r);
        if (got.status !== 200 || JSON.stringify(JSON.parse(got.body)) !== JSON.stringify(JSON.parse(body))) throw new Error(`reference ${ref.url} does not serve ${key}`);
      }
    }
    const opts = { connections: config.connections, durationSeconds: config.duration, warmupSeconds: config.warmup };
    const results: TargetResult[] = [];
    for (const def of defs) {
      log(`  ${def.label}: service…`);
      const svc = await load(service.url, def.requests, opts);
      let ceil: LoadResult | null = null;
      let pr: LoadResult | null = null;
      let prb: LoadResult | null = null;
      if (def.reference) {
        log(`  ${def.label}: ceiling, peer, peer-bytes…`);
        ceil = await load(ceiling.url, def.requests, opts);
        pr = await load(peer.url, def.requests, opts);
        prb = await load(peerBytes.url, def.requests, opts);
      }
      for (const [who, r] of [
        ['service', svc],
        ['ceiling', ceil],
        ['peer', pr],
        ['peer-bytes', prb],
      ] as const) {
        if (r && (r.non2xx > 0 || r.errors > 0)) problems.push(`${def.name} on ${who}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      }
      results.push({
        name: def.name,
        label: def.label,
        distinctRequests: def.reference ? def.requests.length : Infinity,
        meanBodyBytes: bodyBytes.get(def.name) ?? 0,
        service: svc,
        ceiling: ceil,
        peer: pr,
        peerBytes: prb,
        vsCeiling: ratio(svc.rps, ceil?.rps),
        vsPeer: ratio(svc.rps, pr?.rps),
        vsPeerBytes: ratio(svc.rps, prb?.rps),
      });
    }
    return { targets: results, defs, ids, problems };
  } finally {
    await ceiling.stop();
    await peer.stop();
    await peerBytes.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Logging cost and start times

interface LogCost {
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
async function measureLogCost(measured: Child, dataDir: string, tmp: string, defs: TargetDef[], config: BenchConfig): Promise<LogCost | null> {
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

interface StartTime {
  /** Until the first HTTP answer (the server listens before its catalog is loaded), ms. */
  answeredMs: number;
  /** Until /readyz says ready (catalog published and loaded), ms. */
  readyMs: number;
}

interface StartTimes {
  /** `npm start`'s script on an empty DATA_DIR (migrates, publishes the shipped catalog). */
  first: StartTime;
  /** The same on the data directory the first start left. */
  restart: StartTime;
  /** `npm run admin -- api-key list`'s script, start to exit, ms. */
  adminMs: number;
}

/** Start and admin-command times of the built tree, as `npm start` and `npm run admin` run them (npm's own start-up not included). */
async function measureStartTimes(tmp: string): Promise<StartTimes> {
  const dataDir = path.join(tmp, 'data-start');
  const command = [process.execPath, path.join('src', 'build', 'ensure-built.mjs'), path.join('facade', 'server.js')];
  const timed = async (): Promise<StartTime> => {
    const service = await startService(dataDir, {}, { command });
    await service.stop();
    return { answeredMs: round(service.answeredMs, 0), readyMs: round(service.readyMs, 0) };
  };
  const first = await timed();
  const restart = await timed();
  const admin = await runNode(path.join(projectRoot, 'src', 'build', 'ensure-built.mjs'), [path.join('src', 'cli', 'admin.js'), 'api-key', 'list'], { DATA_DIR: dataDir });
  if (admin.code !== 0) throw new Error(`admin api-key list failed (${admin.code}): ${admin.stderr}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { first, restart, adminMs: admin.ms };
}

// ---------------------------------------------------------------------------------------------
// Growth curve

interface FtsTiming {
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  buildMs: number;
  roundTripP50Ms: number;
}

interface ScaleResult {
  size: number;
  offers: number;
  generator: PreparedCatalog['generator'];
  generateMs: number;
  publishMs: number;
  startMs: number;
  /** First GET /search after start (builds the search index). */
  firstSearchMs: number;
  memory: { afterStart: Memory; afterWarmup: Memory; afterLoad: Memory };
  /** HTTP, never-repeating queries, 1 connection: end-to-end latency. */
  httpSerial: LoadResult;
  /** HTTP, never-repeating queries, BENCH_CONNECTIONS connections. */
  httpLoaded: LoadResult;
  /** In a fresh process, no HTTP: the engine (`search()`) on the same catalog and queries. */
  engine: BenchResult;
  /** JS heap held by the release content, the read model and the search index (fresh process, after GC). */
  heap: ProbeResult['heap'];
  indexBuildMs: number;
  /** In a fresh process: SQLite FTS5 bm25 over the same names, same queries, in-stock filter; words OR-ed and AND-ed. */
  fts5: Record<'or' | 'and', FtsTiming>;
  /** Queries (of QUERIES) with no result at all, per reading. */
  emptyResults: { engine: number; or: number; and: number };
}

function distinctSearch(): LoadRequest[] {
  let counter = 0;
  return [
    {
      method: 'GET',
      path: searchPath(QUERIES[0]),
      setup: (req) => {
        const n = counter++;
        return { ...req, path: searchPath(variant(QUERIES[n % QUERIES.length], Math.floor(n / QUERIES.length))) };
      },
    },
  ];
}

interface ProbeResult {
  products: number;
  offers: number;
  readSourceMs: number;
  indexBuildMs: number;
  heap: { releaseContentMiB: number; readModelMiB: number; contentPlusModelMiB: number; searchIndexMiB: number };
  engine: BenchResult;
  fts5: ScaleResult['fts5'];
  emptyResults: ScaleResult['emptyResults'];
}

/** The engine and FTS5 timings and the heap breakdown, from a fresh process (bench/engine-probe.ts). */
async function inProcess(dir: string, config: BenchConfig): Promise<ProbeResult> {
  const probe = path.join(distDir, 'bench', 'engine-probe.js');
  const run = await runNode(probe, [dir, String(config.rounds), JSON.stringify(QUERIES)], {}, ['--expose-gc']);
  if (run.code !== 0) throw new Error(`engine-probe failed (${run.code}):\n${run.stderr}`);
  return JSON.parse(run.stdout) as ProbeResult;
}

// ---------------------------------------------------------------------------------------------
// Targets of the issue (reported, never asserted)

interface Verdict {
  target: string;
  measured: string;
  pass: boolean | null;
}

function verdicts(http: TargetResult[], scale: ScaleResult[], logCost: LogCost | null, starts: StartTimes | null): Verdict[] {
  const out: Verdict[] = [];
  const t = (name: string) => http.find((r) => r.name === name);
  const fmt = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? 'n/a' : n.toFixed(digits));
  const x = (n: number | null | undefined) => (n === null || n === undefined ? 'n/a' : `${n.toFixed(2)}×`);
  for (const name of ['product', 'search']) {
    const r = t(name);
    out.push({ target: `${name}: service/peer ≥ 1.0×`, measured: x(r?.vsPeer), pass: r?.vsPeer == null ? null : r.vsPeer >= 1 });
    out.push({ target: `${name}: service/peer-bytes ≥ 0.5×`, measured: x(r?.vsPeerBytes), pass: r?.vsPeerBytes == null ? null : r.vsPeerBytes >= 0.5 });
    out.push({ target: `${name}: service/ceiling ≥ 0.25× (moonshot)`, measured: x(r?.vsCeiling), pass: r?.vsCeiling == null ? null : r.vsCeiling >= 0.25 });
    const drop = logCost?.drop[name];
    if (drop !== undefined) {
      out.push({
        target: `${name}: LOG_LEVEL=info costs < 15% of req/s`,
        measured:
          drop === null
            ? 'n/a'
            : `${Math.round(logCost!.info[name].rps)} vs ${logCost!.quiet[name].map((q) => Math.round(q.rps)).join(' / ')} req/s (at ${logCost!.level} before / after): ${(drop * 100).toFixed(1)}%`,
        pass: drop === null ? null : drop < 0.15,
      });
    }
  }
  if (starts) {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const [label, t] of [
      ['first, empty DATA_DIR', starts.first],
      ['restart', starts.restart],
    ] as const) {
      out.push({ target: `npm start (${label}) answers ≤ 3 s`, measured: `${s(t.answeredMs)}; ready (catalog loaded) after ${s(t.readyMs)}`, pass: t.answeredMs <= 3000 });
    }
    out.push({ target: 'npm run admin -- api-key list ≤ 2 s', measured: s(starts.adminMs), pass: starts.adminMs <= 2000 });
  }
  const batch = t('batch');
  const product = t('product');
  const perItem = batch && product ? ratio(batch.service.rps * BATCH_SIZE, product.service.rps) : null;
  out.push({ target: `batch: per-item throughput ≥ 8× single GETs`, measured: x(perItem), pass: perItem === null ? null : perItem >= 8 });
  const history = t('price-history');
  const historyVsRead = history && product ? ratio(history.service.p50Ms, product.service.p50Ms) : null;
  out.push({ target: 'price-history read: p50 ≤ 2× product read p50', measured: x(historyVsRead), pass: historyVsRead === null ? null : historyVsRead <= 2 });
  const plan = t('build-plan');
  const planVsRead = plan && product ? ratio(plan.service.p50Ms, product.service.p50Ms) : null;
  out.push({ target: 'build-plan: p50 ≤ 25× product read p50', measured: x(planVsRead), pass: planVsRead === null ? null : planVsRead <= 25 });
  const planD = t('build-plan-distinct');
  if (planD && product) {
    const ratioD = ratio(planD.service.p50Ms, product.service.p50Ms);
    out.push({ target: 'build-plan (never-repeating): p50 ≤ 25× product read p50 (info)', measured: x(ratioD), pass: ratioD === null ? null : ratioD <= 25 });
  }
  const largest = scale.at(-1);
  const smallest = scale[0];
  if (largest) {
    const at = `${largest.size / 1000}k`;
    // Against FTS5 with the words OR-ed: the reading that answers these queries (AND leaves most of them empty).
    const empties = `; empty results: engine ${largest.emptyResults.engine}, FTS5 OR ${largest.emptyResults.or}, AND ${largest.emptyResults.and} of ${QUERIES.length}`;
    out.push({
      target: `search @${at}: engine p50 < FTS5 p50 (OR)`,
      measured: `${fmt(largest.engine.p50Ms, 3)} vs ${fmt(largest.fts5.or.p50Ms, 3)} ms (AND ${fmt(largest.fts5.and.p50Ms, 3)})${empties}`,
      pass: largest.engine.p50Ms < largest.fts5.or.p50Ms,
    });
    out.push({
      target: `search @${at}: engine p99 < FTS5 p99 (OR)`,
      measured: `${fmt(largest.engine.p99Ms, 3)} vs ${fmt(largest.fts5.or.p99Ms, 3)} ms (AND ${fmt(largest.fts5.and.p99Ms, 3)})`,
      pass: largest.engine.p99Ms < largest.fts5.or.p99Ms,
    });
    if (smallest && smallest !== largest) {
      const g = ratio(largest.engine.p50Ms, smallest.engine.p50Ms);
      out.push({ target: `search growth ${smallest.size / 1000}k→${at} ≤ 10× at p50 (engine)`, measured: x(g), pass: g === null ? null : g <= 10 });
      const h = ratio(largest.httpSerial.p50Ms, smallest.httpSerial.p50Ms);
      out.push({ target: `search growth ${smallest.size / 1000}k→${at} ≤ 10× at p50 (HTTP, 1 conn, info)`, measured: x(h), pass: h === null ? null : h <= 10 });
    }
    const rss = largest.memory.afterWarmup.rssMiB;
    out.push({
      target: `RSS @${at} ≤ 1 GiB (serving, index built)`,
      measured:
        rss === null ? 'n/a' : `${fmt(rss / GIB)} GiB (after load ${fmt((largest.memory.afterLoad.rssMiB ?? 0) / GIB)}, peak ${fmt((largest.memory.afterLoad.peakRssMiB ?? 0) / GIB)})`,
      pass: rss === null ? null : rss <= GIB,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function printHttp(size: number, config: BenchConfig, results: TargetResult[], machineLine: string): string {
  const rows: Cell[][] = results.map((r) => [
    r.label,
    r.service.rps,
    r.service.p50Ms,
    r.service.p99Ms,
    r.ceiling?.rps,
    r.peer?.rps,
    r.peerBytes?.rps,
    r.vsCeiling,
    r.vsPeer,
    r.vsPeerBytes,
    r.meanBodyBytes,
  ]);
  return [
    machineLine,
    `HTTP, ${size} products, ${config.connections} connections × ${config.duration}s per run, service at LOG_LEVEL=${config.logLevel} (latencies in ms; ceiling = node:http writing the bytes, peer = Express res.json, peer-bytes = Express res.send of the bytes)`,
    table(['target', 'svc req/s', 'p50', 'p99', 'ceiling', 'peer', 'peer-bytes', 'svc/ceil', 'svc/peer', 'svc/bytes', 'body B'], rows),
  ].join('\n');
}

function printBatch(results: TargetResult[]): string {
  const batch = results.find((r) => r.name === 'batch');
  const product = results.find((r) => r.name === 'product');
  if (!batch || !product) return '';
  const perItem = batch.service.rps * BATCH_SIZE;
  return [
    `Batch: ${BATCH_SIZE} product reads per POST /batch vs ${BATCH_SIZE} separate GETs`,
    table(
      ['', 'req/s', 'items/s', 'p50', 'p99'],
      [
        ['POST /batch', batch.service.rps, round(perItem, 0), batch.service.p50Ms, batch.service.p99Ms],
        ['GET /products/{id}', product.service.rps, product.service.rps, product.service.p50Ms, product.service.p99Ms],
        ['per-item ratio', null, ratio(perItem, product.service.rps), null, null],
      ],
    ),
  ].join('\n');
}

function printScale(config: BenchConfig, scale: ScaleResult[]): string {
  const latency: Cell[][] = scale.map((s) => [
    s.size,
    s.httpSerial.p50Ms,
    s.httpSerial.p99Ms,
    s.httpLoaded.rps,
    s.httpLoaded.p50Ms,
    s.httpLoaded.p99Ms,
    s.engine.p50Ms,
    s.engine.p99Ms,
    s.fts5.or.p50Ms,
    s.fts5.or.p99Ms,
    s.fts5.and.p50Ms,
    s.fts5.and.p99Ms,
    s.fts5.or.roundTripP50Ms,
    `${s.emptyResults.engine}/${s.emptyResults.or}/${s.emptyResults.and}`,
  ]);
  const memory: Cell[][] = scale.map((s) => [
    s.size,
    s.offers,
    round(s.publishMs / 1000, 1),
    round(s.startMs / 1000, 1),
    s.indexBuildMs,
    s.memory.afterStart.rssMiB,
    s.memory.afterWarmup.rssMiB,
    s.memory.afterLoad.rssMiB,
    s.memory.afterLoad.peakRssMiB,
    s.heap.releaseContentMiB,
    s.heap.readModelMiB,
    s.heap.searchIndexMiB,
  ]);
  return [
    `Search as the catalog grows (${QUERIES.length} queries, limit 10, in stock only; HTTP with never-repeating input for ${config.scaleDuration}s; engine and FTS5 in a fresh process, ${config.rounds} rounds; ms)`,
    table(
      [
        'products',
        'HTTP 1c p50',
        'p99',
        `HTTP ${config.connections}c req/s`,
        'p50',
        'p99',
        'engine p50',
        'p99',
        'FTS5 OR p50',
        'p99',
        'FTS5 AND p50',
        'p99',
        'sqlite3 trip',
        'empty eng/OR/AND',
      ],
      latency,
    ),
    '',
    'Memory and start-up (RSS of the service in MiB: after start, after the first searches built the index, after the search load, peak; JS heap in MiB held by each part, measured in the probe)',
    table(['products', 'offers', 'publish s', 'start s', 'index ms', 'RSS start', 'RSS warm', 'RSS load', 'RSS peak', 'heap content', 'heap model', 'heap index'], memory),
  ].join('\n');
}

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
