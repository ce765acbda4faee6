import type { Category, Product } from '../catalog/types.js';
import { fold, words } from './normalize.js';
import { brandKeyOf, compactCode, profileOf, SOFT_IF_LINE, type Profile } from './profile.js';
import { CATEGORY_WORDS, CHIP_BRANDS, COLOR_WORDS, DESCRIPTIVE, DESCRIPTIVE_IN, EDITION_WORDS, FOREIGN_BRANDS, NOT_A_COMPONENT_PREFIXES, NOT_A_COMPONENT_WORDS } from './vocabulary.js';

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
  /**
   * The products a feed's part number names: its own entry, else the one product the same part
   * number names in another region (`CP-9020262-WW` for the `CP-9020262-EU`/`-NA` entry).
   */
  mpnIds(mpn: string): readonly number[] | undefined;
  profile(id: number): Profile | null;
  /** Built on first use: feeds that carry GTINs or MPNs never pay for it. */
  titles(): TitleIndex;
  /** Builds the title index ahead of use, pausing (yielding) between batches of profiles. */
  prepare(): Generator<void>;
}

/** Profiles read between two pauses of `prepare` (a few tenths of a second's work). */
const PROFILES_PER_STEP = 2000;

export interface TitleIndex {
  byAnchor: Map<string, Profile[]>;
  /** Brand keys by their first word (`lianli` → [`lianli`], `wd` → [`wd`]). */
  brandsByFirstWord: Map<string, string[][]>;
  /** `${category}|${word}` → the one brand that uses the word, model code or two-word name in that category. */
  lines: Map<string, string>;
  /** `${brand}|${category}` → key words of that brand's products there. */
  vocabulary: Map<string, Set<string>>;
  /** `${brand}|${category}` → the words that start the brand's models there (`blue` of `WD Blue 1TB`, `cte` of `CTE E600`). */
  lineHeads: Map<string, Set<string>>;
  /**
   * `${brand}|${category}|${word}` for a generic word that is a line of the brand's own
   * (`gaming` of Gigabyte's cards, most of which it names alone, unlike Zotac's `GAMING` banner).
   */
  genericLines: Set<string>;
  /** Part numbers that may be written inside a title, by their first four characters. */
  mpnByPrefix: Map<string, TitleMpn[]>;
  /** Market brands the catalog does not carry, as words (`silicon power` → [`silicon`, `power`]). */
  foreignBrands: string[][];
  /** Whether a word is a key word of some product's model. */
  isKey(word: string): boolean;
  /**
   * Whether a word is no word of the catalog's names nor of the matcher's vocabulary, but the
   * start of one (`SUP` of `SUPER`, `Whi` of `White`, `3200M` of `3200MT/s`): a title that ends
   * with it was cut short, though no ellipsis says so.
   */
  startsAWord(word: string): boolean;
  /**
   * Word pairs of catalog names around a word that otherwise makes a listing no component
   * (`server premier`, `x99a workstation`): there the word is part of a model's name.
   */
  modelPhrases: ReadonlySet<string>;
  /**
   * The words that name the product's siblings: key words of the same brand's products in
   * its category that carry its model words (`4000d`, `1650`, `north`) but that it lacks
   * (`rgb` of the `iCUE 4000D RGB AIRFLOW`, `gaming` of Gigabyte's `GTX 1650 GAMING OC`). A
   * listing that says one names a sibling; any other word only describes.
   */
  family(p: Profile): ReadonlySet<string>;
  /**
   * The words of the product's closest siblings: those that carry every key word it has and
   * more (`rgb` of a `3000D RGB Airflow` next to the `3000D Airflow`).
   */
  extending(p: Profile): ReadonlySet<string>;
}

/** A product's part number as it may stand in a title, compacted (`CMK32GX5M2B6000C30`). */
export interface TitleMpn {
  profile: Profile;
  code: string;
}

export const normalizeGtin = (gtin: string) => gtin.replace(/^0+/, '');

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The words of a chip's name (`GeForce RTX`, `Quadro P620`, `Ryzen`, `Core i5`): every partner writes them. */
const CHIP_WORDS = 'amd|intel|nvidia|geforce|radeon|rtx|gtx|gt|rx|arc|hd|quadro|ryzen|core|ultra';
const CHIP_WORD = new RegExp(`^(?:${CHIP_WORDS})$`);
/** A chip's number, glued to its line (`rtx4060`, `i5`) or a letter (`p620`, `a750`), or a board's chipset (`b650m`). */
const CHIP_NUMBER = new RegExp(`^(?:(?:${CHIP_WORDS}|i[3579])\\d|[a-z]\\d{2,4}[a-z]?$)`);

