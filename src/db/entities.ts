import { ApiKeyEntity, OAuthClientEntity } from '../auth/entities.js';
import { CategoryEntity, CuratedBuildEntity, CuratedBuildPartEntity, OfferEntity, ProductEntity, ReleaseEntity, ReleaseProductEntity, StoreEntity } from '../catalog/entities.js';
import { ContactMessageEntity } from '../contact/entity.js';
import { PriceHistoryEntity } from '../history/entity.js';
import { IdempotencyEntity } from '../idempotency/entity.js';
import { JobEntity } from '../jobs/entity.js';
import { PaymentNonceEntity } from '../payments/entity.js';
import { StateEntity } from './service-state.js';

/**
 * Every entity the ORM knows, listed explicitly (no globbing). Each is defined next to the
 * module that reads and writes it; the migrations are the schema, and a test holds the
 * entities to them (test/db/migrations.test.ts).
 */
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
