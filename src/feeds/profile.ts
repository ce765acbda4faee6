import type { Category, Product } from '../catalog/types.js';
import { analyze, type TitleFacts } from './facts.js';
import { fold, preClean, tokenize } from './normalize.js';
import { COLOR_WORDS, COLOUR_LINES } from './vocabulary.js';

/**
 * What defines one canonical product as a variant, read from its model name, MPN and
 * specs: the *key* words a listing must carry (model number and line words: `tuf`,
 * `ventus`, `990`, `pro`, `heatsink`, `wifi`, `oc` on a card), the *soft* words it may
 * drop (`GeForce`, `Edition`, `GDDR6`, `80+ Gold`, `(2024)`), its colours, model year,
 * graphics memory, ATX generation and brand.
 */

export interface Profile {
  product: Product;
  /** Key words in model order; a word the model repeats (`A520M-A`) appears as often as it does. */
  keys: string[];
  keySet: Set<string>;
  keyCounts: Map<string, number>;
  soft: Set<string>;
  /**
   * Soft words that tell two variants apart when a listing carries one (`PCIE5` on a PSU,
   * `Core` on a card, a parenthesised `(CEC)`), unlike the ones that only restate a fact the
   * specs hold and the evidence checks (`80+ Bronze`, `GeForce`, `DDR5`) or a model year.
   */
  telling: Set<string>;
  /** Brand as its words join after normalisation (`bequiet`, `lianli`), or null. */
  brand: string | null;
  /** Colours the product comes in; null when colour is no variant in its category. */
  colors: Set<string> | null;
  /** The name states a colour (`… White`, `… Black`): it is one of several. */
  namedColor: boolean;
  /**
   * What the name adds that tells the product from a plain sibling with the same key words:
   * parenthesised words (`(CEC)`, `(PCIe 3.0)`), the Wi-Fi generation (`WIFI6E`), sockets it
   * is made for (`TR4-SP3`), what it is without (`w/o Controller`), its revision (`rev2`) and
   * its glass tint (`tint-light`). A listing that says
   * none of them names the plain sibling when both are carried.
   */
  extras: Set<string>;
  compactMpn: string | null;
  /** Model year: written in the name, else (for parts sold by model year) the release year. */
  year: number | null;
  /** A revision the name states (`FireCuda 520 Rev 2.0`). */
  revision: number | null;
  /** A glass panel's tint the name states (`Torrent Light Tint`). */
  tint: string | null;
  oc: boolean;
  gpuMemory: string | null;
  atxVersion: string | null;
}

export const compactCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Normalised key of a brand name, as titles are tokenised (`be quiet!` → `bequiet`, `G.Skill` → `gskill`, `Inno3D` → `inno 3d`). */
export const brandKeyOf = (brand: string) => tokenize(preClean(fold(brand))).join(' ');

/** Words a shop may drop from a model name, by category (folded, after normalisation). */
const SOFT: Record<Category, ReadonlySet<string>> = {
  GPU: new Set(['geforce', 'radeon', 'nvidia', 'amd', 'intel', 'rtx', 'gtx', 'rx', 'edition', 'gddr6', 'gddr6x', 'gddr7', 'lhr', 'core', 'speedster', 'vaporx', 'graphics', 'card']),
  MOTHERBOARD: new Set(['amd', 'intel', 'motherboard', 'socket', 'mag', 'mpg', 'meg']),
  CPU: new Set(['core', 'gold', 'box', 'amd', 'intel', 'desktop']),
  RAM: new Set(['ddr2', 'ddr3', 'ddr4', 'ddr5', 'memory', 'ram', 'kit', 'desktop', 'dimm', 'udimm', 'xmp', 'expo', 'line']),
  STORAGE: new Set(['ssd', 'hdd', 'nvme', 'm2', 'pcie3', 'pcie4', 'pcie5', 'sata', 'internal']),
  PSU: new Set(['bronze', 'gold', 'platinum', 'titanium', 'atx', 'sfx', 'sfxl', '3.0', '3.1', 'pcie5', '80plus', 'full', 'fully', 'semi', 'non', 'modular', 'mag', 'mpg', 'meg']),
  CASE: new Set(['masterbox']),
  COOLING: new Set(['icue', 'cpu', 'cooler', 'mag', 'air', 'liquid']),
};

/** A card's memory (`GDDR5`, `HBM2`): the graphics-memory check reads it. */
const GPU_MEMORY_WORD = /^(?:gddr\d+x?|hbm\d?e?)$/;

/** Soft words of a category that still tell variants apart (`RTX 4060 Ti SOLID CORE OC` is not `SOLID OC`). */
const TELLING_SOFT: Partial<Record<Category, ReadonlySet<string>>> = {
  GPU: new Set(['core', 'lhr', 'vaporx', 'speedster', 'gddr6', 'gddr6x', 'gddr7']),
  PSU: new Set(['pcie5', '3.0', '3.1', 'mag', 'mpg', 'meg']),
  MOTHERBOARD: new Set(['mag', 'mpg', 'meg']),
  COOLING: new Set(['mag', 'icue']),
};