/** A model code: letters and digits, not a size, speed, generation, chip or chipset that any maker may write. */
const isModelCode = (w: string) =>
  /^(?=[a-z0-9]{4,}$)(?=.*[a-z])(?=.*\d)/.test(w) &&
  !/^\d+(?:gb|tb|mb|w|mm|mhz|mts|g|x|k|p|hz|rpm|cm)$/.test(w) &&
  !/^(?:g?ddr|pcie|gen|usb|wifi|cl|rev|ps|sata|nvme|lga|am|fm|tr|str|atx|hdmi|dp)\d/.test(w) &&
  !CHIP_NUMBER.test(w);

/** Whether a word is no word of the catalog's names nor of the vocabulary but the start of one (a sorted list, searched by halves). */
function wordStarts(profiles: readonly Profile[]): (word: string) => boolean {
  const known = new Set<string>();
  const add = (text: string) => {
    for (const w of fold(text).split(/[^a-z0-9]+/)) if (w) known.add(w);
  };
  for (const p of profiles) add(p.product.name);
  for (const table of [COLOR_WORDS.keys(), EDITION_WORDS, DESCRIPTIVE, CATEGORY_WORDS, NOT_A_COMPONENT_WORDS, NOT_A_COMPONENT_PREFIXES, FOREIGN_BRANDS])
    for (const phrase of table) add(phrase);
  for (const set of Object.values(DESCRIPTIVE_IN)) for (const w of set ?? []) add(w);
  const sorted = [...known].sort();
  return (word) => {
    if (known.has(word)) return false;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid] < word) low = mid + 1;
      else high = mid;
    }
    return low < sorted.length && sorted[low].startsWith(word);
  };
}

/**
 * What among words may mark one brand's model: codes (also where the words split one after its
 * letters: `ds` `3h` is `DS3H`) and two-word names (MSI's `GAMING X`, ASRock's `Pro RS`).
 */
export function modelMarks(words: readonly string[]): string[] {
  const out: string[] = [];
  words.forEach((w, i) => {
    if (isModelCode(w)) out.push(w);
    const next = words[i + 1] ?? '';
    if (/^[a-z]{2,4}$/.test(w) && /^\d/.test(next) && isModelCode(`${w}${next}`)) out.push(`${w}${next}`);
    if (/^[a-z]{3,}$/.test(w) && /^[a-z]+$/.test(next) && !CHIP_WORD.test(w) && !CHIP_WORD.test(next) && !CATEGORY_WORDS.has(next)) out.push(`${w} ${next}`);
  });
  return out;
}

/** A word that can name a product line: letters only, not a generic, colour, category or chip word. */
const isLineCandidate = (w: string) =>
  /^[a-z]{3,}$/.test(w) && !DESCRIPTIVE.has(w) && !(EDITION_WORDS.has(w) && w.length < 4) && !COLOR_WORDS.has(w) && !CATEGORY_WORDS.has(w) && !CHIP_BRANDS.has(w);

/**
 * A part number written as model words (`RTX 4060 VENTUS 2X BLACK 8G`, `ROG-STRIX-HELIOS`,
 * `IS-67-XT WHITE`): some sources list a model name as the part number, or file one product's
 * name under another's. Found in a title it would only repeat, or contradict, the title's
 * words, so the title words decide instead. A real code (`GV-N4060EAGLE OC-8GD`,
 * `TUF-RTX4070S-O12G-GAMING`) has at most one model word of its own maker among its parts.
 */
