/**
 * The search index of one catalog release, built once per ReadModel and cached in a
 * WeakMap, so a release swap drops its index with it and no query ever scans products.
 *
 * - Inverted index: token → postings (doc numbers ascending, with a bit mask of the fields
 *   the token occurs in). Tokens are normalised (`normalize.ts`); adjacent tokens are also
 *   indexed joined (`rtx`+`4060` → `rtx4060`), which is what makes spacing and hyphens
 *   irrelevant for model numbers.
 * - Typo lookup over the alphabetic vocabulary (`typo.ts`).
 * - Model-number extensions: `7800` → `7800x3d`, `14600k` → `14600kf`, `5800x` → `5800x3d`.
 * - Per-document facts the ranking and filters need without touching the ReadModel maps:
 *   category, summary price and stock, name length and variant pairs (`4060`→`ti`).
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Product } from '../catalog/types.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../enums.js';
import { CATEGORY_PHRASES, CITY_ALIASES, STOPWORDS } from './lexicon.js';
import { PACKAGING_WORDS, VARIANT_WORDS, joinable, tokenize } from './normalize.js';
import type { QueryLexicon } from './query.js';
import { specText } from './spec-text.js';
import { TypoIndex } from './typo.js';

export const FIELD_MODEL = 1;
export const FIELD_NAME = 2;
export const FIELD_BRAND = 4;
export const FIELD_SPECS = 8;
export const FIELD_CATEGORY = 16;

/** Field weights: model > name > brand > specs > category. */
const WEIGHT_BY_FIELD: [number, number][] = [
  [FIELD_MODEL, 10],
  [FIELD_NAME, 7],
  [FIELD_BRAND, 5],
  [FIELD_SPECS, 3],
  [FIELD_CATEGORY, 1],
];

const CHIP_MAKERS = new Set(['amd', 'intel', 'nvidia']);

/**
 * Best field weight for every field mask (index = mask). A word naming the product's maker
 * counts like a model word: `noctua` is first of all Noctua's coolers, then cards with a
 * Noctua edition in their model name (the shorter names win the tie).
 */
export const MASK_WEIGHT: Float64Array = (() => {
  const out = new Float64Array(32);
  for (let mask = 0; mask < 32; mask++) {
    for (const [bit, w] of WEIGHT_BY_FIELD) if (mask & bit) out[mask] = Math.max(out[mask], w);
    if (mask & FIELD_BRAND && mask & FIELD_NAME) out[mask] = Math.max(out[mask], WEIGHT_BY_FIELD[0][1]);
  }
  return out;
})();

export interface Posting {
  docs: Int32Array;
  masks: Uint8Array;
}

export interface SearchIndex {
  model: ReadModel;
  size: number;
  products: readonly Product[];
  categoryOf: Uint8Array;
  /** Doc numbers per category index (CATEGORIES order). */
  docsByCategory: Int32Array[];
  /** Summary price per doc, NaN when null (cheapest in-stock priced offer, all stores). */
  price: Float64Array;
  inStock: Uint8Array;
  /** Number of distinct plain tokens in the name: shorter, more exact names rank higher. */
  nameLength: Uint8Array;
  /** Per doc, `[token, variantWord]` pairs read from name and model (`['4060', 'ti']`). */
  variantPairs: (readonly (readonly [string, string])[] | undefined)[];
  /** Per doc, packaging words in its name (`tray`, `heatsink`). */
  packaging: (readonly string[] | undefined)[];
  postings: ReadonlyMap<string, Posting>;
  typo: TypoIndex;
  /** Model number → vocabulary tokens that extend it as a variant (`14600k` → `14600kf`). */
  prefixes: ReadonlyMap<string, readonly string[]>;
  /** Vocabulary tokens that carry a digit, by length (for "did you mean" on model numbers). */
  digitVocabByLength: ReadonlyMap<number, readonly string[]>;
  lexicon: QueryLexicon;
  /** Scratch buffers reused by every query (search is synchronous, so never shared in flight). */
  scratch: { stamp: Int32Array; value: Float64Array; mask: Uint8Array; generation: number };
}

const cache = new WeakMap<ReadModel, SearchIndex>();

export function getSearchIndex(model: ReadModel): SearchIndex {
  let index = cache.get(model);
  if (!index) {
    index = buildSearchIndex(model);
    cache.set(model, index);
  }
  return index;
}

