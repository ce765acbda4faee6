import type { Category } from '../catalog/types.js';
import { CATEGORY_PREFIXES, EDITION_WORDS, NOT_A_COMPONENT_PREFIXES } from './vocabulary.js';

/**
 * Text normalisation shared by listings and canonical names, so both read alike:
 * `RTX4060Ti` and `RTX 4060 Ti`, `e bardhë` and `e bardhe`, `Wi-Fi 6E` and `WIFI6E`,
 * `be quiet!` and `bequiet`.
 */

/** Lowercase, diacritics folded (`Pllakë amë` → `pllake ame`, `Đ` → `d`). */
export function fold(text: string): string {
  return (
    text
      .replace(/[™®©]/g, ' ')
      .replace(/[đĐ]/g, 'd')
      .replace(/[łŁ]/g, 'l')
      .replace(/ß/g, 'ss')
      // German shops write a micro-ATX board `µATX`.
      .replace(/[µμ]/g, 'm')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  );
}

/**
 * A title as a shop typed it, its spacing made regular: trademark signs, no-break, zero-width
 * and doubled spaces (`Intel®Core™  i5`, `Western  Digital`) would otherwise split or hide
 * the words every rule reads by single spaces.
 */
export function tidyTitle(title: string): string {
  return title
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[™®©℠\s]+/g, ' ')
    .trim();
}

/** The lines behind Thermalright's short names (`PA120 SE`, `PS120SE`, `RK120`): shops and the maker's own codes use them for the full ones. */
const THERMALRIGHT_LINES: Record<string, string> = {
  pa: 'peerless assassin',
  ps: 'phantom spirit',
  ax: 'assassin x',
  ak: 'assassin king',
  as: 'assassin spirit',
  ba: 'burst assassin',
  fc: 'frost commander',
  fs: 'frost spirit',
  rk: 'royal knight',
};

const THERMALRIGHT_SHORT = new RegExp(`\\b(${Object.keys(THERMALRIGHT_LINES).join('|')})-?(90|120|140)(se)?\\b`, 'g');

