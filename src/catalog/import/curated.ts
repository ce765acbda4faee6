import { compactCode } from '../../feeds/profile.js';
import { fold } from '../../feeds/normalize.js';
import type { CatalogProduct } from '../source.js';
import type { Category, Product } from '../types.js';
import { sameIdentity } from './identity.js';
import type { Mapped } from './mapped.js';

/**
 * The hand-curated products (`seeds/curated/products`) and their open-db twins. A curated
 * product is matched by part number first, then by its normalised name, then — only when
 * exactly one record fits — by the same words up to noise with the same key specs; a match keeps the
 * curated id, name and specs (checked by hand, and more precise where the open database
 * has no field, e.g. cooler TDP ratings and case radiator support), takes the open-db id,
 * adds the open database's part numbers, and fills curated specs that are null.
 */

export interface CuratedMatch {
  curatedId: number;
  opendbId: string;
  via: 'mpn' | 'name' | 'words';
}

/** A spec the curated product and its open-db record disagree on, for review. */
export interface SpecDisagreement {
  id: number;
  name: string;
  spec: string;
  curated: unknown;
  opendb: unknown;
}

/** Lower-case words of a name, sorted, punctuation ignored: `NZXT H5 Flow (2022) White` = `nzxt h5 flow 2022 white`. */
export function nameKey(category: Category, name: string): string {
  const words = fold(name)
    .replace(/\+/g, ' plus ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort();
  return `${category}|${words.join(' ')}`;
}

/** Words a listing adds or leaves out without naming another product (memory kinds, chip makers, certification words, the default black). */
const NOISE = new Set([
  'ddr2',
  'ddr3',
  'ddr4',
  'ddr5',
  'gddr5',
  'gddr5x',
  'gddr6',
  'gddr6x',
  'gddr7',
  'hbm2',
  'amd',
  'nvidia',
  'intel',
  'geforce',
  'radeon',
  'graphics',
  'card',
  'air',
  'water',
  'liquid',
  'cooler',
  'cpu',
  'atx',
  'edition',
  '80',
  'plus',
  'certified',
  'fully',
  'semi',
  'non',
  'modular',
  'bronze',
  'gold',
  'platinum',
  'titanium',
  'gb',
  'black',
]);

/** A board revision (`(rev. 1.0)`) or a colour's marketing name (`Charcoal`, `Chalk`) names no other product. */
const REVISION = /\(rev\.? ?[\d.x]+\)/g;
const COLOUR_NAMES: Readonly<Record<string, string>> = { wh: 'white', chalk: 'white', charcoal: 'black' };

/** The words of a name in order, spellings unified. */
function looseWordList(name: string): string[] {
  return fold(name)
    .replace(REVISION, ' ')
    .replace(/\+/g, ' plus ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => COLOUR_NAMES[w] ?? w.replace(/^(\d+)g$/, '$1gb').replace(/^(\d+)mm$/, '$1'));
}

const looseWords = (name: string) => new Set(looseWordList(name));

/** Numbers a name may spell or omit when the specs already agree on them (`16GB`, `360`, `850W`). */
function specWords(p: Product): Set<string> {
  const s = p.specs as unknown as Record<string, unknown>;
  const out = new Set<string>();
  for (const key of ['vramGb', 'capacityGb', 'radiatorMm', 'wattage']) {
    const v = s[key];
    if (typeof v !== 'number') continue;
    out.add(String(v)).add(`${v}gb`).add(`${v}w`);
    if (v >= 1000 && v % 1000 === 0) out.add(`${v / 1000}tb`);
    if (v >= 1024 && v % 1024 === 0) out.add(`${v / 1024}tb`);
  }
  return out;
}

/** Same words up to noise and spec numbers, same key specs: the last, loosest pass. */
export function looselySame(p: CatalogProduct, m: Mapped): boolean {
  if (!sameIdentity(p, m)) return false;
  const a = looseWords(p.name);
  const b = looseWords(m.name);
  const ignorable = new Set([...NOISE, ...specWords(p)]);
  // The record may add the model year (`RM750e (2023)`) when it is the curated product's
  // release year; a curated year the record lacks stays a difference (the record may be another year's).
  const year = p.releasedAt?.slice(0, 4);
  if ([...a].every((w) => b.has(w) || ignorable.has(w)) && [...b].every((w) => a.has(w) || ignorable.has(w) || w === year)) return true;
  // The same letters split differently (`A520M-HDV`, `A520 M-HDV`).
  const runTogether = (name: string) =>
    looseWordList(name)
      .filter((w) => !ignorable.has(w))
      .join('');
  return runTogether(p.name) === runTogether(m.name);
}

export function matchCurated(curated: readonly CatalogProduct[], mapped: readonly Mapped[]): CuratedMatch[] {
  const byMpn = new Map<string, Mapped[]>();
  const byName = new Map<string, Mapped[]>();
  const push = (map: Map<string, Mapped[]>, key: string, m: Mapped) => map.set(key, [...(map.get(key) ?? []), m]);
  for (const m of mapped) {
    for (const mpn of m.mpns) push(byMpn, `${m.category}|${compactCode(mpn)}`, m);
    push(byName, nameKey(m.category, m.name), m);
  }
  const taken = new Set<string>();
  const matches: CuratedMatch[] = [];
  const claim = (p: CatalogProduct, candidates: readonly Mapped[] | undefined, via: CuratedMatch['via']) => {
    const free = (candidates ?? []).filter((m) => !taken.has(m.opendbId)).sort((a, b) => (a.opendbId < b.opendbId ? -1 : 1));
    if (free.length === 0) return false;
    taken.add(free[0].opendbId);
    matches.push({ curatedId: p.id, opendbId: free[0].opendbId, via });
    return true;
  };
  const pending: CatalogProduct[] = [];
  for (const p of [...curated].sort((a, b) => a.id - b.id)) {
    const codes = (p.mpns.length ? p.mpns : p.mpn ? [p.mpn] : []).map((c) => `${p.category}|${compactCode(c)}`);
    if (!codes.some((code) => claim(p, byMpn.get(code), 'mpn'))) pending.push(p);
  }
  // Names second, so a name never takes a record another curated product's part number names.
  const loose: CatalogProduct[] = [];
  for (const p of pending) if (!claim(p, byName.get(nameKey(p.category, p.name)), 'name')) loose.push(p);
  // A loose match must be the only candidate, else it is no match at all.
  for (const p of loose) {
    const candidates = mapped.filter((m) => m.category === p.category && !taken.has(m.opendbId) && looselySame(p, m));
    if (candidates.length === 1) claim(p, candidates, 'words');
  }
  return matches.sort((a, b) => a.curatedId - b.curatedId);
}

/**
 * Support lists where the open database is the more complete source: a cooler's sockets
 * (curated lists name only current ones), a case's boards and PSU and radiator sizes.
 * They are merged; every other curated value stands and differences are reported.
 */
const UNION_SPECS = new Set(['sockets', 'supportedBoards', 'psuFormFactors', 'radiatorSupport']);

/** The curated product with the open-db record's id, part numbers and the facts it lacked. */
export function mergeCurated(p: CatalogProduct, twin: Mapped): { product: CatalogProduct; disagreements: SpecDisagreement[] } {
  const specs = { ...(p.specs as unknown as Record<string, unknown>) };
  const theirs = twin.specs as unknown as Record<string, unknown>;
  const disagreements: SpecDisagreement[] = [];
  for (const [key, value] of Object.entries(theirs)) {
    if (specs[key] === null || specs[key] === undefined) specs[key] = value;
    else if (UNION_SPECS.has(key) && Array.isArray(specs[key]) && Array.isArray(value)) specs[key] = [...new Set([...(specs[key] as unknown[]), ...value])];
    else if (value !== null && JSON.stringify(value) !== JSON.stringify(specs[key])) {
      disagreements.push({ id: p.id, name: p.name, spec: key, curated: specs[key], opendb: value });
    }
  }
  const seen = new Set<string>();
  const mpns = [...(p.mpn ? [p.mpn] : []), ...p.mpns, ...twin.mpns].filter((code) => {
    const key = compactCode(code);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const product = {
    ...p,
    mpn: mpns[0] ?? null,
    mpns,
    ean: p.ean ?? twin.ean,
    opendbId: twin.opendbId,
    specs: specs as unknown as Product['specs'],
  } as CatalogProduct;
  return { product, disagreements };
}
