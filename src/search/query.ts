/**
 * Query understanding: turns the free text of GET /search into search terms plus intents.
 * Deterministic: the same text and catalog release always read the same way.
 *
 * RULES (in the order they apply)
 * 1. Fold: diacritics removed and lowercased (ë→e, ç→c, š→s, ć→c, đ→d), whitespace collapsed.
 * 2. Price bounds are cut out of the text first, so their numbers never become terms
 *    (amounts: `300`, `300€`, `€300`, `300 eur`, `1.000`; all bounds inclusive, on the
 *    product's effective price = cheapest in-stock priced offer, within the place filter):
 *    - range `200-300 eur`, `€200 - €300`, `200 to 300€`, `between 200 and 300`, `nga 200 deri 300`,
 *      `prej 200 deri 300` (a bare `200-300` without currency or lead word is not a range);
 *    - upper `under|below|max|maximum|less than|up to|at most|cheaper than|within|budget|nen|deri|
 *      deri ne|maksimum|me pak se|jo me shume se|do|ispod|<` N;
 *    - lower `over|above|more than|min|minimum|at least|mbi|me shume se|se paku|od|iznad|>` N;
 *    - a lone amount with a currency sign (`rtx 4060 350€`) is read as a budget (upper bound).
 * 3. The rest is tokenised like product text (`normalize.ts`: `rtx4060` → `rtx 4060`, `4060ti` →
 *    `4060 ti`, `32 gb` → `32gb`, `1tb` → `1000gb`, `6000mhz` → `6000`) and phrases are matched
 *    longest first, left to right:
 *    - catalog phrases protect themselves: two adjacent words that appear together in the name
 *      of a product outside the category word's own category (`cooler master` names cases and
 *      PSUs) stay search terms; `intel processor` only names CPUs, so it still reads as CPU;
 *    - stock: `in stock`, `available`, `ne stok`, `ne gjendje` … → only in-stock offers count;
 *    - sort words: `cheapest`, `cheap`, `lowest price`, `budget`, `me i lire`, `me e lire`,
 *      `me te lire`, `i/e lire` … → `price_asc`; `most expensive`, `me i shtrenjte` … → `price_desc`;
 *      `newest`, `latest`, `me i ri` … → `newest`. A caller-given `sort` always wins;
 *    - category words, English, Albanian and Serbian (`lexicon.ts`): one category → category filter;
 *      words for several categories → products of any of them. A caller-given `category` wins.
 *      `ssd`, `hdd`, `nvme`, `aio`, `air cooler` also stay as terms, since they narrow the category
 *      (`hard disk`/`hard drive` keep `hdd`, `m2 ssd` keeps `nvme`, `water cooling` keeps `aio`);
 *    - places: Kosovo cities in any spelling (`prishtina`, `pristina`, `prishtine`, `peja`, `pec`,
 *      `urosevac`, `dakovica`, `gnjilane` …) → the stores in that city; a store's full name or id
 *      → that store; a store name without its city word (`kalaja`) → all stores of that name
 *      unless the word is also a product word. Cities and stores together intersect.
 *      Only offers of those stores then count for matching, stock and price;
 *    - stopwords (`in`, `at`, `for`, `ne`, `nga`, `per`, `te`, `dyqan`, `pc` …) are dropped;
 *    - a few Albanian/Serbian words become the English word of the product data
 *      (`bardhe` → `white`, `zeze` → `black`, `ajri` → `air`).
 * 4. Whatever remains are the terms (duplicates dropped); all must match (see `match.ts`).
 *    Intent words never do. With no terms left the query browses the filtered catalog.
 *    Soft words (`gaming`, `gamer`, `lojera`) are optional when anything else narrows the
 *    search: they lift `MSI … GAMING X` for `gaming gpu` without hiding other cards.
 */
import type { Category } from '../catalog/types.js';
import { CATEGORIES } from '../enums.js';
import { CATEGORY_PHRASES, CHEAP_PHRASES, CITY_ALIASES, EXPENSIVE_PHRASES, NEWEST_PHRASES, STOCK_PHRASES, SOFT_WORDS, STOPWORDS, SYNONYMS } from './lexicon.js';
import { fold, tokenizeFolded } from './normalize.js';

export type SortIntent = 'price_asc' | 'price_desc' | 'newest';

