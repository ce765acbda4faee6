import type { Category, Product } from '../catalog/types.js';
import { CATEGORIES, type UseCase } from '../enums.js';
import type { ReadModel } from '../catalog/read-model.js';
import { partSetOf, type PartSet } from '../compat/rule.js';
import { invalidInput } from '../errors.js';
import { searchBuild } from './branch-and-bound.js';
import { candidatePools, planningPrice, type Candidate, type Pools } from './candidates.js';
import { applyFilters, DEFAULT_FILTERS, preferenceFilters, requirementFilters, type FilterOutcome, type Preferences } from './filters.js';
import { FitChecker } from './fit.js';
import { fitToSnapshot } from './frontier.js';
import { readIntent, type Intent } from './intent.js';
import { planText, type PlanText } from './messages.js';
import { PART_ORDER } from './part-order.js';
import { PROFILES, type Profile } from './profiles.js';
import { Searcher, type Build } from './searcher.js';
import { round2 } from './text.js';
import { upgradeBuild, type Upgrade } from './upgrade.js';

/**
 * The first steps of a plan: read the request into pools to choose from, search them (again
 * without the requirements when nothing fits them), and settle the parts — the best build
 * with capacity upgrades, or the cheapest partial build within the budget.
 */

export interface PlanRequest {
  useCase: UseCase;
  budget: number | null;
  requirements?: string;
  preferences?: Preferences;
  buildSnapshot?: Partial<Record<Category, number>>;
  inStockOnly: boolean;
  maxAlternatives: number;
}

/** What every step of a plan reads. */
export interface PlanSetup {
  model: ReadModel;
  request: PlanRequest;
  profile: Profile;
  intent: Intent;
  fixed: PartSet;
  fixedCategories: ReadonlySet<Category>;
  /** Planning price: snapshot parts keep their listed price even when out of stock, the user chose them. */
  priceOf(p: Product): number | null;
  pools: Pools;
  fit: FitChecker;
}

interface Attempt {
  outcome: FilterOutcome;
  searcher: Searcher;
  build: Build | null;
}

export interface Attempts {
  first: Attempt;
  /** The search again without the requirements, when the first found nothing and there were any. */
  relaxed: Attempt | null;
  /** The attempt the plan is made from: the relaxed one when it found a build. */
  chosen: Attempt;
}

export interface ChosenParts {
  parts: PartSet;
  upgrades: Upgrade[];
  shortOfBudget: boolean;
}

/** Resolves the snapshot ids, naming every unknown id (or mismatched key) in one error. */
function resolveSnapshot(model: ReadModel, snapshot: PlanRequest['buildSnapshot']): PartSet {
  const entries = CATEGORIES.filter((c) => snapshot?.[c] !== undefined).map((c) => [c, snapshot![c]!] as const);
  const unknown = entries.filter(([, id]) => !model.productById.has(id));
  if (unknown.length) {
    throw invalidInput(
      'unknown_product',
      unknown.map(([c, id]) => `buildSnapshot.${c}: product ${id} does not exist in the current release`).join('; '),
      'Use product ids from the current catalog (search or product endpoints), or drop those snapshot keys.',
    );
  }
  const mismatched = entries.filter(([c, id]) => model.productById.get(id)!.category !== c);
  if (mismatched.length) {
    throw invalidInput(
      'snapshot_category_mismatch',
      mismatched.map(([c, id]) => `buildSnapshot.${c}: product ${id} is a ${model.productById.get(id)!.category}, not a ${c}`).join('; '),
      'Put each snapshot product id under the key of its own category.',
    );
  }
  return partSetOf(entries.map(([, id]) => model.productById.get(id)!));
}

export function setUpPlan(model: ReadModel, request: PlanRequest): PlanSetup {
  const fixed = resolveSnapshot(model, request.buildSnapshot);
  const fixedCategories = new Set(PART_ORDER.filter((c) => fixed[c]));
  const priceOf = (p: Product) => (fixedCategories.has(p.category) ? planningPrice(model, p.id, false) : planningPrice(model, p.id, request.inStockOnly));
  const basePools: Pools = { ...candidatePools(model, request.inStockOnly) };
  for (const category of fixedCategories) {
    const product = fixed[category]!;
    basePools[category] = [{ product, price: priceOf(product) ?? 0, inStock: model.summaryByProduct.get(product.id)?.inStock ?? false }];
  }
  const fit = new FitChecker(model);
  return {
    model,
    request,
    profile: PROFILES[request.useCase],
    intent: readIntent(request.requirements, request.preferences?.notes),
    fixed,
    fixedCategories,
    priceOf,
    pools: fitToSnapshot(basePools, fixed, fixedCategories, fit),
    fit,
  };
}

