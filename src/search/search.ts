/**
 * The product search engine behind GET /search: reads the query (`query.ts`), matches and
 * scores it over the release's index (`match.ts`), applies category, place, stock and price
 * filters, orders and caps the matches, pages through them with signed cursors and, when
 * nothing matches, proposes where to go instead. Pure and synchronous for a given ReadModel.
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Product } from '../catalog/types.js';
import { checkCandidate, parseCompatibleWith, type CompatibilityCheck } from '../compat/compatible-with.js';
import { CATEGORIES, type Category, type SearchSort } from '../enums.js';
import { releaseHistory } from '../history/release-history.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { CursorBinding } from './cursor.js';
import { countFacets, type Facets } from './facets.js';
import { hasFilters, NO_FILTERS, resolveFilters, type FilterParams } from './filters.js';
import type { Matches, TermPlan } from './match.js';
import { boostOptional, matchAll, matchPartial, planTerms } from './match.js';
import type { Ranked } from './order.js';
import { orderAndCap } from './order.js';
import type { ParsedQuery } from './query.js';
import { parseQuery } from './query.js';
import type { SearchIndex } from './search-index.js';
import { getSearchIndex } from './search-index.js';
import type { Suggestion } from './suggestions.js';
import { buildSuggestions } from './suggestions.js';

export type { Suggestion } from './suggestions.js';

/** Matches beyond this many (in the effective order) are dropped and `truncated` is set. */
export const MATCH_CAP = 1000;

export interface SearchParams {
  q: string;
  category: Category | null;
  sort: SearchSort | null;
  inStockOnly: boolean;
  limit: number;
  cursor: string | null;
  /** Explicit filters (none when absent); bound into the cursor. */
  filters?: FilterParams;
  /** A build snapshot token (see compat/compatible-with.ts); bound into the cursor. */
  compatibleWith?: string | null;
  /** Count facets over the whole match set. */
  facets?: boolean;
}

export interface SearchOutcome {
  /** How the query was read (JSON-safe, deterministic for a given release and params). */
  query: Record<string, unknown>;
  /** This page, in order. */
  productIds: number[];
  /** Store ids from a place or store intent: the caller restricts each product's offers and price to them. */
  storeFilter: string[] | null;
  /** Matches reachable by paging (at most MATCH_CAP). */
  totalMatches: number;
  truncated: boolean;
  nextCursor: string | null;
  /** Only when totalMatches is 0. */
  suggestions: Suggestion[] | null;
  /** Only when asked for. */
  facets: Facets | null;
  /** With compatibleWith: what the rules said about each product of the page, in page order. */
  compatibility: CompatibilityCheck[] | null;
}

export interface SearchContext {
  urls: Urls;
  cursorKey: Buffer;
}

interface Filters {
  categories: Set<number> | null;
  stores: Set<string> | null;
  inStockOnly: boolean;
  priceMin: number | null;
  priceMax: number | null;
  brands: ReadonlySet<string> | null;
  specs: ((product: Product) => boolean) | null;
  compatible: ((product: Product) => boolean) | null;
}

/** Effective price of a document under the filters (NaN: none), or null when it is filtered out. */
function admit(index: SearchIndex, doc: number, f: Filters): number | null {
  if (f.categories && !f.categories.has(index.categoryOf[doc])) return null;
  const product = index.products[doc];
  if (f.brands && !(product.brand !== null && f.brands.has(product.brand.toLowerCase()))) return null;
  if (f.specs && !f.specs(product)) return null;
  let price = index.price[doc];
  let inStock = index.inStock[doc] === 1;
  if (f.stores) {
    const offers = (index.model.offersByProduct.get(product.id) ?? []).filter((o) => f.stores!.has(o.storeId));
    if (offers.length === 0) return null;
    inStock = offers.some((o) => o.availability === 'in_stock');
    // offers are kept in price order, so the first in-stock priced one is the cheapest
    price = offers.find((o) => o.availability === 'in_stock' && o.price !== null)?.price ?? NaN;
  }
  if (f.inStockOnly && !inStock) return null;
  if (f.priceMin !== null || f.priceMax !== null) {
    if (Number.isNaN(price)) return null;
    if (f.priceMin !== null && price < f.priceMin) return null;
    if (f.priceMax !== null && price > f.priceMax) return null;
  }
  // last: the rules are the dearest test
  if (f.compatible && !f.compatible(product)) return null;
  return price;
}

