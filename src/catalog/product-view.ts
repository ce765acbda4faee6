import { summarizeOffers, type ProductSummary, type ReadModel } from './read-model.js';
import type { Product } from './types.js';

/**
 * A product as one answer shows it. Usually the whole release; when a caller asked for
 * particular stores (a place in a search), only those stores' offers count, and the
 * price and stock follow them.
 */
export interface ProductView {
  product: Product;
  summary: ProductSummary;
  /** Store ids the view is limited to, sorted; null for every store. */
  storeIds: readonly string[] | null;
}

export function productView(model: ReadModel, product: Product, storeIds: readonly string[] | null = null): ProductView {
  if (storeIds === null) return { product, summary: model.summaryByProduct.get(product.id)!, storeIds: null };
  const allowed = new Set(storeIds);
  const offers = (model.offersByProduct.get(product.id) ?? []).filter((o) => allowed.has(o.storeId));
  return { product, summary: summarizeOffers(offers), storeIds };
}

/** The key the offers loader understands: product id, plus the store scope when there is one. */
export function offersKey(view: ProductView): string {
  return view.storeIds === null ? String(view.product.id) : `${view.product.id}@${view.storeIds.join(',')}`;
}

export function offersForKey(model: ReadModel, key: string) {
  const [id, scope] = key.split('@');
  const offers = model.offersByProduct.get(Number(id)) ?? [];
  if (scope === undefined) return offers;
  const allowed = new Set(scope.split(','));
  return offers.filter((o) => allowed.has(o.storeId));
}
