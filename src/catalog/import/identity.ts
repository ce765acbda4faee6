import type { Category, Product } from '../types.js';

/**
 * The facts two records of one product cannot differ in. Two records that agree on them
 * (or leave them unknown) may describe the same product; two that disagree are different
 * products, whatever their names say.
 */
const IDENTITY_SPECS: Readonly<Record<Category, readonly string[]>> = {
  CPU: ['socket'],
  GPU: ['vramGb'],
  MOTHERBOARD: ['socket', 'memoryType'],
  RAM: ['capacityGb', 'speedMts', 'casLatency', 'modules'],
  STORAGE: ['capacityGb', 'type'],
  PSU: ['wattage'],
  CASE: [],
  COOLING: ['type', 'radiatorMm'],
};

export function sameIdentity(a: Pick<Product, 'category' | 'specs'>, b: Pick<Product, 'category' | 'specs'>): boolean {
  if (a.category !== b.category) return false;
  const x = a.specs as unknown as Record<string, unknown>;
  const y = b.specs as unknown as Record<string, unknown>;
  return IDENTITY_SPECS[a.category].every((k) => x[k] === null || y[k] === null || x[k] === y[k]);
}