/** Spellings unified before tokenising: brand names, form factors, standards, shop abbreviations. */
const REWRITES: readonly [RegExp, string][] = [
  [/[™®©]/g, ' '],
  // A Greek letter is part of a model name (`T-Force DELTAα`): a word of its own, not noise.
  [/α/g, ' alpha '],
  [/\b802\.11\s?[a-z]+\b/g, ' '],
  [/\bwi[\s-]?fi[\s-]?([67])(e?)\b/g, ' wifi wifi$1$2 '],
  [/\bwi-fi\b|\bwi fi\b|\bwireless\b/g, ' wifi '],
  // `TOMAHAWKWIFI`: a board's Wi-Fi glued to a line word of four letters or more.
  [/\b([a-z]{4,})wifi\b/g, ' $1 wifi '],
  // `4.8GHz Max Boost`, `Max Turbo`: the clock a processor or card reaches, not a `Max` edition.
  [/\bmax\.?\s+(?=(?:boost|turbo)\b)/g, ' '],
  // ASRock's `HDV/M.2` and `H/M.2+` boards are SKUs of their own beside the `HDV` and `H`: glued
  // to the model by a slash, `M.2` is a model word (`mtwo`), not the slot every board lists.
  [/(?<=[a-z0-9])\/m\.2\+/g, ' mtwoplus '],
  [/(?<=[a-z0-9])\/m\.2\b/g, ' mtwo '],
  [/\bm\.2\b/g, ' m2 '],
  [/\b80\s?(?:\+|plus\b)/g, ' 80plus '],
  [/\bmini[\s-]?itx\b/g, ' miniitx '],
  [/\b(?:micro|mikro)[\s-]?atx\b|\bm-atx\b|\bµatx\b|\buatx\b/g, ' matx '],
  [/\be-atx\b/g, ' eatx '],
  [/\bsfx[\s-]l\b/g, ' sfxl '],
  [/\bmini[\s-]tower\b/g, ' minitower '],
  [/\bmid[\s-]tower\b/g, ' midtower '],
  // A micro tower is a size, `Pitch Black` a black.
  [/\bmicro\s+(?=tower|chassis|case)/g, ' '],
  [/\bpitch\s+black\b/g, ' black '],
  // `Gaming Graphics Card`, `Super Compact`: marketing around the category, not a line or a Super.
  [/\bgaming\s+(?=(?:graphics|video)\s+card|motherboard|mainboard|(?:pc\s+)?case|chassis)/g, ' '],
  // `… PC Case`, `… PC Mainboard`, `NH-D15 PC Cooler`: a computer's part, not MSI's `PC Mate` line
  // nor the maker PC Cooler, which names itself first or before its model.
  [/(?<=\S\s*)\bpc\s+(?=(?:case|chassis|gehause|kuti|tower|midtower|mainboard|motherboard|power supply|psu|memory|ram)\b|cooler\s*(?:$|[,;|(–—-]))/g, ' '],
  // `Z790P`, `B650MA`: a board's model letter glued to its chipset, as the maker writes `Z790-P`.
  // `E` stays on the chipsets it names (`X670E`), and `M` on every board: it is the size.
  [/\b([abhxz][2-9]\d0m?)([afikpv])\b/g, '$1 $2'],
  [/\b(z[2-9]\d0)e\b/g, '$1 e'],
  // A shop's section in front of the title (`Komponentë PC - …`, `PC Components | …`) names no part.
  [/^\s*(?:(?:komponente|pjese|components?|parts|hardware)\s+(?:(?:per|for)\s+)?(?:pc|kompjuter\w*|computer)|(?:pc|computer)\s+(?:components?|parts|komponente|hardware))\b/g, ' '],
  [/\bsuper\s+compact\b/g, ' compact '],
  [/\ball[\s-]in[\s-]one(?=\s+(?:cpu|liquid|water|aio|cooler|a?rgb))/g, ' aio '],
  // The fans a cooler comes with (`(2 ventilatorë NF-A15)`) name no variant; a case's `(3 Fan)` does.
  [/\(\s*\d\s*x?\s*(?:ventilatore|ventilator|fans?)\s+[^)]+\)/g, ' '],
  // A count written after the fan's model (`TL-C12C X2 PWM Fan`) is no `X` edition.
  [/\bx[2-9]\s+(?=(?:pwm\s+|a?rgb\s+)?fans?\b)/g, ' '],
  [/\ba[\s-]rgb\b/g, ' argb '],
  [/\bd[\s-]rgb\b/g, ' drgb '],
  // `DDR 4`, `i714700K`, `RTX 4070S`: a memory type spaced, a processor's tier glued to its number, SUPER as a shop's `S`.
  [/\bddr\s+([2-5])\b/g, ' ddr$1 '],
  [/\bi([3579])(\d{4,5}[a-z]{0,2})\b/g, ' i$1 $2 '],
  [/\b([rg]tx\s?\d{4})\s?(ti\s?)?s\b/g, ' $1 $2 super '],
  [/\bpci[\s-]?e(?:xpress)?\s*(?:gen\s*)?([345])(?:\.[01])?\b/g, ' pcie$1 '],
  [/\bgen\s?([345])(?:x4)?\b/g, ' pcie$1 '],
  [/\b(pcie[345])\s*x\s?(?:1|2|4|8|16)\b/g, ' $1 '],
  [/\bnitro\s?\+/g, ' nitro '],
  // XFX's `Black Edition` is a factory-clocked edition, not a colour.
  [/\bblack\s+edition\b/g, ' blackedition '],
  // German shops sell a drive `mit Kühlkörper`: with a heatsink.
  [/\bkuhlkorper\b/g, ' heatsink '],
  [/\b(?:usb|type)[\s-]?c\b/g, ' usbc '],
  [/\btype[\s-]?a\b/g, ' usb '],
  // Interface and BIOS features a description lists (`3x DP v1.4a`, `HDMI 2.1a`, `Q-Flash Plus`) name no edition.
  [/\b(dp|hdmi|displayport)\s*v?\d(?:\.\d+)?[a-z]?\b/g, ' $1 '],
  [/\bq[\s-]flash(?:\s+plus)?\b/g, ' '],
  [/\bon[\s-]die\s+ecc\b/g, ' '],
  [/\blga\s?2011[\s-]v?3\b/g, ' lga2011-3 '],
  [/\bvapor[\s-]?x\b/g, ' vaporx '],
  [/\bocv(\d)\b/g, ' oc v$1 '],
  [/\boverclock(?:ing|ed)?\b/g, ' oc '],
  [/\b(?:oem|mpk)\b/g, ' tray '],
  [/\bwd_?black\b/g, ' wd black '],
  [/\bwestern digital\b/g, ' wd '],
  [/\bg\.?\s?skill\b/g, ' gskill '],
  [/\bt-?\s?force\b/g, ' tforce '],
  [/\bteam\s?group\b/g, ' teamgroup '],
  // `Team T-Force`, `Team Elite`: the maker's short name.
  [/\bteam\s+(?=tforce\b|elite\b)/g, ' teamgroup '],
  [/\bcm\s+storm\b/g, ' storm '],
  [/\bbe\s?quiet!?/g, ' bequiet '],
  [/\bcooler\s?master\b/g, ' coolermaster '],
  [/\blian\s?li\b/g, ' lianli '],
  [/\bid-?\s?cooling\b/g, ' idcooling '],
  [/\bdeep\s?cool\b/g, ' deepcool '],
  [/\bpower\s?color\b/g, ' powercolor '],
  [/\bfractal design\b/g, ' fractal '],
  [/\bsilver\s?stone\b/g, ' silverstone '],
  [/\bthermal\s?right\b/g, ' thermalright '],
  [/\bthermal\s?take\b/g, ' thermaltake '],
  [/\bsilicon power\b/g, ' siliconpower '],
  [/\bsk\s?hynix\b/g, ' skhynix '],
  [/\bsuper\s?flower\b/g, ' superflower '],
  [/\ble\b/g, ' limited edition '],
  [/\bi([3579])[\s-]+(\d{4,5})/g, ' i$1 $2'],
  [/\br([3579])[\s-]+(\d{4})/g, ' ryzen $1 $2'],
  [/\bd([45])\b/g, ' ddr$1 '],
  [/\blga\s?-?(1700|1851|1200|1151)\b/g, ' lga$1 '],
  [/\bsocket\s?(1700|1851)\b/g, ' lga$1 '],
  [/(\d)\s+x3d\b/g, '$1x3d'],
  [/\b(?:tg\s+)?(?:dark|light|clear)\s+tint\b|\btg\s+(?:dark|light|clear)\b/g, ' '],
  [/\bsata\s?(?:iii|3(?:\.0)?)\b/g, ' sata '],
  [/\b\d+(?:[.,]\d+)?\s*gb(?:it)?\/s\b/g, ' '],
  [/\brev\.?\s*\d(?:\.(?:\d+|x))?\b/g, ' '],
  [/\bmk\s?(ii|iii|\d)\b/g, ' mk$1 '],
  // `USB 3.2 Gen 2` is a port, not a product's second generation.
  [/\busb\s?\d(?:\.\d)?(?:\s?gen\s?\d(?:x\d)?)?\b/g, ' usb '],
  [/\bgen\s?(\d)\b/g, ' g$1 '],
  [/\b\d\s?x\s?(?:dp|hdmi|displayport|usb)\b/g, ' '],
  // Shop banners and the names of parts that come with the product say nothing about its variant.
  [/\b(?:black friday|cyber monday|e premte e zeze)\b/g, ' '],
  // A warranty's term (`Garanci 2 vite`, `24 muaj garanci`, `3 Jahre Garantie`) is no model number.
  [
    /\b(?:garanci\w*|warranty|garantie)\s*:?\s*\d+\s*(?:vite|vjet\w*|muaj|years?|months?|jahre|monate)?(?![\w.])|\b\d+\s*(?:vite|vjet\w*|muaj|years?|months?|jahre|monate)\s+(?:garanci\w*|warranty|garantie)\b/g,
    ' ',
  ],
  [/\bsuper\s+(?:cmim\w*|ofert\w*|price|deal|zbritje)\b/g, ' '],
  [/\b(?:cmim\w*|ofert\w*)\s+special\w*\b/g, ' '],
  [/\bsuper\s+silent\b/g, ' '],
  [/\bdirect touch\b/g, ' '],
  [/\b(?:silent|light|pure) wings(?: \d)?\b/g, ' '],
  [/\b\d[.,]\d{1,2}\s?v\b/g, ' '],
  // Marketing phrases whose words would otherwise read as edition words (`max 7450MB/s`, `high airflow`).
  [/\bmax(?:imum)?\.?\s*(?=\d[\d.,]*\s*(?:mb|gb\/s|mhz|rpm|db|cfm))/g, ' '],
  [/\bhigh[\s-](?:performance|airflow)\b|\bultra[\s-](?:fast|quiet|low|thin)\b|\bsilent (?:operation|cooling)\b|\bcompact design\b/g, ' '],
  // Company names in brand fields and titles.
  [/\basustek(?: computer)?\b/g, ' asus '],
  [/\bmicro[\s-]?star(?: international)?\b/g, ' msi '],
  [/\bgiga[\s-]byte\b/g, ' gigabyte '],
  [/\badvanced micro devices\b/g, ' amd '],
];

