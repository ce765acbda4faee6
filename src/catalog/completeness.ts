import type { Category, Product } from './types.js';

/**
 * The specs the compatibility rules and the planner's value model read, per category. A
 * product with all of them known can be picked by the planner on its own; one with a null
 * among them is still listed, searched and priced, and can be put in a build by the user,
 * where the rules that need the missing fact report "not checked".
 */
export const RULE_SPECS: Readonly<Record<Category, readonly string[]>> = {
  CPU: ['socket', 'cores', 'tdpW', 'integratedGraphics', 'coolerIncluded', 'memoryTypes', 'releaseYear', 'performanceScore'],
  GPU: ['lengthMm', 'boardPowerW', 'pcie8pin', 'pcie16pin', 'performanceScore'],
  MOTHERBOARD: ['socket', 'formFactor', 'memoryType', 'memorySlots', 'maxMemoryGb', 'm2Slots', 'chipsetYear'],
  RAM: ['type', 'modules', 'capacityGb'],
  STORAGE: ['type', 'formFactor', 'capacityGb'],
  PSU: ['wattage', 'formFactor', 'pcie8pin', 'pcie16pin'],
  CASE: ['supportedBoards', 'maxGpuLengthMm', 'maxCoolerHeightMm', 'psuFormFactors', 'radiatorSupport'],
  COOLING: ['type', 'sockets', 'heightMm', 'radiatorMm', 'tdpRatingW'],
};

/** Whether a spec describes this product at all: a liquid cooler has no height, an air cooler no radiator. */
export function specApplies(product: Product, spec: string): boolean {
  if (product.category !== 'COOLING') return true;
  const type = (product as Product<'COOLING'>).specs.type;
  if (spec === 'heightMm') return type !== 'aio';
  if (spec === 'radiatorMm') return type !== 'air';
  return true;
}

/** The rule-relevant specs this product does not state. */
export function missingSpecs(product: Product): string[] {
  const specs = product.specs as unknown as Record<string, unknown>;
  return RULE_SPECS[product.category].filter((key) => specApplies(product, key) && (specs[key] === null || specs[key] === undefined));
}

/** Per category and rule-relevant spec: the share of products (that the spec applies to) stating it. */
export function specCoverage(products: readonly Product[]): Record<Category, Record<string, number>> {
  const out = {} as Record<Category, Record<string, number>>;
  for (const category of Object.keys(RULE_SPECS) as Category[]) {
    const list = products.filter((p) => p.category === category);
    out[category] = {};
    for (const spec of RULE_SPECS[category]) {
      const relevant = list.filter((p) => specApplies(p, spec));
      const known = relevant.filter((p) => (p.specs as unknown as Record<string, unknown>)[spec] !== null);
      out[category][spec] = relevant.length ? Math.round((known.length / relevant.length) * 1000) / 1000 : 1;
    }
  }
  return out;
}
