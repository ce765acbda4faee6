import { Migration } from '@mikro-orm/migrations';

/**
 * Products imported from the open parts database keep every published part number and the
 * id of their source record; a release keeps where its catalog came from (the attribution
 * the source's licence requires, with the imported commit).
 */
export class Migration0006CatalogSources extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table product add column mpns text null`);
    this.addSql(`alter table product add column opendb_id varchar(64) null`);
    this.addSql(`alter table catalog_release add column data_source text null`);
  }
}
