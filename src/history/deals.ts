import type { ReadModel } from '../catalog/read-model.js';
import type { Category } from '../catalog/types.js';
import { decodeCursor, encodeCursor, type ListBinding } from '../search/cursor.js';
import { CITY_ALIASES } from '../search/lexicon.js';
import { tokenize } from '../search/normalize.js';
import { releaseHistory } from './release-history.js';
import type { DealJudgement } from './series.js';

/**
 * The current deals (GET /deals): products whose deal class is `record_low` or
 * `below_typical`, furthest below their typical price first, then by id; optionally of one
 * category, and only those some store in one city has in stock. Paged by offset with cursors
 * signed and bound to the filters and the release, like search's.
 */

export interface DealsParams {
  category: Category | null;
  city: string | null;
  limit: number;
  cursor: string | null;
}

export interface DealsPage {
  items: { productId: number; judgement: DealJudgement }[];
  totalMatches: number;
  nextCursor: string | null;
  /** The city as the catalog spells it (as given when no store is there), or null. */
  city: string | null;
}

/** A city by any spelling search knows (Albanian definite or indefinite, Serbian, ASCII). */
function cityKey(name: string): string {
  const key = tokenize(name).join(' ');
  return CITY_ALIASES.get(key) ?? key;
}

/** The release's city of that name, as the catalog spells it; null when no participating store is there. */
function catalogCity(model: ReadModel, name: string): string | null {
  const wanted = cityKey(name);
  return model.stores.find((s) => cityKey(s.city) === wanted)?.city ?? null;
}

export function listDeals(model: ReadModel, params: DealsParams, cursorKey: Buffer): DealsPage {
  // A city without a participating store is no error: it has no deals.
  const known = params.city === null ? null : catalogCity(model, params.city);
  const city = params.city === null ? null : (known ?? params.city);
  const binding: ListBinding = { list: 'deals', params: [params.category, city], paramNames: 'category or city', releaseId: model.release.id };
  const offset = params.cursor === null ? 0 : decodeCursor(params.cursor, binding, cursorKey);
  const inCity = params.city === null ? null : new Set(model.stores.filter((s) => s.city === known).map((s) => s.id));
  const matches = releaseHistory(model)
    .ranked()
    .filter(({ productId }) => {
      if (params.category !== null && model.productById.get(productId)?.category !== params.category) return false;
      if (inCity === null) return true;
      return (model.offersByProduct.get(productId) ?? []).some((o) => o.availability === 'in_stock' && inCity.has(o.storeId));
    });
  const items = matches.slice(offset, offset + params.limit);
  const next = offset + items.length;
  return {
    items,
    totalMatches: matches.length,
    nextCursor: items.length > 0 && next < matches.length ? encodeCursor(next, binding, cursorKey) : null,
    city,
  };
}
