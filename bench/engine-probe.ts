/**
 * The in-process half of the growth curve, run by bench/run.ts in a fresh process (so the
 * load generator's garbage never lands in these timings):
 *
 *   node --expose-gc dist/bench/engine-probe.js <catalog dir> <rounds> <queries as JSON>
 *
 * Reads the catalog directory as a release (readSource, as the publish does), then measures
 * the heap each stage holds — release content, read model, search index — and times the
 * engine (`search()`, limit 10, in stock only) and SQLite FTS5 (bm25 over the same names,
 * same filter; words OR-ed and AND-ed) on the same queries. Prints one JSON object.
 */
import { performance } from 'node:perf_hooks';
import { buildReadModel } from '../src/catalog/read-model.js';
import { contentOf, readSource } from '../src/catalog/source.js';
import type { ReleaseContent } from '../src/catalog/types.js';
import { benchSearch } from '../src/search/bench.js';
import { getSearchIndex } from '../src/search/search-index.js';
import { search } from '../src/search/search.js';
import { createUrls } from '../src/urls.js';
import { Fts5Index } from './lib/fts5.js';
import { round } from './lib/stats.js';

const [dir, roundsText, queriesJson] = process.argv.slice(2);
if (!dir || !roundsText || !queriesJson) {
  process.stderr.write('usage: engine-probe <catalog dir> <rounds> <queries JSON>\n');
  process.exit(64);
}
const rounds = Number(roundsText);
const queries = JSON.parse(queriesJson) as string[];

const gc = (globalThis as { gc?: () => void }).gc;
const heapMiB = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

async function main(): Promise<void> {
  const base = heapMiB();
  const t0 = performance.now();
  let content: ReleaseContent | null;
  {
    const source = readSource(dir);
    content = contentOf(source, `bench-${source.digest.slice(0, 12)}`);
  }
  const readMs = performance.now() - t0;
  const withContent = heapMiB();
  const model = buildReadModel(content);
  const withModel = heapMiB();
  // What the model alone holds once the release content it was built from is let go.
  // eslint-disable-next-line no-useless-assignment -- drops the last reference, so the heap reading below counts the model alone
  content = null;
  const modelOnly = heapMiB();
  const t1 = performance.now();
  getSearchIndex(model);
  const indexMs = performance.now() - t1;
  const withIndex = heapMiB();

  const engine = benchSearch(model, queries, { rounds, warmup: 3 });
  // How many queries each reading leaves unanswered: a fast engine that finds nothing is no baseline.
  const ctx = { urls: createUrls('https://bench.invalid'), cursorKey: Buffer.from('bench-cursor-key') };
  const empty = { engine: 0, or: 0, and: 0 };
  for (const q of queries) {
    if (search(model, { q, category: null, sort: null, inStockOnly: true, limit: 10, cursor: null }, ctx).productIds.length === 0) empty.engine++;
  }
  const fts = await Fts5Index.build(model);
  const fts5: Record<'or' | 'and', { p50Ms: number; p99Ms: number; meanMs: number; maxMs: number; buildMs: number; roundTripP50Ms: number }> = {} as never;
  try {
    for (const mode of ['or', 'and'] as const) {
      for (const q of queries) if ((await fts.search({ q, mode, inStockOnly: true, limit: 10 })).length === 0) empty[mode]++;
      const r = await fts.bench(
        queries.map((q) => ({ q, mode, inStockOnly: true, limit: 10 })),
        rounds,
        3,
      );
      fts5[mode] = { p50Ms: r.p50Ms, p99Ms: r.p99Ms, meanMs: r.meanMs, maxMs: r.maxMs, buildMs: round(fts.buildMs, 0), roundTripP50Ms: r.roundTripMs.p50Ms };
    }
  } finally {
    await fts.close();
  }
  const heap = {
    gcExposed: gc !== undefined,
    releaseContentMiB: round(withContent - base, 1),
    readModelMiB: round(modelOnly - base, 1),
    /** Content and model together: the service keeps both (the holder reuses the content on a re-check). */
    contentPlusModelMiB: round(withModel - base, 1),
    searchIndexMiB: round(withIndex - modelOnly, 1),
  };
  process.stdout.write(
    `${JSON.stringify({ products: model.products.length, offers: [...model.offersByProduct.values()].reduce((n, l) => n + l.length, 0), readSourceMs: round(readMs, 0), indexBuildMs: round(indexMs, 0), heap, engine, fts5, emptyResults: empty })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`engine-probe failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
