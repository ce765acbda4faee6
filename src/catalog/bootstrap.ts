import type { EntityManager } from '@mikro-orm/knex';
import { seededHistory } from '../../seeds/price-history.js';
import type { Logger } from '../logger.js';
import { shippedCatalogDir } from '../paths.js';
import { currentReleaseId, publishRelease } from './repository.js';
import { readSourceYielding } from './source.js';

/** First start on an empty database: publish the catalog the service ships with, and its price history. */
export async function ensureCatalog(em: EntityManager, log: Logger, now: () => Date): Promise<void> {
  if (await currentReleaseId(em)) return;
  const source = await readSourceYielding(shippedCatalogDir);
  const { release } = await publishRelease(em, source, 'seeds/catalog', now(), seededHistory(source));
  log.info({ releaseId: release.id, products: release.productCount, offers: release.offerCount }, 'shipped catalog published');
}