function nameLike(mpn: string, p: Profile, brandsOfWord: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const category = p.product.category;
  const parts = fold(mpn)
    .split(/[^a-z0-9]+/)
    .filter((part) => /^[a-z]{3,}$/.test(part));
  const nameWords = new Set(fold(p.product.name).split(/[^a-z0-9]+/));
  const brandsOf = (part: string) => brandsOfWord.get(`${category}|${part}`);
  return (
    (/\s/.test(mpn.trim()) &&
      fold(mpn)
        .split(/[^a-z0-9]+/)
        .filter((part) => part.length >= 2 && nameWords.has(part)).length >= 2) ||
    parts.filter((part) => brandsOf(part)?.size === 1).length >= 2 ||
    parts.some((part) => COLOR_WORDS.has(part)) ||
    parts.some((part) => p.brand !== null && brandsOf(part) !== undefined && !brandsOf(part)!.has(p.brand))
  );
}

/**
 * Does `code` spell whole words of `name` (`A620MHDV` in `A620M-HDV/M.2+`)? Not when it stops
 * inside a word: `PH-P750G` is a code of its own beside the `PH-P750GS`.
 */
function spellsWords(name: string, code: string): boolean {
  const compact = compactCode(name);
  if (!compact.includes(code)) return false;
  const bounds = new Set<number>([0]);
  let at = 0;
  for (const part of name.toUpperCase().split(/[^A-Z0-9]+/)) {
    at += part.length;
    bounds.add(at);
  }
  for (let i = compact.indexOf(code); i >= 0; i = compact.indexOf(code, i + 1)) if (bounds.has(i) && bounds.has(i + code.length)) return true;
  return false;
}

/** Codes a title may carry: long enough, letters and digits, not a model name in disguise. */
function titleCodes(p: Profile, brandsOfWord: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const name = compactCode(p.product.name);
  const codes = new Set<string>();
  for (const mpn of p.product.mpns.length ? p.product.mpns : p.product.mpn ? [p.product.mpn] : []) {
    const code = compactCode(mpn);
    if (code.length >= 5 && /\d/.test(code) && /[A-Z]/.test(code) && !name.includes(code) && !nameLike(mpn, p, brandsOfWord)) codes.add(code);
  }
  return [...codes];
}

