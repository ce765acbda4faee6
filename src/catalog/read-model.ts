import type { Availability, Category, CuratedBuild, DataSource, Offer, Product, ReleaseContent, Store } from './types.js';
import { indexHistory, type ProductHistory } from '../history/series.js';

/** What a product's offers add up to: the figures every product body and the planner use. */
export interface ProductSummary {
  /** Cheapest in-stock priced offer, or null when no in-stock offer has a price. */
  price: number | null;
  currency: 'EUR' | null;
  availability: Availability;
  inStock: boolean;
  /** The retailer URL of the offer that sets `price` (else of the first offer), or null without offers. */
  retailerUrl: string | null;
  /** Newest `lastUpdated` among the product's offers. */
  lastUpdated: string | null;
  /** Ids of stores holding an in-stock offer, sorted. */
  inStockStoreIds: string[];
}

export interface ReleaseInfo {
  id: string;
  generatedAt: string;
  publishedAt: string;
  /** Where the release's canonical products come from, with the imported commit. */
  dataSource: DataSource | null;
}

/**
 * The immutable in-memory view of one published release. Built once per release and
 * swapped as a whole, so a request that holds it never sees a mix of two releases.
 */
export interface ReadModel {
  release: ReleaseInfo;
  /** True when this model was loaded from the last-good snapshot instead of the database. */
  degraded: boolean;
  stores: readonly Store[];
  storeById: ReadonlyMap<string, Store>;
  products: readonly Product[];
  productById: ReadonlyMap<number, Product>;
  productsByCategory: ReadonlyMap<Category, readonly Product[]>;
  /** Offers per product, sorted by price ascending (nulls last), then store id. */
  offersByProduct: ReadonlyMap<number, readonly Offer[]>;
  summaryByProduct: ReadonlyMap<number, ProductSummary>;
  builds: readonly CuratedBuild[];
  /** Each product's price-history rows (see src/history). */
  priceHistory: ReadonlyMap<number, ProductHistory>;
}

export function compareOffers(a: Offer, b: Offer): number {
  if (a.price === null && b.price !== null) return 1;
  if (b.price === null && a.price !== null) return -1;
  if (a.price !== null && b.price !== null && a.price !== b.price) return a.price - b.price;
  return a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : a.id - b.id;
}

/** Summarises a product's offers; `offers` must already be in `compareOffers` order. */
export function summarizeOffers(offers: readonly Offer[]): ProductSummary {
  const cheapest = offers.find((o) => o.availability === 'in_stock' && o.price !== null) ?? null;
  const inStock = offers.some((o) => o.availability === 'in_stock');
  let lastUpdated: string | null = null;
  for (const o of offers) {
    if (o.lastUpdated !== null && (lastUpdated === null || o.lastUpdated > lastUpdated)) lastUpdated = o.lastUpdated;
  }
  const inStockStoreIds = [...new Set(offers.filter((o) => o.availability === 'in_stock').map((o) => o.storeId))].sort();
  return {
    price: cheapest?.price ?? null,
    currency: cheapest ? 'EUR' : null,
    availability: inStock ? 'in_stock' : 'out_of_stock',
    inStock,
    retailerUrl: (cheapest ?? offers[0])?.retailerUrl ?? null,
    lastUpdated,
    inStockStoreIds,
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

export function buildReadModel(content: ReleaseContent, degraded = false): ReadModel {
  const products = [...content.products].sort((a, b) => a.id - b.id);
  const stores = [...content.stores].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const productById = new Map(products.map((p) => [p.id, p]));
  const productsByCategory = new Map<Category, Product[]>();
  for (const p of products) {
    const list = productsByCategory.get(p.category) ?? [];
    list.push(p);
    productsByCategory.set(p.category, list);
  }
  const offersByProduct = new Map<number, Offer[]>();
  for (const o of content.offers) {
    const list = offersByProduct.get(o.productId) ?? [];
    list.push(o);
    offersByProduct.set(o.productId, list);
  }
  const summaryByProduct = new Map<number, ProductSummary>();
  for (const p of products) {
    const offers = (offersByProduct.get(p.id) ?? []).sort(compareOffers);
    offersByProduct.set(p.id, offers);
    summaryByProduct.set(p.id, summarizeOffers(offers));
  }
  return deepFreeze({
    release: { id: content.id, generatedAt: content.generatedAt, publishedAt: content.publishedAt, dataSource: content.dataSource },
    degraded,
    stores,
    storeById: new Map(stores.map((s) => [s.id, s])),
    products,
    productById,
    productsByCategory,
    offersByProduct,
    summaryByProduct,
    builds: content.builds,
    priceHistory: indexHistory(content.priceHistory ?? []),
  });
}
