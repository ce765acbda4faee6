import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openOrm, type Orm } from '../../src/db/orm.js';
import { loadPriceHistory, recordPriceHistory } from '../../src/history/repository.js';
import type { Offer } from '../../src/catalog/types.js';
import { tempDir } from '../support/app.js';
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.js';
import { describeWith } from '../support/requirement.js';

/**
 * What publishes write into the price history, on the database itself: a row per store whose
 * price changed, a second publish the same day folded into that day, a store that stops
 * offering a product closed with a null, and pruning that keeps the price in force at the
 * cutoff. The same cases run on SQLite and, with POSTGRES_ADMIN_URL, on PostgreSQL.
 */

type Listed = Pick<Offer, 'productId' | 'storeId' | 'price' | 'availability'>;
const offer = (productId: number, storeId: string, price: number | null, availability: Offer['availability'] = 'in_stock'): Listed => ({ productId, storeId, price, availability });
/** Noon in Kosovo on a date. */
const at = (date: string) => new Date(`${date}T11:00:00Z`);

function cases(open: () => Promise<{ orm: Orm; close(): Promise<void> }>) {
  let db: { orm: Orm; close(): Promise<void> };
  const publish = (offers: Listed[], date: Date | string) => db.orm.em.fork().transactional((tx) => recordPriceHistory(tx, offers, typeof date === 'string' ? at(date) : date));
  const history = (upTo = '2099-01-01T00:00:00Z') => loadPriceHistory((sql, params = []) => db.orm.em.getConnection().execute(sql, params, 'all'), upTo);

  afterAll(async () => db?.close());

  it('writes a row per store whose price changed, on the local day of the publish', async () => {
    db = await open();
    await publish([offer(1, 'a', 100), offer(1, 'a', 95), offer(1, 'b', 110), offer(2, 'a', 50, 'out_of_stock')], '2026-01-10');
    expect(await history()).toEqual([
      { productId: 1, storeId: 'a', day: '2026-01-10', lowest: 95, last: 95 },
      { productId: 1, storeId: 'b', day: '2026-01-10', lowest: 110, last: 110 },
    ]);
    // 23:30 UTC on the 11th is already the 12th in Kosovo; store a is unchanged.
    await publish([offer(1, 'a', 95), offer(1, 'b', 105), offer(2, 'a', 50)], new Date('2026-01-11T23:30:00Z'));
    const rows = await history();
    expect(rows.filter((r) => r.day === '2026-01-12')).toEqual([
      { productId: 1, storeId: 'b', day: '2026-01-12', lowest: 105, last: 105 },
      { productId: 2, storeId: 'a', day: '2026-01-12', lowest: 50, last: 50 },
    ]);
  });

  it('folds a second publish of the same day into its row: the lowest of the day and the closing price', async () => {
    await publish([offer(1, 'a', 90), offer(1, 'b', 105), offer(2, 'a', 50)], '2026-01-20');
    await publish([offer(1, 'a', 99), offer(1, 'b', 105), offer(2, 'a', 50)], '2026-01-20');
    expect((await history()).filter((r) => r.day === '2026-01-20')).toEqual([{ productId: 1, storeId: 'a', day: '2026-01-20', lowest: 90, last: 99 }]);
  });

  it('closes a store that no longer has the product in stock, or no longer lists it, with a null', async () => {
    await publish([offer(1, 'a', 99, 'out_of_stock'), offer(2, 'a', 50)], '2026-02-01');
    expect((await history()).filter((r) => r.day === '2026-02-01')).toEqual([
      { productId: 1, storeId: 'a', day: '2026-02-01', lowest: null, last: null },
      { productId: 1, storeId: 'b', day: '2026-02-01', lowest: null, last: null },
    ]);
    // Nothing to close twice.
    await publish([offer(2, 'a', 50)], '2026-02-02');
    expect((await history()).filter((r) => r.day === '2026-02-02')).toEqual([]);
  });

  it("loads only the rows up to a release's publish day", async () => {
    expect((await history('2026-01-15T12:00:00Z')).map((r) => r.day)).toEqual(['2026-01-10', '2026-01-10', '2026-01-12', '2026-01-12']);
  });

  it("prunes rows older than 395 days but keeps each store's price in force at the cutoff", async () => {
    // 2027-03-03 minus 395 days is 2026-02-01: rows before it go, except product 2's last one (50, still in force).
    await publish([offer(2, 'a', 50), offer(3, 'c', 10)], '2027-03-03');
    expect(await history()).toEqual([
      { productId: 1, storeId: 'a', day: '2026-02-01', lowest: null, last: null },
      { productId: 1, storeId: 'b', day: '2026-02-01', lowest: null, last: null },
      { productId: 2, storeId: 'a', day: '2026-01-12', lowest: 50, last: 50 },
      { productId: 3, storeId: 'c', day: '2027-03-03', lowest: 10, last: 10 },
    ]);
    // A year later the closed stores' rows are pruned too: a null price in force is no row at all.
    await publish([offer(2, 'a', 50), offer(3, 'c', 10)], '2028-03-03');
    expect((await history()).map((r) => `${r.productId}${r.storeId}`)).toEqual(['2a', '3c']);
  });
}

describe('price history recording on SQLite', () => {
  cases(async () => {
    const dir = tempDir();
    const orm = await openOrm(loadConfig({ DATA_DIR: dir }));
    return {
      orm,
      async close() {
        await orm.close(true);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});

describeWith(
  {
    what: 'a PostgreSQL server (POSTGRES_ADMIN_URL)',
    available: Boolean(testDatabaseUrl),
    howTo: 'set POSTGRES_ADMIN_URL=postgres://postgres@127.0.0.1:54329/postgres (see .ci/run for a throwaway cluster)',
  },
  'price history recording on PostgreSQL',
  () => {
    cases(async () => {
      const database = await createTestDatabase();
      const orm = await openOrm(loadConfig({ DATABASE_URL: database.url }));
      return {
        orm,
        async close() {
          await orm.close(true);
          await database.drop();
        },
      };
    });
  },
);
