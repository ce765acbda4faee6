import crypto from 'node:crypto';
import { ApiKeyEntity, OAuthClientEntity } from './entities.js';
import { apiKeyId, DUMMY_HASH, DUMMY_SALT, hashSecret, isClientSecretShaped, newApiKey, newOAuthClient, newSalt, secretMatches } from './hashing.js';
import { RecentlyVerified } from './recently-verified.js';
import { loadOrCreateStateSecret, type EmSource } from './state.js';

/**
 * Operator-issued credentials: API keys and OAuth clients. Secrets are returned once, at
 * creation, and never stored; lookups compare salted, peppered hashes in constant time.
 * Every check reads the database, so a revocation by the CLI takes effect on the next request
 * of every running instance; only when the database cannot be read does a check fall back on
 * this instance's recent verifications (./recently-verified.ts).
 */

export const SCOPES = ['catalog.read'] as const;
export const DEFAULT_SCOPE = 'catalog.read';

export type RevokeOutcome = 'revoked' | 'already_revoked' | 'not_found';

export interface ApiKeySummary {
  id: string;
  name: string;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
}

export interface OAuthClientSummary {
  clientId: string;
  name: string;
  scopes: string[];
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
}

export interface ActiveClient {
  clientId: string;
  scopes: string[];
}

export class CredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialError';
  }
}

const PEPPER_NAME = 'credential-pepper';

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100 || /[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new CredentialError('name must be 1 to 100 printable characters');
  }
  return trimmed;
}

/** Memory holds a digest of a presented key, never the key. */
const digest = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');

export class CredentialStore {
  private readonly verifiedKeys = new RecentlyVerified<string>();
  private readonly verifiedClients = new RecentlyVerified<ActiveClient>();

  private constructor(
    private readonly source: EmSource,
    private readonly pepper: Buffer,
    private readonly now: () => Date,
  ) {}

  static async open(em: EmSource, now: () => Date = () => new Date()): Promise<CredentialStore> {
    const pepper = await loadOrCreateStateSecret(em, PEPPER_NAME);
    return new CredentialStore(em, pepper, now);
  }

  private async em() {
    return this.source();
  }

  async createApiKey(name: string): Promise<{ id: string; apiKey: string }> {
    const cleanName = checkName(name);
    const { id, apiKey } = newApiKey();
    const salt = newSalt();
    await (
      await this.em()
    ).insert(ApiKeyEntity, {
      id,
      name: cleanName,
      salt,
      hash: hashSecret(this.pepper, salt, apiKey),
      createdAt: this.now().toISOString(),
      revokedAt: null,
    });
    return { id, apiKey };
  }

  async listApiKeys(): Promise<ApiKeySummary[]> {
    const rows = await (await this.em()).find(ApiKeyEntity, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map((r) => ({ id: r.id, name: r.name, status: r.revokedAt ? 'revoked' : 'active', createdAt: r.createdAt, revokedAt: r.revokedAt }));
  }

  async revokeApiKey(id: string): Promise<RevokeOutcome> {
    const em = await this.em();
    const row = await em.findOne(ApiKeyEntity, { id });
    if (!row) return 'not_found';
    if (row.revokedAt) return 'already_revoked';
    await em.nativeUpdate(ApiKeyEntity, { id, revokedAt: null }, { revokedAt: this.now().toISOString() });
    return 'revoked';
  }

  /** The key's id when the presented API key is known, unrevoked and matches; otherwise null. */
  verifyApiKey(apiKey: string): Promise<string | null> {
    return this.verifiedKeys.verify(digest(apiKey), async () => {
      const id = apiKeyId(apiKey);
      const row = id ? await (await this.em()).findOne(ApiKeyEntity, { id }) : null;
      const ok = secretMatches(this.pepper, row?.salt ?? DUMMY_SALT, row?.hash ?? DUMMY_HASH, apiKey);
      return row && ok && !row.revokedAt ? row.id : null;
    });
  }

  async createOAuthClient(name: string, scopes: readonly string[] = [DEFAULT_SCOPE]): Promise<{ clientId: string; clientSecret: string }> {
    const cleanName = checkName(name);
    for (const scope of scopes) if (!(SCOPES as readonly string[]).includes(scope)) throw new CredentialError(`unknown scope ${scope}`);
    const { clientId, clientSecret } = newOAuthClient();
    const salt = newSalt();
    await (
      await this.em()
    ).insert(OAuthClientEntity, {
      clientId,
      name: cleanName,
      salt,
      hash: hashSecret(this.pepper, salt, clientSecret),
      scopes: [...new Set(scopes)].join(' '),
      createdAt: this.now().toISOString(),
      revokedAt: null,
    });
    return { clientId, clientSecret };
  }

  async listOAuthClients(): Promise<OAuthClientSummary[]> {
    const rows = await (await this.em()).find(OAuthClientEntity, {}, { orderBy: { createdAt: 'asc', clientId: 'asc' } });
    return rows.map((r) => ({
      clientId: r.clientId,
      name: r.name,
      scopes: r.scopes.split(' ').filter(Boolean),
      status: r.revokedAt ? 'revoked' : 'active',
      createdAt: r.createdAt,
      revokedAt: r.revokedAt,
    }));
  }

  async revokeOAuthClient(clientId: string): Promise<RevokeOutcome> {
    const em = await this.em();
    const row = await em.findOne(OAuthClientEntity, { clientId });
    if (!row) return 'not_found';
    if (row.revokedAt) return 'already_revoked';
    await em.nativeUpdate(OAuthClientEntity, { clientId, revokedAt: null }, { revokedAt: this.now().toISOString() });
    return 'revoked';
  }

  /** Client authentication at the token endpoint: the client when id and secret match and it is not revoked. */
  async authenticateClient(clientId: string, clientSecret: string): Promise<ActiveClient | null> {
    const row = clientId.length <= 64 ? await (await this.em()).findOne(OAuthClientEntity, { clientId }) : null;
    const ok = secretMatches(this.pepper, row?.salt ?? DUMMY_SALT, row?.hash ?? DUMMY_HASH, clientSecret);
    if (!row || !ok || row.revokedAt || !isClientSecretShaped(clientSecret)) return null;
    return { clientId: row.clientId, scopes: row.scopes.split(' ').filter(Boolean) };
  }

  /** The client when it still exists unrevoked (checked for every access token it presents). */
  activeClient(clientId: string): Promise<ActiveClient | null> {
    return this.verifiedClients.verify(clientId, async () => {
      const row = clientId.length <= 64 ? await (await this.em()).findOne(OAuthClientEntity, { clientId }) : null;
      return row && !row.revokedAt ? { clientId: row.clientId, scopes: row.scopes.split(' ').filter(Boolean) } : null;
    });
  }
}