function rank(index: SearchIndex, matches: Matches, f: Filters, optional: readonly TermPlan[]): Ranked[] {
  const m = boostOptional(index, matches, optional);
  const out: Ranked[] = [];
  for (let k = 0; k < m.docs.length; k++) {
    const doc = m.docs[k];
    const price = admit(index, doc, f);
    if (price === null) continue;
    const p = index.products[doc];
    out.push({ doc, id: p.id, score: m.scores[k], price, releasedAt: p.releasedAt });
  }
  return out;
}

/** With no terms left (`karta grafike nen 300€`), every product of the allowed categories is a candidate. */
function browse(index: SearchIndex, f: Filters): Matches {
  const docs: number[] = [];
  const lists = f.categories ? [...f.categories].sort((a, b) => a - b).map((c) => index.docsByCategory[c]) : null;
  if (lists) for (const l of lists) for (const d of l) docs.push(d);
  else for (let d = 0; d < index.size; d++) docs.push(d);
  return { docs, scores: new Array<number>(docs.length).fill(0), matchedTerms: null };
}

function describe(
  params: Required<SearchParams>,
  parsed: ParsedQuery,
  plans: readonly TermPlan[],
  extra: { sort: SearchSort; inStockOnly: boolean; categories: Category[]; mode: string; uncapped: number; compatibleWith: number[] | null },
): Record<string, unknown> {
  const corrections: Record<string, string[]> = {};
  for (const p of plans) {
    const typo = p.alternatives.filter((a) => a.kind === 'typo').map((a) => a.token);
    if (typo.length > 0 && !p.alternatives.some((a) => a.kind === 'exact')) corrections[p.term] = typo;
  }
  return {
    q: params.q,
    normalized: parsed.normalized,
    terms: parsed.terms,
    optionalTerms: parsed.optionalTerms,
    corrections,
    matchMode: extra.mode,
    category: extra.categories.length === 1 ? extra.categories[0] : null,
    categories: extra.categories,
    categorySource: params.category ? 'param' : parsed.categories.length > 0 ? 'query' : null,
    priceMin: parsed.priceMin,
    priceMax: parsed.priceMax,
    priceWords: parsed.priceWords,
    place: parsed.storeFilter === null ? null : { cities: parsed.cities, namedStores: parsed.namedStores, storeIds: parsed.storeFilter },
    stockIntent: parsed.stockIntent,
    inStockOnly: extra.inStockOnly,
    sort: extra.sort,
    sortSource: params.sort ? 'param' : parsed.sortIntent ? 'query' : 'default',
    sortWords: parsed.sortWords,
    droppedWords: parsed.dropped,
    matchCap: MATCH_CAP,
    matchesBeforeCap: extra.uncapped,
    ...(hasFilters(params.filters) ? { filters: filterEcho(params.filters) } : {}),
    ...(extra.compatibleWith ? { compatibleWith: extra.compatibleWith } : {}),
  };
}

/** The filters as given, without the absent ones. */
function filterEcho(f: FilterParams): Record<string, unknown> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null));
}

/** Both limits apply: the stores a place in q names and those the store and city filters leave. */
function intersect(a: readonly string[] | null, b: readonly string[] | null): string[] | null {
  if (a === null) return b === null ? null : [...b];
  return b === null ? [...a] : a.filter((id) => b.includes(id));
}

