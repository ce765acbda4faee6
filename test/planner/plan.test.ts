/** The planner's plans over the hand-made fixture catalog: one suite, over 300 lines. */
import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import type { Product } from '../../src/catalog/types.js';
import { checkCompatibility } from '../../src/compat/engine.js';
import { withPart } from '../../src/compat/rule.js';
import { DomainError } from '../../src/errors.js';
import { planBuild, type PlanRequest } from '../../src/planner/plan.js';
import { expectValidPlan, partsOf } from './assertions.js';
import { EDGE, fixtureContent, fixtureModel, urls } from './fixture.js';

const model = fixtureModel();

function plan(overrides: Partial<PlanRequest> = {}) {
  const request: PlanRequest = { useCase: 'gaming', budget: 1200, inStockOnly: true, maxAlternatives: 2, ...overrides };
  const result = planBuild(model, request, urls);
  expectValidPlan(model, request, result);
  return result;
}

const productOf = (id: number) => model.productById.get(id)!;

describe('planBuild: a complete plan', () => {
  const result = plan();

  it('buys all eight categories within the budget, compatibly', () => {
    expect(result.plan.status).toBe('complete');
    expect(result.plan.parts.map((p) => p.category)).toEqual(['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE', 'COOLING']);
    expect(result.plan.totalPrice!).toBeLessThanOrEqual(1200);
    expect(result.plan.withinBudget).toBe(true);
    expect(result.compatibility.state).not.toBe('incompatible');
  });

  it('builds every URL from Urls', () => {
    for (const part of result.plan.parts) {
      expect(part.serviceUrl).toBe(urls.productPage(part.productId, part.name));
      expect(part.productUrl).toBe(part.serviceUrl);
      expect(part.englishUrl).toBe(urls.productPageEn(part.productId, part.name));
    }
  });

  it('cites the service page and the cheapest in-stock offer of each part', () => {
    const cpu = result.plan.parts[0]!;
    const cited = result.citations.filter((c) => c.productId === cpu.productId);
    expect(cited.map((c) => c.source)).toEqual(['service', 'retailer']);
    expect(cited[0]!.url).toBe(cpu.serviceUrl);
    const cheapest = model.offersByProduct.get(cpu.productId)!.find((o) => o.availability === 'in_stock' && o.price !== null)!;
    expect(cited[1]!.url).toBe(cheapest.retailerUrl);
    expect(cheapest.price).toBe(cpu.price);
  });

  it('states the power draw and PSU headroom in the rationale', () => {
    expect(result.plan.rationale.some((r) => r.includes(`~${result.estimatedWattage} W`) && r.includes('headroom'))).toBe(true);
  });

  it('marks data as confirmed when the model is not degraded', () => {
    for (const part of result.plan.parts) expect([part.dataConfidence, part.dataWarning]).toEqual(['confirmed', null]);
  });

  it('only uses in-stock priced products when inStockOnly', () => {
    for (const part of result.plan.parts) expect(part.inStock && part.price !== null).toBe(true);
  });
});

describe('planBuild: determinism', () => {
  it('returns byte-identical output for the same request and release', () => {
    const request: PlanRequest = {
      useCase: 'gaming',
      budget: 1500,
      requirements: 'quiet white build with wifi',
      preferences: { cpuBrand: 'AMD' },
      inStockOnly: true,
      maxAlternatives: 3,
    };
    const first = JSON.stringify(planBuild(model, request, urls));
    expect(JSON.stringify(planBuild(model, request, urls))).toBe(first);
    // A fresh model of the same release (cold caches) gives the same bytes.
    expect(JSON.stringify(planBuild(buildReadModel(fixtureContent()), request, urls))).toBe(first);
  });
});

