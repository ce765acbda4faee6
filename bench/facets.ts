/**
 * npm run bench:facets — what `facets=true` costs: the engine (`search()`, in process, limit
 * 10, in stock or not) on the shipped catalog, each query with and without facets in
 * alternation, so drift and garbage collection fall on both alike. The queries browse whole
 * categories, with the category as a word (no spec facets) and as the parameter (spec facets
 * too), so the facets count the largest match sets the service answers (up to the match cap).
 *
 * Prints p50/p99 per form and the ratio of the p50s (target ≤ 5×); writes
 * bench/reports/facets-<time>.json and facets-latest.json. BENCH_ROUNDS (default 30).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Category } from '../src/catalog/types.js';
import { CATEGORIES } from '../src/enums.js';
import { projectRoot } from '../src/paths.js';
import { search, type SearchParams } from '../src/search/search.js';
import { createUrls } from '../src/urls.js';
import { readModelFromDir } from './lib/catalog.js';
import { table, writeReport } from './lib/report.js';
import { distribution, ratio } from './lib/stats.js';

const WORDS: Record<Category, string> = {
  CPU: 'processor',
  GPU: 'graphics card',
  RAM: 'ram memory',
  MOTHERBOARD: 'motherboard',
  STORAGE: 'ssd',
  PSU: 'power supply',
  CASE: 'pc case',
  COOLING: 'cpu cooler',
};

function main(): void {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_ROUNDS must be a positive integer');
  const model = readModelFromDir(path.join(projectRoot, 'seeds', 'catalog'));
  const ctx = { urls: createUrls('https://bench.invalid'), cursorKey: Buffer.from('bench-cursor-key') };
  const queries: SearchParams[] = CATEGORIES.flatMap((c) =>
    [true, false].flatMap((inStockOnly) => [
      { q: WORDS[c], category: null, sort: null, inStockOnly, limit: 10, cursor: null },
      { q: WORDS[c], category: c, sort: null, inStockOnly, limit: 10, cursor: null },
    ]),
  );
  const plain: number[] = [];
  const faceted: number[] = [];
  let matches = 0;
  for (let r = -2; r < rounds; r++) {
    for (const params of queries) {
      const t0 = performance.now();
      const outcome = search(model, params, ctx);
      const t1 = performance.now();
      search(model, { ...params, facets: true }, ctx);
      const t2 = performance.now();
      // the first two rounds warm the index and the code paths
      if (r < 0) continue;
      plain.push(t1 - t0);
      faceted.push(t2 - t1);
      matches += outcome.totalMatches;
    }
  }
  const p = distribution(plain);
  const f = distribution(faceted);
  const p50Ratio = ratio(f.p50Ms, p.p50Ms);
  process.stdout.write(
    [
      `Facets: ${queries.length} category browses over the shipped catalog (${model.products.length} products, ${Math.round(matches / plain.length)} matches on average), ${rounds} rounds, in process`,
      table(
        ['search', 'p50 ms', 'p99 ms', 'mean ms'],
        [
          ['plain', p.p50Ms, p.p99Ms, p.meanMs],
          ['facets=true', f.p50Ms, f.p99Ms, f.meanMs],
        ],
      ),
      `facets p50 / plain p50: ${p50Ratio}× (target ≤ 5×) ${p50Ratio !== null && p50Ratio <= 5 ? 'PASS' : 'MISS'}`,
    ].join('\n') + '\n',
  );
  const file = writeReport(
    'facets',
    { schemaVersion: 1, at: new Date().toISOString(), node: process.version, products: model.products.length, queries: queries.length, rounds, plain: p, facets: f, p50Ratio },
    'facets-latest.json',
  );
  process.stderr.write(`report: ${path.relative(projectRoot, file)}\n`);
}

main();
