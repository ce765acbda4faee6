import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '../logger.js';
import { shippedCatalogDir } from '../paths.js';
import { currentReleaseId, publishRelease } from './repository.js';
import { readSource } from './source.js';

/** First start on an empty database: publish the catalog the service ships with. */
export async function ensureCatalog(em: EntityManager, log: Logger, now: () => Date): Promise<void> {
  if (await currentReleaseId(em)) return;
  const source = readSource(shippedCatalogDir);
  const { release } = await publishRelease(em, source, 'seeds/catalog', now());
  log.info({ releaseId: release.id, products: release.productCount, offers: release.offerCount }, 'shipped catalog published');
}
