import { COLOR_WORDS } from '../../feeds/vocabulary.js';

/**
 * Our naming style, applied to the open database's names: `<Brand> <model words>` with the
 * brand spelled one way, without the boilerplate listings append (form factor, interface,
 * "with Tempered Glass Side Panel and USB …"), colours as words at the end.
 */

/** One spelling per brand; the open database spells many two or three ways. */
const BRAND_SPELLING: Record<string, string> = {
  asus: 'ASUS',
  gigabyte: 'Gigabyte',
  'g.skill': 'G.Skill',
  gskill: 'G.Skill',
  teamgroup: 'TeamGroup',
  'team group': 'TeamGroup',
  'western digital': 'WD',
  wd: 'WD',
  wd_black: 'WD',
  silverstone: 'SilverStone',
  'silverstone technology': 'SilverStone',
  'kingston technology': 'Kingston',
  'crucial (micron)': 'Crucial',
  'sapphire technology': 'Sapphire',
  'apevia corp.': 'Apevia',
  'adata xpg': 'ADATA',
  seasonic: 'Seasonic',
  'id-cooling': 'ID-Cooling',
  'fsp group': 'FSP',
  fsp: 'FSP',
  arctic: 'Arctic',
  kolink: 'Kolink',
  montech: 'Montech',
  hyte: 'Hyte',
  endorfy: 'Endorfy',
  sharkoon: 'Sharkoon',
  gamemax: 'GameMax',
  'in win': 'InWin',
  inwin: 'InWin',
  aerocool: 'Aerocool',
  azza: 'Azza',
  ibuypower: 'iBUYPOWER',
  tcsunbow: 'TC Sunbow',
  'tc sunbow': 'TC Sunbow',
  raijintek: 'Raijintek',
  cryorig: 'Cryorig',
  gamdias: 'Gamdias',
  kioxia: 'Kioxia',
  goodram: 'Goodram',
  deepcool: 'DeepCool',
  'cooler master': 'Cooler Master',
  coolermaster: 'Cooler Master',
  'be quiet!': 'be quiet!',
  zotac: 'Zotac',
  sapphire: 'Sapphire',
  powercolor: 'PowerColor',
  'lian li': 'Lian Li',
  jonsbo: 'Jonsbo',
  scythe: 'Scythe',
  'fractal design': 'Fractal Design',
  'sk hynix': 'SK hynix',
  'v-color': 'v-color',
  darkflash: 'darkFlash',
};

export function brandSpelling(manufacturer: string | null): string | null {
  if (!manufacturer) return null;
  const key = manufacturer.trim().toLowerCase();
  return BRAND_SPELLING[key] ?? manufacturer.trim();
}

/** Other ways a name may start with the brand (`Western Digital …` for WD, `Asus …`). */
const BRAND_PREFIXES: Record<string, string[]> = {
  WD: ['Western Digital', 'WD'],
  FSP: ['FSP Group', 'FSP'],
  'G.Skill': ['G.Skill', 'GSkill', 'G Skill'],
  TeamGroup: ['TEAMGROUP', 'Team Group', 'TeamGroup'],
  InWin: ['In Win', 'InWin'],
  'Cooler Master': ['Cooler Master', 'CoolerMaster'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name without the brand in front, in any of the brand's spellings (`Western Digital WD Blue` → `Blue`). */
export function withoutBrand(name: string, brand: string | null): string {
  if (!brand) return name;
  for (const prefix of [...(BRAND_PREFIXES[brand] ?? []), brand]) {
    const re = new RegExp(`^${escape(prefix)}(?=[\\s,:-]|$)[\\s,:-]*`, 'i');
    if (re.test(name)) return withoutBrand(name.replace(re, ''), brand);
  }
  return name;
}

/** Trademark signs and invisible characters out, whitespace and stray punctuation tidied. */
export function tidy(text: string): string {
  return text
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, '')
    .replace(/[™®©]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\b(\S+) \1\b/gi, '$1')
    .replace(/\s+([,)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\(\)/g, '')
    .replace(/[\s,/-]+$/g, '')
    .replace(/^[\s,/-]+/g, '')
    .trim();
}

const COLOUR_WORDS = ['BLACK', 'WHITE', 'RED', 'BLUE', 'GREEN', 'GREY', 'YELLOW', 'ORANGE', 'PURPLE', 'PINK', 'BROWN', 'GOLD', 'SILVER'];

/** The record's colour list as one value in our style (`Black`, `Black/Grey`); lighting (`RGB`) is not a colour. */
export function colourOf(colours: readonly string[] | null): string | null {
  if (!colours) return null;
  const words = [...new Set(colours.map((c) => c.trim().toUpperCase()).filter((c) => COLOUR_WORDS.includes(c)))];
  if (words.length === 0) return null;
  return words.map((w) => w[0] + w.slice(1).toLowerCase()).join('/');
}

/**
 * Colour words as a title's colour words read, with the short forms makers' codes add
 * (`CAA-NX200M-WH`, `GS-03B-BLK-OP`, `FD-CA-DEF-R6-BK-TG`).
 */
export const CODE_COLOURS: ReadonlyMap<string, string> = new Map([...COLOR_WORDS, ['bk', 'black'], ['wt', 'white'], ['wht', 'white'], ['gy', 'grey']]);

/**
 * A record's colours: its colour field, else the colour its one coloured part number spells (a
 * maker's code names the SKU's colour: `CAA-NX200M-WH` is the white NX200M). A name that states
 * a colour already says it; a record with two coloured codes may hold two products' codes
 * (`Enthoo Pro M` listing the `Enthoo Pro`'s), so its codes say nothing.
 */
export function recordColours(field: readonly string[] | null, mpns: readonly string[], rawName: string): readonly string[] | null {
  if (colourOf(field) || NAMED_COLOUR.test(rawName)) return field;
  // A "code" of more than four words is a description another product's name may be in (`AP201 ASUS PRIME CASE TG WHITE`).
  const spelled = mpns
    .filter((code) => code.trim().split(/\s+/).length <= 4)
    .map((code) => [
      ...new Set(
        code
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .flatMap((t) => {
            const colour = CODE_COLOURS.get(t)?.toUpperCase();
            return colour && COLOUR_WORDS.includes(colour) ? [colour] : [];
          }),
      ),
    ])
    .filter((c) => c.length > 0);
  return spelled.length === 1 && spelled[0].length === 1 ? spelled[0] : field;
}

/** The colour words names use, as a pattern. */
const NAME_COLOURS = 'Black|White|Red|Blue|Green|Gr[ae]y|Yellow|Orange|Purple|Pink|Brown|Gold|Silver|Chalk|Snow|Frost';

/** A colour word anywhere in a name. */
const NAMED_COLOUR = new RegExp(`\\b(?:${NAME_COLOURS})\\b`, 'i');

/** A trailing colour phrase of a name (`Black`, `White / Black`, `Black/Silver`), if any. */
export const TRAILING_COLOUR = new RegExp(`\\s+(?:(?:${NAME_COLOURS})(?:\\s*\\/\\s*|\\s+)?)+$`, 'i');

/**
 * Whether a product is its maker's white one: the colour words its name ends with, or its
 * colour field, start with white (or snow). A `Black / White` unit is a black one.
 */
export function isWhite(trailing: string | undefined, colours: readonly string[] | null): boolean {
  const first = (trailing ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .find(Boolean);
  return first === 'white' || first === 'snow' || (colourOf(colours) ?? '').startsWith('White');
}
