import { statedLighting } from '../catalog/lighting.js';
import type { TitleIndex } from './catalog-index.js';
import { analyze, type TitleFacts } from './facts.js';
import { agree, conflict, gap, stated, type Evidence, type Listing } from './listing.js';
import { YEAR_CATEGORIES, type Profile } from './profile.js';
import { CHECKS, formWord, specs } from './spec-checks.js';
import { CATEGORY_WORDS, CHIP_BRANDS, COLOR_WORDS, COLOUR_LINES, DESCRIPTIVE, DESCRIPTIVE_IN, EDITION_WORDS, EDITION_WORDS_IN, VERSION_TOKEN } from './vocabulary.js';

/**
 * Evidence for or against one product behind one listing: which identifiers and
 * attributes agree, and which conflict. A single conflict rules the product out — every
 * variant-defining attribute a listing states must agree with the product (capacity, kit,
 * speed and CL, memory type, colour and edition words, OC, form factors, heatsink, PSU
 * generation, rating and wattage, model year), and its brand must be evidenced.
 */

/** Colours sources and shops name either way (`Trident Z5 Royal` silver, filed as grey). */
const SAME_COLOUR: ReadonlyMap<string, string> = new Map([
  ['silver', 'grey'],
  ['grey', 'silver'],
]);

const UNSAID_COLOUR = 'colour: the listing names none';

/** Whether all that stands against a product is a colour the listing leaves unsaid. */
export const onlyColourUnsaid = (e: Evidence) => e.conflicts.length === 0 && e.gaps.length > 0 && e.gaps.every((g) => g.startsWith(UNSAID_COLOUR));

function colors(p: Profile, l: Listing, e: Evidence): void {
  if (!p.colors) return;
  // Colour words of the product's own line (`Red Devil`) are no colour; a PSU's `Gold` is its rating.
  const words = l.facts.tokens.filter((t) => COLOR_WORDS.has(t) && !p.keySet.has(t) && !p.soft.has(t));
  // A case sold with a power supply states the supply's rating (`me PSU 750W SFX Gold`).
  const rating = (c: string) => (p.product.category === 'PSU' || l.facts.watts.length > 0) && (c === 'gold' || c === 'silver' || c === 'bronze' || c === 'platinum');
  const said = [...new Set(words.map((t) => COLOR_WORDS.get(t)!))].filter((c) => !rating(c));
  if (said.length) {
    // A wooden front beside the product's own colour is its trim (`North Charcoal Black … Walnut Front`, `… front walnut`).
    const tokens = l.facts.tokens;
    const front = tokens.some((t, i) => COLOR_WORDS.get(t) === 'wood' && (tokens[i + 1] === 'front' || tokens[i - 1] === 'front'));
    const trim = (c: string) => c === 'wood' && front && said.some((s) => p.colors!.has(s));
    const other = said.filter((c) => !p.colors!.has(c) && !p.colors!.has(SAME_COLOUR.get(c) ?? c) && !trim(c));
    if (other.length === 0) agree(e, `colour ${said.join('/')}`);
    else conflict(e, `colour: listing ${said.join('/')}, product ${[...p.colors].join('/')}`);
  } else if (p.namedColor && !p.colors.has('black')) {
    // A title without a colour names the plain or the black variant, never `… White` — unless
    // it names a line that only comes in the product's colour.
    const line = l.facts.tokens.find((t) => COLOUR_LINES.has(t) && p.colors!.has(COLOUR_LINES.get(t)!) && (p.keySet.has(t) || p.soft.has(t)));
    if (line) agree(e, `colour ${COLOUR_LINES.get(line)} (the ${line} line)`);
    else gap(e, `${UNSAID_COLOUR}, the product is ${[...p.colors].join('/')}`);
  }
}

/** Things a title counts (`7 heatpipes`, `3 ventilatorë`, `8 bërthama`): the number before them names no generation. */
const COUNTED = new Set(['heatpipes', 'heatpipe', 'ventilatore', 'ventilator', 'fans', 'fan', 'berthama', 'bertham', 'cores', 'core', 'threads', 'pin']);

/** Lighting words: `RGB`, `ARGB`, `D-RGB` (`A-RGB` and `ADD-RGB` are spelled `argb`). */
const LIGHTING = new Set(['rgb', 'argb', 'drgb']);

/** A partner card's fan count (`2X`, `3X`): Windforce 2X and Windforce 3X are two cards. */
const FAN_COUNT = /^[2-4]x$/;