describe('planBuild: alternatives', () => {
  it('offers at most maxAlternatives per category, each compatible with the rest of the plan', () => {
    const result = plan({ maxAlternatives: 3 });
    const parts = partsOf(model, result);
    expect(result.plan.alternatives.length).toBeGreaterThan(0);
    for (const alt of result.plan.alternatives) {
      const swapped = productOf(alt.productId) as Product;
      expect(swapped.category).toBe(alt.category);
      const issues = checkCompatibility(withPart(parts, swapped)).issues;
      expect(issues.filter((i) => i.state === 'incompatible' && i.parts.includes(swapped.name))).toEqual([]);
      expect(alt.reason).toMatch(/cheaper|more|same price/);
    }
  });

  it('compares price and performance in the reason', () => {
    const result = plan({ maxAlternatives: 3 });
    const gpuAlts = result.plan.alternatives.filter((a) => a.category === 'GPU');
    expect(gpuAlts.some((a) => /€\d+ (cheaper|more), .*(slower|faster|similar)/.test(a.reason))).toBe(true);
  });

  it('omits alternatives when maxAlternatives is 0', () => {
    expect(plan({ maxAlternatives: 0 }).plan.alternatives).toEqual([]);
  });
});

describe('planBuild: budgets', () => {
  it('returns the best partial plan when the budget cannot buy a complete build', () => {
    const result = plan({ budget: 150 });
    expect(result.plan.status).toBe('partial');
    expect(result.plan.missingCategories.length).toBeGreaterThan(0);
    expect(result.plan.totalPrice ?? 0).toBeLessThanOrEqual(150);
    expect(result.plan.warnings.some((w) => w.includes('cannot buy a complete gaming build'))).toBe(true);
    expect(result.plan.rationale[0]).toContain('short of a complete build');
    expect(result.compatibility.state).not.toBe('incompatible');
  });

  it('picks a sweet spot without a budget and says so', () => {
    const result = plan({ budget: null });
    expect(result.plan.status).toBe('complete');
    expect(result.plan.withinBudget).toBeNull();
    expect(result.plan.rationale[0]).toContain('no budget');
    // The sweet spot is not the most expensive build the catalog allows.
    expect(result.plan.totalPrice!).toBeLessThan(plan({ budget: 8000 }).plan.totalPrice!);
  });

  it('lets the budget use case leave money unspent', () => {
    const result = plan({ useCase: 'budget', budget: 3000 });
    expect(result.plan.totalPrice!).toBeLessThan(1500);
  });

  it('skips the GPU for productivity when the CPU has integrated graphics and says why', () => {
    const result = plan({ useCase: 'productivity', budget: 550 });
    expect(result.plan.status).toBe('complete');
    const cpu = productOf(result.plan.parts[0]!.productId) as Product<'CPU'>;
    expect(result.plan.parts.some((p) => p.category === 'GPU')).toBe(false);
    expect(cpu.specs.integratedGraphics).toBe(true);
    expect(result.plan.rationale.some((r) => r.includes('integrated graphics'))).toBe(true);
  });

  it('gives a workstation at least 32 GB of RAM', () => {
    const result = plan({ useCase: 'workstation', budget: 2500 });
    const ram = productOf(result.plan.parts.find((p) => p.category === 'RAM')!.productId) as Product<'RAM'>;
    expect(ram.specs.capacityGb).toBeGreaterThanOrEqual(64);
  });
});

