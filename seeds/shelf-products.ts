import path from 'node:path';
import { readProducts } from '../src/catalog/source.js';
import type { Product } from '../src/catalog/types.js';
import { shippedCatalogDir } from '../src/paths.js';
import { referencePrice } from './price-model.js';
import { onShelf } from './shelf.js';

export type PricedProduct = Product & { msrpEur: number };

let cached: PricedProduct[] | null = null;

/**
 * The shipped products the fictional stores carry (the shelf model), each with its
 * reference price: the products of the shipped release, without matching its feeds.
 */
export function shelfProducts(): PricedProduct[] {
  cached ??= readProducts(path.join(shippedCatalogDir, 'products'))
    .filter(onShelf)
    .map((p) => ({ ...p, msrpEur: referencePrice(p) }));
  return cached;
}