/**
 * Words that are soft only when the model keeps another line word of three or more letters
 * (`TUF Gaming` → `tuf` carries the line; Gigabyte's `GAMING OC` has nothing else, so
 * `gaming` stays key), or — for storage colours — a model code (`WD Black SN850X`).
 */
export const SOFT_IF_LINE: Partial<Record<Category, ReadonlySet<string>>> = {
  GPU: new Set(['gaming']),
  MOTHERBOARD: new Set(['gaming']),
  COOLING: new Set(['gaming']),
  PSU: new Set(['gaming']),
};
const SOFT_IF_CODE: Partial<Record<Category, ReadonlySet<string>>> = {
  STORAGE: new Set(['black', 'blue', 'red']),
};

/** Categories whose products come in colours; storage names use colours as line names (`WD Blue`). */
const COLOR_CATEGORIES = new Set<Category>(['GPU', 'RAM', 'CASE', 'COOLING', 'PSU']);
/** Categories sold by model year (`RM850x (2024)`, `H5 Flow (2022)`): their release year dates the model. */
export const YEAR_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['PSU', 'CASE', 'COOLING']);

/**
 * Graphics memory of each chip family, for cards whose name does not say it; null where the
 * family's cards differ (a GTX 1650 has GDDR5 or GDDR6, a GT 1030 GDDR5 or DDR4).
 */
const GPU_MEMORY: readonly [RegExp, string | null][] = [
  [/\b(?:rtx )?50[5-9]0\b/, 'GDDR7'],
  [/\b(?:rtx )?40[7-9]0\b/, 'GDDR6X'],
  [/\b(?:rtx )?30(?:70 ti|80|90)\b/, 'GDDR6X'],
  [/\bgtx 16[35]0\b|\bgt (?:1030|7[1-3]0)\b/, null],
  [/\bgtx 1660 (?:ti|super)\b/, 'GDDR6'],
  [/\bgtx 1080\b/, 'GDDR5X'],
  [/\bgtx (?:1660|10[5-7]0|9[5-8]0|7[5-8]0)\b|\bgt 9[3-4]0\b|\brx (?:4[6-8]0|5[5-9]0)\b|\br[79] 3[7-9]0x?\b/, 'GDDR5'],
  [/\bvega\b|\bradeon vii\b|\bfury\b/, 'HBM2'],
  [/./, 'GDDR6'],
];

/** What a text says of a revision or a panel tint, in one spelling (`rev2`, `tint-light`), as extras and listings compare them. */
export const qualifiers = (facts: TitleFacts): string[] => [...facts.revisions.map((r) => `rev${r}`), ...facts.tints.map((t) => `tint-${t}`)];

/** How often each word occurs. */
export function counts(tokens: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of tokens) out.set(t, (out.get(t) ?? 0) + 1);
  return out;
}

const isYear = (t: string) => /^20[12]\d$/.test(t);
const isLineWord = (t: string) => /^[a-z]{3,}$/.test(t);
const isCode = (t: string) => /\d/.test(t) && t.length >= 3;

function productColors(product: Product, facts: TitleFacts): Set<string> | null {
  if (!COLOR_CATEGORIES.has(product.category)) return null;
  const raw = (product.specs as { color?: string | null }).color;
  if (!raw) {
    // A line that comes in one colour only (`AERO`, `Steel Legend`) is that colour.
    const line = facts.tokens.map((t) => COLOUR_LINES.get(t)).find((c) => c !== undefined);
    return new Set([facts.colors.has('white') ? 'white' : (line ?? 'black')]);
  }
  const colors = new Set<string>();
  for (const word of fold(raw)
    .split(/[^a-z]+/)
    .filter(Boolean))
    colors.add(COLOR_WORDS.get(word) ?? word);
  return colors;
}

function gpuMemoryOf(product: Product, facts: TitleFacts): string | null {
  if (product.category !== 'GPU') return null;
  const named = [...facts.gpuMemory][0];
  if (named) return named;
  const chip = (product as Product<'GPU'>).specs.chip;
  return chip === null ? null : GPU_MEMORY.find(([re]) => re.test(fold(chip)))![1];
}

/** The model text of a product: its model, or its name without the brand in front. */
function modelText(product: Product): string {
  const text = product.model ?? product.name;
  if (!product.model && product.brand && fold(text).startsWith(fold(product.brand))) return text.slice(product.brand.length);
  return text;
}

/** Splits the model's tokens into keys and soft words. */
/**
 * A cooler's sizes in its name (`AK400 DIGITAL 156mm`, `LS720 SE 360`) restate its specs: the
 * height always, the radiator length when a model code already names the line (`LS720`);
 * alone (`Kraken 360`) the radiator length is the model.
 */
