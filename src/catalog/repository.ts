import type { EntityManager } from '@mikro-orm/knex';
import { CategoryEntity, CuratedBuildEntity, CuratedBuildPartEntity, ReleaseEntity, StoreEntity, type ReleaseRow } from './entities.js';
import { insertRows } from '../db/insert-rows.js';
import { StateEntity } from '../db/service-state.js';
import { loadPriceHistory, recordPriceHistory } from '../history/repository.js';
import type { PriceChange } from '../history/types.js';
import type { SourceContent } from './source.js';
import { CATEGORIES, CATEGORY_SLUGS, type Category } from '../enums.js';
import type { CuratedBuild, DataSource, Product, ReleaseContent } from './types.js';

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
 * a reader sees the previous release or this one, never a mix. The prices it makes current
 * go into the price history (`seedHistory`: rows of the catalog's past, written first).
 */
export async function publishRelease(
  em: EntityManager,
  source: SourceContent,
  sourceLabel: string,
  now: Date,
  seedHistory: (publishedAt: Date) => PriceChange[] = () => [],
): Promise<PublishOutcome> {
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
      if (!alreadyCurrent) {
        await recordPriceHistory(tx, source.offers, now);
        await tx.upsert(StateEntity, { key: CURRENT_RELEASE, value: id });
      }
      return { release: existing, alreadyCurrent };
    }
    await tx.upsertMany(
      StoreEntity,
      source.stores.map((s) => ({ ...s })),
    );
    await tx.upsertMany(
      CategoryEntity,
      CATEGORIES.map((name) => ({ name, slug: CATEGORY_SLUGS[name] })),
    );
    await insertRows(
      tx,
      'product',
      ['id', 'name', 'brand', 'model', 'category', 'mpn', 'mpns', 'ean', 'opendb_id', 'specs', 'released_at'],
      source.products.map((p) => [p.id, p.name, p.brand, p.model, p.category, p.mpn, JSON.stringify(p.mpns), p.ean, p.opendbId, JSON.stringify(p.specs), p.releasedAt]),
      ['id'],
    );
    const release: ReleaseRow = {
      id,
      generatedAt: source.generatedAt,
      publishedAt: now.toISOString(),
      status: 'published',
      storeCount: source.stores.length,
      productCount: source.products.length,
      offerCount: source.offers.length,
      source: sourceLabel.slice(0, 500),
      dataSource: source.dataSource ? JSON.stringify(source.dataSource) : null,
    };
    await tx.insert(ReleaseEntity, release);
    await insertRows(
      tx,
      'release_product',
      ['release_id', 'product_id'],
      source.products.map((p) => [id, p.id]),
    );
    await insertRows(
      tx,
      'offer',
      ['release_id', 'product_id', 'store_id', 'sku', 'price', 'currency', 'availability', 'retailer_url', 'last_updated'],
      source.offers.map((o) => [id, o.productId, o.storeId, o.sku, o.price, o.currency, o.availability, o.retailerUrl, o.lastUpdated]),
    );
    await tx.nativeDelete(CuratedBuildPartEntity, {});
    await tx.nativeDelete(CuratedBuildEntity, {});
    if (source.builds.length > 0) {
      await tx.insertMany(
        CuratedBuildEntity,
        source.builds.map((b, position) => ({ id: b.id, name: b.name, nameSq: b.nameSq ?? null, budgetTier: b.budgetTier, position })),
      );
      await tx.insertMany(
        CuratedBuildPartEntity,
        source.builds.flatMap((b) => b.parts.map((part, position) => ({ buildId: b.id, position, ...part }))),
      );
    }
    await recordPriceHistory(tx, source.offers, now, seedHistory(now));
    await tx.upsert(StateEntity, { key: CURRENT_RELEASE, value: id });
    return { release, alreadyCurrent: false };
  });
}

export async function findRelease(em: EntityManager, id: string): Promise<ReleaseRow | null> {
  return em.findOne(ReleaseEntity, { id });
}

/** Loads one release whole, inside one read transaction so its parts agree. */
/** Plain rows, not entities: a release can hold hundreds of thousands of offers, and hydrating each as a managed entity only makes garbage. */
type Row = Record<string, unknown>;

export async function loadRelease(em: EntityManager, id: string): Promise<ReleaseContent> {
  return em.transactional(async (tx) => {
    const run = (sql: string, params: unknown[] = []) => tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
    const [release] = await run('select id, generated_at, published_at, data_source from catalog_release where id = ?', [id]);
    if (!release) throw new Error(`release ${id} does not exist`);
    const products = await run(
      `select p.id, p.name, p.brand, p.model, p.category, p.mpn, p.mpns, p.ean, p.opendb_id, p.specs, p.released_at
         from product p join release_product rp on rp.product_id = p.id
        where rp.release_id = ? order by p.id`,
      [id],
    );
    const offers = await run('select id, product_id, store_id, price, availability, retailer_url, last_updated from offer where release_id = ? order by id', [id]);
    const stores = await run('select id, name, city, website from store where id in (select distinct store_id from offer where release_id = ?) order by id', [id]);
    const builds = await run('select id, name, name_sq, budget_tier from curated_build order by position');
    const parts = await run('select build_id, category, product_id from curated_build_part order by build_id, position');
    const priceHistory = await loadPriceHistory(run, String(release.published_at));
    const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
    return {
      id: String(release.id),
      generatedAt: String(release.generated_at),
      publishedAt: String(release.published_at),
      dataSource: release.data_source ? (JSON.parse(String(release.data_source)) as DataSource) : null,
      stores: stores.map((s) => ({ id: String(s.id), name: String(s.name), city: String(s.city), website: String(s.website) })),
      products: products.map(
        (p) =>
          ({
            id: Number(p.id),
            name: String(p.name),
            brand: nullableText(p.brand),
            model: nullableText(p.model),
            category: p.category as Category,
            mpn: nullableText(p.mpn),
            // Products stored before part-number lists existed have only their mpn.
            mpns: p.mpns ? (JSON.parse(String(p.mpns)) as string[]) : p.mpn ? [String(p.mpn)] : [],
            ean: nullableText(p.ean),
            opendbId: nullableText(p.opendb_id),
            specs: typeof p.specs === 'string' ? JSON.parse(p.specs) : p.specs,
            releasedAt: nullableText(p.released_at),
          }) as Product,
      ),
      offers: offers.map((o) => {
        const price = o.price === null || o.price === undefined ? null : Number(o.price);
        return {
          id: Number(o.id),
          productId: Number(o.product_id),
          storeId: String(o.store_id),
          price,
          currency: price === null ? null : ('EUR' as const),
          availability: o.availability as 'in_stock' | 'out_of_stock',
          retailerUrl: String(o.retailer_url),
          lastUpdated: nullableText(o.last_updated),
        };
      }),
      builds: builds.map((b): CuratedBuild => ({
        id: String(b.id),
        name: String(b.name),
        ...(b.name_sq ? { nameSq: String(b.name_sq) } : {}),
        budgetTier: b.budget_tier as CuratedBuild['budgetTier'],
        parts: parts.filter((p) => p.build_id === b.id).map((p) => ({ category: p.category as Category, productId: Number(p.product_id) })),
      })),
      priceHistory,
    };
  });
}
