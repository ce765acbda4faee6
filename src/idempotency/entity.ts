import { EntitySchema } from '@mikro-orm/core';

/**
 * A stored outcome under an Idempotency-Key. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

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
  indexes: [{ name: 'idempotency_record_expires_at_index', properties: ['expiresAt'] }],
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
