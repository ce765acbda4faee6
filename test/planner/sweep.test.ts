import { describe, expect, it } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { planBuild, type PlanRequest } from '../../src/planner/plan.js';
import type { UseCase } from '../../src/planner/profiles.js';
import { expectValidPlan } from './assertions.js';
import { fixtureModel, urls } from './fixture.js';
import { loadSeedProducts, seedModel, seedsComplete } from './seed-model.js';

const USE_CASES: UseCase[] = ['gaming', 'workstation', 'productivity', 'budget'];
const BUDGETS = [...Array.from({ length: 31 }, (_, i) => 300 + 250 * i), 8000];

/**
 * The budget sweep property: every plan is well-formed, and without a snapshot a complete
 * plan stays within its budget and is never incompatible.
 */
function sweep(model: ReadModel, inStockOnly: boolean): number {
  let plans = 0;
  for (const useCase of USE_CASES) {
    for (const budget of BUDGETS) {
      const request: PlanRequest = { useCase, budget, inStockOnly, maxAlternatives: 2 };
      const result = planBuild(model, request, urls);
      expectValidPlan(model, request, result);
      if (result.plan.status === 'complete') {
        expect(result.plan.totalPrice!, `${useCase} ${budget}`).toBeLessThanOrEqual(budget);
        expect(result.compatibility.state, `${useCase} ${budget}`).not.toBe('incompatible');
      }
      plans++;
    }
  }
  return plans;
}

describe('budget sweep on the fixture release', () => {
  it('holds for in-stock plans', () => {
    sweep(fixtureModel(), true);
  });

  it('holds when out-of-stock products are allowed', () => {
    sweep(fixtureModel(), false);
  });

  it('completes plans from a modest budget up', () => {
    const model = fixtureModel();
    for (const useCase of USE_CASES) {
      const request: PlanRequest = { useCase, budget: 1000, inStockOnly: true, maxAlternatives: 2 };
      expect(planBuild(model, request, urls).plan.status).toBe('complete');
    }
  });
});

const seeds = loadSeedProducts();

describe.skipIf(!seedsComplete(seeds))('budget sweep on the seed catalog', () => {
  const model = seedModel(seeds);

  // How long a plan takes is measured by the bench (build-plan against a product read), not here.
  it('holds for every use case and budget', () => {
    expect(sweep(model, true)).toBe(USE_CASES.length * BUDGETS.length);
  });

  it('completes every use case at €1,500 and is deterministic', () => {
    for (const useCase of USE_CASES) {
      const request: PlanRequest = { useCase, budget: 1500, inStockOnly: true, maxAlternatives: 3 };
      const first = planBuild(model, request, urls);
      expect(first.plan.status).toBe('complete');
      expect(JSON.stringify(planBuild(model, request, urls))).toBe(JSON.stringify(first));
    }
  });

  it('plans without a budget', () => {
    for (const useCase of USE_CASES) {
      const request: PlanRequest = { useCase, budget: null, inStockOnly: true, maxAlternatives: 2 };
      const result = planBuild(model, request, urls);
      expectValidPlan(model, request, result);
      expect(result.plan.status).toBe('complete');
      expect(result.compatibility.state).not.toBe('incompatible');
    }
  });
});
