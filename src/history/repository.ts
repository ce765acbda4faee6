import type { EntityManager } from '@mikro-orm/knex';
import { insertRows } from '../db/insert-rows.js';
import type { Offer } from '../catalog/types.js';
import { dateOf, dayNumber, localDay } from './day.js';
import { RETENTION_DAYS, type PriceChange } from './types.js';

/** Price history in the database: recorded and pruned by each publish, loaded with a release. */

type Row = Record<string, unknown>;
type Run = (sql: string, params?: unknown[]) => Promise<Row[]>;
const COLUMNS = ['product_id', 'store_id', 'day', 'lowest_price', 'last_price'] as const;
const KEY = ['product_id', 'store_id', 'day'] as const;

const pairKey = (productId: number, storeId: string) => `${productId}|${storeId}`;
const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function runner(tx: EntityManager): Run {
  return (sql, params = []) => tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
}

/** Each store's price for each product it lists: its cheapest in-stock priced offer, null when it has none. */
function storePrices(offers: readonly Pick<Offer, 'productId' | 'storeId' | 'price' | 'availability'>[]): Map<string, PriceChange> {
  const out = new Map<string, PriceChange>();
  for (const o of offers) {
    const key = pairKey(o.productId, o.storeId);
    const price = o.availability === 'in_stock' ? o.price : null;
    const seen = out.get(key);
    if (!seen) out.set(key, { productId: o.productId, storeId: o.storeId, day: '', lowest: price, last: price });
    else if (price !== null && (seen.last === null || price < seen.last)) seen.last = seen.lowest = price;
  }
  return out;
}

/** Each (product, store)'s latest row on or before `day`. */
async function latestRows(run: Run, day: string): Promise<Map<string, PriceChange>> {
  const rows = await run(
    `select h.product_id, h.store_id, h.day, h.lowest_price, h.last_price
       from price_history h
       join (select product_id, store_id, max(day) as day from price_history where day <= ? group by product_id, store_id) m
         on m.product_id = h.product_id and m.store_id = h.store_id and m.day = h.day`,
    [day],
  );
  return new Map(
    rows.map((r) => [
      pairKey(Number(r.product_id), String(r.store_id)),
      { productId: Number(r.product_id), storeId: String(r.store_id), day: String(r.day), lowest: nullableNumber(r.lowest_price), last: nullableNumber(r.last_price) },
    ]),
  );
}

const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Each (product, store)'s latest row of `rows`, which come in (product, store, day) order. */
function latestOf(rows: readonly PriceChange[]): Map<string, PriceChange> {
  return new Map(rows.map((r) => [pairKey(r.productId, r.storeId), r]));
}

/**
 * Records the prices a publish fixes, on the publish's local day: a row for each store whose
 * price differs from the one in force (a second publish the same day folds into that day's
 * row: its lowest and its closing price). `seed` rows (the shipped catalog's past, in
 * (product, store, day) order) are written first, on a database that has no history yet (the
 * first publish), so they are the prices in force. Then rows older than the retention are
 * pruned, except each store's last one before the cutoff while it still had a price: that is
 * the price in force on the cutoff day.
 */
export async function recordPriceHistory(
  tx: EntityManager,
  offers: readonly Pick<Offer, 'productId' | 'storeId' | 'price' | 'availability'>[],
  now: Date,
  seed: readonly PriceChange[] = [],
): Promise<void> {
  const run = runner(tx);
  const values = (r: PriceChange) => [r.productId, r.storeId, r.day, r.lowest, r.last];
  if (seed.length > 0) await insertRows(tx, 'price_history', COLUMNS, seed.map(values));
  const day = localDay(now);
  const latest = seed.length > 0 ? latestOf(seed) : await latestRows(run, day);
  const current = storePrices(offers);
  const writes: PriceChange[] = [];
  for (const [key, price] of current) {
    const before = latest.get(key);
    if (before?.day === day) {
      const lowest = lower(before.lowest, price.last);
      if (lowest !== before.lowest || price.last !== before.last) writes.push({ ...price, day, lowest });
    } else if ((before?.last ?? null) !== price.last) {
      writes.push({ ...price, day });
    }
  }
  for (const [key, before] of latest) {
    if (current.has(key) || before.last === null) continue;
    writes.push({ ...before, day, lowest: before.day === day ? before.lowest : null, last: null });
  }
  writes.sort((a, b) => a.productId - b.productId || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0));
  await insertRows(tx, 'price_history', COLUMNS, writes.map(values), KEY);
  const cutoff = dateOf(dayNumber(day) - RETENTION_DAYS);
  await tx.getConnection().execute(
    `delete from price_history
      where day < ?
        and (last_price is null
             or exists (select 1 from price_history later
                         where later.product_id = price_history.product_id and later.store_id = price_history.store_id
                           and later.day > price_history.day and later.day <= ?))`,
    [cutoff, cutoff],
    'run',
    tx.getTransactionContext(),
  );
}

/** The rows a release's read model holds: those up to its publish day, in (product, store, day) order. */
export async function loadPriceHistory(run: Run, publishedAt: string): Promise<PriceChange[]> {
  const rows = await run('select product_id, store_id, day, lowest_price, last_price from price_history where day <= ? order by product_id, store_id, day', [localDay(publishedAt)]);
  return rows.map((r) => ({
    productId: Number(r.product_id),
    storeId: String(r.store_id),
    day: String(r.day),
    lowest: nullableNumber(r.lowest_price),
    last: nullableNumber(r.last_price),
  }));
}