/** Texts cleaned lately: a listing's title is cleaned for its condition, its category and its facts in turn. */
const cleaned = new Map<string, string>();

export function preClean(folded: string): string {
  const known = cleaned.get(folded);
  if (known !== undefined) return known;
  let s = ` ${folded} `;
  for (const [re, to] of REWRITES) s = s.replace(re, to);
  s = s.replace(THERMALRIGHT_SHORT, (_, short: string, size: string, se = '') => ` ${THERMALRIGHT_LINES[short]} ${size} ${se} `);
  if (cleaned.size >= 256) cleaned.clear();
  cleaned.set(folded, s);
  return s;
}

/** The last text `words` read: a listing's title is read for its condition, its category and its prefix in turn. */
let lastWords: { text: string; words: string[] } | null = null;

/** Words of a text after folding and pre-cleaning, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  if (lastWords?.text !== text)
    lastWords = {
      text,
      words: preClean(fold(text))
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    };
  return lastWords.words;
}

const PREFIX_PHRASES = CATEGORY_PREFIXES.map(([phrase, category]) => ({ words: phrase.split(' '), category })).sort((a, b) => b.words.length - a.words.length);
const OTHER_PREFIXES = NOT_A_COMPONENT_PREFIXES.map((p) => p.split(' '));

const startsWith = (ws: string[], phrase: string[]) => phrase.every((w, i) => ws[i] === w);

/** The category a title announces with its leading phrase (`Procesor …`, `Kartë grafike …`), if any. */
export function inferCategory(title: string): Category | null {
  const ws = words(title);
  const folded = fold(title);
  return PREFIX_PHRASES.find((p) => startsWith(ws, p.words))?.category ?? modelCategory(folded) ?? nounCategory(folded);
}

