/**
 * Offline relevance measurement: NDCG@k and MRR over a golden set of graded queries.
 *
 * A golden query lists judgements, tried in order; a product takes the grade of the first
 * judgement it satisfies (0 when none). A judgement may name ids, a name pattern
 * (case-insensitive regular expression), a category, spec values and price bounds.
 * Only products a perfect engine could return count towards the ideal ranking: in stock
 * (in the query's city when it names one) — so a golden set does not punish the engine for
 * hiding what is sold out. Gains are 2^grade − 1, discounts log2(rank + 1).
 * MRR uses the first result graded 2 or more ("a good answer").
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Category, Product } from '../catalog/types.js';
import { fold } from './normalize.js';

export interface Judgement {
  grade: 0 | 1 | 2 | 3;
  ids?: number[];
  /** Case-insensitive regular expression over the product name (diacritics folded). */
  name?: string;
  category?: Category;
  /** Every listed spec must equal the product's (arrays: must contain the value). */
  specs?: Record<string, string | number | boolean>;
  /** Every listed spec must match the case-insensitive regular expression (`{ "color": "black" }` for any black-and-… colour). */
  specPatterns?: Record<string, string>;
  /** Bounds on the effective price (in the query's city when `city` is set). */
  maxPrice?: number;
  minPrice?: number;
}

export interface GoldenQuery {
  q: string;
  category?: Category | null;
  /** City whose stores the query is about (eligibility and prices are taken there). */
  city?: string;
  /** Store ids the query is about, like `city`. */
  stores?: string[];
  note?: string;
  judgements: Judgement[];
}

export interface QueryScore {
  q: string;
  ndcg: number;
  /** Reciprocal rank, null when the query has no good answer to find. */
  rr: number | null;
  /** Grades of the returned top k, for diagnosing a regression. */
  grades: number[];
}

export interface RelevanceReport {
  queries: number;
  ndcgAt10: number;
  /** Over the queries that have a good answer (grade ≥ 2) to find. */
  mrr: number;
  perQuery: QueryScore[];
}

export const RELEVANT_GRADE = 2;

export function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += (2 ** grades[i] - 1) / Math.log2(i + 2);
  return sum;
}

/**
 * NDCG@k of `ranked` against every eligible grade. When nothing relevant exists, the right
 * answer is an empty list: 1 for returning nothing, 0 for returning anything.
 */
export function ndcgAtK(ranked: readonly number[], eligible: readonly number[], k: number): number {
  const ideal = dcg(
    [...eligible].sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return ranked.length === 0 ? 1 : 0;
  return dcg(ranked, k) / ideal;
}

export function reciprocalRank(ranked: readonly number[], threshold = RELEVANT_GRADE): number {
  const i = ranked.findIndex((g) => g >= threshold);
  return i < 0 ? 0 : 1 / (i + 1);
}

function storesOf(model: ReadModel, query: GoldenQuery): Set<string> | null {
  if (query.stores) return new Set(query.stores);
  if (!query.city) return null;
  const key = fold(query.city);
  return new Set(model.stores.filter((s) => fold(s.city) === key).map((s) => s.id));
}

/** Effective price and stock of a product, optionally within some stores. */
function availability(model: ReadModel, productId: number, stores: Set<string> | null): { inStock: boolean; price: number | null } {
  const offers = (model.offersByProduct.get(productId) ?? []).filter((o) => !stores || stores.has(o.storeId));
  const cheapest = offers.find((o) => o.availability === 'in_stock' && o.price !== null);
  return { inStock: offers.some((o) => o.availability === 'in_stock'), price: cheapest?.price ?? null };
}

function specPatternsMatch(p: Product, patterns: Record<string, string>): boolean {
  const actual = p.specs as unknown as Record<string, unknown>;
  return Object.entries(patterns).every(([k, re]) => actual[k] !== null && actual[k] !== undefined && new RegExp(re, 'i').test(String(actual[k])));
}

function specMatches(p: Product, specs: Record<string, string | number | boolean>): boolean {
  const actual = p.specs as unknown as Record<string, unknown>;
  return Object.entries(specs).every(([k, v]) => (Array.isArray(actual[k]) ? (actual[k] as unknown[]).includes(v) : actual[k] === v));
}

export function gradeProduct(p: Product, price: number | null, judgements: readonly Judgement[]): number {
  const name = fold(p.name);
  for (const j of judgements) {
    if (j.ids && !j.ids.includes(p.id)) continue;
    if (j.name && !new RegExp(j.name, 'i').test(name)) continue;
    if (j.category && p.category !== j.category) continue;
    if (j.specs && !specMatches(p, j.specs)) continue;
    if (j.specPatterns && !specPatternsMatch(p, j.specPatterns)) continue;
    if (j.maxPrice !== undefined && (price === null || price > j.maxPrice)) continue;
    if (j.minPrice !== undefined && (price === null || price < j.minPrice)) continue;
    return j.grade;
  }
  return 0;
}

/** Grades of every product a perfect engine could return for this query, by product id. */
export function eligibleGrades(model: ReadModel, query: GoldenQuery): Map<number, number> {
  const stores = storesOf(model, query);
  const out = new Map<number, number>();
  for (const p of model.products) {
    const a = availability(model, p.id, stores);
    if (!a.inStock) continue;
    out.set(p.id, gradeProduct(p, a.price, query.judgements));
  }
  return out;
}

/** Runs every golden query through `run` (q → ranked product ids) and scores the rankings. */
export function evaluateRelevance(model: ReadModel, golden: readonly GoldenQuery[], run: (query: GoldenQuery) => readonly number[], k = 10): RelevanceReport {
  const perQuery: QueryScore[] = golden.map((query) => {
    const grades = eligibleGrades(model, query);
    const ranked = run(query)
      .slice(0, k)
      .map((id) => grades.get(id) ?? 0);
    const all = [...grades.values()];
    const findable = all.some((g) => g >= RELEVANT_GRADE);
    return { q: query.q, ndcg: ndcgAtK(ranked, all, k), rr: findable ? reciprocalRank(ranked) : null, grades: ranked };
  });
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    queries: perQuery.length,
    ndcgAt10: mean(perQuery.map((s) => s.ndcg)),
    mrr: mean(perQuery.flatMap((s) => (s.rr === null ? [] : [s.rr]))),
    perQuery,
  };
}
