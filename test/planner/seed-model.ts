import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import { CATEGORIES } from '../../src/catalog/types.js';
import { offersFromMsrp, TEST_STORES, toProducts, type SeedProduct } from './offers.js';

export const SEED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../seeds/catalog/products');

/** Every seed product file, parsed; an empty list while the seed files are not written yet. */
export function loadSeedProducts(dir = SEED_DIR): SeedProduct[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SeedProduct[]);
}

/** True when every category has at least one seed product with a usable list price. */
export function seedsComplete(products: readonly SeedProduct[]): boolean {
  return CATEGORIES.every((c) => products.some((p) => p.category === c && typeof p.msrpEur === 'number' && p.msrpEur > 0));
}

/** A read model of the real seed products, with offers derived deterministically from msrpEur. */
export function seedModel(products = loadSeedProducts()): ReadModel {
  const priced = products.filter((p) => typeof p.msrpEur === 'number' && p.msrpEur > 0);
  return buildReadModel({
    id: 'rel-seed',
    generatedAt: '2025-01-15T09:00:00.000Z',
    publishedAt: '2025-01-15T09:05:00.000Z',
    stores: TEST_STORES,
    products: toProducts(products),
    offers: offersFromMsrp(priced),
    builds: [],
  });
}
