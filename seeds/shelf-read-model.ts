/**
 * A ReadModel over the products of the shipped release (the shelf of `seeds/catalog`) with
 * deterministic offers: every product gets 1–4 offers spread over stores in several
 * Kosovo cities, priced from its msrpEur with small fixed markups. No randomness: the
 * same seeds always give the same prices, so relevance judgements stay reproducible.
 */
import type { ReadModel } from '../src/catalog/read-model.js';
import { buildReadModel } from '../src/catalog/read-model.js';
import { shelfProducts } from './shelf-products.js';
import type { CuratedBuild, Offer, Product, Store } from '../src/catalog/types.js';

export type SeedProduct = Product & { msrpEur?: number | null };

export const SEED_STORES: Store[] = [
  { id: 'vatra-prishtina', name: 'Vatra Tech Prishtinë', city: 'Prishtinë', website: 'https://vatra.example' },
  { id: 'kalaja-prishtina', name: 'Kalaja Prishtinë', city: 'Prishtinë', website: 'https://kalaja.example' },
  { id: 'kalaja-prizren', name: 'Kalaja Prizren', city: 'Prizren', website: 'https://kalaja.example' },
  { id: 'bjeshka-peja', name: 'Bjeshka PC Pejë', city: 'Pejë', website: 'https://bjeshka.example' },
  { id: 'nerodime-ferizaj', name: 'Nerodime Tech Ferizaj', city: 'Ferizaj', website: 'https://nerodime.example' },
  { id: 'carshia-gjakova', name: 'Çarshia Bit Gjakovë', city: 'Gjakovë', website: 'https://carshia.example' },
  { id: 'morava-gjilan', name: 'Morava Komponente Gjilan', city: 'Gjilan', website: 'https://morava.example' },
  { id: 'ura-mitrovica', name: 'Ura PC Mitrovicë', city: 'Mitrovicë', website: 'https://ura.example' },
];

const MARKUPS = [1, 1.04, 0.97, 1.09];

export function loadSeedProducts(): SeedProduct[] {
  return shelfProducts();
}

/**
 * Offers for one product, all derived from its id:
 * - 1–4 offers (id % 4 + 1) from consecutive stores starting at id % stores;
 * - price = msrpEur × markup, rounded to cents; every 13th product's offers carry no price;
 * - every 11th product is out of stock everywhere, and every 5th offer of the rest too.
 */
export function seedOffers(p: SeedProduct, stores: readonly Store[], nextId: () => number): Offer[] {
  const count = (p.id % 4) + 1;
  const out: Offer[] = [];
  for (let k = 0; k < count; k++) {
    const store = stores[(p.id + k * 3) % stores.length];
    const msrp = p.msrpEur ?? null;
    const priced = msrp !== null && p.id % 13 !== 0;
    const inStock = p.id % 11 !== 0 && (p.id + k) % 5 !== 4;
    out.push({
      id: nextId(),
      productId: p.id,
      storeId: store.id,
      price: priced ? Math.round(msrp * MARKUPS[(p.id + k) % MARKUPS.length] * 100) / 100 : null,
      currency: priced ? 'EUR' : null,
      availability: inStock ? 'in_stock' : 'out_of_stock',
      retailerUrl: `${store.website}/p/${p.id}`,
      lastUpdated: '2025-01-15T08:00:00.000Z',
    });
  }
  return out;
}

export const SEED_BUILDS: CuratedBuild[] = [
  {
    id: 'budget-am4',
    name: 'Budget AM4 gaming',
    budgetTier: 'Budget',
    parts: [
      { category: 'CPU', productId: 1007 },
      { category: 'GPU', productId: 2108 },
    ],
  },
  {
    id: 'mid-am5',
    name: 'Mid-range AM5 gaming',
    budgetTier: 'Mid',
    parts: [
      { category: 'CPU', productId: 1027 },
      { category: 'GPU', productId: 2020 },
    ],
  },
];

export function seedReadModel(releaseId = 'seed-release-1', products = loadSeedProducts()): ReadModel {
  let offerId = 0;
  const nextId = () => ++offerId;
  const sorted = [...products].sort((a, b) => a.id - b.id);
  const offers = sorted.flatMap((p) => seedOffers(p, SEED_STORES, nextId));
  const clean: Product[] = sorted.map(({ msrpEur: _msrp, ...rest }) => rest as Product);
  return buildReadModel({
    id: releaseId,
    generatedAt: '2025-01-15T08:00:00.000Z',
    publishedAt: '2025-01-15T08:05:00.000Z',
    dataSource: null,
    stores: SEED_STORES,
    products: clean,
    offers,
    builds: SEED_BUILDS,
  });
}