/**
 * The words each of a product's part numbers reads as, when it reads as several (`GP-UD850GM
 * PG5`: `gp ud850gm pg5`). Only codes joined as codes are (`-`, `/`, `.` between letters and
 * digits): a source's "part number" that is the name again (`CH560 DIGITAL` filed under the
 * plain case) would make another edition's words the product's own.
 */
const CODE_JOIN = /[A-Za-z0-9][-/.][A-Za-z0-9]/;
const codeWordsOf = new WeakMap<Profile, string[][]>();
function codeWords(p: Profile): string[][] {
  let found = codeWordsOf.get(p);
  if (!found)
    codeWordsOf.set(
      p,
      (found = p.product.mpns
        .filter((m) => CODE_JOIN.test(m))
        .map((m) => analyze(m, p.product.category).tokens)
        .filter((ws) => ws.length > 1)),
    );
  return found;
}

/** Where the listing spells one of the product's part numbers word by word: those words are the code's, not another edition's. */
function spelledCode(p: Profile, tokens: readonly string[]): Set<number> {
  const at = new Set<number>();
  for (const code of codeWords(p)) for (let i = 0; i + code.length <= tokens.length; i++) if (code.every((w, k) => tokens[i + k] === w)) code.forEach((_, k) => at.add(i + k));
  return at;
}

/** Words of the listing that name another edition or version than the product's. */
function editions(p: Profile, l: Listing, index: TitleIndex, e: Evidence, identified: boolean, codeInTitle: boolean): void {
  const category = p.product.category;
  const brandWords = p.brand?.split(' ') ?? [];
  const form = formWord(p);
  const own = (t: string) => p.keySet.has(t) || p.soft.has(t) || brandWords.includes(t) || form === t;
  const explained = (t: string) =>
    own(t) || DESCRIPTIVE.has(t) || DESCRIPTIVE_IN[category]?.has(t) || CATEGORY_WORDS.has(t) || (COLOR_WORDS.has(t) && p.colors !== null) || CHIP_BRANDS.has(t);
  const vocabulary = p.brand ? index.vocabulary.get(`${p.brand}|${category}`) : undefined;
  const tokens = l.facts.tokens;
  // A fan count names a card when it stands by a line word (`WINDFORCE 2X`), not in `PCIe 4.0, 2x…`.
  const fanCount = (i: number) => category === 'GPU' && FAN_COUNT.test(tokens[i]) && [tokens[i - 1], tokens[i + 1]].some((n) => n && vocabulary?.has(n));
  // A single digit right after a line word numbers the line's generation (`Silent Loop 3`, `Pure Rock 2`).
  const generation = (i: number) => {
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    return (
      /^[1-9]$/.test(tokens[i]) &&
      /^[a-z]{3,}$/.test(before) &&
      !!vocabulary?.has(before) &&
      !EDITION_WORDS.has(before) &&
      !DESCRIPTIVE.has(after) &&
      !CATEGORY_WORDS.has(after) &&
      !COUNTED.has(after)
    );
  };
  // `ROG Crosshair VIII Extreme X570`: a board's own chipset, written beside a name without it, describes it.
  const chipset = category === 'MOTHERBOARD' ? specs<'MOTHERBOARD'>(p).chipset?.toLowerCase() : undefined;
  const ownChipset = (i: number) => !!chipset && (`${tokens[i]}${tokens[i + 1] ?? ''}` === chipset || `${tokens[i - 1] ?? ''}${tokens[i]}` === chipset);
  // `H310M S2H 2.0`, `Polaris 3.0`: a version number right after the model is another revision of a board or card, or another generation of a supply.
  const revision = (i: number) => (category === 'MOTHERBOARD' || category === 'GPU' || category === 'PSU') && /^[1-9]\.0$/.test(tokens[i]) && p.keySet.has(tokens[i - 1] ?? '');
  // Anywhere in the title: the category's variant words (`Ti`, `SO-DIMM`), `OC` on a card,
  // version marks and the words of the product's own siblings (even a generic word such as
  // Gigabyte's `GAMING`, when a sibling is named by it). In the head, where the model is
  // named, also the general edition words, the words of the brand's other products, colours,
  // fan counts and generations; a description after it (`…, 3x AF120 RGB Elite`) names the
  // parts that come with the product, not another product. Behind an identifier that names
  // the product, only the head's sibling words count against it; behind the maker's code
  // written in the title itself (`CTE E600 MX … CA-1Y3-00M1WN-00`), the head's other words
  // are the shop's name for that SKU, not another edition.
  const family = index.family(p);
  // A title whose head names the whole model describes it after that (`EAGLE OC 8G, …, WINDFORCE Kühlsystem`).
  const modelInHead = p.keys.every((k) => l.head.has(k));
  // Behind such a code, a word that starts another of the brand's lines (`Blue` beside the AV-25's code) still names another product.
  const otherLine = (t: string) => !!index.lineHeads.get(`${p.brand}|${category}`)?.has(t);
  const inTheHead = (t: string) => l.head.has(t) && (!codeInTitle || otherLine(t));
  const sibling = (t: string) => family.has(t) && (l.head.has(t) || (!identified && !modelInHead));
  const anywhere = (t: string, i: number) => EDITION_WORDS_IN[category]?.has(t) || (category === 'GPU' && t === 'oc') || VERSION_TOKEN.test(t) || revision(i);
  const inHead = (t: string, i: number) => EDITION_WORDS.has(t) || vocabulary?.has(t) || COLOR_WORDS.has(t) || fanCount(i) || generation(i);
  const names = (t: string, i: number) => inTheHead(t) && inHead(t, i);
  // Gigabyte's `GAMING` is a line of its own in the head, though a generic word elsewhere.
  const lineWord = (t: string) => inTheHead(t) && index.genericLines.has(`${p.brand}|${category}|${t}`);
  // Lighting describes a product its part number names (the code is the SKU, lit or not), one
  // whose specs say it ships lit (`Hyper 212 Halo`, `LANCOOL 215`), and a card that has it
  // (`NITRO+ … ARGB`), where it names another edition only when the catalog holds the card's
  // name with it. Otherwise a case, cooler, power supply or memory with lighting is a SKU of its
  // own (`3000D RGB Airflow`, `Assassin X 120 Refined SE ARGB`, `CX650F RGB`, `Fury Beast RGB`).
  const lit = statedLighting(p.product.specs) === true;
  const counts = (t: string, i: number) => {
    if (LIGHTING.has(t) && (identified || lit)) return false;
    if (LIGHTING.has(t) && category === 'GPU') return index.extending(p).has(t);
    return sibling(t) || lineWord(t) || anywhere(t, i) || (!explained(t) && names(t, i));
  };
  if (lit && tokens.some((t) => LIGHTING.has(t) && !own(t))) agree(e, 'lighting');
  const counted = tokens.map((t, i) => !own(t) && !ownChipset(i) && counts(t, i));
  // Read the product's codes only when a word counts against it: most fits have none.
  const code = counted.includes(true) ? spelledCode(p, tokens) : new Set<number>();
  const extra = tokens.filter((_, i) => counted[i] && !code.has(i));
  for (const t of new Set(extra)) conflict(e, `"${t}" names another edition`);
  // `EVA-02 Edition`, `Sakura Limited Edition`: a name the product lacks, just before `Edition`.
  tokens.forEach((t, i) => {
    if (t !== 'edition') return;
    const named = [tokens[i - 1], tokens[i - 2]].find((w) => w && /^[a-z]{2,}$/.test(w) && !explained(w) && !EDITION_WORDS.has(w));
    if (named) conflict(e, `"${named} edition" is a special edition`);
  });
  for (const w of l.facts.negated) if (p.keySet.has(w) || p.soft.has(w)) conflict(e, `the listing says it is not "${w}"`);
}

