import { CATEGORIES, CATEGORY_SLUGS, type Category, type Product } from '../catalog/types.js';
import type { ReadModel } from '../catalog/read-model.js';
import { checkCompatibility, estimateWattage, RULES, summarizeFindings, type CompatibilityReport } from '../compat/engine.js';
import type { CompatText } from '../compat/messages.js';
import { partSetOf, type PartSet } from '../compat/rule.js';
import { PSU_HEADROOM } from '../compat/wattage.js';
import { invalidInput } from '../errors.js';
import type { Urls } from '../urls.js';
import { findAlternatives } from './alternatives.js';
import { FitChecker } from './fit.js';
import { candidatePools, cheapestInStockOffer, planningPrice, type Candidate, type Pools } from './candidates.js';
import {
  applyFilters,
  DEFAULT_FILTERS,
  preferenceFilters,
  requirementFilters,
  type FilterOutcome,
  type Preferences,
} from './filters.js';
import { readIntent, type Intent } from './intent.js';
import { selectionReason } from './reasons.js';
import { PROFILES, weightsFor, type Profile, type UseCase } from './profiles.js';
import { fitToSnapshot, Searcher, searchBuild, upgradeBuild, type Build, type Upgrade } from './search.js';
import { planEnglish, planText, type PlanText } from './messages.js';
import { clip, round2 } from './text.js';
import {
  LIMITS,
  type BuildPlan,
  type BuildPlanAlternative,
  type BuildPlanCompatibility,
  type BuildPlanPart,
  type Citation,
  type DataConfidence,
} from './types.js';

export type { BuildPlan, BuildPlanAlternative, BuildPlanCompatibility, BuildPlanPart, Citation } from './types.js';
export type { UseCase } from './profiles.js';

export interface PlanRequest {
  useCase: UseCase;
  budget: number | null;
  requirements?: string;
  preferences?: Preferences;
  buildSnapshot?: Partial<Record<Category, number>>;
  inStockOnly: boolean;
  maxAlternatives: number;
}

export interface PlanResult {
  plan: BuildPlan;
  compatibility: BuildPlanCompatibility;
  citations: Citation[];
  /** Null when a chosen CPU or GPU has no known power figure. */
  estimatedWattage: number | null;
  /** The plan's texts as codes and values, each list in the order of its English twin in `plan`/`compatibility`. */
  texts: PlanTexts;
}

export interface PlanTexts {
  warnings: PlanText[];
  rationale: PlanText[];
  /** One per part. */
  selectionReasons: PlanText[];
  /** One per alternative. */
  alternativeReasons: PlanText[];
  /** One per compatibility issue. */
  issues: CompatText[];
}

/** The order parts are listed in: the platform first, then graphics, then what houses and feeds it. */
export const PART_ORDER: readonly Category[] = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE', 'COOLING'];

/** Not-checked rules spelled out in the warnings; the rest are counted in one line. */
const NOT_CHECKED_WARNINGS = 3;

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
      mismatched
        .map(([c, id]) => `buildSnapshot.${c}: product ${id} is a ${model.productById.get(id)!.category}, not a ${c}`)
        .join('; '),
      'Put each snapshot product id under the key of its own category.',
    );
  }
  return partSetOf(entries.map(([, id]) => model.productById.get(id)!));
}

function requiredCategories(profile: Profile, parts: PartSet, intent: Intent): Category[] {
  const cpu = parts.CPU;
  return PART_ORDER.filter((c) => {
    if (c === 'GPU' && !parts.GPU) return !(profile.integratedGpuScore !== null && cpu?.specs.integratedGraphics);
    if (c === 'COOLING' && !parts.COOLING) return !(profile.boxCoolerOk && !intent.quiet && cpu?.specs.coolerIncluded);
    return true;
  });
}

/**
 * Partial plans list the absent parts in `missingCategories`; the "needs a GPU/cooler"
 * presence findings would only repeat that, so they are dropped for missing categories.
 */
function compatibilityOf(parts: PartSet, missing: readonly Category[]): CompatibilityReport {
  const report = checkCompatibility(parts);
  if (missing.length === 0) return report;
  const presence = new Map(RULES.filter((r) => r.kind === 'presence').map((r) => [r.id, r.categories]));
  const kept = (f: { ruleId: string }) => !presence.get(f.ruleId)?.some((c) => missing.includes(c));
  return summarizeFindings([...report.issues.filter(kept), ...report.notChecked.filter(kept)]);
}

interface Attempt {
  outcome: FilterOutcome;
  searcher: Searcher;
  build: Build | null;
}

