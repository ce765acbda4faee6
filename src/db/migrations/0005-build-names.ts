import { Migration } from '@mikro-orm/migrations';

/** Curated builds get their Albanian name for the Albanian pages (nullable: older catalogs have none). */
export class Migration0005BuildNames extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table curated_build add column name_sq varchar(200)');
  }
}
