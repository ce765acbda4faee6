import { createMatcher } from '../../feeds/match.js';
import { analyze } from '../../feeds/facts.js';
import { fold } from '../../feeds/normalize.js';
import { compactCode, profileOf, type Profile } from '../../feeds/profile.js';
import type { CatalogProduct } from '../source.js';
import type { Product } from '../types.js';
import { sameIdentity } from './identity.js';
import { uniqueCodes } from './merge.js';
import { CODE_COLOURS } from './naming.js';

/**
 * Entries no shop title could tell apart are one product the source filed twice under other
 * spellings (`MSI GAMING X GeForce GTX 1660 SUPER` and `MSI GeForce GTX 1660 SUPER GAMING X`,
 * `Corsair SF850L` and `Corsair SF850L SFX`): each one's name, read as a listing, fits the other
 * with nothing against it, their identity facts and the colours their names state agree, they
 * carry the same variant words in any order, and the codes in their names are the same
 * (`Z490 Phantom Gaming 4/2.5G` is not the plain board). Such entries are
 * merged: the curated one, else the one with the lowest id, keeps its id, name and facts and
 * takes the others' part numbers and records. Two curated products are never merged: they
 * were told apart by hand.
 */

/** Codes a name carries besides sizes, speeds and memory types, which the identity facts compare. */
function nameCodes(product: CatalogProduct): string {
  const sized = product.category === 'GPU' || product.category === 'RAM';
  return fold(product.name)
    .split(/[^a-z0-9.+]+/)
    .filter((w) => /\d/.test(w) && /[a-z]/.test(w))
    .filter((w) => !/^\d+(?:gb|tb|mb|w|mm|mhz|mt|mts)$/.test(w) && !(sized && /^\d+g$/.test(w)) && !/^g?ddr\d/.test(w) && !/^cl\d+$/.test(w) && !memoryCode(product, w))
    .sort()
    .join(' ');
}

/** The memory type a card's model code writes (`G6` and `D6` are GDDR6, `D6X` GDDR6X), if the word is one. */
const memoryCode = (product: CatalogProduct, w: string) => (product.category === 'GPU' ? (/^[gd]([56]x?)$/.exec(w)?.[1] ?? null) : null);

/**
 * A card's memory written into its model (`GTX 1650 D6 AERO ITX OC`, `TUF GTX 1650 G6`) is part
 * of the name: the other entry must state that memory too, as a code or as `GDDR6`. A name
 * without such a code may leave its memory unsaid.
 */
function memoryAgrees(a: CatalogProduct, b: CatalogProduct): boolean {
  const read = (p: CatalogProduct) => {
    const ws = fold(p.name).split(/[^a-z0-9]+/);
    const coded = ws.map((w) => memoryCode(p, w)).filter((m): m is string => m !== null);
    const stated = new Set([...coded, ...ws.flatMap((w) => /^gddr([56]x?)$/.exec(w)?.[1] ?? [])]);
    return { coded, stated };
  };
  const [x, y] = [read(a), read(b)];
  return x.coded.every((m) => y.stated.has(m)) && y.coded.every((m) => x.stated.has(m));
}

/**
 * The colours a name states (none is no colour: such an entry may be either). A memory kit
 * named black is the kit named without a colour (`Gigastone Black Game PRO`): memory comes
 * black unless a colour (white, silver, red) makes another kit.
 */
const colours = (product: CatalogProduct) =>
  [...analyze(product.name, product.category).colors]
    .filter((c) => product.category !== 'RAM' || c !== 'black')
    .sort()
    .join('/');

/**
 * The words that define the entry as a variant, in any order: its key words, the soft words
 * that tell variants apart (`LHR`, `Gaming` on a board, `ATX 3.0`) and what its name adds
 * (`(PCIe 3.0)`, a tint, a revision). A card's memory and sizes are facts the identity compares.
 * A card's `Gaming` is no variant of its own (ASUS writes it on every ROG Strix part number, not
 * in the name): where a maker's `GAMING` is a line (Gigabyte's), the two names do not fit each other.
 */