/** Intel's processor tiers (`i5-13600KF`, read as `i` `5`): no other maker writes them. */
const intelTier = (tokens: readonly string[], i: number) => tokens[i] === 'i' && /^[3579]$/.test(tokens[i + 1] ?? '');

/** Brand is required evidence: named by the title or the brand field, or by a line word only that brand uses. */
function brand(p: Profile, l: Listing, index: TitleIndex, e: Evidence): void {
  if (!p.brand) return;
  const category = p.product.category;
  // A brand name that is also a word of the product's own line (`Ultra` of Intel's Core Ultra, of
  // SanDisk's Ultra) is that word here, not a second maker.
  const ownWords = index.vocabulary.get(`${p.brand}|${category}`);
  const ownWord = (b: string) => b !== p.brand && b.split(' ').every((w) => ownWords?.has(w) || p.soft.has(w) || p.brand!.split(' ').includes(w));
  const makers = l.brands.filter((b) => (!CHIP_BRANDS.has(b) || CHIP_BRANDS.has(p.brand!)) && !ownWord(b));
  const others = [...makers.filter((b) => b !== p.brand), ...l.foreignBrands];
  if (makers.includes(p.brand) && others.length) return void conflict(e, `brand: listing names ${[p.brand, ...others].join(' and ')}`);
  if (makers.includes(p.brand)) return void agree(e, `brand ${p.brand}`);
  if (makers.length) return void conflict(e, `brand: listing names ${makers.join('/')}, product is ${p.brand}`);
  if (l.foreignBrands.length) return void conflict(e, `brand: listing names ${l.foreignBrands.join('/')}, product is ${p.brand}`);
  const linesNamed = (inHead: boolean) => {
    const named = new Map<string, string>();
    for (const [i, t] of l.facts.tokens.entries()) {
      if (inHead && !l.head.has(t)) continue;
      // A counted word (`8-Core`, `6 heatpipes`) is no line word.
      if (COUNTED.has(t) && /^\d+$/.test(l.facts.tokens[i - 1] ?? '')) continue;
      const b = index.lines.get(`${category}|${t}`) ?? (category === 'CPU' && intelTier(l.facts.tokens, i) ? 'intel' : undefined);
      if (b && !named.has(b)) named.set(b, t);
    }
    for (const code of inHead ? l.headMarks : l.marks) {
      const b = index.lines.get(`${category}|${code}`);
      if (b && !named.has(b)) named.set(b, code);
    }
    return named;
  };
  // The head names the product, by words or by a part number; a line word in the description
  // (`…, Intel XMP 3.0 Compatible`) describes it, unless the head names nothing (`Kod: 10234 - Ryzen 5 5600`).
  const inHead = linesNamed(true);
  const lineBrands = inHead.size || l.mpnsInTitle.size ? inHead : linesNamed(false);
  if (lineBrands.has(p.brand) && lineBrands.size === 1) return void agree(e, `brand ${p.brand} (by its line "${lineBrands.get(p.brand)}")`);
  if (lineBrands.size) return void conflict(e, `brand: the listing's line words belong to ${[...lineBrands.keys()].join('/')}`);
  gap(e, `brand: the listing names no brand (product is ${p.brand})`);
}

