/** Part numbers the source files under the wrong product, taken off it once the catalog is built. */
import { contradictsKit, readMemoryCode } from '../memory-codes.js';
import type { CatalogProduct } from '../source.js';
import type { RamSpecs } from '../types.js';
import { compactCode } from '../../feeds/profile.js';

/**
 * A part number several products carry identifies at most one of them (the database lists
 * e.g. `B450`, or a tray code under the boxed CPU). It stays with the one curated product
 * holding it (checked by hand), else with the one product naming it first (among the
 * curated holders when there are several), and is removed from the others; when no single
 * holder stands out, from all of them.
 */
export function dropSharedPartNumbers(products: CatalogProduct[], curatedIds: ReadonlySet<number>): number {
  const holders = new Map<string, CatalogProduct[]>();
  for (const p of products)
    for (const code of new Set(p.mpns.map(compactCode))) {
      const key = `${p.category}|${code}`;
      holders.set(key, [...(holders.get(key) ?? []), p]);
    }
  const drop = new Map<number, Set<string>>();
  for (const [key, list] of holders) {
    if (list.length < 2) continue;
    const code = key.slice(key.indexOf('|') + 1);
    const curatedHolders = list.filter((p) => curatedIds.has(p.id));
    const pool = curatedHolders.length > 0 ? curatedHolders : list;
    const primaryHolders = pool.filter((p) => p.mpns[0] !== undefined && compactCode(p.mpns[0]) === code);
    const owner = pool.length === 1 ? pool[0] : primaryHolders.length === 1 ? primaryHolders[0] : null;
    for (const p of list) if (p !== owner) drop.set(p.id, (drop.get(p.id) ?? new Set()).add(code));
  }
  for (const p of products) {
    const codes = drop.get(p.id);
    if (!codes) continue;
    p.mpns = p.mpns.filter((m) => !codes.has(compactCode(m)));
    p.mpn = p.mpns[0] ?? null;
  }
  return drop.size;
}

/**
 * The open database files some kits' codes on their siblings (a 6000 CL28 code on a 6400 CL32
 * kit, a single module's code on the kit of two). A memory code whose stated module count,
 * size or speed contradicts the kit's specs names another kit and is dropped, so a title
 * stating it does not land here. A code stating only another latency is dropped when another
 * code of the kit agrees with it in full; alone, it more likely shows the source's latency wrong.
 */
export function dropContradictingMemoryCodes(products: CatalogProduct[]): number {
  let dropped = 0;
  for (const p of products) {
    if (p.category !== 'RAM') continue;
    const specs = p.specs as RamSpecs;
    const stated = p.mpns.map((code) => ({ code, facts: readMemoryCode(code) }));
    const confirmed = stated.some(({ facts }) => facts && !contradictsKit(facts, specs));
    const kept = stated.filter(({ facts }) => !facts || !contradictsKit(facts, specs, confirmed)).map(({ code }) => code);
    dropped += p.mpns.length - kept.length;
    p.mpns = kept;
    p.mpn = kept[0] ?? null;
  }
  return dropped;
}
