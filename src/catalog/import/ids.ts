import fs from 'node:fs';

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
