/**
 * The explicit filters of a search (brand, price range, stores, cities, spec values and
 * ranges), checked against the release once per request and turned into a predicate the
 * engine applies to every candidate before ordering and capping.
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Product, SpecsByCategory } from '../catalog/types.js';
import { CATEGORIES, type Category, type SpecKey } from '../enums.js';
import { invalidInput } from '../errors.js';
import { CITY_ALIASES } from './lexicon.js';
import { tokenize } from './normalize.js';

export type SpecKind = 'text' | 'number' | 'boolean';

/** The kind a spec's value type allows: a kind that does not fit the spec does not compile. */
type KindOf<V> = NonNullable<V> extends number ? 'number' : NonNullable<V> extends boolean ? 'boolean' : 'text';

/**
 * The specs a shopper filters and facets on, per category, in facet order. A text spec that
 * holds a list (`memoryTypes`, `sockets`, `supportedBoards`) matches when the list contains the value.
 */
export const FILTERABLE_SPECS: { readonly [C in Category]: Readonly<{ [K in SpecKey<C>]?: KindOf<SpecsByCategory[C][K & keyof SpecsByCategory[C]]> }> } = {
  CPU: { socket: 'text', cores: 'number', threads: 'number', boostClockGhz: 'number', tdpW: 'number', integratedGraphics: 'boolean', coolerIncluded: 'boolean', memoryTypes: 'text' },
  GPU: { chipBrand: 'text', chip: 'text', vramGb: 'number', lengthMm: 'number', boardPowerW: 'number', slotWidth: 'number' },
  MOTHERBOARD: { socket: 'text', chipset: 'text', formFactor: 'text', memoryType: 'text', memorySlots: 'number', maxMemoryGb: 'number', m2Slots: 'number', wifi: 'boolean' },
  RAM: { type: 'text', capacityGb: 'number', modules: 'number', moduleGb: 'number', speedMts: 'number', casLatency: 'number', color: 'text', lighting: 'boolean' },
  STORAGE: { type: 'text', interface: 'text', formFactor: 'text', capacityGb: 'number' },
  PSU: { wattage: 'number', formFactor: 'text', efficiency: 'text', modular: 'text' },
  CASE: { type: 'text', supportedBoards: 'text', maxGpuLengthMm: 'number', maxCoolerHeightMm: 'number', psuFormFactors: 'text', color: 'text', lighting: 'boolean' },
  COOLING: { type: 'text', sockets: 'text', heightMm: 'number', radiatorMm: 'number', tdpRatingW: 'number', color: 'text', lighting: 'boolean' },
};

/** A category's filterable specs by name, for looking up a key a caller sent. */
export function filterableSpecs(category: Category): Readonly<Record<string, SpecKind>> {
  return FILTERABLE_SPECS[category];
}

