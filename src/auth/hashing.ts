import crypto from 'node:crypto';

/**
 * Credential formats and hashing.
 *
 * - API key:       kpc_live_<16 hex id>_<43 base64url chars = 256 random bits>
 * - OAuth client:  id kpc_client_<16 hex>, secret kpc_secret_<43 base64url chars>
 *
 * Only HMAC-SHA256(pepper, salt ":" secret) is stored, with a random 128-bit salt per
 * secret; the pepper lives in service_state (never next to the hashes in a dump of one
 * table). Secrets carry 256 bits of entropy, so a fast keyed hash is enough; comparison
 * is constant-time.
 */

export const API_KEY_PREFIX = 'kpc_live_';
export const CLIENT_ID_PREFIX = 'kpc_client_';
export const CLIENT_SECRET_PREFIX = 'kpc_secret_';

const API_KEY_PATTERN = /^kpc_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const CLIENT_SECRET_PATTERN = /^kpc_secret_[A-Za-z0-9_-]{43}$/;

/** Text that looks like one of our secrets (used to keep them out of messages and URLs). */
export const OWN_SECRET_PATTERN = /kpc_(?:live|secret)_[A-Za-z0-9_-]{8,}/;

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const randomSecret = () => crypto.randomBytes(32).toString('base64url');

export function newApiKey(): { id: string; apiKey: string } {
  const hex = randomHex(8);
  return { id: `key_${hex}`, apiKey: `${API_KEY_PREFIX}${hex}_${randomSecret()}` };
}

/** The key id an API key names, or null when the text is not shaped like one of our keys. */
export function apiKeyId(apiKey: string): string | null {
  const match = API_KEY_PATTERN.exec(apiKey);
  return match ? `key_${match[1]}` : null;
}

export function newOAuthClient(): { clientId: string; clientSecret: string } {
  return { clientId: `${CLIENT_ID_PREFIX}${randomHex(8)}`, clientSecret: `${CLIENT_SECRET_PREFIX}${randomSecret()}` };
}

export function isClientSecretShaped(secret: string): boolean {
  return CLIENT_SECRET_PATTERN.test(secret);
}

export function newSalt(): string {
  return randomHex(16);
}

export function hashSecret(pepper: Buffer, salt: string, secret: string): string {
  return crypto.createHmac('sha256', pepper).update(`${salt}:${secret}`, 'utf8').digest('hex');
}

/** Constant-time check of a presented secret against a stored salt and hash. */
export function secretMatches(pepper: Buffer, salt: string, storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashSecret(pepper, salt, presented), 'hex');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** A hash to compare against when the id is unknown, so a miss costs the same as a wrong secret. */
export const DUMMY_SALT = '00000000000000000000000000000000';
export const DUMMY_HASH = '0'.repeat(64);
