import { compactCode } from '../../feeds/profile.js';
import { fold } from '../../feeds/normalize.js';
import { LIT_WORD, statedLighting } from '../lighting.js';
import type { Category } from '../types.js';
import { sameIdentity } from './identity.js';
import type { Mapped } from './mapped.js';
import { withoutBrand } from './naming.js';

/**
 * Records of one product made one: the open database files some products twice, under one
 * name or under names that share a part number. Each merge keeps every record id as an alias,
 * so the id map still finds the product.
 */

export const lower = (s: string) => s.toLowerCase();
export const tally = (counts: Map<string, number>, reason: string) => counts.set(reason, (counts.get(reason) ?? 0) + 1);
export const byOpendbId = (a: Mapped, b: Mapped) => (a.opendbId < b.opendbId ? -1 : a.opendbId > b.opendbId ? 1 : 0);

/** Part numbers in order, each once (same letters and digits). */
export function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((code) => {
    const key = compactCode(code);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `b` folded into `a`: a's facts first, b's where a has none; every part number and record id kept. */
function absorb(a: Mapped, b: Mapped): Mapped {
  const specs = { ...(a.specs as unknown as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b.specs as unknown as Record<string, unknown>)) if (specs[key] === null) specs[key] = value;
  return {
    ...a,
    aliases: [...a.aliases, b.opendbId, ...b.aliases],
    mpns: uniqueCodes([...a.mpns, ...b.mpns]),
    ean: a.ean ?? b.ean,
    specs: specs as unknown as Mapped['specs'],
  };
}

const lit = (m: Mapped) => statedLighting(m.specs) === true;

/**
 * Records under one name of which the source calls some lit and not the others (`SHARKOON VK3
 * … Black` and `SHARKOON VK3 … Black RGB`, two part numbers) are two products: the lit ones are
 * named so, as shops name them.
 */
function namedLighting(mapped: readonly Mapped[]): Mapped[] {
  const key = (m: Mapped) => `${m.category}|${lower(m.name)}`;
  const unlitNames = new Set(mapped.filter((m) => !lit(m)).map(key));
  return mapped.map((m) => (lit(m) && unlitNames.has(key(m)) && !LIT_WORD.test(m.name) ? { ...m, name: `${m.name} RGB`, model: `${m.model} RGB` } : m));
}

/**
 * The open database holds some products twice. Records with one name and the same
 * identity (identity.ts) are one product: they are merged, the first record (by id) giving
 * the product its open-db id and the others kept as aliases. A record with the name of
 * another product but not its identity is told apart by its part number, or dropped.
 */
export function dedupe(mapped: Mapped[], skipped: Map<string, number>): Mapped[] {
  const groups = new Map<string, Mapped[]>();
  for (const m of namedLighting(mapped).sort(byOpendbId)) {
    const key = `${m.category}|${lower(m.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const names = new Set(groups.keys());
  const kept: Mapped[] = [];
  for (const group of groups.values()) {
    const products: Mapped[] = [];
    for (const m of group) {
      const twin = products.findIndex((p) => sameIdentity(p, m));
      if (twin >= 0) {
        products[twin] = absorb(products[twin], m);
        tally(skipped, 'merged into a record of the same product');
      } else products.push(m);
    }
    kept.push(products[0]);
    for (const m of products.slice(1)) {
      const renamed = m.mpns[0] ? { ...m, name: `${m.name} (${m.mpns[0]})`, model: `${m.model} (${m.mpns[0]})` } : null;
      const key = renamed && `${m.category}|${lower(renamed.name)}`;
      if (!renamed || !key || names.has(key)) {
        tally(skipped, 'same name as another product, no part number to tell it apart');
        continue;
      }
      names.add(key);
      kept.push(renamed);
    }
  }
  return kept;
}

/** Words that make a product another variant of its line; two names differing in one are two products. */
const VARIANT_WORDS = new Set([
  'wifi',
  'white',
  'black',
  'ti',
  'super',
  'xt',
  'xtx',
  'pro',
  'plus',
  'max',
  'ultra',
  'mini',
  'lite',
  'elite',
  'rgb',
  'argb',
  'ii',
  'v2',
  'v3',
  'ddr4',
  'ddr5',
]);

/**
 * Names that say the same thing: one's words (parenthesised notes aside) mostly within the
 * other's (80%), with no variant word on one side only.
 */
function similarNames(a: string, b: string, category: Category): boolean {
  const words = (name: string) => {
    const set = new Set(
      fold(name)
        .replace(/\([^)]*\)/g, ' ')
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
    // A board's memory is a fact its identity compares (`H310M A` and `H310M A DDR4`).
    if (category === 'MOTHERBOARD') {
      set.delete('ddr4');
      set.delete('ddr5');
    }
    return set;
  };
  const x = words(a);
  const y = words(b);
  for (const w of VARIANT_WORDS) if (x.has(w) !== y.has(w)) return false;
  const [small, big] = x.size <= y.size ? [x, y] : [y, x];
  return [...small].filter((w) => big.has(w)).length >= 0.8 * small.size;
}

/** A part number specific enough to tie two records together: six or more characters mixing letters and digits, or a long number. */
export const specificCode = (code: string) => (code.length >= 6 && /[A-Z]/.test(code) && /\d/.test(code)) || /^\d{8,}$/.test(code);

/** Whether two products are one, by a part number they share, their identity and their names. */
export const sameByPartNumber = (a: Pick<Mapped, 'category' | 'specs' | 'name'>, b: Pick<Mapped, 'category' | 'specs' | 'name'>) =>
  sameIdentity(a, b, true) && similarNames(a.name, b.name, a.category);

/**
 * Records under different names that share a part number, the same identity and similar
 * names are one product listed twice (a marketplace title next to the maker's name): the
 * one with the shorter name absorbs the others.
 */
export function mergeByPartNumber(list: Mapped[], skipped: Map<string, number>): Mapped[] {
  const parent = list.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const holders = new Map<string, number[]>();
  list.forEach((m, i) => {
    for (const code of new Set(m.mpns.map(compactCode).filter(specificCode))) holders.set(`${m.category}|${code}`, [...(holders.get(`${m.category}|${code}`) ?? []), i]);
  });
  for (const indexes of holders.values()) {
    for (let k = 1; k < indexes.length; k++) {
      const [a, b] = [indexes[0], indexes[k]];
      if (sameByPartNumber(list[a], list[b])) parent[root(b)] = root(a);
    }
  }
  const clusters = new Map<number, Mapped[]>();
  list.forEach((m, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), m]));
  const out: Mapped[] = [];
  for (const members of clusters.values()) {
    // The maker's own spelling first (a part number that is the model, `PRIME H670-PLUS D4`), then the shortest name.
    const codes = new Set(members.flatMap((m) => m.mpns.map((c) => lower(c.trim()))));
    const spelled = (m: Mapped) => (codes.has(lower(m.model)) ? 0 : 1);
    members.sort((a, b) => spelled(a) - spelled(b) || a.name.length - b.name.length || byOpendbId(a, b));
    let merged = members[0];
    for (const m of members.slice(1)) {
      merged = absorb(merged, m);
      tally(skipped, 'merged into a record of the same product (shared part number)');
    }
    out.push(merged);
  }
  return out;
}

/**
 * A record without a manufacturer whose name starts with a brand other records have
 * (`Fractal Design Meshify 2 Dark Tint`) takes that brand: the brand is evidence a listing
 * must give, and the name already gives it.
 */
export function withNamedBrands(list: Mapped[]): Mapped[] {
  const brands = [...new Set(list.map((m) => m.brand).filter((b): b is string => b !== null))].sort((a, b) => b.length - a.length);
  return list.map((m) => {
    if (m.brand !== null) return m;
    const brand = brands.find((b) => withoutBrand(m.name, b) !== m.name);
    const model = brand ? withoutBrand(m.model, brand).trim() : '';
    return brand && model ? { ...m, brand, model, name: `${brand} ${model}` } : m;
  });
}
