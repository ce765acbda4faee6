import type { EntityManager } from '@mikro-orm/knex';
import {
  CategoryEntity,
  CuratedBuildEntity,
  CuratedBuildPartEntity,
  OfferEntity,
  ProductEntity,
  ReleaseEntity,
  ReleaseProductEntity,
  StateEntity,
  StoreEntity,
  type ReleaseRow,
} from '../db/entities.js';
import type { SourceContent } from './source.js';
import { CATEGORIES, CATEGORY_SLUGS, type Category, type CuratedBuild, type Product, type ReleaseContent } from './types.js';

/** Releases in the database: publishing one, finding the current one, loading one whole. */

const CURRENT_RELEASE = 'current_release';
const PUBLISH_LOCK_KEY = 4_206_102;

export function releaseIdFor(source: SourceContent): string {
  const stamp = source.generatedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `rel-${stamp}-${source.digest.slice(0, 10)}`;
}

export async function currentReleaseId(em: EntityManager): Promise<string | null> {
  const row = await em.findOne(StateEntity, { key: CURRENT_RELEASE });
  return row?.value ?? null;
}

export interface PublishOutcome {
  release: ReleaseRow;
  alreadyCurrent: boolean;
}

/**
 * Writes a release and switches the current-release pointer in one transaction:
 * a reader sees the previous release or this one, never a mix.
 */
export async function publishRelease(em: EntityManager, source: SourceContent, sourceLabel: string, now: Date): Promise<PublishOutcome> {
  const id = releaseIdFor(source);
  return em.transactional(async (tx) => {
    // Publishers on several instances (two first starts seeding together, a CLI publish) take
    // turns on PostgreSQL, so the later one finds the release already there. SQLite serialises writers.
    if (tx.getPlatform().constructor.name.startsWith('PostgreSql')) {
      await tx.getConnection().execute(`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`, [], 'all', tx.getTransactionContext());
    }
    const existing = await tx.findOne(ReleaseEntity, { id });
    if (existing) {
      const alreadyCurrent = (await currentReleaseId(tx)) === id;
      if (!alreadyCurrent) await tx.upsert(StateEntity, { key: CURRENT_RELEASE, value: id });
      return { release: existing, alreadyCurrent };
    }
    await tx.upsertMany(StoreEntity, source.stores.map((s) => ({ ...s })));
    await tx.upsertMany(CategoryEntity, CATEGORIES.map((name) => ({ name, slug: CATEGORY_SLUGS[name] })));
    if (source.products.length > 0) {
      await tx.upsertMany(
        ProductEntity,
        source.products.map((p) => ({ ...p, specs: p.specs as unknown as Record<string, unknown> })),
        { batchSize: 500 },
      );
    }
    const release: ReleaseRow = {
      id,
      generatedAt: source.generatedAt,
      publishedAt: now.toISOString(),
      status: 'published',
      storeCount: source.stores.length,
      productCount: source.products.length,
      offerCount: source.offers.length,
      source: sourceLabel.slice(0, 500),
    };
    await tx.insert(ReleaseEntity, release);
    await tx.insertMany(ReleaseProductEntity, source.products.map((p) => ({ releaseId: id, productId: p.id })));
    if (source.offers.length > 0) {
      await tx.insertMany(
        OfferEntity,
        source.offers.map(({ method: _m, confidence: _c, ...o }) => ({ ...o, releaseId: id })),
      );
    }
    await tx.nativeDelete(CuratedBuildPartEntity, {});
    await tx.nativeDelete(CuratedBuildEntity, {});
    if (source.builds.length > 0) {
      await tx.insertMany(CuratedBuildEntity, source.builds.map((b, position) => ({ id: b.id, name: b.name, budgetTier: b.budgetTier, position })));
      await tx.insertMany(
        CuratedBuildPartEntity,
        source.builds.flatMap((b) => b.parts.map((part, position) => ({ buildId: b.id, position, ...part }))),
      );
    }
    await tx.upsert(StateEntity, { key: CURRENT_RELEASE, value: id });
    return { release, alreadyCurrent: false };
  });
}

export async function findRelease(em: EntityManager, id: string): Promise<ReleaseRow | null> {
  return em.findOne(ReleaseEntity, { id });
}

/** Loads one release whole, inside one read transaction so its parts agree. */
export async function loadRelease(em: EntityManager, id: string): Promise<ReleaseContent> {
  return em.transactional(async (tx) => {
    const release = await tx.findOneOrFail(ReleaseEntity, { id });
    const members = await tx.find(ReleaseProductEntity, { releaseId: id });
    const memberIds = members.map((m) => m.productId);
    const products = memberIds.length ? await tx.find(ProductEntity, { id: { $in: memberIds } }, { orderBy: { id: 'asc' } }) : [];
    const offers = await tx.find(OfferEntity, { releaseId: id }, { orderBy: { id: 'asc' } });
    const storeIds = [...new Set(offers.map((o) => o.storeId))];
    const stores = storeIds.length ? await tx.find(StoreEntity, { id: { $in: storeIds } }, { orderBy: { id: 'asc' } }) : [];
    const builds = await tx.find(CuratedBuildEntity, {}, { orderBy: { position: 'asc' } });
    const parts = await tx.find(CuratedBuildPartEntity, {}, { orderBy: { buildId: 'asc', position: 'asc' } });
    const curated: CuratedBuild[] = builds.map((b) => ({
      id: b.id,
      name: b.name,
      budgetTier: b.budgetTier as CuratedBuild['budgetTier'],
      parts: parts.filter((p) => p.buildId === b.id).map((p) => ({ category: p.category as Category, productId: p.productId })),
    }));
    return {
      id: release.id,
      generatedAt: release.generatedAt,
      publishedAt: release.publishedAt,
      stores: stores.map((s) => ({ id: s.id, name: s.name, city: s.city, website: s.website })),
      products: products.map(
        (p) =>
          ({
            id: p.id,
            name: p.name,
            brand: p.brand,
            model: p.model,
            category: p.category as Category,
            mpn: p.mpn,
            ean: p.ean,
            // The column is text on both engines; PostgreSQL's driver hands the JSON back unparsed.
            specs: typeof p.specs === 'string' ? (JSON.parse(p.specs) as Record<string, unknown>) : p.specs,
            releasedAt: p.releasedAt,
          }) as unknown as Product,
      ),
      offers: offers.map((o) => ({
        id: o.id!,
        productId: o.productId,
        storeId: o.storeId,
        price: o.price,
        currency: o.price === null ? null : 'EUR',
        availability: o.availability as 'in_stock' | 'out_of_stock',
        retailerUrl: o.retailerUrl,
        lastUpdated: o.lastUpdated,
      })),
      builds: curated,
    };
  });
}
