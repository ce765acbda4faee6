import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import { CATEGORIES } from '../../src/enums.js';
import { shelfProducts } from '../../seeds/shelf-products.js';
import { offersFromMsrp, TEST_STORES, toProducts, type SeedProduct } from './offers.js';

/** The products of the shipped release (on the stores' shelves), priced from the reference price model. */
export function loadSeedProducts(): SeedProduct[] {
  return shelfProducts();
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
    dataSource: null,
    stores: TEST_STORES,
    products: toProducts(products),
    offers: offersFromMsrp(priced),
    builds: [],
  });
}