function signature(profile: Profile | null): string {
  if (!profile) return '';
  const card = profile.product.category === 'GPU';
  return [...new Set([...profile.keys, ...profile.telling, ...profile.extras])]
    .filter((w) => !/^\d+$|^gddr|^hbm/.test(w) && !(card && w === 'gaming'))
    .sort()
    .join(' ');
}

/** The model years a name states (`RM650x (2021)`): a name without one may be any year's, so it is no twin of one with. */
const years = (product: CatalogProduct) => analyze(product.name, product.category).years.join('/');

function twins(a: CatalogProduct, b: CatalogProduct): boolean {
  return (
    a.category === b.category &&
    a.brand === b.brand &&
    sameIdentity(a, b, true) &&
    colours(a) === colours(b) &&
    years(a) === years(b) &&
    nameCodes(a) === nameCodes(b) &&
    memoryAgrees(a, b) &&
    signature(profileOf(a as Product)) === signature(profileOf(b as Product))
  );
}

/**
 * A product's colour: the first its colour spec states; memory without one is black (memory
 * comes black), anything else without one is of unknown colour.
 */
function mainColour(p: CatalogProduct): string | null {
  const stated = (p.specs as { color?: string | null }).color;
  return stated ? stated.split('/')[0].toLowerCase() : p.category === 'RAM' ? 'black' : null;
}

/** A colour word a code ends with (`PS120SE Black`, `…-WHT`), read as codes' colour words are. */
const TRAILING_WORD = /[\s_-]+([a-z]+)\s*$/i;

/**
 * The spellings of one SKU a product's part numbers stand for besides themselves:
 * - a memory kit's code with its capacity written after it (`KF436C16RBK2/16`, `KF560C40BBK2-16`)
 *   is the code without it, a reseller's spelling of the maker's one SKU;
 * - a Corsair kit's version letter after the module count (`CMK32GX4M2E3200C16`,
 *   `CMK32GX4M2Z3200C16`) names the chips a batch was built with, not another kit: the code
 *   without it (`CMK32GX4M2?3200C16`) is the kit;
 * - a code with the product's own colour after it (`PS120SE Black`) is the code without it.
 */
function skuSpellings(p: CatalogProduct): { code: string; spelling: string }[] {
  const out: { code: string; spelling: string }[] = [];
  for (const code of p.mpns) {
    const trimmed = code.trim();
    const spelled = (spelling: string) => out.push({ code: compactCode(trimmed), spelling });
    if (p.category === 'RAM') {
      const capacity = (p.specs as Product<'RAM'>['specs']).capacityGb;
      const suffixed = /^(.*\d.*?)[/-](\d+)G?$/i.exec(trimmed);
      if (suffixed && Number(suffixed[2]) === capacity) spelled(compactCode(suffixed[1]));
      const version = /^(CM[A-Z]+\d+GX[45]M\d)[A-Z](\d{4}C\d+[A-Z]*)$/.exec(compactCode(trimmed));
      if (version && p.brand === 'Corsair') spelled(`${version[1]}?${version[2]}`);
    }
    const last = TRAILING_WORD.exec(trimmed);
    if (last && CODE_COLOURS.get(last[1].toLowerCase()) === mainColour(p)) spelled(compactCode(trimmed.slice(0, last.index)));
  }
  return out;
}

/**
 * Products of one brand and category one of whose part numbers is another spelling of the
 * other's SKU. They are twins unless their identity facts or main colours differ: the source
 * describes one black kit as `Black/Grey` under one code and names no colour under the other,
 * but files a white kit's code under the black one now and then. Two spellings read from a part
 * number both records hold say no more than that the source filed it under both: the names decide.
 */