export function searchAttempts(setup: PlanSetup): Attempts {
  const { profile, intent, fixed, fixedCategories, fit, pools } = setup;
  const run = (filters: Parameters<typeof applyFilters>[1]): Attempt => {
    const outcome = applyFilters(pools, filters, fixedCategories);
    const searcher = new Searcher({ profile, intent, budget: setup.request.budget, pools: outcome.pools, fixed, fixedCategories, fit });
    const build = searchBuild(searcher, ['full', 'lean'], 'value') ?? searchBuild(searcher, ['bare'], 'value');
    return { outcome, searcher, build };
  };
  const prefs = preferenceFilters(setup.request.preferences);
  const reqs = requirementFilters(intent);
  const first = run([...prefs, ...reqs, ...DEFAULT_FILTERS]);
  const relaxed = !first.build && reqs.length > 0 ? run([...prefs, ...DEFAULT_FILTERS]) : null;
  return { first, relaxed, chosen: relaxed?.build ? relaxed : first };
}

/** What the search says about the request before any part is chosen. */
export function searchWarnings(setup: PlanSetup, { first, relaxed }: Attempts): PlanText[] {
  const { inStockOnly } = setup.request;
  const warnings: PlanText[] = [];
  if (setup.model.degraded) warnings.push(planText('warning.stale'));
  for (const u of first.outcome.unmatched) {
    warnings.push(planText('warning.unmatched', { inStockOnly, preference: u.source === 'preference', label: u.label }));
  }
  if (relaxed?.build) {
    warnings.push(planText('warning.relaxed', { labels: first.outcome.applied.filter((a) => a.source === 'requirement').map((a) => a.label) }));
  }
  for (const category of PART_ORDER) {
    if (setup.pools[category].length === 0) warnings.push(planText('warning.emptyPool', { inStockOnly, category }));
  }
  return warnings;
}

/** The parts of the plan; a plan without a complete build says why in `warnings`. */
export function chooseParts(setup: PlanSetup, attempts: Attempts, warnings: PlanText[]): ChosenParts {
  const { budget, useCase, inStockOnly } = setup.request;
  if (attempts.chosen.build) {
    const upgraded = upgradeBuild(attempts.chosen.searcher, attempts.chosen.build);
    return { parts: upgraded.build.parts, upgrades: upgraded.upgrades, shortOfBudget: false };
  }
  const last = attempts.relaxed ?? attempts.first;
  const cheapest = searchBuild(last.searcher, ['bare'], 'cheapest');
  const parts = partialWithin(last.searcher.input.pools, cheapest, budget, setup.fixedCategories, setup.fit);
  if (budget !== null && cheapest) {
    warnings.push(planText('warning.shortOfBudget', { budget, useCase, cheapest: cheapest.total }));
    return { parts, upgrades: [], shortOfBudget: true };
  }
  if (!cheapest) warnings.push(planText('warning.noBuild', { useCase, inStockOnly }));
  return { parts, upgrades: [], shortOfBudget: false };
}

/** Cheapest complete build's parts, added in part order while they fit the budget. */
function partialWithin(pools: Pools, cheapest: Build | null, budget: number | null, fixed: ReadonlySet<Category>, fit: FitChecker): PartSet {
  const price = (p: Product) => pools[p.category].find((c) => c.product.id === p.id)?.price ?? 0;
  let parts: PartSet = {};
  let spent = 0;
  for (const category of PART_ORDER) {
    const fromCheapest = cheapest?.parts[category];
    const candidates: readonly Candidate[] = fromCheapest ? [{ product: fromCheapest, price: price(fromCheapest), inStock: true }] : pools[category];
    for (const c of candidates) {
      const forced = fixed.has(category);
      if (!forced && budget !== null && spent + c.price > budget + 1e-9) continue;
      if (!forced && !fromCheapest && fit.issues(parts, c.product).hard > 0) continue;
      parts = { ...parts, [category]: c.product };
      spent += c.price;
      break;
    }
  }
  return parts;
}

/** The chosen parts in part order, with their planning prices, total and overrun. */
export interface Priced {
  chosen: Product[];
  prices: Map<number, number | null>;
  pricedCount: number;
  totalPrice: number | null;
  overBy: number | null;
}

export function priceParts(setup: PlanSetup, parts: PartSet): Priced {
  const budget = setup.request.budget;
  const chosen = PART_ORDER.filter((c) => parts[c]).map((c) => parts[c]! as Product);
  const prices = new Map(chosen.map((p) => [p.id, setup.priceOf(p)]));
  const pricedValues = chosen.map((p) => prices.get(p.id)).filter((v): v is number => v !== null && v !== undefined);
  const totalPrice = pricedValues.length ? round2(pricedValues.reduce((s, v) => s + v, 0)) : null;
  const overBy = budget !== null && totalPrice !== null && totalPrice > budget ? round2(totalPrice - budget) : null;
  return { chosen, prices, pricedCount: pricedValues.length, totalPrice, overBy };
}