/** Plain tokens of a field plus the joined forms of adjacent pairs. */
function fieldTokens(text: string | null): { plain: string[]; joined: string[] } {
  if (!text) return { plain: [], joined: [] };
  const plain = tokenize(text);
  const joined: string[] = [];
  for (let i = 0; i + 1 < plain.length; i++) {
    if (joinable(plain[i], plain[i + 1])) joined.push(plain[i] + plain[i + 1]);
  }
  return { plain, joined };
}

const UNIT_SUFFIX = /^(gb|tb|w|mm)$/;

/**
 * Whether `base + suffix` is a variant of model number `base` (`14600` → `14600k`,
 * `14600k` → `14600kf`, `5800x` → `5800x3d`, `b650` → `b650e`), not another number
 * (`300` → `3000`) or a size (`1000` → `1000gb`).
 */
function isModelExtension(base: string, suffix: string): boolean {
  if (!/\d/.test(base) || suffix.length === 0 || suffix.length > 3 || UNIT_SUFFIX.test(suffix)) return false;
  const baseEndsWithLetter = /[a-z]$/.test(base);
  return /^[a-z]/.test(suffix) || baseEndsWithLetter;
}

/**
 * `[token, variant]` pairs of a product. For graphics cards they come from the chip
 * (`GeForce RTX 4060 Ti`): card names carry board words (`EVO`, `PLUS`) that are no chip
 * variant. For everything else from the name and model.
 */
function findVariantPairs(p: Product, tokensOf: (text: string | null) => { plain: string[] }): [string, string][] | undefined {
  const chip = p.category === 'GPU' ? (p.specs as { chip?: unknown }).chip : undefined;
  const sources = typeof chip === 'string' ? [chip] : [p.name, p.model];
  let pairs: [string, string][] | undefined;
  for (const text of sources) {
    const { plain } = tokensOf(text);
    for (let i = 0; i + 1 < plain.length; i++) {
      if (!VARIANT_WORDS.has(plain[i + 1])) continue;
      pairs ??= [];
      if (!pairs.some(([a, v]) => a === plain[i] && v === plain[i + 1])) pairs.push([plain[i], plain[i + 1]]);
    }
  }
  return pairs;
}

