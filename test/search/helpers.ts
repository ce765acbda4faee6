/** Small helpers shared by the search tests. */
import type { ReadModel } from '../../src/catalog/read-model.js';
import type { SearchOutcome, SearchParams } from '../../src/search/search.js';
import { search } from '../../src/search/search.js';
import { ctx } from './fixture.js';

export function params(q: string, overrides: Partial<SearchParams> = {}): SearchParams {
  return { q, category: null, sort: null, inStockOnly: true, limit: 25, cursor: null, ...overrides };
}

export function run(model: ReadModel, q: string, overrides: Partial<SearchParams> = {}): SearchOutcome {
  return search(model, params(q, overrides), ctx);
}

export function ids(model: ReadModel, q: string, overrides: Partial<SearchParams> = {}): number[] {
  return run(model, q, overrides).productIds;
}

/** Every id of a search, following nextCursor with the given page sizes (cycled). */
export function walk(model: ReadModel, q: string, limits: number[], overrides: Partial<SearchParams> = {}): { ids: number[]; pages: number; total: number } {
  const out: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = -1;
  do {
    const r: SearchOutcome = search(model, params(q, { ...overrides, limit: limits[pages % limits.length], cursor }), ctx);
    if (total === -1) total = r.totalMatches;
    out.push(...r.productIds);
    cursor = r.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 10_000);
  return { ids: out, pages, total };
}