/** A model year the listing states must be the product's; a product of unknown year cannot confirm it. */
function year(p: Profile, l: Listing, e: Evidence, identified: boolean): void {
  if (p.year !== null) stated(e, 'model year', l.facts.years, p.year);
  // A part number names one year's unit, whatever year the catalog leaves unknown.
  else if (l.facts.years.length && YEAR_CATEGORIES.has(p.product.category) && !identified) conflict(e, `model year: listing ${l.facts.years.join('/')}, product unknown`);
}

/**
 * A drive's or card's revision the listing states must be the product's (`FireCuda 520 Rev
 * 2.0` is another drive than the first one). A board's PCB revision is the same product to a
 * buyer, and the catalog files boards without it.
 */
function revision(p: Profile, l: Listing, e: Evidence): void {
  if (p.product.category !== 'MOTHERBOARD' && l.facts.revisions.length > 0) {
    if (p.revision === null) conflict(e, `revision: listing rev ${l.facts.revisions.join('/')}, product has none`);
    else stated(e, 'revision', l.facts.revisions, p.revision);
  }
  // A case's glass tint the catalog names must be the one the listing names.
  if (p.tint !== null) stated(e, 'glass tint', l.facts.tints, p.tint);
}

function otherMpn(p: Profile, l: Listing, e: Evidence): void {
  if (l.mpnsInTitle.has(p.product.id)) agree(e, `MPN ${p.product.mpn} in the title`);
  else if (l.mpnsInTitle.size) conflict(e, 'the title carries the MPN of another product');
}

/**
 * Every piece of evidence about `p` behind `l`; `identified` when a GTIN or MPN names `p`,
 * `codeInTitle` when that MPN is the maker's code written in the title.
 */
export function weigh(p: Profile, l: Listing, index: TitleIndex, identified = false, codeInTitle = false): Evidence {
  const e: Evidence = { agreed: [], conflicts: [], gaps: [] };
  brand(p, l, index, e);
  if (l.category && l.category !== p.product.category) conflict(e, `category: listing ${l.category}, product ${p.product.category}`);
  CHECKS[p.product.category](p, l, e);
  colors(p, l, e);
  year(p, l, e, identified);
  revision(p, l, e);
  editions(p, l, index, e, identified, codeInTitle);
  otherMpn(p, l, e);
  return e;
}

/**
 * Key words of `p` the listing does not carry, as often as the model repeats them (`A520M-A`
 * needs two `a`); a PSU's wattage may stand as `750W`.
 */
export function missingKeys(p: Profile, facts: TitleFacts, tokenCounts: ReadonlyMap<string, number>): string[] {
  const missing: string[] = [];
  for (const [k, times] of p.keyCounts) {
    const have = tokenCounts.get(k) ?? 0;
    if (have >= times) continue;
    if (have === 0 && k === 'wifi' && facts.wifi === true) continue;
    if (have === 0 && /^\d+$/.test(k) && facts.watts.includes(Number(k))) continue;
    missing.push(k);
  }
  return missing;
}
