import { Migration } from '@mikro-orm/migrations';

/** The catalog: stores, categories, canonical products, releases with their offers, curated builds. */
export class Migration0001Catalog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table store (
      id varchar(64) not null primary key,
      name varchar(200) not null,
      city varchar(100) not null,
      website varchar(300) not null)`);
    this.addSql(`create table category (
      name varchar(32) not null primary key,
      slug varchar(32) not null unique)`);
    this.addSql(`create table product (
      id integer not null primary key,
      name varchar(300) not null,
      brand varchar(100) null,
      model varchar(300) null,
      category varchar(32) not null,
      mpn varchar(100) null,
      ean varchar(20) null,
      specs text not null,
      released_at varchar(32) null)`);
    this.addSql(`create table catalog_release (
      id varchar(64) not null primary key,
      generated_at varchar(32) not null,
      published_at varchar(32) not null,
      status varchar(16) not null,
      store_count integer not null,
      product_count integer not null,
      offer_count integer not null,
      source varchar(500) not null)`);
    this.addSql(`create table release_product (
      release_id varchar(64) not null,
      product_id integer not null,
      primary key (release_id, product_id))`);
    this.addSql(`create table offer (
      id integer not null primary key autoincrement,
      release_id varchar(64) not null,
      product_id integer not null,
      store_id varchar(64) not null,
      sku varchar(100) not null,
      price double precision null,
      currency varchar(3) null,
      availability varchar(16) not null,
      retailer_url varchar(500) not null,
      last_updated varchar(32) null)`);
    this.addSql(`create index offer_release_id_product_id_index on offer (release_id, product_id)`);
    this.addSql(`create table curated_build (
      id varchar(64) not null primary key,
      name varchar(200) not null,
      budget_tier varchar(16) not null,
      position integer not null)`);
    this.addSql(`create table curated_build_part (
      build_id varchar(64) not null,
      position integer not null,
      category varchar(32) not null,
      product_id integer not null,
      primary key (build_id, position))`);
    this.addSql(`create table service_state (
      key varchar(64) not null primary key,
      value text not null)`);
  }
}
