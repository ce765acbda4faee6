import type { Category, Product } from '../catalog/types.js';
import { fold } from './normalize.js';
import { brandKeyOf, compactCode, profileOf, type Profile } from './profile.js';
import { CATEGORY_WORDS, CHIP_BRANDS, COLOR_WORDS, DESCRIPTIVE, EDITION_WORDS } from './vocabulary.js';

/**
 * The catalog, indexed for matching so that one listing costs a handful of map lookups
 * whatever the catalog's size (no scan over all products):
 *   - identifiers: GTIN and MPN → products;
 *   - anchors: each profile under its rarest key word, so a listing only meets products
 *     whose rarest word it contains;
 *   - brands: brand names by first word, and *line words* (`ventus`, `ryzen`, `pulse`)
 *     that only one brand uses in a category, which name the brand when a shop leaves it out;
 *   - vocabulary: the key words of each brand's products per category, so a word that
 *     names a sibling variant (`Pure Power 12 M`) is recognised on a listing of another;
 *   - MPNs by their first four characters, to find a part number written inside a title.
 */

export interface CatalogIndex {
  byId: Map<number, Product>;
  byGtin: Map<string, number[]>;
  byMpn: Map<string, number[]>;
  profile(id: number): Profile | null;
  /** Built on first use: feeds that carry GTINs or MPNs never pay for it. */
  titles(): TitleIndex;
}

export interface TitleIndex {
  byAnchor: Map<string, Profile[]>;
  /** Brand keys by their first word (`lianli` → [`lianli`], `wd` → [`wd`]). */
  brandsByFirstWord: Map<string, string[][]>;
  /** `${category}|${word}` → the one brand that uses the word in that category. */
  lines: Map<string, string>;
  /** `${brand}|${category}` → key words of that brand's products there. */
  vocabulary: Map<string, Set<string>>;
  mpnByPrefix: Map<string, Profile[]>;
}

export const normalizeGtin = (gtin: string) => gtin.replace(/^0+/, '');

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A word that can name a product line: letters only, not a generic, colour, category or chip word. */
const isLineCandidate = (w: string) =>
  /^[a-z]{3,}$/.test(w) &&
  !DESCRIPTIVE.has(w) &&
  !(EDITION_WORDS.has(w) && w.length < 4) &&
  !COLOR_WORDS.has(w) &&
  !CATEGORY_WORDS.has(w) &&
  !CHIP_BRANDS.has(w);

function buildTitleIndex(profiles: Profile[]): TitleIndex {
  const frequency = new Map<string, number>();
  for (const p of profiles) for (const k of p.keys) frequency.set(k, (frequency.get(k) ?? 0) + 1);
  const byAnchor = new Map<string, Profile[]>();
  const brandsByFirstWord = new Map<string, string[][]>();
  const brandsOfWord = new Map<string, Set<string>>();
  const vocabulary = new Map<string, Set<string>>();
  const mpnByPrefix = new Map<string, Profile[]>();
  for (const p of profiles) {
    const anchor = p.keys.reduce((best, k) => ((frequency.get(k) ?? 0) < (frequency.get(best) ?? 0) ? k : best));
    push(byAnchor, anchor, p);
    const mpn = p.compactMpn;
    if (mpn && mpn.length >= 5 && /\d/.test(mpn) && /[A-Z]/.test(mpn) && !compactCode(p.product.name).includes(mpn)) push(mpnByPrefix, mpn.slice(0, 4), p);
    if (!p.brand) continue;
    const brandWords = p.brand.split(' ');
    if (!brandsByFirstWord.get(brandWords[0])?.some((b) => b.join(' ') === p.brand)) push(brandsByFirstWord, brandWords[0], brandWords);
    const category = p.product.category;
    const vocabKey = `${p.brand}|${category}`;
    const vocab = vocabulary.get(vocabKey) ?? new Set<string>();
    vocabulary.set(vocabKey, vocab);
    for (const k of p.keys) if (/^[a-z]+$/.test(k) && !brandWords.includes(k)) vocab.add(k);
    for (const w of [...p.keys, ...p.soft]) {
      if (!isLineCandidate(w) || brandWords.includes(w)) continue;
      const key = `${category}|${w}`;
      const brands = brandsOfWord.get(key) ?? new Set<string>();
      brands.add(p.brand);
      brandsOfWord.set(key, brands);
    }
  }
  const lines = new Map<string, string>();
  for (const [key, brands] of brandsOfWord) if (brands.size === 1) lines.set(key, [...brands][0]);
  return { byAnchor, brandsByFirstWord, lines, vocabulary, mpnByPrefix };
}

export function indexCatalog(products: readonly Product[]): CatalogIndex {
  const byId = new Map<number, Product>();
  const byGtin = new Map<string, number[]>();
  const byMpn = new Map<string, number[]>();
  for (const p of products) {
    byId.set(p.id, p);
    if (p.ean) push(byGtin, normalizeGtin(p.ean), p.id);
    if (p.mpn) push(byMpn, compactCode(p.mpn), p.id);
  }
  const profiles = new Map<number, Profile | null>();
  const profile = (id: number): Profile | null => {
    if (!profiles.has(id)) profiles.set(id, byId.has(id) ? profileOf(byId.get(id)!) : null);
    return profiles.get(id)!;
  };
  let titleIndex: TitleIndex | null = null;
  return {
    byId,
    byGtin,
    byMpn,
    profile,
    titles: () => (titleIndex ??= buildTitleIndex(products.map((p) => profile(p.id)).filter((p): p is Profile => p !== null))),
  };
}

/** The brand keys a text names, longest phrase first at each position. */
export function brandsNamed(tokens: readonly string[], index: TitleIndex): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const words of index.brandsByFirstWord.get(tokens[i]) ?? []) {
      if (words.every((w, k) => tokens[i + k] === w) && !found.includes(words.join(' '))) found.push(words.join(' '));
    }
  }
  return found;
}

/** The catalog brand behind a feed's brand field, if the field names one (directly or by a line word). */
export function brandOfField(field: string, category: Category | null, index: TitleIndex): string | null {
  const named = brandsNamed(brandKeyOf(field).split(' '), index);
  if (named.length) return named[0];
  const word = fold(field).trim();
  return category ? (index.lines.get(`${category}|${word}`) ?? null) : null;
}