const tighter = (a: number | null, b: number | null, pick: (x: number, y: number) => number) => (a === null ? b : b === null ? a : pick(a, b));

export function search(model: ReadModel, given: SearchParams, ctx: SearchContext): SearchOutcome {
  const params: Required<SearchParams> = { filters: NO_FILTERS, compatibleWith: null, facets: false, ...given };
  const binding: CursorBinding = {
    q: params.q,
    category: params.category,
    sort: params.sort,
    inStockOnly: params.inStockOnly,
    filters: hasFilters(params.filters) || params.compatibleWith !== null ? JSON.stringify([filterEcho(params.filters), params.compatibleWith]) : null,
    releaseId: model.release.id,
  };
  const offset = params.cursor === null ? 0 : decodeCursor(params.cursor, binding, ctx.cursorKey);

  const index = getSearchIndex(model);
  const parsed = parseQuery(params.q, index.lexicon);
  const categories = params.category ? [params.category] : parsed.categories;
  const sort: SearchSort = params.sort ?? parsed.sortIntent ?? 'relevance';
  const inStockOnly = params.inStockOnly || parsed.stockIntent;
  const resolved = resolveFilters(model, params.category, params.filters);
  const chosen = params.compatibleWith === null ? null : parseCompatibleWith(model, params.compatibleWith);
  const storeIds = intersect(parsed.storeFilter, resolved.storeIds);
  const filters: Filters = {
    categories: categories.length > 0 ? new Set(categories.map((c) => CATEGORIES.indexOf(c))) : null,
    stores: storeIds ? new Set(storeIds) : null,
    inStockOnly,
    priceMin: tighter(parsed.priceMin, resolved.priceMin, Math.max),
    priceMax: tighter(parsed.priceMax, resolved.priceMax, Math.min),
    brands: resolved.brands,
    specs: resolved.specs,
    compatible: chosen && ((product) => checkCandidate(chosen, product).compatible),
  };

  const plans = planTerms(index, parsed.terms);
  const optional = planTerms(index, parsed.optionalTerms);
  let mode = 'browse';
  let ranked: Ranked[];
  if (plans.length === 0) {
    ranked = rank(index, browse(index, filters), filters, optional);
  } else {
    mode = 'all';
    ranked = rank(index, matchAll(index, plans, filters.categories), filters, optional);
    if (ranked.length === 0 && plans.length > 1) {
      const partial = rank(index, matchPartial(index, plans, filters.categories), filters, optional);
      if (partial.length > 0) {
        mode = 'partial';
        ranked = partial;
      }
    }
  }

  if (sort === 'deal') {
    const history = releaseHistory(model);
    for (const r of ranked) {
      const judged = history.deal(r.id);
      r.discount = judged && judged.deal.class !== 'insufficient_data' ? judged.discount : NaN;
    }
  }
  const uncapped = ranked.length;
  const ordered = orderAndCap(ranked, sort, MATCH_CAP);
  const page = ordered.slice(offset, offset + params.limit);
  const nextOffset = offset + page.length;
  return {
    query: describe(params, parsed, plans, { sort, inStockOnly, categories, mode: uncapped === 0 ? 'none' : mode, uncapped, compatibleWith: chosen && chosen.productIds }),
    productIds: page.map((r) => r.id),
    storeFilter: storeIds,
    totalMatches: ordered.length,
    truncated: uncapped > MATCH_CAP,
    nextCursor: page.length > 0 && nextOffset < ordered.length ? encodeCursor(nextOffset, binding, ctx.cursorKey) : null,
    suggestions: ordered.length === 0 ? buildSuggestions(index, { terms: parsed.terms, categories, priceMax: parsed.priceMax }, ctx.urls) : null,
    facets: params.facets ? countFacets(model, ordered, { storeIds, inStockOnly, category: categories.length === 1 ? categories[0] : null }) : null,
    compatibility: chosen && page.map((r) => checkCandidate(chosen, model.productById.get(r.id)!).check),
  };
}
