import { expect } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Category, Product } from '../../src/catalog/types.js';
import { partSetOf, type PartSet } from '../../src/compat/rule.js';
import { PART_ORDER } from '../../src/planner/part-order.js';
import type { PlanRequest, PlanResult } from '../../src/planner/plan.js';
import { compatEnglish } from '../../src/compat/messages.js';
import { planEnglish } from '../../src/planner/messages.js';
import { clip } from '../../src/planner/text.js';
import { PlanResultSchema } from './contract.js';

export function partsOf(model: ReadModel, result: PlanResult): PartSet {
  return partSetOf(result.plan.parts.map((p) => model.productById.get(p.productId) as Product));
}

/** Invariants every plan must satisfy, whatever the request. */
export function expectValidPlan(model: ReadModel, request: PlanRequest, result: PlanResult): void {
  PlanResultSchema.parse(result);
  const { plan, compatibility, texts } = result;
  // every text of the plan is the English rendering of its code and values, one for one
  expect(texts.warnings.map((t) => clip(planEnglish(t)))).toEqual(plan.warnings);
  expect(texts.rationale.map((t) => clip(planEnglish(t)))).toEqual(plan.rationale);
  expect(texts.selectionReasons.map((t) => clip(planEnglish(t)))).toEqual(plan.parts.map((p) => p.selectionReason));
  expect(texts.alternativeReasons.map((t) => clip(planEnglish(t)))).toEqual(plan.alternatives.map((a) => a.reason));
  expect(texts.issues.map(compatEnglish)).toEqual(compatibility.issues.map((i) => i.message));
  const order = plan.parts.map((p) => PART_ORDER.indexOf(p.category));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(new Set(plan.parts.map((p) => p.category)).size).toBe(plan.parts.length);
  expect(plan.slotCount).toBe(plan.parts.length);
  const priced = plan.parts.map((p) => p.price).filter((p): p is number => p !== null);
  expect(plan.pricedPartsCount).toBe(priced.length);
  expect(plan.totalPrice).toBe(priced.length ? Math.round(priced.reduce((s, v) => s + v, 0) * 100) / 100 : null);
  expect(plan.currency).toBe(plan.totalPrice === null ? null : 'EUR');
  expect(plan.budget).toBe(request.budget);
  if (request.budget === null) {
    expect(plan.withinBudget).toBeNull();
    expect(plan.overBudgetBy).toBeNull();
  } else {
    expect(plan.withinBudget).toBe(plan.overBudgetBy === null);
    if (plan.overBudgetBy !== null) expect(plan.overBudgetBy).toBeCloseTo(plan.totalPrice! - request.budget, 2);
  }
  expect(plan.status === 'complete').toBe(plan.missingCategories.length === 0);
  for (const missing of plan.missingCategories) expect(plan.parts.some((p) => p.category === missing)).toBe(false);
  for (const part of plan.parts) {
    const summary = model.summaryByProduct.get(part.productId)!;
    expect(part.availableStoreCount).toBe(summary.inStockStoreIds.length);
    expect(part.inStock).toBe(summary.inStock);
    expect(part.currency).toBe(part.price === null ? null : 'EUR');
  }
  const perCategory = new Map<Category, number>();
  for (const alt of plan.alternatives) perCategory.set(alt.category, (perCategory.get(alt.category) ?? 0) + 1);
  for (const n of perCategory.values()) expect(n).toBeLessThanOrEqual(request.maxAlternatives);
  expect(compatibility.hardBlockCount).toBe(compatibility.issues.filter((i) => i.state === 'incompatible').length);
  expect(compatibility.warningCount).toBe(compatibility.issues.filter((i) => i.state === 'warning').length);
}
