import { cleanPartNumbers, MAKER_CODE } from '../identifiers.js';
import type { Category, SpecsByCategory } from '../types.js';
import { brandSpelling, tidy } from './naming.js';
import { str, strings, type OpenDbRecord } from './opendb.js';

/** One open-db record in our product model, before it has an id. */
export interface Mapped<C extends Category = Category> {
  category: C;
  opendbId: string;
  /** Other open-db records found to be this same product (duplicates in the database). */
  aliases: string[];
  name: string;
  brand: string | null;
  model: string;
  mpns: string[];
  ean: string | null;
  specs: SpecsByCategory[C];
}

export type MapOutcome = { kind: 'product'; product: Mapped } | { kind: 'skipped'; reason: string };

export const skip = (reason: string): MapOutcome => ({ kind: 'skipped', reason });

/** Brand, cleaned name and identifiers: what every category's mapper starts from. */
export interface Basics {
  brand: string | null;
  rawName: string;
  mpns: string[];
  ean: string | null;
}

const SOURCE_REFERENCE = /\s*\((?:\d{5,}|[a-z0-9]+(?:-[a-z0-9]+){2,})\)/g;

export function basics(record: OpenDbRecord): Basics | null {
  const rawName = str(record.data, 'metadata.name');
  if (!rawName) return null;
  const brand = brandSpelling(str(record.data, 'metadata.manufacturer'));
  const ids = cleanPartNumbers(strings(record.data, 'metadata.part_numbers'), brand);
  // A part number glued into the name, or a shop's reference in brackets (`(116594)`,
  // `(tuf-gaming-b760m-plus-ii)`), is no word of the model.
  return { brand, rawName: tidy(rawName.replace(MAKER_CODE, ' ').replace(SOURCE_REFERENCE, ' ')), mpns: ids.mpns, ean: ids.gtin };
}

/**
 * Marketplace titles in the database (`… Cooler Cooling Fan Motherboard Sync for Intel Core
 * i7/i5/i3 AM3/AM4`) are cut at their first separator or "for/with" once past six words:
 * what follows describes, it does not name.
 */
export function withoutListingTail(model: string): string {
  const words = model.split(' ');
  if (words.length <= 8) return model;
  const head = words.slice(0, 6).join(' ');
  const tail = words.slice(6).join(' ');
  const cut = tail.search(/\s*(?:,|\s[-–|]\s|\bfor\b|\bwith\b|\bw\/)/i);
  return cut < 0 ? model : `${head} ${tail.slice(0, cut)}`.trim();
}

export function product<C extends Category>(record: OpenDbRecord, base: Basics, rawModel: string, specs: SpecsByCategory[C]): MapOutcome {
  const model = tidy(withoutListingTail(rawModel));
  if (!model) return skip('no model name left after cleaning');
  const name = base.brand ? `${base.brand} ${model}` : model;
  return {
    kind: 'product',
    product: { category: record.category, opendbId: record.opendbId, aliases: [], name, brand: base.brand, model, mpns: base.mpns, ean: base.ean, specs },
  };
}
