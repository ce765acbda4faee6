import fs from 'node:fs';
import path from 'node:path';
import { readProducts } from '../source.js';
import type { Mapped } from './mapped.js';
import { lower } from './merge.js';

/**
 * The id map committed next to the catalog (`opendb-ids.tsv`): open-db id → our product id.
 * A refresh keeps every mapping it finds, so a product keeps its id for as long as the
 * open database keeps its record, and one that comes back gets its old id again.
 */

export const ID_MAP_FILE = 'opendb-ids.tsv';
const HEADER = '# opendb_id\tproduct_id';

export function readIdMap(file: string): Map<string, number> {
  const map = new Map<string, number>();
  if (!fs.existsSync(file)) return map;
  for (const [i, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [opendbId, id] = line.split('\t');
    const value = Number(id);
    if (!opendbId || !Number.isInteger(value) || value < 1) throw new Error(`${file}: line ${i + 1} is not "<opendb id>\\t<product id>"`);
    map.set(opendbId, value);
  }
  return map;
}

export function renderIdMap(map: ReadonlyMap<string, number>): string {
  const rows = [...map].sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0));
  return `${[HEADER, ...rows.map(([opendbId, id]) => `${opendbId}\t${id}`)].join('\n')}\n`;
}

/** Ids for new products start above every id in use and above the curated id blocks (1001–8999). */
const FIRST_NEW_ID = 10_001;

/**
 * Gives every key without an id the next free one, in the order given (the caller sorts
 * them deterministically); returns the ids handed out.
 */
export function assignIds(map: Map<string, number>, inUse: Iterable<number>, keys: readonly string[]): number {
  let next = Math.max(FIRST_NEW_ID - 1, ...map.values(), ...inUse) + 1;
  let assigned = 0;
  for (const key of keys) {
    if (map.has(key)) continue;
    map.set(key, next++);
    assigned++;
  }
  return assigned;
}

/** What an earlier import published under an id: its name and the open-db record it came from. */
interface Published {
  name: string;
  opendbId: string | null;
}

/** How much two names say alike: shared words over all words (0–1). */
function nameLikeness(a: string, b: string): number {
  const words = (name: string) =>
    new Set(
      lower(name)
        .split(/[^a-z0-9+]+/)
        .filter(Boolean),
    );
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared || 1);
}

/**
 * The id each product keeps from an earlier import: a product claims the ids its records
 * had. When the database (or a cleaner reading of it) splits a product, the id stays with the
 * part that is still what the id was published as — the name most like the published one
 * (a black unit stays black when its white twin is told apart), then the part holding the
 * record it was published under, then the part holding most of its records; the others get
 * new ones. A product made of records of several earlier products keeps the id most of them
 * had. Remaining ties go to the product first in `products` order, then to the id of its
 * first record.
 */
export function keptIds(products: readonly Mapped[], idsOfRecords: (m: Mapped) => (number | undefined)[], published: ReadonlyMap<number, Published>, used: Set<number>): Map<Mapped, number> {
  const claims: { m: Mapped; order: number; id: number; likeness: number; primary: boolean; votes: number; rank: number }[] = [];
  products.forEach((m, order) => {
    const votes = new Map<number, number>();
    for (const id of idsOfRecords(m)) if (id !== undefined) votes.set(id, (votes.get(id) ?? 0) + 1);
    const records = new Set([m.opendbId, ...m.aliases]);
    [...votes].forEach(([id, count], rank) => {
      const before = published.get(id);
      claims.push({ m, order, id, likeness: before ? nameLikeness(before.name, m.name) : 0, primary: before?.opendbId ? records.has(before.opendbId) : false, votes: count, rank });
    });
  });
  claims.sort((a, b) => b.likeness - a.likeness || Number(b.primary) - Number(a.primary) || b.votes - a.votes || a.order - b.order || a.rank - b.rank);
  const kept = new Map<Mapped, number>();
  for (const { m, id } of claims) {
    if (kept.has(m) || used.has(id)) continue;
    kept.set(m, id);
    used.add(id);
  }
  return kept;
}

/** What each product of an earlier import was published as, from the catalog being refreshed. */
export function publishedProducts(outDir: string): Map<number, Published> {
  const dir = path.join(outDir, 'products');
  if (!fs.existsSync(dir)) return new Map();
  return new Map(readProducts(dir).map((p) => [p.id, { name: p.name, opendbId: p.opendbId ?? null }]));
}
