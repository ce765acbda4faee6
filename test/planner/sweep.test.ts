import { describe, expect, it } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { planBuild, type PlanRequest } from '../../src/planner/plan.js';
import { USE_CASES, type UseCase } from '../../src/enums.js';
import { expectValidPlan } from './assertions.js';
import { fixtureModel, urls } from './fixture.js';
import { loadSeedProducts, seedModel, seedsComplete } from './seed-model.js';
import { describeWith } from '../support/requirement.js';

const BUDGETS = [...Array.from({ length: 31 }, (_, i) => 300 + 250 * i), 8000];

/**
 * The budget sweep property: every plan is well-formed, and without a snapshot a complete
 * plan stays within its budget and is never incompatible. One test per use case and budget,
 * so a failure names its case.
 */
const CASES = USE_CASES.flatMap((useCase) => BUDGETS.map((budget) => ({ useCase, budget })));

function sweepCase(model: () => ReadModel, inStockOnly: boolean) {
  return ({ useCase, budget }: { useCase: UseCase; budget: number }) => {
    const request: PlanRequest = { useCase, budget, inStockOnly, maxAlternatives: 2 };
    const result = planBuild(model(), request, urls);
    expectValidPlan(model(), request, result);
    if (result.plan.status === 'complete') {
      expect(result.plan.totalPrice!).toBeLessThanOrEqual(budget);
      expect(result.compatibility.state).not.toBe('incompatible');
    }
  };
}

describe('budget sweep on the fixture release', () => {
  const fixture = fixtureModel();
  it.each(CASES)(
    'holds in stock: $useCase at $budget EUR',
    sweepCase(() => fixture, true),
  );
  it.each(CASES)(
    'holds with out-of-stock parts allowed: $useCase at $budget EUR',
    sweepCase(() => fixture, false),
  );

  it.each(USE_CASES)('completes a %s plan at 1000 EUR', (useCase) => {
    const request: PlanRequest = { useCase, budget: 1000, inStockOnly: true, maxAlternatives: 2 };
    expect(planBuild(fixture, request, urls).plan.status).toBe('complete');
  });
});

const seeds = loadSeedProducts();
const seedCatalog = {
  what: 'seed products with a list price in every category (seeds/catalog)',
  available: seedsComplete(seeds),
  howTo: 'restore seeds/catalog/products from the repository',
};

describeWith(seedCatalog, 'budget sweep on the seed catalog', () => {
  const model = seedModel(seeds);

  it.each(CASES)(
    'holds: $useCase at $budget EUR',
    sweepCase(() => model, true),
  );

  it.each(USE_CASES)('completes a %s plan at 1500 EUR, deterministically', (useCase) => {
    const request: PlanRequest = { useCase, budget: 1500, inStockOnly: true, maxAlternatives: 3 };
    const first = planBuild(model, request, urls);
    expect(first.plan.status).toBe('complete');
    expect(JSON.stringify(planBuild(model, request, urls))).toBe(JSON.stringify(first));
  });

  it.each(USE_CASES)('plans a %s build without a budget', (useCase) => {
    const request: PlanRequest = { useCase, budget: null, inStockOnly: true, maxAlternatives: 2 };
    const result = planBuild(model, request, urls);
    expectValidPlan(model, request, result);
    expect(result.plan.status).toBe('complete');
    expect(result.compatibility.state).not.toBe('incompatible');
  });
});