describe('planBuild: snapshots', () => {
  it('keeps a conflicting AM5 CPU + LGA1700 board and reports cpu.socket', () => {
    const result = plan({ buildSnapshot: { CPU: 1003, MOTHERBOARD: 3008 } });
    expect(result.plan.parts.find((p) => p.category === 'CPU')!.productId).toBe(1003);
    expect(result.plan.parts.find((p) => p.category === 'MOTHERBOARD')!.productId).toBe(3008);
    expect(result.compatibility.state).toBe('incompatible');
    expect(result.compatibility.issues.some((i) => i.ruleId === 'cpu.socket' && i.state === 'incompatible')).toBe(true);
    expect(result.plan.warnings.some((w) => w.startsWith('Your snapshot parts conflict') && w.includes('cpu.socket'))).toBe(true);
    expect(result.plan.parts.find((p) => p.category === 'CPU')!.selectionReason).toContain('snapshot');
  });

  it('reports ram.type for a DDR4 kit on a DDR5 board', () => {
    const result = plan({ buildSnapshot: { RAM: 4001, MOTHERBOARD: 3003 } });
    expect(result.compatibility.issues.some((i) => i.ruleId === 'ram.type' && i.state === 'incompatible')).toBe(true);
  });

  it('plans the rest around a compatible snapshot part', () => {
    const result = plan({ buildSnapshot: { GPU: 2003 } });
    expect(result.plan.parts.find((p) => p.category === 'GPU')!.productId).toBe(2003);
    expect(result.compatibility.state).not.toBe('incompatible');
  });

  it('keeps an unpriced snapshot part out of the total and warns', () => {
    const result = plan({ budget: 2500, buildSnapshot: { RAM: EDGE.unpricedRam } });
    const ram = result.plan.parts.find((p) => p.category === 'RAM')!;
    expect(ram.price).toBeNull();
    expect(result.plan.pricedPartsCount).toBe(result.plan.parts.length - 1);
    expect(result.plan.warnings.some((w) => w.includes('no listed price'))).toBe(true);
  });

  it('warns about an out-of-stock snapshot part and reports going over budget', () => {
    const result = plan({ budget: 1500, buildSnapshot: { GPU: EDGE.outOfStockGpu } });
    const gpu = result.plan.parts.find((p) => p.category === 'GPU')!;
    expect(gpu.availability).toBe('out_of_stock');
    expect(result.plan.warnings.some((w) => w.includes('out of stock'))).toBe(true);
    expect(result.plan.withinBudget).toBe(false);
    expect(result.plan.overBudgetBy!).toBeGreaterThan(0);
  });

  it('rejects unknown product ids, naming every one', () => {
    try {
      plan({ buildSnapshot: { GPU: 999999, CPU: 888888 } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const e = error as DomainError;
      expect([e.kind, e.code]).toEqual(['invalid_input', 'unknown_product']);
      expect(e.message).toContain('buildSnapshot.GPU: product 999999 does not exist in the current release');
      expect(e.message).toContain('buildSnapshot.CPU: product 888888');
    }
  });

  it('rejects a product under the wrong category key', () => {
    expect(() => plan({ buildSnapshot: { CPU: 2001 } })).toThrow(expect.objectContaining({ code: 'snapshot_category_mismatch', message: expect.stringContaining('buildSnapshot.CPU') }));
  });
});

describe('planBuild: preferences', () => {
  const categoryProduct = (result: ReturnType<typeof plan>, category: string) => productOf(result.plan.parts.find((p) => p.category === category)!.productId);

  it('honours cpuBrand, gpuBrand and memoryType, case-insensitively', () => {
    const result = plan({ preferences: { cpuBrand: 'intel', gpuBrand: 'amd', memoryType: 'ddr5' } });
    expect((categoryProduct(result, 'CPU') as Product<'CPU'>).specs.socket.startsWith('LGA')).toBe(true);
    expect((categoryProduct(result, 'GPU') as Product<'GPU'>).specs.chipBrand).toBe('AMD');
    expect((categoryProduct(result, 'RAM') as Product<'RAM'>).specs.type).toBe('DDR5');
    expect(result.plan.rationale.some((r) => r.includes('cpuBrand "intel"'))).toBe(true);
  });

  it('honours platform and storageType', () => {
    const result = plan({ preferences: { platform: 'AM4', storageType: 'HDD' } });
    expect((categoryProduct(result, 'CPU') as Product<'CPU'>).specs.socket).toBe('AM4');
    expect((categoryProduct(result, 'MOTHERBOARD') as Product<'MOTHERBOARD'>).specs.socket).toBe('AM4');
    expect((categoryProduct(result, 'STORAGE') as Product<'STORAGE'>).specs.type).toBe('HDD');
  });

  it('matches brand phrases in names and chipset names as platform', () => {
    const result = plan({ preferences: { gpuBrand: 'GeForce', platform: 'b650' } });
    expect((categoryProduct(result, 'GPU') as Product<'GPU'>).specs.chipBrand).toBe('NVIDIA');
    expect((categoryProduct(result, 'MOTHERBOARD') as Product<'MOTHERBOARD'>).specs.chipset).toBe('B650');
    const ryzen = plan({ preferences: { cpuBrand: 'AMD Ryzen' } });
    expect(categoryProduct(ryzen, 'CPU').name).toMatch(/^AMD Ryzen/);
  });

  it('warns when no candidate matches a preference', () => {
    const result = plan({ preferences: { gpuBrand: 'Matrox' } });
    expect(result.plan.status).toBe('complete');
    expect(result.plan.warnings.some((w) => w.includes('gpuBrand "Matrox"'))).toBe(true);
  });
});

describe('planBuild: requirements keywords', () => {
  const get = (result: ReturnType<typeof plan>, category: string) => productOf(result.plan.parts.find((p) => p.category === category)!.productId);

  it('builds small form factor from English or Albanian', () => {
    for (const requirements of ['small form factor please', 'Dua një kompjuter të vogël']) {
      const result = plan({ budget: 2000, requirements });
      expect((get(result, 'MOTHERBOARD') as Product<'MOTHERBOARD'>).specs.formFactor).toBe('Mini-ITX');
      expect((get(result, 'CASE') as Product<'CASE'>).specs.supportedBoards).toEqual(['Mini-ITX']);
      expect((get(result, 'PSU') as Product<'PSU'>).specs.formFactor).not.toBe('ATX');
      expect(result.compatibility.state).not.toBe('incompatible');
      expect(result.plan.rationale.some((r) => r.includes('small form factor'))).toBe(true);
    }
  });

  it('applies Wi-Fi, white and quiet', () => {
    const result = plan({ budget: 2000, requirements: 'wi-fi, e bardhë dhe i qetë' });
    expect((get(result, 'MOTHERBOARD') as Product<'MOTHERBOARD'>).specs.wifi).toBe(true);
    expect((get(result, 'CASE') as Product<'CASE'>).specs.color).toBe('White');
    expect((get(result, 'PSU') as Product<'PSU'>).specs.efficiency).toMatch(/Gold|Platinum/);
    const line = result.plan.rationale.find((r) => r.startsWith('Applied from your requirements'))!;
    expect(line).toContain('Wi-Fi');
    expect(line).toContain('white');
    expect(line).toContain('quiet');
  });

  it('weights the GPU more for 4K', () => {
    const base = plan({ budget: 1300 });
    const fourK = plan({ budget: 1300, requirements: '4K gaming' });
    const perf = (r: ReturnType<typeof plan>) => (get(r, 'GPU') as Product<'GPU'>).specs.performanceScore;
    expect(perf(fourK)).toBeGreaterThanOrEqual(perf(base));
    expect(fourK.plan.rationale[0]).toContain('GPU 85%');
  });

  it('drops keywords that make the budget impossible, with a warning', () => {
    const result = plan({ budget: 650, requirements: 'mini-itx' });
    expect(result.plan.status).toBe('complete');
    expect(result.plan.warnings.some((w) => w.startsWith('Could not satisfy'))).toBe(true);
  });
});

describe('planBuild: stock and data confidence', () => {
  it('may use out-of-stock products when inStockOnly is false', () => {
    const result = plan({ budget: 8000, inStockOnly: false });
    expect(result.plan.parts.some((p) => p.productId === EDGE.outOfStockGpu)).toBe(true);
    expect(result.plan.rationale.some((r) => r.includes('Out-of-stock products were allowed'))).toBe(true);
  });

  it('never uses a product without any price', () => {
    const result = plan({ budget: 8000, inStockOnly: false, useCase: 'workstation' });
    for (const part of result.plan.parts) expect(part.price).not.toBeNull();
    expect(result.plan.parts.some((p) => p.productId === EDGE.noOffersCase)).toBe(false);
  });

  it('flags every part as fallback data when the model is degraded', () => {
    const degraded = fixtureModel(true);
    const request: PlanRequest = { useCase: 'gaming', budget: 1200, inStockOnly: true, maxAlternatives: 1 };
    const result = planBuild(degraded, request, urls);
    expectValidPlan(degraded, request, result);
    for (const part of result.plan.parts) {
      expect(part.dataConfidence).toBe('fallback');
      expect(part.dataWarning).toMatch(/stale|out of date/);
    }
    for (const alt of result.plan.alternatives) expect(alt.dataConfidence).toBe('fallback');
    expect(result.plan.warnings[0]).toMatch(/out of date/);
  });
});
