import { EntitySchema } from '@mikro-orm/core';
import { PriceHistoryEntity } from '../history/entity.js';

/**
 * Database rows. Class-less EntitySchema definitions with an explicit list (no globbing,
 * no decorator metadata). Timestamps are stored as ISO strings so both engines return
 * exactly the text that was published.
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

export interface StateRow {
  key: string;
  value: string;
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
    slug: { type: 'string', length: 32, unique: true },
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
    mpns: { type: 'json', nullable: true },
    ean: { type: 'string', length: 20, nullable: true },
    opendbId: { type: 'string', length: 64, nullable: true },
    specs: { type: 'json' },
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

export const StateEntity = new EntitySchema<StateRow>({
  name: 'State',
  tableName: 'service_state',
  properties: {
    key: { type: 'string', primary: true, length: 64 },
    value: { type: 'text' },
  },
});

export interface JobRow {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  request: string;
  principal: string;
  result: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const JobEntity = new EntitySchema<JobRow>({
  name: 'BuildPlanJob',
  tableName: 'build_plan_job',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    status: { type: 'string', length: 16 },
    request: { type: 'text' },
    principal: { type: 'string', length: 200 },
    result: { type: 'text', nullable: true },
    error: { type: 'text', nullable: true },
    attempts: { type: 'integer' },
    createdAt: { type: 'string', length: 32 },
    updatedAt: { type: 'string', length: 32 },
    expiresAt: { type: 'string', length: 32 },
  },
});

export interface IdempotencyRow {
  scope: string;
  idempotencyKey: string;
  fingerprint: string;
  state: 'in_progress' | 'done';
  responseStatus: number | null;
  responseHeaders: string | null;
  responseBody: string | null;
  createdAt: string;
  expiresAt: string;
}

export const IdempotencyEntity = new EntitySchema<IdempotencyRow>({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_record',
  properties: {
    scope: { type: 'string', primary: true, length: 200 },
    idempotencyKey: { type: 'string', primary: true, length: 128 },
    fingerprint: { type: 'string', length: 64 },
    state: { type: 'string', length: 16 },
    responseStatus: { type: 'integer', nullable: true },
    responseHeaders: { type: 'text', nullable: true },
    responseBody: { type: 'text', nullable: true },
    createdAt: { type: 'string', length: 32 },
    expiresAt: { type: 'string', length: 32 },
  },
});

/* Access control (src/auth, src/contact, src/payments): credentials are stored only as salted, peppered hashes. */

export interface ApiKeyRow {
  id: string;
  name: string;
  salt: string;
  hash: string;
  createdAt: string;
  revokedAt: string | null;
}

export const ApiKeyEntity = new EntitySchema<ApiKeyRow>({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 100 },
    salt: { type: 'string', length: 64 },
    hash: { type: 'string', length: 64 },
    createdAt: { type: 'string', length: 32 },
    revokedAt: { type: 'string', length: 32, nullable: true },
  },
});

export interface OAuthClientRow {
  clientId: string;
  name: string;
  salt: string;
  hash: string;
  scopes: string;
  createdAt: string;
  revokedAt: string | null;
}

export const OAuthClientEntity = new EntitySchema<OAuthClientRow>({
  name: 'OAuthClient',
  tableName: 'oauth_client',
  properties: {
    clientId: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 100 },
    salt: { type: 'string', length: 64 },
    hash: { type: 'string', length: 64 },
    scopes: { type: 'string', length: 200 },
    createdAt: { type: 'string', length: 32 },
    revokedAt: { type: 'string', length: 32, nullable: true },
  },
});

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipHash: string;
  createdAt: string;
}

export const ContactMessageEntity = new EntitySchema<ContactMessageRow>({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    message: { type: 'text' },
    ipHash: { type: 'string', length: 64 },
    createdAt: { type: 'string', length: 32 },
  },
});

export interface PaymentNonceRow {
  payer: string;
  nonce: string;
  network: string;
  asset: string;
  payTo: string;
  amount: string;
  resource: string;
  /** The signed EIP-3009 authorization (JSON), kept so the operator can submit it on-chain later. */
  payload: string;
  usedAt: string;
}

export const PaymentNonceEntity = new EntitySchema<PaymentNonceRow>({
  name: 'PaymentNonce',
  tableName: 'x402_payment_nonce',
  properties: {
    payer: { type: 'string', primary: true, length: 42 },
    nonce: { type: 'string', primary: true, length: 66 },
    network: { type: 'string', length: 32 },
    asset: { type: 'string', length: 42 },
    payTo: { type: 'string', length: 42 },
    amount: { type: 'string', length: 78 },
    resource: { type: 'string', length: 2048 },
    payload: { type: 'text' },
    usedAt: { type: 'string', length: 32 },
  },
});

export const entities = [
  StoreEntity,
  CategoryEntity,
  ProductEntity,
  ReleaseEntity,
  ReleaseProductEntity,
  OfferEntity,
  CuratedBuildEntity,
  CuratedBuildPartEntity,
  StateEntity,
  JobEntity,
  IdempotencyEntity,
  ApiKeyEntity,
  OAuthClientEntity,
  ContactMessageEntity,
  PaymentNonceEntity,
  PriceHistoryEntity,
];