function codeTwins(products: readonly CatalogProduct[]): [CatalogProduct, CatalogProduct][] {
  // Each spelling with the products that hold it, and the part number it was read from (none: held as it is).
  const bySpelling = new Map<string, { product: CatalogProduct; from: string | null }[]>();
  const add = (spelling: string, product: CatalogProduct, from: string | null) => bySpelling.set(spelling, [...(bySpelling.get(spelling) ?? []), { product, from }]);
  const codes = new Map(products.map((p) => [p, new Set(p.mpns.map(compactCode))]));
  for (const p of products) for (const c of codes.get(p)!) add(c, p, null);
  const pairs: [CatalogProduct, CatalogProduct][] = [];
  for (const p of products) {
    for (const { code, spelling } of skuSpellings(p)) {
      for (const { product: q, from } of bySpelling.get(spelling) ?? []) {
        const told = from === null || (!codes.get(q)!.has(code) && !codes.get(p)!.has(from));
        if (q !== p && q.brand === p.brand && q.category === p.category && told) pairs.push([p, q]);
      }
      add(spelling, p, code);
    }
  }
  return pairs;
}

/**
 * Words of a name that restate a fact both records hold, as a name reads them: a board's
 * chipset (`ASUS X470 ROG Crosshair VII Hero (Wi-Fi)`), a radiator's or a supply's size. Not
 * `WIFI`: the source files Wi-Fi on boards sold without it.
 */
function restating(a: CatalogProduct, b: CatalogProduct): string[] {
  const x = a.specs as unknown as Record<string, unknown>;
  const y = b.specs as unknown as Record<string, unknown>;
  const shared = (k: string) => (x[k] !== null && x[k] !== undefined && x[k] === y[k] ? x[k] : null);
  const stated = a.category === 'MOTHERBOARD' ? shared('chipset') : a.category === 'COOLING' ? shared('radiatorMm') : a.category === 'PSU' ? shared('wattage') : null;
  return stated === null ? [] : analyze(String(stated), a.category).tokens;
}

/**
 * Facts outside the identity that still make two products of names this alike: the colour
 * recorded, a card's memory (`GDDR6` and `GDDR6X` 3060 Ti) and `OC`, a supply's rating and form
 * (`V750 SFX Gold` is not the ATX `V750 Gold`), a board's form factor and memory slots.
 */
function sameStated(a: CatalogProduct, b: CatalogProduct): boolean {
  const x = a.specs as unknown as Record<string, unknown>;
  const y = b.specs as unknown as Record<string, unknown>;
  const [u, v] = [analyze(a.name, a.category).tokens, analyze(b.name, b.category).tokens];
  const both = (w: string) => u.includes(w) === v.includes(w);
  const memory = (ws: string[]) => ws.find((w) => /^gddr\d+x?$/.test(w)) ?? null;
  const agree = (k: string) => x[k] === y[k];
  const known = (k: string) => x[k] == null || y[k] == null || agree(k);
  // The source records one kit as `Grey` and as `Grey/Black`, but also two kits so: only one colour is one product.
  if (!known('color')) return false;
  if (a.category === 'GPU') return both('oc') && memory(u) === memory(v);
  if (a.category === 'PSU') return agree('efficiency') && agree('formFactor') && both('sfx');
  if (a.category === 'MOTHERBOARD') return agree('formFactor') && known('memorySlots');
  return true;
}

/** A long word spelled with two letters swapped (`TOMAHWAK`) reads as the same word: its letters, sorted. */
const LONG_WORD = /^[a-z]{6,}$/;
const spellingKey = (w: string) => (LONG_WORD.test(w) ? [...w].sort().join('') : w);

/**
 * The words that define a name as a variant, numbers included and each as often as the name
 * has it (`B550M-B` is not `B550M`), in any order, less one of each word `drop` holds.
 */
function variantWords(profile: Profile | null, drop: readonly string[] = []): string {
  if (!profile) return '';
  const words = [...profile.keys, ...profile.telling, ...profile.extras].filter((w) => !/^gddr|^hbm/.test(w));
  for (const w of drop) {
    const at = words.indexOf(w);
    if (at >= 0) words.splice(at, 1);
  }
  return words.map(spellingKey).sort().join(' ');
}

/**
 * Entries whose names differ only in words that restate a fact both hold, or in two swapped
 * letters of a long word (`MSI MAG B850 TOMAHWAK WIFI`), are one product filed twice under names
 * no title fits both of: a listing must carry every word of a name, so the check by listing
 * cannot pair them. Their identity facts, the colours and years their names state and the
 * codes their names carry (the chipset aside) must agree as for any twins.
 */
