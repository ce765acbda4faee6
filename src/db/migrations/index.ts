import { Migration0001Catalog } from './0001-catalog.js';

/** Every migration, in order. Listed explicitly so a build never depends on folder scanning. */
export const migrationsList = [{ name: 'Migration0001Catalog', class: Migration0001Catalog }];
