/**
 * Latency measurement for the search engine, for a bench script (no test asserts timings:
 * they depend on the machine). `benchSearch` times index build once and then every query
 * over several rounds; `scaleReadModel` grows a real catalog to a synthetic size (100k)
 * by cloning products under new ids, so the vocabulary and posting shapes stay realistic.
 */
import { performance } from 'node:perf_hooks';
import type { ReadModel } from '../catalog/read-model.js';
import { buildReadModel } from '../catalog/read-model.js';
import type { Offer, Product } from '../catalog/types.js';
import { createUrls } from '../urls.js';
import type { SearchParams } from './search.js';
import { search } from './search.js';
import { getSearchIndex } from './search-index.js';

/** Queries as shoppers type them, each judged in the golden relevance set (test/search/golden.json). */
export const JUDGED_BENCH_QUERIES: readonly string[] = [
  'rtx4060',
  'RTX 4060 Ti',
  '7800x3d',
  'i5-14600k',
  '32gb ddr5 6000',
  '1tb nvme',
  '750w gold',
  'cheapest rtx 4060',
  'ryzen 5 7600 prishtina',
  'karta grafike nën 300€',
  'pllake ame am5',
  'ushqyes 650w',
  'me i lire ssd 1tb',
  'geforse rtx 4070',
  'samsung 990pro',
  'ryzn 7600',
];

/** What the bench times: the judged queries, then broad words, a model nobody sells and long-tail names. */
export const DEFAULT_BENCH_QUERIES: readonly string[] = [
  ...JUDGED_BENCH_QUERIES,
  'corsair',
  'gaming',
  'b650 wifi',
  'noctua nh-d15',
  'rtx 9090',
  'cheapest gpu',
  'kuti e bardhe',
  'liquid freezer 360',
];

export interface BenchResult {
  products: number;
  queries: number;
  rounds: number;
  indexBuildMs: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Slowest queries by their median, for finding the outliers. */
  slowest: { q: string; p50Ms: number }[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function benchSearch(
  model: ReadModel,
  queries: readonly string[] = DEFAULT_BENCH_QUERIES,
  options: { rounds?: number; warmup?: number; params?: Partial<SearchParams> } = {},
): BenchResult {
  const rounds = options.rounds ?? 20;
  const warmup = options.warmup ?? 2;
  const ctx = { urls: createUrls('https://bench.invalid'), cursorKey: Buffer.from('bench-cursor-key') };
  const t0 = performance.now();
  getSearchIndex(model);
  const indexBuildMs = performance.now() - t0;

  const params = (q: string): SearchParams => ({ q, category: null, sort: null, inStockOnly: true, limit: 10, cursor: null, ...options.params });
  for (let r = 0; r < warmup; r++) for (const q of queries) search(model, params(q), ctx);

  const all: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const start = performance.now();
      search(model, params(q), ctx);
      const ms = performance.now() - start;
      all.push(ms);
      (perQuery.get(q) ?? perQuery.set(q, []).get(q)!).push(ms);
    }
  }
  all.sort((a, b) => a - b);
  const slowest = [...perQuery]
    .map(([q, times]) => ({
      q,
      p50Ms: round3(
        percentile(
          [...times].sort((a, b) => a - b),
          50,
        ),
      ),
    }))
    .sort((a, b) => b.p50Ms - a.p50Ms)
    .slice(0, 5);
  return {
    products: model.products.length,
    queries: queries.length,
    rounds,
    indexBuildMs: round3(indexBuildMs),
    p50Ms: round3(percentile(all, 50)),
    p99Ms: round3(percentile(all, 99)),
    meanMs: round3(all.reduce((a, b) => a + b, 0) / Math.max(1, all.length)),
    maxMs: round3(all[all.length - 1] ?? 0),
    slowest,
  };
}

/**
 * A synthetic catalog of `size` products cloned from `model`: copy k of a product gets id
 * `original + k × stride`, a name with a series suffix (`… S12`) and the original's offers.
 */
export function scaleReadModel(model: ReadModel, size: number): ReadModel {
  const base = model.products;
  if (base.length === 0) throw new Error('cannot scale an empty catalog');
  const stride = Math.max(...base.map((p) => p.id)) + 1;
  const products: Product[] = [];
  const offers: Offer[] = [];
  let offerId = 0;
  for (let i = 0; products.length < size; i++) {
    const src = base[i % base.length];
    const copy = Math.floor(i / base.length);
    const id = src.id + copy * stride;
    const suffix = copy === 0 ? '' : ` S${copy}`;
    products.push({ ...src, id, name: src.name + suffix, model: src.model === null ? null : src.model + suffix });
    for (const o of model.offersByProduct.get(src.id) ?? []) offers.push({ ...o, id: ++offerId, productId: id });
  }
  return buildReadModel({
    id: `${model.release.id}-x${size}`,
    generatedAt: model.release.generatedAt,
    publishedAt: model.release.publishedAt,
    dataSource: model.release.dataSource,
    stores: [...model.stores],
    products,
    offers,
    builds: [...model.builds],
  });
}