function buildTitleIndex(profiles: Profile[]): TitleIndex {
  const frequency = new Map<string, number>();
  for (const p of profiles) for (const k of p.keys) frequency.set(k, (frequency.get(k) ?? 0) + 1);
  const byAnchor = new Map<string, Profile[]>();
  const brandsByFirstWord = new Map<string, string[][]>();
  const brandsOfWord = new Map<string, Set<string>>();
  const vocabulary = new Map<string, Set<string>>();
  const lineHeads = new Map<string, Set<string>>();
  const mpnByPrefix = new Map<string, TitleMpn[]>();
  // A code that spells whole words of another product's model (`A620M-HDV` in `A620M-HDV/M.2+`)
  // would read that product's title as this one.
  const modelNames = new Map<string, string[]>();
  const compactNames = new Map<string, string>();
  for (const p of profiles) {
    const key = `${p.product.category}|${p.brand}`;
    push(modelNames, key, p.product.name);
    compactNames.set(key, `${compactNames.get(key) ?? ''}|${compactCode(p.product.name)}`);
  }
  // Most codes spell no name at all: the brand's names in one string rule them out at once.
  const spelled = (key: string, code: string) => !!compactNames.get(key)?.includes(code) && modelNames.get(key)!.some((name) => spellsWords(name, code));
  for (const p of profiles) {
    const anchor = p.keys.reduce((best, k) => ((frequency.get(k) ?? 0) < (frequency.get(best) ?? 0) ? k : best));
    push(byAnchor, anchor, p);
    if (!p.brand) continue;
    const brandWords = p.brand.split(' ');
    if (!brandsByFirstWord.get(brandWords[0])?.some((b) => b.join(' ') === p.brand)) push(brandsByFirstWord, brandWords[0], brandWords);
    const category = p.product.category;
    const vocabKey = `${p.brand}|${category}`;
    const vocab = vocabulary.get(vocabKey) ?? new Set<string>();
    vocabulary.set(vocabKey, vocab);
    for (const k of p.keys) if (/^[a-z]+$/.test(k) && !brandWords.includes(k)) vocab.add(k);
    const head = p.keys.find((k) => !brandWords.includes(k));
    if (head && /^[a-z]+$/.test(head)) lineHeads.set(vocabKey, (lineHeads.get(vocabKey) ?? new Set<string>()).add(head));
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
  // A model code or two-word name only one brand's products carry (`ds3h`, `gaming x`) names that brand too.
  const brandsOfCode = new Map<string, Set<string>>();
  for (const p of profiles) {
    if (!p.brand) continue;
    for (const code of modelMarks(p.keys)) {
      const key = `${p.product.category}|${code}`;
      brandsOfCode.set(key, (brandsOfCode.get(key) ?? new Set<string>()).add(p.brand));
    }
  }
  for (const [key, brands] of brandsOfCode) if (brands.size === 1 && !lines.has(key)) lines.set(key, [...brands][0]);
  const asKey = new Map<string, number>();
  for (const p of profiles) {
    const words = p.brand ? SOFT_IF_LINE[p.product.category] : undefined;
    for (const w of words ?? []) {
      const key = `${p.brand}|${p.product.category}|${w}`;
      if (p.keySet.has(w)) asKey.set(key, (asKey.get(key) ?? 0) + 1);
      else if (p.soft.has(w)) asKey.set(key, (asKey.get(key) ?? 0) - 1);
    }
  }
  const genericLines = new Set([...asKey].filter(([, n]) => n > 0).map(([key]) => key));
  for (const p of profiles) {
    const key = `${p.product.category}|${p.brand}`;
    for (const code of titleCodes(p, brandsOfWord)) if (!spelled(key, code)) push(mpnByPrefix, code.slice(0, 4), { profile: p, code });
  }
  const carried = (words: string[]) => brandsByFirstWord.get(words[0])?.some((b) => b.join(' ') === words.join(' ')) ?? false;
  const foreignBrands = FOREIGN_BRANDS.map((b) => brandKeyOf(b).split(' ')).filter((words) => !carried(words));
  const siblings = siblingsOf(profiles);
  return {
    byAnchor,
    brandsByFirstWord,
    lines,
    vocabulary,
    lineHeads,
    genericLines,
    mpnByPrefix,
    foreignBrands,
    modelPhrases: modelPhrasesOf(profiles),
    isKey: (word) => frequency.has(word),
    startsAWord: wordStarts(profiles),
    family: (p) => siblings(p).family,
    extending: (p) => siblings(p).extending,
  };
}

/**
 * A product's model words: its key words with a digit (`4000d`, `y40`, `1650`), or, for a
 * model without a number, its line words (`north`, `lancool`). Its family is the brand's
 * products in its category that share one of them.
 */
function modelWords(p: Profile): string[] {
  const codes = p.keys.filter((k) => /\d/.test(k));
  return codes.length ? codes : p.keys.filter((k) => /^[a-z]{3,}$/.test(k));
}

/**
 * Whether a sibling's key word can name its edition: numbers and codes (`240`, `ddr5`,
 * `850g`) are facts the other checks read, and generic, category and colour words describe
 * (but a sibling's own `GAMING` line names it, as Gigabyte's `GAMING OC` does).
 */
const namesEdition = (word: string, category: Category) =>
  !/\d/.test(word) &&
  (!DESCRIPTIVE.has(word) || !!SOFT_IF_LINE[category]?.has(word)) &&
  !DESCRIPTIVE_IN[category]?.has(word) &&
  !CATEGORY_WORDS.has(word) &&
  !COLOR_WORDS.has(word) &&
  !CHIP_BRANDS.has(word);

/**
 * One-word terms for other kinds of product (`server`, `workstation`) a catalog name holds, with
 * the word beside them; and a maker whose name opens with a word that otherwise opens an
 * accessory's or a computer's title (`PC Cooler`, `PC Power & Cooling`), with the word after it.
 */
function modelPhrasesOf(profiles: readonly Profile[]): Set<string> {
  const terms = new Set(NOT_A_COMPONENT_WORDS.filter((w) => !w.includes(' ')));
  const openers = new Set(NOT_A_COMPONENT_PREFIXES.filter((w) => !w.includes(' ')));
  const phrases = new Set<string>();
  const brands = new Set<string>();
  for (const p of profiles) {
    if (!p.brand) continue;
    const ws = words(p.product.name);
    ws.forEach((w, i) => {
      if (!terms.has(w)) return;
      if (i > 0) phrases.add(`${ws[i - 1]} ${w}`);
      if (i + 1 < ws.length) phrases.add(`${w} ${ws[i + 1]}`);
    });
    if (p.product.brand) brands.add(p.product.brand);
  }
  for (const brand of brands) {
    const ws = words(brand);
    if (ws.length > 1 && openers.has(ws[0])) phrases.add(`${ws[0]} ${ws[1]}`);
  }
  return phrases;
}

interface Siblings {
  family: ReadonlySet<string>;
  extending: ReadonlySet<string>;
}

/** `TitleIndex.family` and `extending`, computed for a product the first time a listing meets it. */
function siblingsOf(profiles: readonly Profile[]): (p: Profile) => Siblings {
  // The brand's products in a category by each key word, so a family is a few lookups; built
  // on first use, as feeds that carry part numbers rarely need it.
  let byKey: Map<string, Profile[]> | null = null;
  const known = new WeakMap<Profile, Siblings>();
  return (p) => {
    const seen = known.get(p);
    if (seen) return seen;
    if (!byKey) {
      byKey = new Map();
      for (const q of profiles) if (q.brand) for (const k of q.keySet) push(byKey, `${q.brand}|${q.product.category}|${k}`, q);
    }
    const family = new Set<string>();
    const extending = new Set<string>();
    const category = p.product.category;
    for (const w of p.brand ? modelWords(p) : []) {
      for (const q of byKey.get(`${p.brand}|${category}|${w}`) ?? []) {
        if (q === p) continue;
        const wider = p.keys.every((k) => q.keySet.has(k));
        for (const k of q.keys) {
          if (p.keySet.has(k) || p.soft.has(k) || !namesEdition(k, category)) continue;
          family.add(k);
          if (wider) extending.add(k);
        }
      }
    }
    const siblings = { family, extending };
    known.set(p, siblings);
    return siblings;
  };
}

/** A region a maker appends to a part number (`-EU`, `-UK`, `-WW`, Samsung's `/AM`). */
const REGION = /[-/\s](?:EU|UK|WW|NA|AU|US|CN|JP|KR|AM|EE|IN|EMEA|INT)$/i;

export function indexCatalog(products: readonly Product[]): CatalogIndex {
  const byId = new Map<number, Product>();
  const byGtin = new Map<string, number[]>();
  const byMpn = new Map<string, number[]>();
  const byRegionless = new Map<string, number[]>();
  for (const p of products) {
    byId.set(p.id, p);
    if (p.ean) push(byGtin, normalizeGtin(p.ean), p.id);
    // Every published part number names the product (regional and retail variants of one part).
    const mpns = new Set([p.mpn, ...p.mpns].filter((m): m is string => m !== null));
    for (const code of new Set([...mpns].map(compactCode))) push(byMpn, code, p.id);
    for (const code of new Set([...mpns].filter((m) => REGION.test(m.trim())).map((m) => compactCode(m.trim().replace(REGION, ''))))) push(byRegionless, code, p.id);
  }
  const mpnIds = (mpn: string) => {
    const own = byMpn.get(compactCode(mpn));
    if (own) return own;
    const base = compactCode(mpn.trim().replace(REGION, ''));
    // Only when it names one product: a shared base says less than the title.
    const ids = new Set([...(byMpn.get(base) ?? []), ...(byRegionless.get(base) ?? [])]);
    return ids.size === 1 ? [...ids] : undefined;
  };
  const profiles = new Map<number, Profile | null>();
  const profile = (id: number): Profile | null => {
    if (!profiles.has(id)) profiles.set(id, byId.has(id) ? profileOf(byId.get(id)!) : null);
    return profiles.get(id)!;
  };
  let titleIndex: TitleIndex | null = null;
  const titles = () => (titleIndex ??= buildTitleIndex(products.map((p) => profile(p.id)).filter((p): p is Profile => p !== null)));
  return {
    byId,
    byGtin,
    mpnIds,
    profile,
    titles,
    *prepare() {
      for (const [i, p] of products.entries()) {
        if (i > 0 && i % PROFILES_PER_STEP === 0) yield;
        profile(p.id);
      }
      yield;
      titles();
    },
  };
}

/** The brand keys a text names, longest phrase first at each position. */
export function brandsNamed(tokens: readonly string[], index: TitleIndex): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // `Intel Core Ultra (Series 2)` in a board's title names Intel's processors, not a maker called Ultra.
    if (tokens[i - 1] === 'core') continue;
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