function sizeWords(product: Product, text: string, tokens: readonly string[]): Set<string> {
  if (product.category !== 'COOLING') return new Set();
  const s = (product as Product<'COOLING'>).specs;
  const out = new Set<string>();
  if (s.heightMm !== null && new RegExp(`\\b${s.heightMm}\\s?mm\\b`, 'i').test(text)) out.add(String(s.heightMm));
  const radiator = s.radiatorMm === null ? null : String(s.radiatorMm);
  if (radiator && tokens.some((t) => t !== radiator && isCode(t) && /[a-z]/.test(t))) out.add(radiator);
  return out;
}

function splitKeys(category: Category, facts: TitleFacts, inParens: Set<string>, colors: Set<string> | null, mpnSaysOc: boolean, sizes: Set<string>, brandWords: readonly string[]) {
  const keys: string[] = [];
  const soft = new Set<string>();
  for (const token of facts.tokens) {
    // A colour word names the product's colour (`… White`) or belongs to its line (`Red Devil`, `Aqua Elite`).
    if (colors?.has(COLOR_WORDS.get(token) ?? '')) continue;
    // The maker's name inside the model (`WD_BLACK`, `FSP300-60`) is the brand every listing must state anyway, not a word that makes the model more specific.
    if (brandWords.includes(token)) continue;
    const parenthesised = inParens.has(token) && !(category === 'MOTHERBOARD' && token === 'wifi');
    if (SOFT[category].has(token) || isYear(token) || /^wifi\d/.test(token) || parenthesised || sizes.has(token) || (category === 'GPU' && GPU_MEMORY_WORD.test(token))) soft.add(token);
    else keys.push(token);
  }
  const lineWords = SOFT_IF_LINE[category];
  if (lineWords && keys.some((k) => isLineWord(k) && !lineWords.has(k))) for (const k of keys.filter((k) => lineWords.has(k))) soft.add(k);
  const codeWords = SOFT_IF_CODE[category];
  if (codeWords && keys.some(isCode)) for (const k of keys.filter((k) => codeWords.has(k))) soft.add(k);
  if (mpnSaysOc) soft.add('oc');
  let finalKeys = facts.tokens.filter((k) => keys.includes(k) && !soft.has(k));
  if (finalKeys.length === 0) finalKeys = facts.tokens.filter((t) => !COLOR_WORDS.has(t) && !isYear(t));
  return { keys: finalKeys, soft };
}

export function profileOf(product: Product): Profile | null {
  const category = product.category;
  const text = modelText(product);
  const facts = analyze(text, category);
  const inParens = new Set(analyze([...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' '), category).tokens);
  const colors = productColors(product, facts);
  const compactMpn = product.mpn ? compactCode(product.mpn) : null;
  const mpnSaysOc = category === 'GPU' && !!compactMpn && /OC/.test(compactMpn) && !facts.tokenSet.has('oc');
  const brand = product.brand ? brandKeyOf(product.brand) : null;
  const { keys, soft } = splitKeys(category, facts, inParens, colors, mpnSaysOc, sizeWords(product, text, facts.tokens), brand?.split(' ') ?? []);
  if (keys.length === 0) return null;
  const released = product.releasedAt ? Number(product.releasedAt.slice(0, 4)) : null;
  const extras = new Set([
    ...[...inParens].filter((t) => soft.has(t) && !isYear(t)),
    ...[...soft].filter((t) => /^wifi\d/.test(t)),
    ...[...facts.sockets].map((s) => s.toLowerCase()),
    ...facts.negated,
    ...qualifiers(facts),
  ]);
  return {
    product,
    keys,
    keySet: new Set(keys),
    // A short word a model repeats is part of its code (`A520M-A` needs two `a`); a longer one
    // the source wrote twice (`GT 1030 … GeForce GT 1030`) is needed once.
    keyCounts: new Map([...counts(keys)].map(([k, n]) => [k, k.length <= 2 ? n : 1])),
    soft,
    telling: new Set([...soft].filter((t) => !isYear(t) && (!SOFT[category].has(t) || TELLING_SOFT[category]?.has(t)))),
    brand,
    colors,
    // A PSU's `Gold` is its rating, not a colour.
    namedColor: [...facts.colors].some((c) => category !== 'PSU' || c === 'white' || c === 'black'),
    extras,
    compactMpn,
    year: facts.years[0] ?? (YEAR_CATEGORIES.has(category) ? released : null),
    revision: facts.revisions[0] ?? null,
    tint: facts.tints[0] ?? null,
    oc: category === 'GPU' && (keys.includes('oc') || soft.has('oc')),
    gpuMemory: gpuMemoryOf(product, facts),
    atxVersion: [...facts.atxVersions][0] ?? (facts.tokenSet.has('pcie5') ? '3.0' : null),
  };
}
