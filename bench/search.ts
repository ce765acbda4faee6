/**
 * npm run bench:search — relevance and latency of the search engine over the golden set
 * (test/search/golden.json, judged over the seed catalog with the offers of
 * test/search/seed-model.ts), next to SQLite FTS5 (bm25 over the same product names, the
 * words of the query OR-ed or AND-ed, the same category and in-stock filters) on the same queries.
 *
 * Prints NDCG@10, MRR, p50/p99 per engine and the engine's weakest queries; writes
 * bench/reports/search-<time>.json and bench/reports/search-latest.json.
 * BENCH_ROUNDS (default 20) sets the timing rounds over the whole set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '../src/paths.js';
import { evaluateRelevance, type GoldenQuery, type RelevanceReport } from '../src/search/relevance.js';
import { search, type SearchParams } from '../src/search/search.js';
import { createUrls } from '../src/urls.js';
import { loadSeedProducts, seedReadModel } from '../seeds/shelf-read-model.js';
import { Fts5Index } from './lib/fts5.js';
import { table, writeReport } from './lib/report.js';
import { distribution, round, type Distribution } from './lib/stats.js';

const goldenFile = path.join(projectRoot, 'test', 'search', 'golden.json');
const baselineFile = path.join(projectRoot, 'test', 'search', 'baseline.json');

interface EngineScore {
  engine: string;
  ndcgAt10: number;
  mrr: number;
  latency: Distribution;
  report: RelevanceReport;
}

async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_ROUNDS must be a positive integer');
  const golden = (JSON.parse(fs.readFileSync(goldenFile, 'utf8')) as { queries: GoldenQuery[] }).queries;
  const baseline = fs.existsSync(baselineFile) ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as { ndcgAt10: number; mrr: number }) : null;
  const model = seedReadModel('seed-release-1', loadSeedProducts());
  const ctx = { urls: createUrls('https://bench.invalid'), cursorKey: Buffer.from('bench-cursor-key') };
  const params = (g: GoldenQuery): SearchParams => ({ q: g.q, category: g.category ?? null, sort: null, inStockOnly: true, limit: 10, cursor: null });

  // The engine: rankings for scoring, then timed rounds (after two untimed ones).
  const engineRun = (g: GoldenQuery) => search(model, params(g), ctx).productIds;
  const engineReport = evaluateRelevance(model, golden, engineRun);
  for (let r = 0; r < 2; r++) for (const g of golden) engineRun(g);
  const engineTimes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const g of golden) {
      const t = performance.now();
      engineRun(g);
      engineTimes.push(performance.now() - t);
    }
  }
  const scores: EngineScore[] = [{ engine: 'engine (src/search)', ndcgAt10: engineReport.ndcgAt10, mrr: engineReport.mrr, latency: distribution(engineTimes), report: engineReport }];

  // FTS5 over the same names with the same filters.
  const fts = await Fts5Index.build(model);
  try {
    let ftsOr: RelevanceReport | null = null;
    let roundTripP50Ms = 0;
    for (const mode of ['or', 'and'] as const) {
      const ftsQuery = (g: GoldenQuery) => ({ q: g.q, mode, category: g.category ?? null, inStockOnly: true, limit: 10 });
      const ranked = new Map<GoldenQuery, number[]>();
      for (const g of golden) ranked.set(g, await fts.search(ftsQuery(g)));
      const report = evaluateRelevance(model, golden, (g) => ranked.get(g) ?? []);
      const timing = await fts.bench(golden.map(ftsQuery), rounds);
      roundTripP50Ms = timing.roundTripMs.p50Ms;
      if (mode === 'or') ftsOr = report;
      scores.push({ engine: `SQLite FTS5 bm25, words ${mode.toUpperCase()}-ed`, ndcgAt10: report.ndcgAt10, mrr: report.mrr, latency: timing, report });
    }
    const weakest = engineReport.perQuery
      .map((s, i) => ({ ...s, fts: ftsOr!.perQuery[i].ndcg }))
      .filter((s) => s.ndcg < 1)
      .sort((a, b) => a.ndcg - b.ndcg)
      .slice(0, 10);

    const out = [
      `Golden set: ${golden.length} queries over ${model.products.length} seed products; latency over ${rounds} rounds, in process`,
      table(
        ['engine', 'NDCG@10', 'MRR', 'p50 ms', 'p99 ms', 'mean ms', 'max ms'],
        scores.map((s) => [s.engine, round(s.ndcgAt10, 4).toFixed(4), round(s.mrr, 4).toFixed(4), s.latency.p50Ms, s.latency.p99Ms, s.latency.meanMs, s.latency.maxMs]),
      ),
      baseline ? `recorded floor (test/search/baseline.json): NDCG@10 ${baseline.ndcgAt10}, MRR ${baseline.mrr}` : '',
      `FTS5 timings include the sqlite3 driver's round trip (SELECT 1: p50 ${roundTripP50Ms} ms)`,
      weakest.length
        ? `\nEngine's weakest queries (NDCG@10 < 1)\n${table(
            ['query', 'engine', 'FTS5 OR', 'engine grades top 10'],
            weakest.map((w) => [JSON.stringify(w.q), round(w.ndcg, 3), round(w.fts, 3), w.grades.join('')]),
          )}`
        : '\nEvery golden query scores NDCG@10 = 1 with the engine.',
    ].filter(Boolean);
    process.stdout.write(`${out.join('\n')}\n`);
    const file = writeReport(
      'search',
      {
        schemaVersion: 1,
        at: new Date().toISOString(),
        node: process.version,
        queries: golden.length,
        products: model.products.length,
        rounds,
        baseline,
        engines: scores.map((s) => ({ engine: s.engine, ndcgAt10: s.ndcgAt10, mrr: s.mrr, latency: s.latency, perQuery: s.report.perQuery })),
      },
      'search-latest.json',
    );
    process.stderr.write(`report: ${path.relative(projectRoot, file)}\n`);
  } finally {
    await fts.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
