import { Migration } from '@mikro-orm/migrations';

/**
 * Daily price history per product and store (src/history): a row per day a store's price
 * changed, kept across releases; the day index serves pruning at publish.
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
    this.addSql(`create index price_history_day_index on price_history (day)`);
  }
}
