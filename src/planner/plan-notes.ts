import type { Category } from '../catalog/types.js';
import type { CompatibilityReport } from '../compat/engine.js';
import { PSU_HEADROOM } from '../compat/wattage.js';
import { planText, type PlanText } from './messages.js';
import type { Attempts, ChosenParts, PlanSetup, Priced } from './plan-setup.js';
import { weightsFor } from './profiles.js';

/** The plan's words about the chosen parts: the warnings they leave and the rationale of the whole. */

/** Not-checked rules spelled out in the warnings; the rest are counted in one line. */
const NOT_CHECKED_WARNINGS = 3;

/** What the chosen parts leave to say: snapshot parts unpriced, out of stock, clashing or over budget; rules unjudged. */
export function partWarnings(setup: PlanSetup, priced: Priced, compatibility: CompatibilityReport): PlanText[] {
  const { model, fixedCategories } = setup;
  const warnings: PlanText[] = [];
  for (const p of priced.chosen) {
    if (!fixedCategories.has(p.category)) continue;
    const summary = model.summaryByProduct.get(p.id);
    if (priced.prices.get(p.id) === null) warnings.push(planText('warning.snapshotUnpriced', { category: p.category, name: p.name }));
    else if (!summary?.inStock) warnings.push(planText('warning.snapshotOutOfStock', { category: p.category, name: p.name }));
  }
  if (compatibility.hardBlockCount > 0) {
    const rules = [...new Set(compatibility.issues.filter((i) => i.state === 'incompatible').map((i) => i.ruleId))];
    warnings.push(planText(fixedCategories.size ? 'warning.snapshotConflict' : 'warning.conflict', { rules }));
  }
  // Parts the planner picks always fit the budget, so only snapshot parts can exceed it.
  if (priced.overBy !== null) warnings.push(planText('warning.snapshotOverBudget', { by: priced.overBy }));
  // The planner's own picks are complete, so only snapshot parts leave a rule unjudged; the
  // contract's compatibility block has no place for that, so it is said here.
  for (const f of compatibility.notChecked.slice(0, NOT_CHECKED_WARNINGS)) warnings.push(planText('warning.notChecked', { text: f.text, ruleId: f.ruleId }));
  if (compatibility.notChecked.length > NOT_CHECKED_WARNINGS) {
    warnings.push(planText('warning.notCheckedMore', { count: compatibility.notChecked.length - NOT_CHECKED_WARNINGS }));
  }
  return warnings;
}

/** What the plan optimised, what it read from the request, and the power budget. */
export function planRationale(
  setup: PlanSetup,
  attempts: Attempts,
  { parts, upgrades, shortOfBudget }: ChosenParts,
  priced: Priced,
  missingCategories: readonly Category[],
  estimatedWattage: number | null,
): PlanText[] {
  const { profile, intent, fixedCategories } = setup;
  const { budget, inStockOnly, useCase } = setup.request;
  const applied = attempts.chosen.outcome.applied;
  const rationale: PlanText[] = [];
  const weights = weightsFor(profile, intent);
  const split = { useCase, cpuPct: Math.round(weights.cpu * 100), gpuPct: Math.round(weights.gpu * 100) };
  if (shortOfBudget) rationale.push(planText('rationale.shortOfBudget', split));
  else if (budget === null) rationale.push(planText('rationale.noBudget', split));
  else rationale.push(planText(profile.spendsBudget ? 'rationale.spend' : 'rationale.value', { ...split, budget }));
  const appliedReqs = applied.filter((a) => a.source === 'requirement').map((a) => a.label);
  const weightIntents = (['fourK', 'streaming'] as const).filter((key) => intent[key]).map((key) => ({ kind: 'intent' as const, key }));
  if (appliedReqs.length || weightIntents.length) rationale.push(planText('rationale.requirements', { labels: [...appliedReqs, ...weightIntents] }));
  const appliedPrefs = applied.filter((a) => a.source === 'preference').map((a) => a.label);
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
  if (budget !== null && priced.totalPrice !== null && priced.overBy === null && missingCategories.length === 0) {
    rationale.push(planText('rationale.total', { total: priced.totalPrice, budget }));
  }
  rationale.push(planText(inStockOnly ? 'rationale.inStockOnly' : 'rationale.outOfStockAllowed'));
  return rationale;
}
