import type { Category } from '../catalog/types.js';
import { CATEGORY_SLUGS } from '../enums.js';
import type { ReadModel } from '../catalog/read-model.js';
import { checkCompatibility, estimateWattage, RULES, summarizeFindings, type CompatibilityReport } from '../compat/engine.js';
import type { CompatText } from '../compat/messages.js';
import type { PartSet } from '../compat/rule.js';
import type { Urls } from '../urls.js';
import { findAlternatives } from './alternatives.js';
import { candidatePools, cheapestInStockOffer, type Pools } from './candidates.js';
import type { Intent } from './intent.js';
import { planEnglish, planText, type PlanText } from './messages.js';
import { PART_ORDER } from './part-order.js';
import { partWarnings, planRationale } from './plan-notes.js';
import { chooseParts, priceParts, searchAttempts, searchWarnings, setUpPlan, type Attempts, type ChosenParts, type PlanRequest, type PlanSetup, type Priced } from './plan-setup.js';
import type { Profile } from './profiles.js';
import { selectionReason } from './reasons.js';
import { clip } from './text.js';
import { LIMITS, type BuildPlan, type BuildPlanAlternative, type BuildPlanCompatibility, type BuildPlanPart, type Citation, type DataConfidence } from './types.js';

/**
 * planBuild in steps: set up the pools (plan-setup.ts), search them, choose the parts, then
 * judge them and say why — warnings, rationale, part records, alternatives and citations.
 */

export type { BuildPlan, BuildPlanAlternative, BuildPlanCompatibility, BuildPlanPart, Citation } from './types.js';
export type { PlanRequest } from './plan-setup.js';

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

function dataConfidence(model: ReadModel): { confidence: DataConfidence; dataWarning: string | null } {
  return model.degraded ? { confidence: 'fallback', dataWarning: planEnglish(planText('warning.stale')) } : { confidence: 'confirmed', dataWarning: null };
}

/** One contract record per chosen part, and the reason each was chosen. */
function partRecordsOf(setup: PlanSetup, chosenParts: ChosenParts, priced: Priced, estimatedWattage: number | null, urls: Urls) {
  const { model, profile, intent, fixedCategories } = setup;
  const { parts, upgrades, shortOfBudget } = chosenParts;
  const { confidence, dataWarning } = dataConfidence(model);
  const selectionReasons: PlanText[] = [];
  const records: BuildPlanPart[] = priced.chosen.map((p) => {
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
    const price = priced.prices.get(p.id) ?? null;
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
  return { records, selectionReasons };
}

/** Up to `maxAlternatives` other parts per category, and the reason for each. */
function alternativesOf(setup: PlanSetup, attempts: Attempts, parts: PartSet, priced: Priced) {
  const { model, request, fixedCategories, intent, fit } = setup;
  const { confidence } = dataConfidence(model);
  const picks = findAlternatives({
    parts,
    order: PART_ORDER,
    pools: Object.fromEntries(PART_ORDER.map((c) => [c, fixedCategories.has(c) ? candidatePools(model, request.inStockOnly)[c] : attempts.chosen.outcome.pools[c]])) as Pools,
    priceOf: (id) => priced.prices.get(id) ?? null,
    total: priced.totalPrice,
    budget: request.budget,
    max: request.maxAlternatives,
    intent,
    fit,
  }).slice(0, LIMITS.alternatives);
  const reasons = picks.map((pick) => planText('alternative', pick.reason));
  const alternatives: BuildPlanAlternative[] = picks.map(({ category, candidate }, i) => ({
    category,
    productId: candidate.product.id,
    name: candidate.product.name,
    price: candidate.price,
    currency: 'EUR' as const,
    availability: model.summaryByProduct.get(candidate.product.id)?.availability ?? 'out_of_stock',
    dataConfidence: confidence,
    reason: clip(planEnglish(reasons[i])),
  }));
  return { alternatives, reasons };
}

/** The service page of every part, and the retailer page of its cheapest in-stock offer. */
function citationsOf(model: ReadModel, records: readonly BuildPlanPart[]): Citation[] {
  const citations: Citation[] = [];
  for (const part of records) {
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
  return citations.slice(0, LIMITS.citations);
}

export function planBuild(model: ReadModel, request: PlanRequest, urls: Urls): PlanResult {
  const setup = setUpPlan(model, request);
  const attempts = searchAttempts(setup);
  const warnings = searchWarnings(setup, attempts);
  const chosenParts = chooseParts(setup, attempts, warnings);
  const { parts } = chosenParts;
  const missingCategories = requiredCategories(setup.profile, parts, setup.intent).filter((c) => !parts[c]);
  const compatibility = compatibilityOf(parts, missingCategories);
  const estimatedWattage = estimateWattage(parts);
  const priced = priceParts(setup, parts);
  warnings.push(...partWarnings(setup, priced, compatibility));
  const rationale = planRationale(setup, attempts, chosenParts, priced, missingCategories, estimatedWattage);
  const { records, selectionReasons } = partRecordsOf(setup, chosenParts, priced, estimatedWattage, urls);
  const { alternatives, reasons: alternativeReasons } = alternativesOf(setup, attempts, parts, priced);
  const budget = request.budget;
  const plan: BuildPlan = {
    status: missingCategories.length ? 'partial' : 'complete',
    parts: records,
    totalPrice: priced.totalPrice,
    currency: priced.totalPrice === null ? null : 'EUR',
    budget,
    withinBudget: budget === null ? null : priced.overBy === null,
    overBudgetBy: priced.overBy,
    pricedPartsCount: priced.pricedCount,
    slotCount: records.length,
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
    citations: citationsOf(model, records),
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
