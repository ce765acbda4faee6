/**
 * Finding products by identifier: a release's GTINs (in their GTIN-14 form) and part
 * numbers (every one a product lists, compared on letters and digits only), indexed once
 * per ReadModel and dropped with it.
 */
import { invalidInput } from '../errors.js';
import { compactCode } from '../feeds/profile.js';
import { GTIN_FORMAT, gtin14, hasValidCheckDigit } from './identifiers.js';
import type { ReadModel } from './read-model.js';

/** The most candidates an ambiguous lookup lists; `matchCount` says how many there were. */
export const MAX_LOOKUP_MATCHES = 10;

interface IdentifierIndex {
  byGtin: ReadonlyMap<string, readonly number[]>;
  /** Part-number key → product ids, those whose primary part number it is first, then by id. */
  byMpn: ReadonlyMap<string, readonly number[]>;
}

const cache = new WeakMap<ReadModel, IdentifierIndex>();

function buildIndex(model: ReadModel): IdentifierIndex {
  const byGtin = new Map<string, number[]>();
  const primary = new Map<string, number[]>();
  const secondary = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    map.set(key, list);
  };
  // products are in id order, so every list is too
  for (const p of model.products) {
    if (p.ean) add(byGtin, gtin14(p.ean), p.id);
    p.mpns.forEach((mpn, i) => {
      const key = compactCode(mpn);
      if (key) add(i === 0 ? primary : secondary, key, p.id);
    });
  }
  const byMpn = new Map<string, number[]>(primary);
  for (const [key, ids] of secondary) {
    const first = byMpn.get(key) ?? [];
    byMpn.set(key, [...first, ...ids.filter((id) => !first.includes(id))]);
  }
  return { byGtin, byMpn };
}

function indexOf(model: ReadModel): IdentifierIndex {
  let index = cache.get(model);
  if (!index) {
    index = buildIndex(model);
    cache.set(model, index);
  }
  return index;
}

export interface LookupOutcome {
  /** What was looked up, as given and as compared. */
  by: 'gtin' | 'mpn';
  value: string;
  normalized: string;
  /** Every matching product id, in answer order (see identifier-index.ts); the caller bounds the list it shows. */
  productIds: readonly number[];
}

/** Refuses a GTIN whose length or check digit is wrong, with code `invalid_gtin`. */
export function checkGtin(code: string): void {
  if (!GTIN_FORMAT.test(code)) {
    throw invalidInput('invalid_gtin', 'gtin: must be 8, 12, 13 or 14 digits (GTIN-8, UPC-A, EAN-13 or GTIN-14)', 'Send the digits printed under the barcode, without spaces.');
  }
  if (!hasValidCheckDigit(code)) {
    throw invalidInput('invalid_gtin', `gtin: ${code} fails the GS1 check digit`, 'Check the digits against the barcode; the last digit is a checksum of the others.');
  }
}

export function lookupByGtin(model: ReadModel, code: string): LookupOutcome {
  checkGtin(code);
  const normalized = gtin14(code);
  return { by: 'gtin', value: code, normalized, productIds: indexOf(model).byGtin.get(normalized) ?? [] };
}

export function lookupByMpn(model: ReadModel, mpn: string): LookupOutcome {
  const normalized = compactCode(mpn);
  if (normalized.length < 3) {
    throw invalidInput('invalid_mpn', 'mpn: must hold at least 3 letters or digits', 'Send the manufacturer part number as printed on the box or the shop page.');
  }
  return { by: 'mpn', value: mpn, normalized, productIds: indexOf(model).byMpn.get(normalized) ?? [] };
}