export function buildSearchIndex(model: ReadModel): SearchIndex {
  const products = model.products;
  const size = products.length;
  const building = new Map<string, { docs: number[]; masks: number[] }>();
  const add = (token: string, doc: number, field: number) => {
    let p = building.get(token);
    if (!p) {
      p = { docs: [], masks: [] };
      building.set(token, p);
    }
    const last = p.docs.length - 1;
    if (last >= 0 && p.docs[last] === doc) p.masks[last] |= field;
    else {
      p.docs.push(doc);
      p.masks.push(field);
    }
  };

  const categoryOf = new Uint8Array(size);
  const price = new Float64Array(size);
  const inStock = new Uint8Array(size);
  const nameLength = new Uint8Array(size);
  // filled, not holey: per-document lookups on these run for every candidate of every query
  const variantPairs: SearchIndex['variantPairs'] = new Array(size).fill(undefined);
  const packaging: SearchIndex['packaging'] = new Array(size).fill(undefined);
  const byCategory: number[][] = CATEGORIES.map(() => []);
  const protectedPairs = new Set<string>();
  const singleCategoryWords = new Set([...CATEGORY_PHRASES.keys()].filter((p) => !p.includes(' ')));
  // brands, spec texts and category words repeat across thousands of products: tokenise each once
  const memo = new Map<string, ReturnType<typeof fieldTokens>>();
  const tokensOf = (text: string | null) => {
    const key = text ?? '';
    let hit = memo.get(key);
    if (!hit) {
      hit = fieldTokens(text);
      memo.set(key, hit);
    }
    return hit;
  };

  for (let doc = 0; doc < size; doc++) {
    const p = products[doc];
    const c = CATEGORIES.indexOf(p.category);
    categoryOf[doc] = c;
    byCategory[c].push(doc);
    const summary = model.summaryByProduct.get(p.id);
    price[doc] = summary?.price ?? NaN;
    inStock[doc] = summary?.inStock ? 1 : 0;

    const fields: [string | null, number][] = [
      [p.model, FIELD_MODEL],
      [p.name, FIELD_NAME],
      // AMD, Intel and NVIDIA also name the chip of every partner card and board, so as a
      // brand they earn no maker's weight (`nvidia rtx 4060` is any RTX 4060, not NVIDIA's own card).
      [p.brand, CHIP_MAKERS.has((p.brand ?? '').toLowerCase()) ? FIELD_SPECS : FIELD_BRAND],
      [specText(p), FIELD_SPECS],
      [`${CATEGORY_SLUGS[p.category]} ${p.category}`, FIELD_CATEGORY],
    ];
    const card = p.category === 'GPU';
    for (const [text, field] of fields) {
      const { plain, joined } = tokensOf(text);
      // On a graphics card the chip maker's name says nothing about the card: every card of
      // the chip carries it (as a spec), so a name spelling it out earns no more.
      for (const t of plain) add(t, doc, card && CHIP_MAKERS.has(t) ? FIELD_SPECS : field);
      for (const t of joined) add(t, doc, field);
      if (field === FIELD_NAME) {
        nameLength[doc] = Math.min(255, new Set(plain).size);
        const pack = plain.filter((t) => PACKAGING_WORDS.has(t));
        if (pack.length > 0) packaging[doc] = pack;
        for (let i = 0; i + 1 < plain.length; i++) {
          const words = [plain[i], plain[i + 1]].filter((w) => singleCategoryWords.has(w));
          const pair = `${plain[i]} ${plain[i + 1]}`;
          if (words.length === 0 || CATEGORY_PHRASES.has(pair)) continue;
          // `cooler master` names cases and PSUs too; `intel processor` only names CPUs
          if (words.some((w) => CATEGORY_PHRASES.get(w)?.category !== p.category)) protectedPairs.add(pair);
        }
      }
    }
    variantPairs[doc] = findVariantPairs(p, tokensOf);
  }

  const postings = new Map<string, Posting>();
  const prefixes = new Map<string, string[]>();
  const digitVocab = new Map<number, string[]>();
  for (const [token, p] of building) {
    postings.set(token, { docs: Int32Array.from(p.docs), masks: Uint8Array.from(p.masks) });
    if (!/\d/.test(token)) continue;
    (digitVocab.get(token.length) ?? digitVocab.set(token.length, []).get(token.length)!).push(token);
    for (let i = Math.max(3, token.length - 3); i < token.length; i++) {
      const base = token.slice(0, i);
      if (isModelExtension(base, token.slice(i))) (prefixes.get(base) ?? prefixes.set(base, []).get(base)!).push(token);
    }
  }
  for (const list of prefixes.values()) list.sort();
  for (const list of digitVocab.values()) list.sort();

  return {
    model,
    size,
    products,
    categoryOf,
    docsByCategory: byCategory.map((l) => Int32Array.from(l)),
    price,
    inStock,
    nameLength,
    variantPairs,
    packaging,
    postings,
    typo: new TypoIndex([...building.keys()].sort()),
    prefixes,
    digitVocabByLength: digitVocab,
    lexicon: buildLexicon(model, postings, protectedPairs),
    scratch: { stamp: new Int32Array(size), value: new Float64Array(size), mask: new Uint8Array(size), generation: 0 },
  };
}

/**
 * Store words for the query parser: a store's full name and id name that store; its name
 * without city words (`Kalaja Prishtinë` → `kalaja`) names every store so called, unless
 * that word is also a product word or a stopword, where the product reading wins.
 */
function buildLexicon(model: ReadModel, postings: ReadonlyMap<string, Posting>, protectedPairs: Set<string>): QueryLexicon {
  const storePhrases = new Map<string, string[]>();
  const storeCity = new Map<string, string>();
  const extraCities = new Map<string, string>();
  const addPhrase = (phrase: string, id: string) => {
    // a one-word store name that is also a product word (`gaming`) is read as the product word
    const clashes = !phrase.includes(' ') && (postings.has(phrase) || STOPWORDS.has(phrase));
    if (phrase.length < 3 || clashes) return;
    const list = storePhrases.get(phrase) ?? [];
    if (!list.includes(id)) list.push(id);
    storePhrases.set(phrase, list);
  };
  for (const store of model.stores) {
    const cityKey = tokenize(store.city).join(' ');
    const known = CITY_ALIASES.get(cityKey);
    storeCity.set(store.id, known ?? store.city);
    // a store in a town the alias table lacks still makes that town a place word
    if (!known && cityKey.length >= 3 && !postings.has(cityKey)) extraCities.set(cityKey, store.city);
    const nameTokens = tokenize(store.name);
    addPhrase(nameTokens.join(' '), store.id);
    addPhrase(tokenize(store.id).join(' '), store.id);
    const bare = nameTokens.filter((t) => !CITY_ALIASES.has(t));
    const bareText = bare.join(' ');
    if (bare.length > 0 && bare.length < nameTokens.length) addPhrase(bareText, store.id);
  }
  for (const list of storePhrases.values()) list.sort();
  return { storePhrases, storeCity, extraCities, protectedPairs };
}