/** Catalog-dependent vocabulary the parser needs (built with the index). */
export interface QueryLexicon {
  /** Folded store phrase → store ids it names. */
  storePhrases: ReadonlyMap<string, readonly string[]>;
  /** Store id → canonical city (via CITY_ALIASES, else the store's own city name). */
  storeCity: ReadonlyMap<string, string>;
  /** Folded names of store cities the alias table does not know (`vushtrri`) → that city. */
  extraCities: ReadonlyMap<string, string>;
  /** Adjacent word pairs from product names that contain a category word (`cooler master`). */
  protectedPairs: ReadonlySet<string>;
}

export interface ParsedQuery {
  original: string;
  normalized: string;
  terms: string[];
  /** Soft words (`gaming`): they lift products that name them but exclude none. */
  optionalTerms: string[];
  categories: Category[];
  priceMin: number | null;
  priceMax: number | null;
  priceWords: string[];
  sortIntent: SortIntent | null;
  sortWords: string[];
  stockIntent: boolean;
  cities: string[];
  namedStores: string[];
  /** Store ids the place words select (null: no place words). */
  storeFilter: string[] | null;
  dropped: string[];
}

const NUM = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d{1,2})?)`;
const CUR = String.raw`(?:€|eur(?:os?)?\b|euro\b)`;
const AMOUNT = String.raw`€?\s*${NUM}\s*${CUR}?`;
const UPPER_WORDS = String.raw`under|below|max|maximum|less than|up to|upto|at most|cheaper than|within|budget|nen|deri ne|deri|maksimum|maksimumi|me pak se|jo me shume se|do|ispod|<=|<`;
const LOWER_WORDS = String.raw`over|above|more than|min|minimum|at least|mbi|me shume se|se paku|od|iznad|>=|>`;

const RANGE = new RegExp(
  String.raw`(?:\b(between|nga|prej|mes|from|od)\s+)?(?<![\w.])(€)?\s*${NUM}\s*(${CUR})?\s*(?:-|–|\bto\b|\bderi ne\b|\bderi\b|\band\b|\bdhe\b|\bdo\b)\s*(€)?\s*${NUM}(?:\s*(${CUR})(?!\s*\d))?(?![\w.])`,
  'g',
);
const UPPER = new RegExp(String.raw`(?:^|(?<=[\s(]))(?:${UPPER_WORDS})\s*:?\s*${AMOUNT}(?![\w.])`, 'g');
const LOWER = new RegExp(String.raw`(?:^|(?<=[\s(]))(?:${LOWER_WORDS})\s*:?\s*${AMOUNT}(?![\w.])`, 'g');
const BARE = new RegExp(String.raw`(?:€\s*${NUM}|\b${NUM}\s*${CUR})(?![\w.])`, 'g');

/** `1.000` and `1,000` are thousands; `199.99` and `199,9` are decimals. */
export function parseAmount(text: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  return Number(text.replace(',', '.'));
}

interface PriceRead {
  rest: string;
  min: number | null;
  max: number | null;
  words: string[];
}

/** Step 2: cuts price bounds out of folded text. */
export function extractPrice(folded: string): PriceRead {
  let min: number | null = null;
  let max: number | null = null;
  const words: string[] = [];
  const tighten = (lo: number | null, hi: number | null) => {
    if (lo !== null) min = min === null ? lo : Math.max(min, lo);
    if (hi !== null) max = max === null ? hi : Math.min(max, hi);
  };
  let rest = folded.replace(RANGE, (whole, lead?: string, cur1?: string, a?: string, cur2?: string, cur3?: string, b?: string, cur4?: string) => {
    if (!lead && !cur1 && !cur2 && !cur3 && !cur4) return whole; // `5-7600` is a model, not a range
    const lo = parseAmount(a ?? '');
    const hi = parseAmount(b ?? '');
    tighten(Math.min(lo, hi), Math.max(lo, hi));
    words.push(whole.trim());
    return ' ';
  });
  rest = rest.replace(UPPER, (whole, n: string) => {
    tighten(null, parseAmount(n));
    words.push(whole.trim());
    return ' ';
  });
  rest = rest.replace(LOWER, (whole, n: string) => {
    tighten(parseAmount(n), null);
    words.push(whole.trim());
    return ' ';
  });
  rest = rest.replace(BARE, (whole, a?: string, b?: string) => {
    tighten(null, parseAmount(a ?? b ?? ''));
    words.push(whole.trim());
    return ' ';
  });
  return { rest, min, max, words };
}

const PHRASE_MAX = 5;
const CHEAP = new Set(CHEAP_PHRASES);
const EXPENSIVE = new Set(EXPENSIVE_PHRASES);
const NEWEST = new Set(NEWEST_PHRASES);
const STOCK = new Set(STOCK_PHRASES);

type Hit =
  | { kind: 'protected' }
  | { kind: 'stock' }
  | { kind: 'sort'; sort: SortIntent }
  | { kind: 'category'; category: Category; keep: string[] }
  | { kind: 'city'; city: string }
  | { kind: 'store'; ids: readonly string[] };

function lookup(phrase: string, len: number, lex: QueryLexicon): Hit | null {
  if (len === 2 && lex.protectedPairs.has(phrase)) return { kind: 'protected' };
  if (STOCK.has(phrase)) return { kind: 'stock' };
  if (CHEAP.has(phrase)) return { kind: 'sort', sort: 'price_asc' };
  if (EXPENSIVE.has(phrase)) return { kind: 'sort', sort: 'price_desc' };
  if (NEWEST.has(phrase)) return { kind: 'sort', sort: 'newest' };
  const store = lex.storePhrases.get(phrase);
  if (store) return { kind: 'store', ids: store };
  const c = CATEGORY_PHRASES.get(phrase);
  if (c) return { kind: 'category', category: c.category, keep: c.keep ?? [] };
  const city = CITY_ALIASES.get(phrase) ?? lex.extraCities.get(phrase);
  if (city) return { kind: 'city', city };
  return null;
}

export function parseQuery(q: string, lex: QueryLexicon): ParsedQuery {
  const normalized = fold(q).replace(/\s+/g, ' ').trim();
  const price = extractPrice(normalized);
  const tokens = tokenizeFolded(price.rest);

  const terms: string[] = [];
  const categories = new Set<Category>();
  const cities = new Set<string>();
  const namedStores = new Set<string>();
  const sortWords: string[] = [];
  const dropped: string[] = [];
  let sortIntent: SortIntent | null = null;
  let stockIntent = false;

  for (let i = 0; i < tokens.length;) {
    let hit: Hit | null = null;
    let len = 0;
    for (let n = Math.min(PHRASE_MAX, tokens.length - i); n >= 1 && !hit; n--) {
      hit = lookup(tokens.slice(i, i + n).join(' '), n, lex);
      len = n;
    }
    if (!hit) {
      const t = SYNONYMS.get(tokens[i]) ?? tokens[i];
      if (STOPWORDS.has(t)) dropped.push(t);
      else terms.push(t);
      i += 1;
      continue;
    }
    const phrase = tokens.slice(i, i + len).join(' ');
    switch (hit.kind) {
      case 'protected':
        terms.push(...tokens.slice(i, i + len));
        break;
      case 'stock':
        stockIntent = true;
        break;
      case 'sort':
        // the first sort word wins; later ones are still consumed
        sortIntent ??= hit.sort;
        sortWords.push(phrase);
        break;
      case 'category':
        categories.add(hit.category);
        terms.push(...hit.keep);
        break;
      case 'city':
        cities.add(hit.city);
        break;
      case 'store':
        for (const id of hit.ids) namedStores.add(id);
        break;
    }
    i += len;
  }

  const storeFilter = resolveStores(cities, namedStores, lex);
  const unique = [...new Set(terms)];
  const hasOtherIntent = categories.size > 0 || price.min !== null || price.max !== null || storeFilter !== null;
  const soft = unique.filter((t) => SOFT_WORDS.has(t));
  const keepSoft = soft.length > 0 && (soft.length < unique.length || hasOtherIntent);
  return {
    original: q,
    normalized,
    terms: keepSoft ? unique.filter((t) => !SOFT_WORDS.has(t)) : unique,
    optionalTerms: keepSoft ? soft : [],
    categories: CATEGORIES.filter((c) => categories.has(c)),
    priceMin: price.min,
    priceMax: price.max,
    priceWords: price.words,
    sortIntent,
    sortWords,
    stockIntent,
    cities: [...cities].sort(),
    namedStores: [...namedStores].sort(),
    storeFilter,
    dropped,
  };
}

/** Cities and named stores intersect when both are given (`kalaja prizren`). */
function resolveStores(cities: Set<string>, named: Set<string>, lex: QueryLexicon): string[] | null {
  if (cities.size === 0 && named.size === 0) return null;
  const inCities = cities.size === 0 ? null : [...lex.storeCity].filter(([, c]) => cities.has(c)).map(([id]) => id);
  const result = named.size === 0 ? (inCities ?? []) : inCities === null ? [...named] : inCities.filter((id) => named.has(id));
  return [...new Set(result)].sort();
}