/**
 * Phrases only one category's titles use (`Midi-Tower`, `CPU Cooler`, `Power Supply`), read
 * anywhere in a title that announces its category no other way; a title using two announces
 * nothing. A cooler's `Dual Tower` is no case.
 */
const CATEGORY_PHRASES: readonly [Category, RegExp][] = [
  ['CASE', /\b(?:midi|mid|full|mini|super)[\s-]?tower\b|\b(?:pc|computer)[\s-]case\b|\bgeh(?:a|ae)use\b/],
  ['COOLING', /\bcpu[\s-](?:cooler|kuhler)\b|\b(?:air|liquid)[\s-]cooler\b/],
  ['PSU', /\bpower\s+supply\b|\bnetzteil\b/],
];

function nounCategory(folded: string): Category | null {
  const named = CATEGORY_PHRASES.filter(([, re]) => re.test(folded));
  return named.length === 1 ? named[0][0] : null;
}

/**
 * Model numbers only one category uses: a graphics chip (`RTX 4060`, `RX 7800 XT`, `Arc
 * B580`) or a processor (`i5-12400`, `Core Ultra 7`, `Ryzen 5 7600`). A title naming one
 * announces its category even without a category word, so a board-partner line shared with
 * a power supply (`TUF Gaming`, `Challenger`) or a word shared with a memory line (`Core`)
 * cannot pull it elsewhere. Both kinds in one title (a bundle) announce nothing.
 */
const GPU_MODEL = /\b(?:[rg]tx[\s-]?\d{3,4}s?|rx[\s-]?\d{3,4}|radeon\s+(?:rx|pro|vii)|arc\s+[ab]\d{3}|gt[\s-]?(?:610|630|640|710|730|1030|1630)|quadro|titan\s+(?:x|v|rtx))\b/;
const CPU_MODEL =
  /\b(?:i[3579][\s-]?\d{4,5}[a-z]{0,2}|core\s+(?:ultra\s+)?[3579]\s+\d{3}|ryzen\s+(?:[3579]|threadripper)\s+(?:pro\s+)?\d{4}|threadripper\s+(?:pro\s+)?\d{4}|xeon|athlon\s+\d|pentium\s+(?:gold|silver|g\d)|celeron\s+g?\d)/;

function modelCategory(folded: string): Category | null {
  const gpu = GPU_MODEL.test(folded);
  const cpu = CPU_MODEL.test(folded);
  if (gpu === cpu) return null;
  return gpu ? 'GPU' : 'CPU';
}

