import type { Offer, Product, Store } from '../../src/catalog/types.js';

/** A seed product: a catalog Product plus the list price offers are derived from. */
export type SeedProduct = Product & { msrpEur: number };

export const TEST_STORES: Store[] = [
  { id: 'qyteza', name: 'Qyteza Systems', city: 'Prishtinë', website: 'https://qyteza.example' },
  { id: 'shqiponja', name: 'Shqiponja Digital', city: 'Prishtinë', website: 'https://shqiponja.example' },
  { id: 'kalaja', name: 'Kalaja Kosova', city: 'Prizren', website: 'https://kalaja.example' },
  { id: 'bjeshka', name: 'Bjeshka PC', city: 'Pejë', website: 'https://bjeshka.example' },
];

/** Integer mixing hash: a fixed pseudo-random stream without Math.random. */
function mix(a: number, b: number): number {
  let x = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 1, 0xc2b2ae35);
  x ^= x >>> 13;
  x = Math.imul(x, 0x27d4eb2d);
  x ^= x >>> 15;
  return x >>> 0;
}

/**
 * Offers derived from msrpEur: each store carries a product with probability ~3/4 (at least
 * one always does), at 90–110% of list price, and about one offer in six is out of stock.
 */
export function offersFromMsrp(products: readonly SeedProduct[], stores: readonly Store[] = TEST_STORES): Offer[] {
  const offers: Offer[] = [];
  for (const p of products) {
    const carried = stores.map((_, i) => mix(p.id, i) % 4 !== 0);
    if (!carried.some(Boolean)) carried[p.id % stores.length] = true;
    stores.forEach((store, i) => {
      if (!carried[i]) return;
      const h = mix(p.id, i);
      offers.push({
        id: p.id * 10 + i,
        productId: p.id,
        storeId: store.id,
        price: Math.round(p.msrpEur * (90 + (h % 21))) / 100,
        currency: 'EUR',
        availability: (h >>> 8) % 6 === 0 ? 'out_of_stock' : 'in_stock',
        retailerUrl: `${store.website}/p/${p.id}`,
        lastUpdated: '2025-01-15T08:00:00.000Z',
      });
    });
  }
  return offers;
}

/** Strips msrpEur so the products are plain catalog Products. */
export function toProducts(seeds: readonly SeedProduct[]): Product[] {
  return seeds.map(({ msrpEur: _msrp, ...product }) => product as Product);
}
