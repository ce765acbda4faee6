import { EntitySchema } from '@mikro-orm/core';

/**
 * The catalog's rows: stores, categories, products, releases with their offers, curated builds. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

export interface StoreRow {
  id: string;
  name: string;
  city: string;
  website: string;
}

export interface CategoryRow {
  name: string;
  slug: string;
}

export interface ProductRow {
  id: number;
  name: string;
  brand: string | null;
  model: string | null;
  category: string;
  mpn: string | null;
  mpns: string[] | null;
  ean: string | null;
  opendbId: string | null;
  specs: Record<string, unknown>;
  releasedAt: string | null;
}

export interface ReleaseRow {
  id: string;
  generatedAt: string;
  publishedAt: string;
  status: 'published';
  storeCount: number;
  productCount: number;
  offerCount: number;
  source: string;
  /** JSON of the catalog's DataSource (name, url, licence, commit), or null for a hand-made catalog. */
  dataSource: string | null;
}

export interface ReleaseProductRow {
  releaseId: string;
  productId: number;
}

export interface OfferRow {
  id?: number;
  releaseId: string;
  productId: number;
  storeId: string;
  sku: string;
  price: number | null;
  currency: string | null;
  availability: string;
  retailerUrl: string;
  lastUpdated: string | null;
}

export interface CuratedBuildRow {
  id: string;
  name: string;
  nameSq: string | null;
  budgetTier: string;
  position: number;
}

export interface CuratedBuildPartRow {
  buildId: string;
  position: number;
  category: string;
  productId: number;
}

export const StoreEntity = new EntitySchema<StoreRow>({
  name: 'Store',
  tableName: 'store',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 200 },
    city: { type: 'string', length: 100 },
    website: { type: 'string', length: 300 },
  },
});

export const CategoryEntity = new EntitySchema<CategoryRow>({
  name: 'Category',
  tableName: 'category',
  properties: {
    name: { type: 'string', primary: true, length: 32 },
    slug: { type: 'string', length: 32, unique: 'category_slug_key' },
  },
});

export const ProductEntity = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    name: { type: 'string', length: 300 },
    brand: { type: 'string', length: 100, nullable: true },
    model: { type: 'string', length: 300, nullable: true },
    category: { type: 'string', length: 32 },
    mpn: { type: 'string', length: 100, nullable: true },
    mpns: { type: 'json', columnType: 'text', nullable: true },
    ean: { type: 'string', length: 20, nullable: true },
    opendbId: { type: 'string', length: 64, nullable: true },
    // Stored as text (0001, 0006): JSON in a text column reads back as written on both engines.
    specs: { type: 'json', columnType: 'text' },
    releasedAt: { type: 'string', length: 32, nullable: true },
  },
});

export const ReleaseEntity = new EntitySchema<ReleaseRow>({
  name: 'Release',
  tableName: 'catalog_release',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    generatedAt: { type: 'string', length: 32 },
    publishedAt: { type: 'string', length: 32 },
    status: { type: 'string', length: 16 },
    storeCount: { type: 'integer' },
    productCount: { type: 'integer' },
    offerCount: { type: 'integer' },
    source: { type: 'string', length: 500 },
    dataSource: { type: 'text', nullable: true },
  },
});

export const ReleaseProductEntity = new EntitySchema<ReleaseProductRow>({
  name: 'ReleaseProduct',
  tableName: 'release_product',
  properties: {
    releaseId: { type: 'string', primary: true, length: 64 },
    productId: { type: 'integer', primary: true },
  },
});

export const OfferEntity = new EntitySchema<OfferRow>({
  name: 'Offer',
  tableName: 'offer',
  indexes: [{ properties: ['releaseId', 'productId'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    releaseId: { type: 'string', length: 64 },
    productId: { type: 'integer' },
    storeId: { type: 'string', length: 64 },
    sku: { type: 'string', length: 100 },
    price: { type: 'double', nullable: true },
    currency: { type: 'string', length: 3, nullable: true },
    availability: { type: 'string', length: 16 },
    retailerUrl: { type: 'string', length: 500 },
    lastUpdated: { type: 'string', length: 32, nullable: true },
  },
});

export const CuratedBuildEntity = new EntitySchema<CuratedBuildRow>({
  name: 'CuratedBuild',
  tableName: 'curated_build',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 200 },
    nameSq: { type: 'string', length: 200, nullable: true },
    budgetTier: { type: 'string', length: 16 },
    position: { type: 'integer' },
  },
});

export const CuratedBuildPartEntity = new EntitySchema<CuratedBuildPartRow>({
  name: 'CuratedBuildPart',
  tableName: 'curated_build_part',
  properties: {
    buildId: { type: 'string', primary: true, length: 64 },
    position: { type: 'integer', primary: true },
    category: { type: 'string', length: 32 },
    productId: { type: 'integer' },
  },
});
