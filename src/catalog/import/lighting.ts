import { LIT_WORD, statedLighting } from '../lighting.js';
import type { CatalogProduct } from '../source.js';
import { TRAILING_COLOUR } from './naming.js';
import { strings, type OpenDbRecord } from './opendb.js';

/**
 * Whether a case, cooler or memory kit ships with RGB lighting, as the record states it: a
 * lighting word in its full name (which the catalog name may leave out, `iCUE 4000X … Black
 * RGB Tempered Glass`) or its `lighting` field (`ARGB`, `RGB`; `None` says it has none).
 * Null when the record says nothing either way.
 */
export function lightingOf(record: OpenDbRecord, rawName: string): boolean | null {
  const field = strings(record.data, 'lighting') ?? [];
  if (LIT_WORD.test(rawName) || field.some((v) => /^A?RGB$/i.test(v))) return true;
  return field.some((v) => /^none$/i.test(v)) ? false : null;
}

/**
 * Lighting is a model's, not a colour's: a product whose lighting no source states takes that
 * of its colour siblings (`Hyper 212 Halo White` from the hand-checked `Hyper 212 Halo Black`)
 * when they all agree. Returns how many products it filled.
 */
export function shareLighting(products: readonly CatalogProduct[]): number {
  const line = (p: CatalogProduct) => `${p.category}|${p.name.replace(TRAILING_COLOUR, '').toLowerCase()}`;
  const known = new Map<string, Set<boolean>>();
  for (const p of products) {
    const value = statedLighting(p.specs);
    if (value !== null) known.set(line(p), (known.get(line(p)) ?? new Set()).add(value));
  }
  let filled = 0;
  for (const p of products) {
    const values = statedLighting(p.specs) === null ? known.get(line(p)) : undefined;
    if (values?.size !== 1) continue;
    (p.specs as { lighting?: boolean | null }).lighting = [...values][0];
    filled++;
  }
  return filled;
}
