import { notFound } from '../errors.js';
import { compareOffers, type ReadModel } from './read-model.js';
import type { Offer } from './types.js';

export const MAX_COMPARE = 8;

export interface Comparison {
  ids: number[];
  cheapestProductId: number | null;
  cheapestOffer: Offer | null;
}

/**
 * Compares 1 to MAX_COMPARE distinct products, in the order asked. The cheapest product has the lowest price (its
 * cheapest in-stock offer; ties go to the lower id); the cheapest offer is the lowest
 * in-stock priced offer among all of them (ties by store id, then offer id).
 */
export function compareProducts(model: ReadModel, ids: readonly number[]): Comparison {
  const unknown = ids.filter((id) => !model.productById.has(id));
  if (unknown.length > 0) {
    throw notFound(
      'product_not_found',
      `No product with id ${unknown.join(', ')} in the current release`,
      'Check the ids with GET /search; products leave the catalog when no participating store lists them.',
    );
  }
  let cheapestProductId: number | null = null;
  let cheapestPrice = Infinity;
  let cheapestOffer: Offer | null = null;
  for (const id of ids) {
    const price = model.summaryByProduct.get(id)!.price;
    if (price !== null && (price < cheapestPrice || (price === cheapestPrice && id < cheapestProductId!))) {
      cheapestPrice = price;
      cheapestProductId = id;
    }
    for (const offer of model.offersByProduct.get(id) ?? []) {
      if (offer.availability !== 'in_stock' || offer.price === null) continue;
      if (!cheapestOffer || compareOffers(offer, cheapestOffer) < 0) cheapestOffer = offer;
    }
  }
  return { ids: [...ids], cheapestProductId, cheapestOffer };
}
