import { referencePrice } from '../../seeds/price-model.js';
import { onShelf } from '../../seeds/shelf.js';
import type { Product } from '../../src/catalog/types.js';
import { seedProducts } from './seeds.js';

export type PricedProduct = Product & { msrpEur: number };

let cached: PricedProduct[] | null = null;

/**
 * The shipped products the fictional stores carry (the shelf model), each with its
 * reference price: the products of the shipped release, without matching its feeds.
 */
export function shelfProducts(): PricedProduct[] {
  cached ??= seedProducts.filter(onShelf).map((p) => ({ ...p, msrpEur: referencePrice(p) }));
  return cached;
}
