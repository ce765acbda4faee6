import { socketKey } from '../../feeds/spec-checks.js';
import { sameCapacity } from '../capacity.js';
import type { Category, Product } from '../types.js';

/**
 * The facts two records of one product cannot differ in. Two records that agree on them
 * (or leave them unknown) may describe the same product; two that disagree are different
 * products, whatever their names say.
 */
const IDENTITY_SPECS: Readonly<Record<Category, readonly string[]>> = {
  CPU: ['socket'],
  GPU: ['chip', 'vramGb'],
  MOTHERBOARD: ['socket', 'memoryType'],
  RAM: ['capacityGb', 'speedMts', 'casLatency', 'modules', 'lighting'],
  STORAGE: ['capacityGb', 'type'],
  PSU: ['wattage', 'modular'],
  CASE: ['lighting'],
  COOLING: ['type', 'radiatorMm', 'lighting'],
};

/**
 * Facts that tell apart products whose names differ only slightly (`B760M DS3H AX`, micro-ATX,
 * and `B760 DS3H AX`, ATX, share part numbers in the source). Records under one name that
 * disagree on them are one product the source filed inconsistently, so only records under
 * different names are held to them.
 */
const DIFFERENT_NAME_SPECS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  MOTHERBOARD: ['formFactor'],
  STORAGE: ['formFactor'],
};

export function sameIdentity(a: Pick<Product, 'category' | 'specs'>, b: Pick<Product, 'category' | 'specs'>, namesDiffer = false): boolean {
  if (a.category !== b.category) return false;
  const x = a.specs as unknown as Record<string, unknown>;
  const y = b.specs as unknown as Record<string, unknown>;
  const keys = namesDiffer ? [...IDENTITY_SPECS[a.category], ...(DIFFERENT_NAME_SPECS[a.category] ?? [])] : IDENTITY_SPECS[a.category];
  // `1024GB` and `1TB` are one drive; below a terabyte `512GB` and `500GB` are usually two.
  const sameSize = (u: number, v: number) => Math.min(u, v) >= 1000 && sameCapacity(u, v);
  const same = (k: string) =>
    x[k] === y[k] ||
    (k === 'capacityGb' && a.category === 'STORAGE' && sameSize(x[k] as number, y[k] as number)) ||
    (k === 'socket' && socketKey(x[k] as string) === socketKey(y[k] as string));
  return keys.every((k) => x[k] === null || y[k] === null || same(k));
}
