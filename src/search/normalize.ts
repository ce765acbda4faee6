/**
 * Text normalisation shared by the index and the query parser. Both sides must run the
 * exact same pipeline, otherwise a product indexed as `rtx 4060` could never be found
 * by a query typed as `RTX4060`.
 *
 * Pipeline: fold (diacritics, case) → spacing rules for model codes → tokenise →
 * merge a number with its unit → canonicalise units.
 */

/** Folds diacritics and case: `Prishtinë` → `prishtine`, `Đakovica` → `dakovica`. */
export function fold(text: string): string {
  // most product text is plain ASCII: skip the Unicode work for it
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .replace(/[đĐ]/g, 'd') // đ has no combining decomposition, NFKD leaves it alone
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Variant words that follow a model number and change the product (`4060 ti`, `7900 xtx`,
 * `990 pro`). Typed glued to the number they are split off (`4060ti` → `4060 ti`), and a
 * product carrying one the query did not ask for ranks below the plain model.
 */
export const VARIANT_WORDS: ReadonlySet<string> = new Set([
  'ti',
  'super',
  'xt',
  'xtx',
  'gre',
  'pro',
  'plus',
  'max',
  'evo',
  'xl',
  'mini',
  'compact',
  'shift',
  'se',
  'ultra',
  'heatsink',
  'wifi',
  'lite',
  'digital',
  'argb',
  'rgb',
  'v2',
  'ii',
  'g2',
  'neo',
]);

/**
 * Words for another packaging of the same product (`Ryzen 5 7600 Tray`, `990 PRO Heatsink`):
 * wherever they appear and were not typed, the product ranks a little below the plain one,
 * but above a different model.
 */
export const PACKAGING_WORDS: ReadonlySet<string> = new Set(['tray', 'heatsink', 'oem', 'bulk']);

const GLUED_VARIANT = /(\d)(ti|super|xtx|xt|gre|pro|plus)\b/g;
const LETTERS_THEN_NUMBER = /\b([a-z]{2,})(\d{3,})/g;
/** Letter prefixes that are never split from their number (`ddr5`, `pcie4` stay whole). */
const UNSPLIT_PREFIX = new Set(['ddr', 'gddr', 'lpddr', 'pcie', 'usb']);

/**
 * Spacing rules applied to folded text before tokenising, so that joined and spaced
 * spellings produce the same tokens:
 * - a letter prefix of 2+ letters glued to a 3+ digit number is split (`rtx4060` →
 *   `rtx 4060`, `rx7600` → `rx 7600`); one-letter prefixes stay (`b650`, `z790`, `i5`);
 * - a variant word glued after digits is split (`4060ti` → `4060 ti`, `990pro` → `990 pro`);
 * - `80+` (PSU efficiency) reads as `80 plus`, `m.2` as `m2`, `mt/s` as `mts`, `micro atx` and
 *   `m-atx` as `matx`, `wi-fi` as `wifi`.
 */
export function spaceModelCodes(folded: string): string {
  let s = folded;
  // the rare rewrites only run when their marker is present (index build time at 100k products)
  if (s.includes('m.2')) s = s.replace(/\bm\.2\b/g, 'm2');
  if (s.includes('atx')) s = s.replace(/\b(?:micro[\s-]?|m-)atx\b/g, 'matx');
  if (s.includes('wi-fi')) s = s.replace(/\bwi-fi\b/g, 'wifi');
  if (s.includes('/')) s = s.replace(/(\d)\s*mt\/s\b/g, '$1mts');
  if (s.includes('+')) s = s.replace(/(\d)\+/g, '$1 plus');
  return s.replace(LETTERS_THEN_NUMBER, (whole, letters: string, digits: string) => (UNSPLIT_PREFIX.has(letters) ? whole : `${letters} ${digits}`)).replace(GLUED_VARIANT, '$1 $2');
}

const TOKEN = /[a-z0-9]+(?:\.[0-9]+)*/g;

/** Units that merge with a preceding bare number (`32 gb` → `32gb`). */
const UNITS = new Set(['gb', 'g', 'tb', 'mb', 'w', 'watt', 'watts', 'mhz', 'mts', 'mt', 'ghz', 'mm', 'rpm']);

/**
 * Canonical unit forms: capacities in GB (`1tb` → `1000gb`, `8g` → `8gb`), power in W,
 * memory speed as the bare number (`6000mhz`, `6000mts`, `ddr5-6000` all give `6000`).
 */
export function canonicalUnit(token: string): string {
  const m = /^(\d+(?:\.\d+)?)(gb|g|tb|mb|w|watt|watts|mhz|mts|mt|ghz|mm|rpm)$/.exec(token);
  if (!m) return token;
  const n = Number(m[1]);
  switch (m[2]) {
    case 'g':
    case 'gb':
      return `${trimNumber(n)}gb`;
    case 'tb':
      return `${trimNumber(Math.round(n * 1000))}gb`;
    case 'w':
    case 'watt':
    case 'watts':
      return `${trimNumber(n)}w`;
    case 'mhz':
    case 'mts':
    case 'mt':
      return trimNumber(n);
    default:
      return `${trimNumber(n)}${m[2]}`;
  }
}

function trimNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(3)));
}

/** Tokens of already-folded text, with units merged and canonicalised. */
export function tokenizeFolded(folded: string): string[] {
  const raw = spaceModelCodes(folded).match(TOKEN) ?? [];
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    const next = raw[i + 1];
    if (next !== undefined && /^\d+(?:\.\d+)?$/.test(t) && UNITS.has(next)) {
      out.push(canonicalUnit(t + next));
      // `mt/s` spelled with a space before the slash leaves a stray `s`
      i += next === 'mt' && raw[i + 2] === 's' ? 2 : 1;
      continue;
    }
    out.push(canonicalUnit(t));
  }
  return out;
}

/** Folds then tokenises. */
export function tokenize(text: string): string[] {
  return tokenizeFolded(fold(text));
}

export const hasDigit = (t: string): boolean => /\d/.test(t);
export const isAlpha = (t: string): boolean => /^[a-z]+$/.test(t);

/**
 * Whether two adjacent tokens are also indexed joined (`rtx`+`4060` → `rtx4060`, `nh`+`d15`
 * → `nhd15`, `be`+`quiet` → `bequiet`): when either side carries a digit or is short, which
 * is where people drop the space or hyphen. Two long words (`cooler master`) are not joined,
 * which keeps the vocabulary small.
 */
export function joinable(a: string, b: string): boolean {
  return hasDigit(a) || hasDigit(b) || a.length <= 3 || b.length <= 3;
}
