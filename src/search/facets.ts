/**
 * Facet counts of a search: how the whole match set (every match `totalMatches` counts, not
 * the page) divides by brand, store, city, price band and, with one category in view, by
 * each of its filterable specs. Deterministic: values by count, then value.
 *
 * Counting runs on a per-release dictionary encoding (built once per ReadModel, spec columns
 * once per category): every product's values as small integers in flat arrays, so a match
 * costs a few array reads and increments, never a map lookup or an allocation.
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

/**
 * One facet's values for every product, compressed-row style: product `p`'s distinct value
 * codes are `codes[start[p]] … codes[start[p + 1] - 1]` (none: unknown).
 */
interface Column {
  values: FacetValue[];
  start: Int32Array;
  codes: Int32Array;
}

interface FacetIndex {
  /** Product id → position in model.products. */
  position: ReadonlyMap<number, number>;
  brand: Column;
  /** Stores with an offer; `inStock` says, per code, whether that offer is in stock. */
  store: Column;
  inStock: Uint8Array;
  /** Store code → city code. */
  cityOfStore: Int32Array;
  cities: string[];
  specs: Map<Category, { key: string; column: Column }[]>;
}

function column(model: ReadModel, valuesOf: (position: number) => readonly unknown[]): Column {
  const codeOf = new Map<FacetValue, number>();
  const values: FacetValue[] = [];
  const start = new Int32Array(model.products.length + 1);
  const codes: number[] = [];
  for (let p = 0; p < model.products.length; p++) {
    start[p] = codes.length;
    for (const v of valuesOf(p)) {
      if (v === null || v === undefined) continue;
      let code = codeOf.get(v as FacetValue);
      if (code === undefined) {
        code = values.length;
        codeOf.set(v as FacetValue, code);
        values.push(v as FacetValue);
      }
      if (!codes.includes(code, start[p])) codes.push(code);
    }
  }
  start[model.products.length] = codes.length;
  return { values, start, codes: Int32Array.from(codes) };
}

const cache = new WeakMap<ReadModel, FacetIndex>();

function facetIndex(model: ReadModel): FacetIndex {
  let index = cache.get(model);
  if (index) return index;
  const products = model.products;
  const store = column(model, (p) => (model.offersByProduct.get(products[p].id) ?? []).map((o) => o.storeId));
  const inStock = new Uint8Array(store.codes.length);
  for (let p = 0; p < products.length; p++) {
    const offers = model.offersByProduct.get(products[p].id) ?? [];
    for (let i = store.start[p]; i < store.start[p + 1]; i++) {
      const id = store.values[store.codes[i]];
      inStock[i] = offers.some((o) => o.storeId === id && o.availability === 'in_stock') ? 1 : 0;
    }
  }
  const cities = [...new Set(model.stores.map((s) => s.city))];
  index = {
    position: new Map(products.map((p, i) => [p.id, i])),
    brand: column(model, (p) => [products[p].brand]),
    store,
    inStock,
    cityOfStore: Int32Array.from(store.values, (id) => cities.indexOf(model.storeById.get(id as string)!.city)),
    cities,
    specs: new Map(),
  };
  cache.set(model, index);
  return index;
}

function specColumns(model: ReadModel, index: FacetIndex, category: Category): { key: string; column: Column }[] {
  let columns = index.specs.get(category);
  if (!columns) {
    columns = Object.keys(FILTERABLE_SPECS[category]).map((key) => ({
      key,
      column: column(model, (p) => {
        const product = model.products[p];
        if (product.category !== category) return [];
        const value = (product.specs as unknown as Record<string, unknown>)[key];
        return Array.isArray(value) ? value : [value];
      }),
    }));
    index.specs.set(category, columns);
  }
  return columns;
}

function facet(values: readonly FacetValue[], counts: Int32Array, unknown: number): Facet {
  const sorted: { value: FacetValue; count: number }[] = [];
  for (let c = 0; c < counts.length; c++) if (counts[c] > 0) sorted.push({ value: values[c], count: counts[c] });
  sorted.sort((a, b) => b.count - a.count || compareValues(a.value, b.value));
  return {
    values: sorted.slice(0, FACET_VALUES),
    other: sorted.slice(FACET_VALUES).reduce((sum, v) => sum + v.count, 0),
    unknown,
  };
}

function compareValues(a: FacetValue, b: FacetValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Counts one column over the matches' positions. */
function count(col: Column, positions: Int32Array): Facet {
  const counts = new Int32Array(col.values.length);
  let unknown = 0;
  for (const p of positions) {
    const from = col.start[p];
    const to = col.start[p + 1];
    if (from === to) unknown++;
    for (let i = from; i < to; i++) counts[col.codes[i]]++;
  }
  return facet(col.values, counts, unknown);
}

/**
 * Counts the facets of `matches`. A product counts once per store (and city) holding an
 * offer it was matched on: among `storeIds` when the search is limited to stores, and in
 * stock when it asked for stock.
 */
export function countFacets(model: ReadModel, matches: readonly FacetMatch[], opts: { storeIds: readonly string[] | null; inStockOnly: boolean; category: Category | null }): Facets {
  const index = facetIndex(model);
  const positions = Int32Array.from(matches, (m) => index.position.get(m.id)!);

  const allowed = new Uint8Array(index.store.values.length).fill(opts.storeIds === null ? 1 : 0);
  for (const id of opts.storeIds ?? []) {
    const code = index.store.values.indexOf(id);
    if (code !== -1) allowed[code] = 1;
  }
  const storeCounts = new Int32Array(index.store.values.length);
  const cityCounts = new Int32Array(index.cities.length);
  // the last match position each city was counted for, so a city with two stores counts once
  const cityStamp = new Int32Array(index.cities.length).fill(-1);
  let noStore = 0;
  const bands = PRICE_BANDS.map(() => 0);
  let unpriced = 0;
  for (let m = 0; m < positions.length; m++) {
    const p = positions[m];
    let any = false;
    for (let i = index.store.start[p]; i < index.store.start[p + 1]; i++) {
      const code = index.store.codes[i];
      if (!allowed[code] || (opts.inStockOnly && !index.inStock[i])) continue;
      any = true;
      storeCounts[code]++;
      const city = index.cityOfStore[code];
      if (cityStamp[city] !== m) {
        cityStamp[city] = m;
        cityCounts[city]++;
      }
    }
    if (!any) noStore++;
    const price = matches[m].price;
    if (Number.isNaN(price)) unpriced++;
    else {
      let band = PRICE_BANDS.length - 1;
      while (band > 0 && price < PRICE_BANDS[band]) band--;
      bands[band]++;
    }
  }

  return {
    brand: count(index.brand, positions),
    store: facet(index.store.values, storeCounts, noStore),
    city: facet(index.cities, cityCounts, noStore),
    price: {
      bands: PRICE_BANDS.map((min, i) => ({ min, max: PRICE_BANDS[i + 1] ?? null, count: bands[i] })),
      unknown: unpriced,
    },
    specs: opts.category ? specColumns(model, index, opts.category).map(({ key, column: col }) => ({ key, ...count(col, positions) })) : null,
  };
}
