/**
 * What a search with zero matches offers instead, all as absolute service URLs:
 * - `model`: up to 3 products whose names come nearest the terms ("did you mean"), found
 *   with looser matching than the search itself (model numbers one digit off, any term may
 *   be missing) and ignoring price, place and stock filters, since those are usually why
 *   nothing matched;
 * - `category`: the category asked for, else those of the model suggestions, else a
 *   category word the query misspelled;
 * - `builds`: one curated build (the priciest that fits a price cap, else the first by tier);
 * - `builder`: the build planner page.
 */
import { CATEGORY_LABELS } from '../catalog/labels.js';
import type { ReadModel } from '../catalog/read-model.js';
import type { Category, CuratedBuild } from '../catalog/types.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../enums.js';
import type { Urls } from '../urls.js';
import { CATEGORY_PHRASES } from './lexicon.js';
import type { TermPlan } from './match.js';
import { matchPartial, planTerms } from './match.js';
import { hasDigit } from './normalize.js';
import type { SearchIndex } from './search-index.js';
import { TypoIndex, withinOneEdit } from './typo.js';

export interface Suggestion {
  type: 'category' | 'model' | 'builds' | 'builder';
  name: string;
  url: string;
  description: string;
}

const MAX_MODEL_SUGGESTIONS = 3;
const TIER_ORDER = ['Budget', 'Entry', 'Mid', 'High'];

const categoryWordTypos = new TypoIndex([...CATEGORY_PHRASES.keys()].filter((p) => !p.includes(' ')));

export interface SuggestionInput {
  terms: readonly string[];
  categories: readonly Category[];
  priceMax: number | null;
}

/** Loosened plans: digit-bearing terms also match vocabulary one edit away (`9090` → `4090`). */
function loosePlans(index: SearchIndex, terms: readonly string[]): TermPlan[] {
  const plans = planTerms(index, terms);
  for (const plan of plans) {
    if (!hasDigit(plan.term) || plan.term.length < 3 || plan.alternatives.some((a) => a.kind === 'exact')) continue;
    const near: string[] = [];
    for (const len of [plan.term.length - 1, plan.term.length, plan.term.length + 1]) {
      for (const token of index.digitVocabByLength.get(len) ?? []) {
        if (withinOneEdit(plan.term, token)) near.push(token);
      }
    }
    for (const token of near.slice(0, 8)) plan.alternatives.push({ token, quality: 0.5, kind: 'typo', span: 1 });
  }
  // a model number with something near it must be near; one with nothing near is let go
  for (const plan of plans) plan.required = hasDigit(plan.term) && plan.alternatives.length > 0;
  return plans;
}

function modelSuggestions(index: SearchIndex, input: SuggestionInput, urls: Urls): { suggestions: Suggestion[]; categories: Category[] } {
  if (input.terms.length === 0) return { suggestions: [], categories: [] };
  const allowed = input.categories.length > 0 ? new Set(input.categories.map((c) => CATEGORIES.indexOf(c))) : null;
  // any one term is enough to be "near"; documents matching more terms rank first
  const found = matchPartial(index, loosePlans(index, input.terms), allowed, 1);
  const ranked = found.docs
    .map((d, k) => ({ d, score: found.scores[k] }))
    .sort((a, b) => b.score - a.score || priceOrder(index, a.d, b.d) || index.products[a.d].id - index.products[b.d].id);
  const out: Suggestion[] = [];
  const categories = new Set<Category>();
  const names = new Set<string>();
  for (const { d } of ranked) {
    const p = index.products[d];
    if (names.has(p.name)) continue;
    names.add(p.name);
    categories.add(p.category);
    const price = index.price[d];
    out.push({
      type: 'model',
      name: p.name,
      url: urls.productPage(p.id, p.name),
      description: `Did you mean ${p.name}? ${CATEGORY_LABELS[p.category]}, ${Number.isNaN(price) ? 'no current in-stock price' : `from ${price.toFixed(2)} EUR`}`,
    });
    if (out.length === MAX_MODEL_SUGGESTIONS) break;
  }
  return { suggestions: out, categories: CATEGORIES.filter((c) => categories.has(c)) };
}

function priceOrder(index: SearchIndex, a: number, b: number): number {
  const pa = index.price[a];
  const pb = index.price[b];
  if (Number.isNaN(pa)) return Number.isNaN(pb) ? 0 : 1;
  if (Number.isNaN(pb)) return -1;
  return pa - pb;
}

function suggestedCategories(input: SuggestionInput, fromModels: Category[]): Category[] {
  if (input.categories.length > 0) return [...input.categories];
  if (fromModels.length > 0) return fromModels;
  const fromTypos = new Set<Category>();
  for (const t of input.terms) {
    const hit = categoryWordTypos.lookup(t)[0];
    const c = hit ? CATEGORY_PHRASES.get(hit.word)?.category : undefined;
    if (c) fromTypos.add(c);
  }
  return CATEGORIES.filter((c) => fromTypos.has(c));
}

function buildTotal(model: ReadModel, build: CuratedBuild): number {
  let total = 0;
  for (const part of build.parts) total += model.summaryByProduct.get(part.productId)?.price ?? 0;
  return total;
}

function buildSuggestion(model: ReadModel, priceMax: number | null, urls: Urls): Suggestion | null {
  const builds = [...model.builds].sort((a, b) => TIER_ORDER.indexOf(a.budgetTier) - TIER_ORDER.indexOf(b.budgetTier) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (builds.length === 0) return null;
  let pick = builds[0];
  if (priceMax !== null) {
    const fitting = builds.filter((b) => buildTotal(model, b) <= priceMax);
    if (fitting.length > 0) pick = fitting[fitting.length - 1];
  }
  return {
    type: 'builds',
    name: pick.name,
    url: urls.buildPage(pick.id),
    description: `Curated complete ${pick.budgetTier} build with live part prices from participating stores`,
  };
}

export function buildSuggestions(index: SearchIndex, input: SuggestionInput, urls: Urls): Suggestion[] {
  const models = modelSuggestions(index, input, urls);
  const out: Suggestion[] = [...models.suggestions];
  for (const c of suggestedCategories(input, models.categories)) {
    const count = index.docsByCategory[CATEGORIES.indexOf(c)].length;
    out.push({
      type: 'category',
      name: CATEGORY_LABELS[c],
      url: urls.categoryPage(CATEGORY_SLUGS[c]),
      description: `Browse all ${count} products in ${CATEGORY_LABELS[c]}`,
    });
  }
  const build = buildSuggestion(index.model, input.priceMax, urls);
  if (build) out.push(build);
  out.push({
    type: 'builder',
    name: 'PC builder',
    url: urls.builderPage(),
    description: 'Plan a complete, compatible build part by part with live prices',
  });
  return out;
}
