import { Migration0001Catalog } from './0001-catalog.js';
import { Migration0002Access } from './0002-access.js';
import { Migration0003Jobs } from './0003-jobs.js';
import { Migration0004RateLimits } from './0004-rate-limits.js';
import { Migration0005BuildNames } from './0005-build-names.js';
import { Migration0006CatalogSources } from './0006-catalog-sources.js';
import { Migration0007PriceHistory } from './0007-price-history.js';

/** Every migration, in order. Listed explicitly so a build never depends on folder scanning. */
export const migrationsList = [
  { name: 'Migration0001Catalog', class: Migration0001Catalog },
  { name: 'Migration0003Jobs', class: Migration0003Jobs },
  { name: 'Migration0002Access', class: Migration0002Access },
  { name: 'Migration0004RateLimits', class: Migration0004RateLimits },
  { name: 'Migration0005BuildNames', class: Migration0005BuildNames },
  { name: 'Migration0006CatalogSources', class: Migration0006CatalogSources },
  { name: 'Migration0007PriceHistory', class: Migration0007PriceHistory },
];
