/**
 * Facet counts of a search: how the whole match set (every match `totalMatches` counts, not
 * the page) divides by brand, store, city, price band and, with one category in view, by
 * each of its filterable specs. Deterministic: values by count, then value.
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Category } from '../catalog/types.js';
import { FILTERABLE_SPECS } from './filters.js';

/** Values listed per facet; the counts of the rest add up in `other`. */
export const FACET_VALUES = 20;

/** Lower bounds of the price bands in EUR; each band runs to the next bound (excluded), the last is open. */
export const PRICE_BANDS = [0, 50, 100, 200, 300, 500, 1000, 2000] as const;

export type FacetValue = string | number | boolean;

export interface Facet {
  values: { value: FacetValue; count: number }[];
  /** Sum of the counts of the values past the first FACET_VALUES. */
  other: number;
  /** Matches without a value (no brand, no offer at a store, spec unknown). */
  unknown: number;
}

export interface Facets {
  brand: Facet;
  store: Facet;
  city: Facet;
  price: { bands: { min: number; max: number | null; count: number }[]; unknown: number };
  /** The category's filterable specs, in its key order, when one category is in view; else null. */
  specs: (Facet & { key: string })[] | null;
}

/** A match as the facets read it: its product and the price the search gave it (NaN: none). */
export interface FacetMatch {
  id: number;
  price: number;
}

class Counter {
  private readonly counts = new Map<FacetValue, number>();
  unknown = 0;

  add(values: readonly FacetValue[]): void {
    if (values.length === 0) this.unknown++;
    for (const v of new Set(values)) this.counts.set(v, (this.counts.get(v) ?? 0) + 1);
  }

  facet(): Facet {
    const sorted = [...this.counts].sort(([a, ca], [b, cb]) => cb - ca || compareValues(a, b));
    return {
      values: sorted.slice(0, FACET_VALUES).map(([value, count]) => ({ value, count })),
      other: sorted.slice(FACET_VALUES).reduce((sum, [, c]) => sum + c, 0),
      unknown: this.unknown,
    };
  }
}

function compareValues(a: FacetValue, b: FacetValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function specValues(value: unknown): FacetValue[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((v): v is FacetValue => ['string', 'number', 'boolean'].includes(typeof v));
  return ['string', 'number', 'boolean'].includes(typeof value) ? [value as FacetValue] : [];
}

/**
 * Counts the facets of `matches`. A product counts once per store (and city) holding an
 * offer it was matched on: among `storeIds` when the search is limited to stores, and in
 * stock when it asked for stock.
 */
export function countFacets(
  model: ReadModel,
  matches: readonly FacetMatch[],
  opts: { storeIds: readonly string[] | null; inStockOnly: boolean; category: Category | null },
): Facets {
  const brand = new Counter();
  const store = new Counter();
  const city = new Counter();
  const bands = PRICE_BANDS.map(() => 0);
  let unpriced = 0;
  const specKeys = opts.category ? Object.keys(FILTERABLE_SPECS[opts.category]) : [];
  const specs = new Map(specKeys.map((k) => [k, new Counter()]));
  const allowed = opts.storeIds ? new Set(opts.storeIds) : null;

  for (const m of matches) {
    const product = model.productById.get(m.id)!;
    brand.add(product.brand === null ? [] : [product.brand]);
    const stores = (model.offersByProduct.get(m.id) ?? [])
      .filter((o) => (allowed === null || allowed.has(o.storeId)) && (!opts.inStockOnly || o.availability === 'in_stock'))
      .map((o) => o.storeId);
    store.add(stores);
    city.add(stores.map((id) => model.storeById.get(id)!.city));
    if (Number.isNaN(m.price)) unpriced++;
    else {
      let band = PRICE_BANDS.length - 1;
      while (band > 0 && m.price < PRICE_BANDS[band]) band--;
      bands[band]++;
    }
    const values = product.specs as unknown as Record<string, unknown>;
    for (const [key, counter] of specs) counter.add(specValues(values[key]));
  }

  return {
    brand: brand.facet(),
    store: store.facet(),
    city: city.facet(),
    price: {
      bands: PRICE_BANDS.map((min, i) => ({ min, max: PRICE_BANDS[i + 1] ?? null, count: bands[i] })),
      unknown: unpriced,
    },
    specs: opts.category ? [...specs].map(([key, c]) => ({ key, ...c.facet() })) : null,
  };
}
