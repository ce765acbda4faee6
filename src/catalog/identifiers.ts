import { compactCode } from '../feeds/profile.js';

/**
 * Product identifiers: what a manufacturer part number and a GTIN look like, and how the
 * part numbers a source publishes are cleaned. Identifiers are facts taken from published
 * data; nothing here derives or completes one.
 */

/**
 * A manufacturer part number: letters, digits and the punctuation makers use; three
 * characters or more with a digit, four or more without (`CIT-SLAMMER`, `FD-CA-ERA-ITX-GY`).
 */
export const MPN_FORMAT = /^(?:(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ._/#+()&-]{2,79}|[A-Za-z][A-Za-z0-9 ._/#+()&-]{3,79})$/;

/** The GS1 check digit rule (weights 3,1,… from the right), for a string of digits of any GTIN length. */
export function hasValidCheckDigit(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** GTIN-12 (UPC-A), GTIN-13 (EAN) or GTIN-14 with a valid check digit. */
export function isGtin(code: string): boolean {
  return /^(\d{12}|\d{13}|\d{14})$/.test(code) && hasValidCheckDigit(code);
}

/** The digit counts a GTIN can have: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN) and GTIN-14. */
export const GTIN_FORMAT = /^(?:\d{8}|\d{12,14})$/;

/**
 * The GTIN-14 form of a GTIN: the shorter forms are the same number with leading zeros,
 * so `0012345678905` and `012345678905` name one product.
 */
export function gtin14(code: string): string {
  return code.padStart(14, '0');
}

/**
 * Marketing words that make a "part number" a product name instead (`Core i9-14900KF`,
 * `AMD Ryzen 7 7700`, `GeForce RTX 3060 GAMING 12G`). Board partners' model codes that
 * start with the chip (`RTX 3060 GAMING 12G`) are kept: shops use them as part numbers.
 */
const NAME_WORDS = /\b(?:core|ryzen|threadripper|athlon|xeon|geforce|radeon|intel|amd|nvidia)\b/i;

export interface CleanIdentifiers {
  /** Part numbers, primary first: codes before model-style numbers, in source order otherwise. */
  mpns: string[];
  /** A GTIN published among the part numbers, if any. */
  gtin: string | null;
}

/**
 * ASUS's 90-codes (`90YV0JH0-M0NA00`, `90MB1BV0-M0AAY0`) and ASRock's (`90-MXB5R0-A0UAYZ`),
 * which the source sometimes glues to the model code or name before them or to each other
 * (`DUAL-RTX4060TI-O16G90YV0JH0-M0NA00`, `PRIME A520M-E90MB1510-M0EAY0`, `X399 Taichi90-MXB5R0-A0UAYZ`).
 */
export const MAKER_CODE = /90[A-Z]{2}[0-9A-Z]{4}-M[0-9A-Z]{5}|90-MX[0-9A-Z]{4}-[0-9A-Z]{6,7}/gi;

/** Record keys and content hashes the source left in the part-number list (`bae4069d-f79a-…`, `LSE-0A3F8999…`). */
const NOT_A_PART_NUMBER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|[0-9A-F]{24,}/i;

/**
 * A size or wattage alone (`240G` split off `SA400S37/240G`, `1TB SSD`, `850W`) names no one
 * product: read as a part number, every `1TB SSD …` title would carry another drive's code.
 * Model numbers that end in a unit's letter (`5600T`, `760T`, `3509W`) are no sizes.
 */
const ONLY_A_SIZE = /^(?:\d{2,5}\s*GB?|\d{1,2}(?:[.,]\d{1,2})?\s*TB?|(?:[1-9]\d{2}|1\d{3})\s*W)(?:\s+(?:SSD|HDD))?$/i;

/**
 * One cell of the source's list as the codes it holds: alternatives written as
 * `A (or) B` or `A, B`, glued ASUS and ASRock codes apart, an editor's `dup` mark dropped.
 */
export function splitCell(cell: string): string[] {
  return cell
    .split(/\s{2,}|\n|\s+\(or\)\s+|,\s+/i)
    .flatMap((piece) => piece.replace(MAKER_CODE, (code, at: number) => `${at > 0 ? '\n' : ''}${code}\n`).split('\n'))
    .map((piece) => piece.replace(/\s+dup$/i, ''));
}

/**
 * Cleans the part numbers a record lists: cells holding several codes are split
 * (`splitCell`), invisible characters and trademark signs dropped, marketplace SKUs
 * (`FBA_…`), record keys and hashes, fragments (`4`, `8` left over from `HX426C16FB3/4`, a size alone)
 * and product names dropped; digit-only codes with a valid GTIN check digit become the
 * GTIN. Duplicates (same letters and digits) are kept once.
 */
export function cleanPartNumbers(raw: readonly string[] | null, brand: string | null): CleanIdentifiers {
  const seen = new Set<string>();
  const codes: string[] = [];
  const names: string[] = [];
  let gtin: string | null = null;
  const brandWord = brand ? new RegExp(`\\b${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i') : null;
  for (const entry of raw ?? []) {
    for (const piece of splitCell(entry)) {
      const value = piece
        .replace(/[\u200b-\u200f\u2060\ufeff™®©]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!value || /^FBA_/i.test(value) || NOT_A_PART_NUMBER.test(value) || ONLY_A_SIZE.test(value)) continue;
      const digitsOnly = value.replace(/[\s-]/g, '');
      if (/^\d+$/.test(digitsOnly) && isGtin(digitsOnly)) {
        gtin ??= digitsOnly;
        continue;
      }
      if (!MPN_FORMAT.test(value) || compactCode(value).length < 3) continue;
      const words = value.split(' ');
      if (words.length > 1 && (words.length > 6 || NAME_WORDS.test(value) || (brandWord && brandWord.test(value)))) continue;
      const key = compactCode(value);
      if (seen.has(key)) continue;
      seen.add(key);
      (words.length > 1 ? names : codes).push(value);
    }
  }
  return { mpns: [...codes, ...names], gtin };
}