/** Cheapest complete build's parts, added in part order while they fit the budget. */
function partialWithin(
  pools: Pools,
  cheapest: Build | null,
  budget: number | null,
  fixed: ReadonlySet<Category>,
  fit: FitChecker,
): PartSet {
  const price = (p: Product) => pools[p.category].find((c) => c.product.id === p.id)?.price ?? 0;
  let parts: PartSet = {};
  let spent = 0;
  for (const category of PART_ORDER) {
    const fromCheapest = cheapest?.parts[category];
    const candidates: readonly Candidate[] = fromCheapest
      ? [{ product: fromCheapest, price: price(fromCheapest), inStock: true }]
      : pools[category];
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

export function planBuild(model: ReadModel, request: PlanRequest, urls: Urls): PlanResult {
  const budget = request.budget;
  if (budget !== null && !(Number.isFinite(budget) && budget > 0)) {
    throw invalidInput('invalid_budget', 'budget must be a positive number of euros, or null', 'Send a budget above 0.');
  }
  const maxAlternatives = Math.max(0, Math.min(3, Math.floor(request.maxAlternatives)));
  const profile = PROFILES[request.useCase];
  const intent = readIntent(request.requirements, request.preferences?.notes);
  const fixed = resolveSnapshot(model, request.buildSnapshot);
  const fixedCategories = new Set(PART_ORDER.filter((c) => fixed[c]));

  // Snapshot parts keep their listed price even when out of stock: the user chose them.
  const priceOf = (p: Product) =>
    fixedCategories.has(p.category) ? planningPrice(model, p.id, false) : planningPrice(model, p.id, request.inStockOnly);
  const basePools: Pools = { ...candidatePools(model, request.inStockOnly) };
  for (const category of fixedCategories) {
    const product = fixed[category]!;
    basePools[category] = [
      { product, price: priceOf(product) ?? 0, inStock: model.summaryByProduct.get(product.id)?.inStock ?? false },
    ];
  }
  const fit = new FitChecker(model);
  const pools = fitToSnapshot(basePools, fixed, fixedCategories, fit);

  const run = (filters: Parameters<typeof applyFilters>[1]): Attempt => {
    const outcome = applyFilters(pools, filters, fixedCategories);
    const searcher = new Searcher({ profile, intent, budget, pools: outcome.pools, fixed, fixedCategories, fit });
    const build = searchBuild(searcher, ['full', 'lean'], 'value') ?? searchBuild(searcher, ['bare'], 'value');
    return { outcome, searcher, build };
  };
  const prefs = preferenceFilters(request.preferences);
  const reqs = requirementFilters(intent);
  const first = run([...prefs, ...reqs, ...DEFAULT_FILTERS]);
  const relaxed = !first.build && reqs.length > 0 ? run([...prefs, ...DEFAULT_FILTERS]) : null;
  const attempt = relaxed?.build ? relaxed : first;
  const last = relaxed ?? first;

  const { inStockOnly, useCase } = request;
  const warnings: PlanText[] = [];
  const rationale: PlanText[] = [];
  if (model.degraded) warnings.push(planText('warning.stale'));
  for (const u of first.outcome.unmatched) {
    warnings.push(planText('warning.unmatched', { inStockOnly, preference: u.source === 'preference', label: u.label }));
  }
  if (relaxed?.build) {
    warnings.push(planText('warning.relaxed', { labels: first.outcome.applied.filter((a) => a.source === 'requirement').map((a) => a.label) }));
  }
  for (const category of PART_ORDER) {
    if (pools[category].length === 0) warnings.push(planText('warning.emptyPool', { inStockOnly, category }));
  }

  let parts: PartSet;
  let upgrades: Upgrade[] = [];
  let shortOfBudget = false;
  if (attempt.build) {
    const upgraded = upgradeBuild(attempt.searcher, attempt.build);
    parts = upgraded.build.parts;
    upgrades = upgraded.upgrades;
  } else {
    const cheapest = searchBuild(last.searcher, ['bare'], 'cheapest');
    parts = partialWithin(last.searcher.input.pools, cheapest, budget, fixedCategories, fit);
    if (budget !== null && cheapest) {
      shortOfBudget = true;
      warnings.push(planText('warning.shortOfBudget', { budget, useCase, cheapest: cheapest.total }));
    } else if (!cheapest) {
      warnings.push(planText('warning.noBuild', { useCase, inStockOnly }));
    }
  }

  const required = requiredCategories(profile, parts, intent);
  const missingCategories = required.filter((c) => !parts[c]);
  const compatibility = compatibilityOf(parts, missingCategories);
  const estimatedWattage = estimateWattage(parts);
  const confidence: DataConfidence = model.degraded ? 'fallback' : 'confirmed';
  const dataWarning = model.degraded ? planEnglish(planText('warning.stale')) : null;

  const chosen = PART_ORDER.filter((c) => parts[c]).map((c) => parts[c]! as Product);
  const prices = new Map(chosen.map((p) => [p.id, priceOf(p)]));
  const pricedValues = chosen.map((p) => prices.get(p.id)).filter((v): v is number => v !== null && v !== undefined);
  const totalPrice = pricedValues.length ? round2(pricedValues.reduce((s, v) => s + v, 0)) : null;
  const overBy = budget !== null && totalPrice !== null && totalPrice > budget ? round2(totalPrice - budget) : null;

  for (const p of chosen) {
    if (!fixedCategories.has(p.category)) continue;
    const summary = model.summaryByProduct.get(p.id);
    if (prices.get(p.id) === null) warnings.push(planText('warning.snapshotUnpriced', { category: p.category, name: p.name }));
    else if (!summary?.inStock) warnings.push(planText('warning.snapshotOutOfStock', { category: p.category, name: p.name }));
  }
  if (compatibility.hardBlockCount > 0) {
    const rules = [...new Set(compatibility.issues.filter((i) => i.state === 'incompatible').map((i) => i.ruleId))];
    warnings.push(planText(fixedCategories.size ? 'warning.snapshotConflict' : 'warning.conflict', { rules }));
  }
  // Parts the planner picks always fit the budget, so only snapshot parts can exceed it.
  if (overBy !== null) warnings.push(planText('warning.snapshotOverBudget', { by: overBy }));
  // The planner's own picks are complete, so only snapshot parts leave a rule unjudged; the
  // contract's compatibility block has no place for that, so it is said here.
  for (const f of compatibility.notChecked.slice(0, NOT_CHECKED_WARNINGS)) warnings.push(planText('warning.notChecked', { text: f.text, ruleId: f.ruleId }));
  if (compatibility.notChecked.length > NOT_CHECKED_WARNINGS) {
    warnings.push(planText('warning.notCheckedMore', { count: compatibility.notChecked.length - NOT_CHECKED_WARNINGS }));
  }

  // Rationale: what the plan optimised, what it read from the request, and the power budget.
  const weights = weightsFor(profile, intent);
  const split = { useCase, cpuPct: Math.round(weights.cpu * 100), gpuPct: Math.round(weights.gpu * 100) };
  if (shortOfBudget) rationale.push(planText('rationale.shortOfBudget', split));
  else if (budget === null) rationale.push(planText('rationale.noBudget', split));
  else rationale.push(planText(profile.spendsBudget ? 'rationale.spend' : 'rationale.value', { ...split, budget }));
  const appliedReqs = attempt.outcome.applied.filter((a) => a.source === 'requirement').map((a) => a.label);
  const weightIntents = (['fourK', 'streaming'] as const).filter((key) => intent[key]).map((key) => ({ kind: 'intent' as const, key }));
  if (appliedReqs.length || weightIntents.length) rationale.push(planText('rationale.requirements', { labels: [...appliedReqs, ...weightIntents] }));
  const appliedPrefs = attempt.outcome.applied.filter((a) => a.source === 'preference').map((a) => a.label);
  if (appliedPrefs.length) rationale.push(planText('rationale.preferences', { labels: appliedPrefs }));
  const psuW = parts.PSU?.specs.wattage ?? null;
  rationale.push(
    estimatedWattage === null
      ? planText('rationale.powerUnknown')
      : psuW !== null
        ? planText('rationale.power', {
            drawW: estimatedWattage,
            psuW,
            headroomPct: Math.round((psuW / estimatedWattage - 1) * 100),
            recommendedPct: Math.round((PSU_HEADROOM - 1) * 100),
          })
        : planText('rationale.powerNoPsu', { drawW: estimatedWattage, recommendedW: Math.ceil(estimatedWattage * PSU_HEADROOM) }),
  );
  if (fixedCategories.size) rationale.push(planText('rationale.kept', { categories: [...fixedCategories] }));
  if (!parts.GPU && parts.CPU?.specs.integratedGraphics && !missingCategories.includes('GPU')) rationale.push(planText('rationale.integratedGraphics'));
  if (upgrades.length) rationale.push(planText('rationale.upgrades', { upgrades }));
  if (budget !== null && totalPrice !== null && overBy === null && missingCategories.length === 0) {
    rationale.push(planText('rationale.total', { total: totalPrice, budget }));
  }
  rationale.push(planText(inStockOnly ? 'rationale.inStockOnly' : 'rationale.outOfStockAllowed'));
  const selectionReasons: PlanText[] = [];

  const partRecords: BuildPlanPart[] = chosen.map((p) => {
    const reason = selectionReason(p, {
      profile,
      parts,
      fixed: fixedCategories.has(p.category),
      shortOfBudget,
      upgrade: upgrades.find((u) => u.category === p.category),
      estimatedWattage,
      intent,
    });
    selectionReasons.push(reason);
    const summary = model.summaryByProduct.get(p.id);
    const price = prices.get(p.id) ?? null;
    const storeIds = summary?.inStockStoreIds ?? [];
    return {
      category: p.category,
      categorySlug: CATEGORY_SLUGS[p.category],
      productId: p.id,
      name: p.name,
      price,
      currency: price === null ? null : 'EUR',
      availability: summary?.availability ?? 'out_of_stock',
      inStock: summary?.inStock ?? false,
      dataConfidence: confidence,
      dataWarning,
      availableStoreCount: storeIds.length,
      storeCoverage: storeIds.slice(0, LIMITS.storeCoverage),
      lastUpdated: summary?.lastUpdated ?? null,
      productUrl: urls.productPage(p.id, p.name),
      serviceUrl: urls.productPage(p.id, p.name),
      englishUrl: urls.productPageEn(p.id, p.name),
      selectionReason: clip(planEnglish(reason)),
    };
  });

  const picks = findAlternatives({
    parts,
    order: PART_ORDER,
    pools: Object.fromEntries(
      PART_ORDER.map((c) => [c, fixedCategories.has(c) ? candidatePools(model, request.inStockOnly)[c] : attempt.outcome.pools[c]]),
    ) as Pools,
    priceOf: (id) => prices.get(id) ?? null,
    total: totalPrice,
    budget,
    max: maxAlternatives,
    intent,
    fit,
  }).slice(0, LIMITS.alternatives);
  const alternativeReasons = picks.map((pick) => planText('alternative', pick.reason));
  const alternatives: BuildPlanAlternative[] = picks.map(({ category, candidate }, i) => ({
      category,
      productId: candidate.product.id,
      name: candidate.product.name,
      price: candidate.price,
      currency: 'EUR' as const,
      availability: model.summaryByProduct.get(candidate.product.id)?.availability ?? 'out_of_stock',
      dataConfidence: confidence,
      reason: clip(planEnglish(alternativeReasons[i])),
    }));

  const citations: Citation[] = [];
  for (const part of partRecords) {
    citations.push({ productId: part.productId, category: part.category, source: 'service', title: part.name, url: part.serviceUrl });
    const offer = cheapestInStockOffer(model, part.productId);
    if (offer) {
      const store = model.storeById.get(offer.storeId)?.name ?? offer.storeId;
      citations.push({
        productId: part.productId,
        category: part.category,
        source: 'retailer',
        title: `${part.name} at ${store}`,
        url: offer.retailerUrl,
      });
    }
  }

  const plan: BuildPlan = {
    status: missingCategories.length ? 'partial' : 'complete',
    parts: partRecords,
    totalPrice,
    currency: totalPrice === null ? null : 'EUR',
    budget,
    withinBudget: budget === null ? null : overBy === null,
    overBudgetBy: overBy,
    pricedPartsCount: pricedValues.length,
    slotCount: partRecords.length,
    missingCategories,
    warnings: warnings.slice(0, LIMITS.warnings).map((w) => clip(planEnglish(w))),
    rationale: rationale.slice(0, LIMITS.rationale).map((r) => clip(planEnglish(r))),
    alternatives,
  };
  return {
    plan,
    compatibility: {
      state: compatibility.state,
      hardBlockCount: compatibility.hardBlockCount,
      warningCount: compatibility.warningCount,
      issues: compatibility.issues.map(({ ruleId, title, state, message, parts }) => ({ ruleId, title, state, message, parts })),
      notChecked: compatibility.notChecked.map(({ ruleId, title, state, message, parts }) => ({ ruleId, title, state, message, parts })),
    },
    citations: citations.slice(0, LIMITS.citations),
    estimatedWattage,
    texts: {
      warnings: warnings.slice(0, LIMITS.warnings),
      rationale: rationale.slice(0, LIMITS.rationale),
      selectionReasons,
      alternativeReasons,
      issues: compatibility.issues.map((i) => i.text),
    },
  };
}
