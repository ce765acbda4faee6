import { missingSpecs } from '../catalog/completeness.js';
import type { Category, Offer, Product } from '../catalog/types.js';
import { CATEGORIES } from '../enums.js';
import type { ReadModel } from '../catalog/read-model.js';

/** A product the planner may buy, with the price it plans with. */
export interface Candidate {
  product: Product;
  price: number;
  inStock: boolean;
}

export type Pools = Record<Category, readonly Candidate[]>;

/**
 * The price a plan uses. In-stock only: the cheapest in-stock priced offer (the product's
 * summary price). Otherwise that same price when there is one, else the cheapest priced
 * offer of any availability — the best figure we have for an out-of-stock product.
 */
export function planningPrice(model: ReadModel, productId: number, inStockOnly: boolean): number | null {
  const summaryPrice = model.summaryByProduct.get(productId)?.price ?? null;
  if (summaryPrice !== null || inStockOnly) return summaryPrice;
  const offers: readonly Offer[] = model.offersByProduct.get(productId) ?? [];
  return offers.find((o) => o.price !== null)?.price ?? null;
}

export function cheapestInStockOffer(model: ReadModel, productId: number): Offer | null {
  const offers = model.offersByProduct.get(productId) ?? [];
  return offers.find((o) => o.availability === 'in_stock' && o.price !== null) ?? null;
}

export function compareCandidates(a: Candidate, b: Candidate): number {
  return a.price - b.price || a.product.id - b.product.id;
}

interface ModelPools {
  inStock: Pools;
  any: Pools;
}

/** Pools depend only on the (immutable) model, so they are built once per release. */
const poolCache = new WeakMap<ReadModel, ModelPools>();

function buildPools(model: ReadModel, inStockOnly: boolean): Pools {
  const pools = {} as Record<Category, Candidate[]>;
  for (const category of CATEGORIES) {
    const list: Candidate[] = [];
    for (const product of model.productsByCategory.get(category) ?? []) {
      const price = planningPrice(model, product.id, inStockOnly);
      // The planner picks only parts every rule can judge and the value model can score.
      if (price === null || missingSpecs(product).length > 0) continue;
      list.push({ product, price, inStock: model.summaryByProduct.get(product.id)?.inStock ?? false });
    }
    pools[category] = list.sort(compareCandidates);
  }
  return pools;
}

/** Every priced candidate with all its rule-relevant specs known, per category, cheapest first (id breaks ties). */
export function candidatePools(model: ReadModel, inStockOnly: boolean): Pools {
  let cached = poolCache.get(model);
  if (!cached) {
    cached = { inStock: buildPools(model, true), any: buildPools(model, false) };
    poolCache.set(model, cached);
  }
  return inStockOnly ? cached.inStock : cached.any;
}
