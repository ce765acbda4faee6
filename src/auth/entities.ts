import { EntitySchema } from '@mikro-orm/core';

/**
 * API keys and OAuth clients (secrets stored hashed). Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

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