function restatedTwins(products: readonly CatalogProduct[]): [CatalogProduct, CatalogProduct][] {
  const profiles = new Map(products.map((p) => [p, profileOf(p as Product)]));
  // Grouped by what no restating word can change: brand, category and the words besides any the product's own facts could restate.
  const loose = (p: CatalogProduct) => `${p.category}|${p.brand}|${variantWords(profiles.get(p)!, restating(p, p))}`;
  const groups = new Map<string, CatalogProduct[]>();
  for (const p of products) {
    if (!profiles.get(p)) continue;
    const key = loose(p);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  // A name's codes are whole words (`x470`) where a name reads the restating fact as tokens (`x`, `470`).
  const codesWithout = (p: CatalogProduct, drop: readonly string[]) =>
    nameCodes(p)
      .split(' ')
      .filter((w) => w && w !== drop.join(''))
      .join(' ');
  const pairs: [CatalogProduct, CatalogProduct][] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i], group[j]];
        const drop = restating(a, b);
        if (
          variantWords(profiles.get(a)!, drop) === variantWords(profiles.get(b)!, drop) &&
          sameStated(a, b) &&
          sameIdentity(a, b, true) &&
          colours(a) === colours(b) &&
          years(a) === years(b) &&
          codesWithout(a, drop) === codesWithout(b, drop) &&
          memoryAgrees(a, b)
        )
          pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

/**
 * Merges the indistinguishable entries of `products` in place and points the id map's records
 * of a merged entry at the one that keeps its id; returns how many entries were merged away.
 */
export function mergeIndistinguishable(products: CatalogProduct[], curatedIds: ReadonlySet<number>, idMap: Map<string, number>): number {
  const matcher = createMatcher(products as Product[]);
  const fits = new Map<number, Set<number>>();
  for (const p of products) {
    fits.set(p.id, new Set(matcher.fitting({ title: p.name, category: p.category, brand: p.brand ?? undefined })));
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const keeperOf = new Map<number, number>();
  const keeper = (id: number): number => (keeperOf.has(id) ? keeper(keeperOf.get(id)!) : id);
  const join = (x: number, y: number) => {
    const [a, b] = [keeper(x), keeper(y)];
    if (a === b || (curatedIds.has(a) && curatedIds.has(b))) return;
    // The curated entry keeps its id; between imported ones, the older id.
    const [keep, gone] = curatedIds.has(b) || (!curatedIds.has(a) && b < a) ? [b, a] : [a, b];
    keeperOf.set(gone, keep);
  };
  for (const p of products) {
    for (const q of fits.get(p.id)!) {
      if (q <= p.id || !fits.get(q)?.has(p.id)) continue;
      if (twins(byId.get(keeper(p.id))!, byId.get(keeper(q))!)) join(p.id, q);
    }
  }
  // A pair is checked as the products it has become, so one slip does not chain a lit kit to an unlit one.
  for (const [p, q] of codeTwins(products)) {
    const [a, b] = [byId.get(keeper(p.id))!, byId.get(keeper(q.id))!];
    if (sameIdentity(a, b) && mainColour(a) !== null && mainColour(a) === mainColour(b)) join(p.id, q.id);
  }
  for (const [p, q] of restatedTwins(products)) join(p.id, q.id);
  if (keeperOf.size === 0) return 0;
  for (const [gone] of keeperOf) {
    const from = byId.get(gone)!;
    const into = byId.get(keeper(gone))!;
    into.mpns = uniqueCodes([...into.mpns, ...from.mpns]);
    into.mpn = into.mpns[0] ?? null;
    into.ean ??= from.ean;
    // A curated product without a twin takes the merged record as its twin, as the next refresh would.
    into.opendbId ??= from.opendbId;
    const specs = into.specs as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(from.specs as unknown as Record<string, unknown>)) if (specs[key] === null) specs[key] = value;
  }
  for (const [record, id] of idMap) if (keeperOf.has(id)) idMap.set(record, keeper(id));
  const kept = products.filter((p) => !keeperOf.has(p.id));
  products.splice(0, products.length, ...kept);
  return keeperOf.size;
}
