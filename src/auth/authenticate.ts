import type { Principal } from './principal.js';
import type { CredentialStore } from './credentials.js';
import { API_KEY_PREFIX } from './hashing.js';
import { DEFAULT_SCOPE } from './credentials.js';
import { JWT_SHAPE, TokenError, type TokenService } from './tokens.js';

/**
 * Turns an Authorization header into a principal. No header is the anonymous principal;
 * anything else must be a valid bearer API key or access token — a bad credential is never
 * silently downgraded to anonymous (except where the caller decides so, e.g. GET /).
 */

export const ANONYMOUS: Principal = { kind: 'anonymous', id: 'anonymous' };

export type AuthFailureCode = 'invalid_token' | 'invalid_authorization_header';

export type AuthResult = { ok: true; principal: Principal; credential: 'none' | 'api_key' | 'access_token' } | { ok: false; code: AuthFailureCode; message: string; resolution: string };

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

const invalidToken = (message: string, resolution: string): AuthResult => ({ ok: false, code: 'invalid_token', message, resolution });

export class Authenticator {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly tokens: TokenService,
  ) {}

  async authenticate(header: string | undefined): Promise<AuthResult> {
    if (header === undefined) return { ok: true, principal: ANONYMOUS, credential: 'none' };
    const match = BEARER.exec(header);
    if (!match) {
      return {
        ok: false,
        code: 'invalid_authorization_header',
        message: 'The Authorization header is not a bearer credential',
        resolution: 'Send Authorization: Bearer <API_KEY or ACCESS_TOKEN>, or omit the header for anonymous access.',
      };
    }
    const token = match[1];
    if (token.startsWith(API_KEY_PREFIX)) {
      const id = await this.credentials.verifyApiKey(token);
      if (!id) return invalidToken('The API key is unknown or has been revoked', 'Check the key, or ask the operator for a new one via POST /api/mail.');
      return { ok: true, principal: { kind: 'api_key', id }, credential: 'api_key' };
    }
    if (!JWT_SHAPE.test(token)) {
      return invalidToken('The bearer credential is neither an API key nor an access token', 'Send an operator-issued API key or an access token from POST /oauth/token.');
    }
    try {
      const claims = await this.tokens.verify(token);
      if (!claims.scope.split(' ').includes(DEFAULT_SCOPE)) {
        return invalidToken(`The access token lacks the ${DEFAULT_SCOPE} scope`, `Request a token with scope=${DEFAULT_SCOPE}.`);
      }
      const client = await this.credentials.activeClient(claims.clientId);
      if (!client) return invalidToken('The OAuth client of this access token has been revoked', 'Ask the operator about the client; tokens of revoked clients are refused.');
      return { ok: true, principal: { kind: 'oauth_client', id: client.clientId }, credential: 'access_token' };
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      const resolution =
        error.reason === 'expired'
          ? 'Request a new access token from POST /oauth/token (tokens live 15 minutes).'
          : 'Request a new access token from POST /oauth/token and send it unchanged.';
      return invalidToken(error.message, resolution);
    }
  }
}
