import { Migration } from '@mikro-orm/migrations';

/**
 * Daily price history per product and store (src/history): a row per day a store's price
 * changed, kept across releases. No index on the day: pruning scans the table once per publish,
 * which costs less than keeping a second index through the first start's seeded rows.
 */
export class Migration0007PriceHistory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table price_history (
      product_id integer not null,
      store_id varchar(64) not null,
      day varchar(10) not null,
      lowest_price double precision null,
      last_price double precision null,
      primary key (product_id, store_id, day))`);
  }
}