/** Every filterable spec key of any category, with its kind (one kind per name across categories). */
export const FILTERABLE_SPEC_KINDS: ReadonlyMap<string, SpecKind> = (() => {
  const out = new Map<string, SpecKind>();
  for (const c of CATEGORIES) {
    for (const [key, kind] of Object.entries(filterableSpecs(c))) {
      if (out.has(key) && out.get(key) !== kind) throw new Error(`spec ${key} has two kinds`);
      out.set(key, kind);
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
})();

/** The most values `brand`, `store` and `city` each take, and the longest value. */
export const MAX_FILTER_VALUES = 10;
export const MAX_FILTER_VALUE_LENGTH = 40;
/** Prices and spec bounds are at most this (no part costs or measures more). */
export const MAX_FILTER_NUMBER = 100000;

/** One spec filter: `value` (equality, as text), or a numeric range `min`/`max`. */
export interface SpecFilter {
  key: string;
  value: string | null;
  min: number | null;
  max: number | null;
}

export interface FilterParams {
  brand: readonly string[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  store: readonly string[] | null;
  city: readonly string[] | null;
  spec: readonly SpecFilter[] | null;
}

export const NO_FILTERS: FilterParams = { brand: null, minPrice: null, maxPrice: null, store: null, city: null, spec: null };

export function hasFilters(f: FilterParams): boolean {
  return f.brand !== null || f.minPrice !== null || f.maxPrice !== null || f.store !== null || f.city !== null || f.spec !== null;
}

/** Filters checked against a release: what the engine applies. */
export interface ResolvedFilters {
  /** Lower-cased brand names, or null for any brand. */
  brands: ReadonlySet<string> | null;
  /** Store ids the `store` and `city` filters leave (both: stores in both), or null for every store. */
  storeIds: readonly string[] | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Null when no spec filter is given. */
  specs: ((product: Product) => boolean) | null;
}

function list(values: readonly string[]): string {
  return values.join(', ');
}

function checkRange(name: string, min: number | null, max: number | null): void {
  for (const [bound, v] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (v !== null && (!Number.isFinite(v) || v < 0 || v > MAX_FILTER_NUMBER)) {
      throw invalidInput(
        'invalid_parameter',
        `${name}${bound === 'min' ? ' minimum' : ' maximum'}: must be a number from 0 to ${MAX_FILTER_NUMBER}`,
        `Send a number from 0 to ${MAX_FILTER_NUMBER}.`,
      );
    }
  }
  if (min !== null && max !== null && min > max) {
    throw invalidInput('invalid_range', `${name}: the minimum ${min} is above the maximum ${max}`, 'Send a minimum at most the maximum, or leave one of them out.');
  }
}

function checkValues(name: string, values: readonly string[] | null): void {
  if (values === null) return;
  if (values.length === 0 || values.length > MAX_FILTER_VALUES || values.some((v) => v.length === 0 || [...v].length > MAX_FILTER_VALUE_LENGTH)) {
    throw invalidInput(
      'invalid_parameter',
      `${name}: 1 to ${MAX_FILTER_VALUES} values of 1 to ${MAX_FILTER_VALUE_LENGTH} characters`,
      `Send ${name} as a comma-separated list of at most ${MAX_FILTER_VALUES} values.`,
    );
  }
}

/** A city as the stores' cities are compared: its canonical name for any known spelling. */
function cityKey(city: string): string {
  const key = tokenize(city).join(' ');
  return CITY_ALIASES.get(key) ?? key;
}

function resolveStores(model: ReadModel, f: FilterParams): string[] | null {
  let ids: string[] | null = null;
  if (f.store !== null) {
    const known = model.stores.map((s) => s.id);
    const unknown = f.store.filter((id) => !model.storeById.has(id.trim().toLowerCase()));
    if (unknown.length > 0) {
      throw invalidInput('unknown_store', `store: no participating store "${unknown[0].slice(0, MAX_FILTER_VALUE_LENGTH)}"`, `Use store ids: ${list(known)}.`);
    }
    ids = [...new Set(f.store.map((id) => id.trim().toLowerCase()))];
  }
  if (f.city !== null) {
    const byCity = new Map<string, string[]>();
    for (const s of model.stores) byCity.set(cityKey(s.city), [...(byCity.get(cityKey(s.city)) ?? []), s.id]);
    const inCities: string[] = [];
    for (const city of f.city) {
      const stores = byCity.get(cityKey(city));
      if (!stores) {
        const cities = [...new Set(model.stores.map((s) => s.city))].sort();
        throw invalidInput('unknown_city', `city: no participating store in "${city.slice(0, MAX_FILTER_VALUE_LENGTH)}"`, `Use one of the cities with stores: ${list(cities)}.`);
      }
      inCities.push(...stores);
    }
    ids = ids === null ? inCities : ids.filter((id) => inCities.includes(id));
  }
  return ids === null ? null : [...new Set(ids)].sort();
}

function specPredicate(category: Category | null, specs: readonly SpecFilter[]): (product: Product) => boolean {
  if (category === null) {
    throw invalidInput(
      'spec_filter_needs_category',
      'spec filters need the category parameter: spec keys differ by category',
      `Add category (one of ${list([...CATEGORIES])}) to the request.`,
    );
  }
  const allowed = filterableSpecs(category);
  const tests: ((specs: Record<string, unknown>) => boolean)[] = [];
  for (const f of specs) {
    const kind = allowed[f.key];
    if (kind === undefined) {
      throw invalidInput('unknown_spec_key', `spec.${f.key.slice(0, 60)} is not a filterable ${category} spec`, `Filter ${category} on: ${list(Object.keys(allowed))}.`);
    }
    if ((f.min !== null || f.max !== null) && kind !== 'number') {
      throw invalidInput('invalid_parameter', `spec.${f.key} is not numeric: it takes a value, not .min or .max`, `Send spec.${f.key}=<value>.`);
    }
    checkRange(`spec.${f.key}`, f.min, f.max);
    if (f.value !== null) tests.push(equality(f.key, kind, f.value));
    if (f.min !== null || f.max !== null) {
      const { min, max } = f;
      tests.push((s) => {
        const v = s[f.key];
        return typeof v === 'number' && (min === null || v >= min) && (max === null || v <= max);
      });
    }
  }
  return (product) => tests.every((t) => t(product.specs as unknown as Record<string, unknown>));
}

function equality(key: string, kind: SpecKind, raw: string): (specs: Record<string, unknown>) => boolean {
  const text = raw.trim();
  if (kind === 'number') {
    const n = Number(text);
    if (text === '' || !Number.isFinite(n)) throw invalidInput('invalid_parameter', `spec.${key}: must be a number`, `Send spec.${key}=<number>, or a range with spec.${key}.min and .max.`);
    return (s) => s[key] === n;
  }
  if (kind === 'boolean') {
    if (text !== 'true' && text !== 'false') throw invalidInput('invalid_parameter', `spec.${key}: must be true or false`, `Send spec.${key}=true or spec.${key}=false.`);
    const b = text === 'true';
    return (s) => s[key] === b;
  }
  const wanted = text.toLowerCase();
  return (s) => {
    const v = s[key];
    return Array.isArray(v) ? v.some((x) => String(x).toLowerCase() === wanted) : typeof v === 'string' && v.toLowerCase() === wanted;
  };
}

/** Checks the filters against the release and the category in view; throws the 400 a bad one earns. */
export function resolveFilters(model: ReadModel, category: Category | null, f: FilterParams): ResolvedFilters {
  checkValues('brand', f.brand);
  checkValues('store', f.store);
  checkValues('city', f.city);
  checkRange('price', f.minPrice, f.maxPrice);
  return {
    brands: f.brand === null ? null : new Set(f.brand.map((b) => b.trim().toLowerCase())),
    storeIds: resolveStores(model, f),
    priceMin: f.minPrice,
    priceMax: f.maxPrice,
    specs: f.spec === null || f.spec.length === 0 ? null : specPredicate(category, f.spec),
  };
}
