import { describe, expect, it } from 'vitest';
import { missingSpecs } from '../../src/catalog/completeness.js';
import { buildReadModel } from '../../src/catalog/read-model.js';
import type { Offer, Product, ReleaseContent } from '../../src/catalog/types.js';
import { planBuild, type PlanRequest } from '../../src/planner/plan.js';
import { expectValidPlan } from './assertions.js';
import { fixtureContent, urls } from './fixture.js';
import { TEST_STORES } from './offers.js';

/**
 * The fixture release plus, per category, a copy of a real part that is cheaper than
 * anything else and misses one fact the rules or the value model need: the planner must
 * never pick one on its own, whatever the budget, and must stay deterministic.
 */
const INCOMPLETE: [number, Record<string, unknown>][] = [
  [1003, { performanceScore: null }],
  [2001, { lengthMm: null }],
  [3003, { maxMemoryGb: null }],
  [4004, { modules: null }],
  [5001, { formFactor: null }],
  [6003, { pcie8pin: null }],
  [7001, { radiatorSupport: null }],
  [8001, { tdpRatingW: null }],
];

function withIncompleteParts(): ReleaseContent {
  const base = fixtureContent();
  const byId = new Map(base.products.map((p) => [p.id, p]));
  const extra: Product[] = [];
  const offers: Offer[] = [];
  for (const [sourceId, specs] of INCOMPLETE) {
    const source = byId.get(sourceId)!;
    const id = 90_000 + sourceId;
    extra.push({ ...source, id, name: `${source.name} (unknown facts)`, specs: { ...source.specs, ...specs } } as Product);
    offers.push({
      id: id * 10,
      productId: id,
      storeId: TEST_STORES[0]!.id,
      price: 1,
      currency: 'EUR',
      availability: 'in_stock',
      retailerUrl: `${TEST_STORES[0]!.website}/p/${id}`,
      lastUpdated: '2025-01-10T08:00:00.000Z',
    });
  }
  return { ...base, dataSource: null, products: [...base.products, ...extra], offers: [...base.offers, ...offers] };
}

const model = buildReadModel(withIncompleteParts());
const incompleteIds = new Set(INCOMPLETE.map(([id]) => 90_000 + id));

function plan(overrides: Partial<PlanRequest>) {
  const request: PlanRequest = { useCase: 'gaming', budget: 1500, inStockOnly: true, maxAlternatives: 3, ...overrides };
  const result = planBuild(model, request, urls);
  expectValidPlan(model, request, result);
  return result;
}

describe('the planner picks only parts whose rule-relevant specs are known', () => {
  it('the extra parts really are incomplete, and the cheapest of their category', () => {
    for (const id of incompleteIds) expect(missingSpecs(model.productById.get(id)!).length, `${id}`).toBeGreaterThan(0);
  });

  it.each([
    ['gaming', 800],
    ['gaming', 2500],
    ['workstation', 3000],
    ['productivity', 900],
    ['budget', 600],
    ['budget', null],
  ] as const)('%s at %s never picks or suggests an incomplete part', (useCase, budget) => {
    const result = plan({ useCase, budget });
    for (const part of result.plan.parts) expect(incompleteIds.has(part.productId), part.name).toBe(false);
    for (const alt of result.plan.alternatives) expect(incompleteIds.has(alt.productId), alt.name).toBe(false);
    expect(result.compatibility.notChecked).toEqual([]);
  });

  it('stays deterministic: the same request gives the same plan', () => {
    expect(JSON.stringify(plan({ budget: 1700 }))).toBe(JSON.stringify(plan({ budget: 1700 })));
  });
});

describe('a snapshot part with unknown facts', () => {
  it('is kept, and the rules it leaves unjudged are named in the warnings and the not-checked list', () => {
    const result = plan({ buildSnapshot: { CASE: 90_000 + 7001, COOLING: 8006 } });
    expect(result.plan.parts.find((p) => p.category === 'CASE')!.productId).toBe(90_000 + 7001);
    expect(result.compatibility.notChecked.map((f) => f.ruleId)).toContain('case.radiator');
    expect(result.plan.warnings.some((w) => w.startsWith('Not checked: ') && w.endsWith('(case.radiator)'))).toBe(true);
    expect(result.compatibility.issues.some((i) => i.ruleId === 'case.radiator')).toBe(false);
  });

  it('plans a complete build around an unscored snapshot CPU', () => {
    const result = plan({ buildSnapshot: { CPU: 90_000 + 1003 } });
    expect(result.plan.parts.find((p) => p.category === 'CPU')!.productId).toBe(90_000 + 1003);
    expect(result.plan.status).toBe('complete');
    expect(result.compatibility.state).not.toBe('incompatible');
  });
});