/**
 * Whether a title opens with the name of an accessory or another kind of product
 * (`Kabllo …`, `Ventilator …`, `Kompjuter …`) rather than a component's category
 * (`Kuti kompjuteri …` is a case: the longer phrase wins).
 */
export function opensWithOtherProduct(title: string): string | null {
  const ws = words(title);
  const category = PREFIX_PHRASES.find((p) => startsWith(ws, p.words));
  const other = OTHER_PREFIXES.filter((p) => startsWith(ws, p)).sort((a, b) => b.length - a.length)[0];
  if (!other || (category && category.words.length >= other.length)) return null;
  return other.join(' ');
}

/**
 * Letters glued to a number that are units, not model suffixes (`144Hz`, `7200rpm`, `3pcs`).
 * A volt stays glued: `230V` is the European unit of a power supply sold in two versions.
 */
const UNITS = new Set(['hz', 'khz', 'mhz', 'ghz', 'rpm', 'mm', 'cm', 'ms', 'nm', 'pin', 'pins', 'pcs', 'pc', 'a', 'mah', 'w', 'gb', 'tb', 'mb', 'th', 'st', 'nd', 'rd']);
/** Model suffixes glued to the number before them (`7600X`, `12400F`, `B650M`, `RM750e`, `4070 Super`). */
const TIGHT_SUFFIX = new Set(['x', 'ti', 'tisuper', 'super', 'xt', 'xtx', 'gre', 'gt', 'k', 'kf', 'ks', 'f', 'g', 't', 's', 'e', 'm', 'i', 'd']);
/** Suffixes glued even across a space or hyphen (`RTX 4060 Ti`, `RX 7900 XTX`, `5500 GT`). */
const SPACED_SUFFIX = new Set(['ti', 'super', 'xt', 'xtx', 'gre', 'gt']);

const TOKEN = /80plus|gddr\d+x?|ddr\d|pcie\d|\bm2\b|lga\d{4}|am[45]\b|wifi\d+e?|\b(?:v|mk|g|gen|r|e)\d{1,2}\b|\d+(?:\.\d+)?x3d(?![a-z0-9])|[a-z]+|\d+(?:\.\d+)?/g;

/** Letters glued to a number that make a model suffix: a known one, or a short code that is not a word (`12600H`, `NR200P`, not `990PRO`). */
const gluesTo = (letters: string) => TIGHT_SUFFIX.has(letters) || (letters.length <= 3 && !UNITS.has(letters) && !EDITION_WORDS.has(letters));

/**
 * Canonical tokens of a pre-cleaned text: a model suffix glued to its number forms one token
 * (`7600X`, `12600H`, `RM750e`, `NR200P`), the spaced suffixes of graphics chips are glued
 * too (`4070 Ti Super` → `4070tisuper`), so `7600` never reads as `7600X`, and version codes
 * stay whole (`V2`, `G2`, `MK2`, `E1`).
 */
export function tokenize(text: string): string[] {
  const raw: string[] = [];
  const at: number[] = [];
  for (const match of text.matchAll(TOKEN)) {
    raw.push(match[0]);
    at.push(match.index ?? 0);
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let token = raw[i];
    if (/^\d+$/.test(token)) {
      let end = at[i] + raw[i].length;
      while (i + 1 < raw.length) {
        const next = raw[i + 1];
        const gap = text.slice(end, at[i + 1]);
        const bare = /^\d+$/.test(token);
        const digits = token.replace(/\D.*$/, '').length;
        const afterTi = token.endsWith('ti') && next === 'super';
        const tight = gap === '' && ((bare && /^[a-z]+$/.test(next) && gluesTo(next)) || afterTi);
        const spaced = /^[\s-]+$/.test(gap) && ((((bare && SPACED_SUFFIX.has(next)) || afterTi) && digits >= 3) || (bare && next === 'm' && digits >= 2 && gap === ' '));
        if (!tight && !spaced) break;
        token += next;
        end = at[i + 1] + next.length;
        i++;
        if (tight && !token.endsWith('ti')) {
          // A code that runs on (`9950X3D2`, `L9x65`) is one token: it names another model.
          while (i + 1 < raw.length && at[i + 1] === end) {
            token += raw[i + 1];
            end = at[i + 1] + raw[i + 1].length;
            i++;
          }
        }
        if (!token.endsWith('ti')) break;
      }
    }
    out.push(token);
  }
  return out;
}
