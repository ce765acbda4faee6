import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { loadOrCreateStateSecret, type EmSource } from './state.js';

/**
 * OAuth access tokens: RFC 9068 JWTs (header typ "at+jwt"), HS256 with a 256-bit key kept in
 * service_state — the only verifier is this service, so no public key needs publishing. The
 * algorithm is pinned on verification; iss, aud, exp, typ and the claims are all required.
 */

export const TOKEN_ALG = 'HS256';
export const TOKEN_TYPE = 'at+jwt';
export const TOKEN_TTL_SECONDS = 900;
const KEY_NAME = 'oauth-signing-hs256';

export interface TokenClaims {
  clientId: string;
  scope: string;
  jti: string;
  expiresAt: number;
}

export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'wrong_audience' | 'wrong_issuer',
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

/** A JWS compact serialisation: three base64url segments. */
export const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class TokenService {
  private readonly kid: string;

  private constructor(
    private readonly key: Buffer,
    readonly issuer: string,
    /** The audience minted into tokens (the REST API resource). */
    readonly audience: string,
    /** Audiences a token may name to be accepted (the API and the MCP endpoint). */
    private readonly acceptedAudiences: string[],
  ) {
    this.kid = crypto.createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  static async open(em: EmSource, opts: { issuer: string; audience: string; acceptedAudiences?: string[] }): Promise<TokenService> {
    const key = await loadOrCreateStateSecret(em, KEY_NAME);
    return new TokenService(key, opts.issuer, opts.audience, opts.acceptedAudiences ?? [opts.audience]);
  }

  async issue(clientId: string, scope: string, opts: { now?: Date; ttlSeconds?: number; audience?: string } = {}): Promise<{ accessToken: string; expiresIn: number }> {
    const ttl = opts.ttlSeconds ?? TOKEN_TTL_SECONDS;
    const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
    const accessToken = await new SignJWT({ client_id: clientId, scope })
      .setProtectedHeader({ alg: TOKEN_ALG, typ: TOKEN_TYPE, kid: this.kid })
      .setIssuer(this.issuer)
      .setAudience(opts.audience ?? this.audience)
      .setSubject(clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .setJti(crypto.randomUUID())
      .sign(this.key);
    return { accessToken, expiresIn: ttl };
  }

  async verify(token: string, now: Date = new Date()): Promise<TokenClaims> {
    if (!JWT_SHAPE.test(token)) throw new TokenError('invalid', 'The access token is not a JWT');
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [TOKEN_ALG],
        typ: TOKEN_TYPE,
        issuer: this.issuer,
        audience: this.acceptedAudiences,
        requiredClaims: ['iss', 'aud', 'sub', 'exp', 'iat', 'jti', 'client_id', 'scope'],
        currentDate: now,
        clockTolerance: 5,
      });
      if (typeof payload.client_id !== 'string' || payload.client_id !== payload.sub || typeof payload.scope !== 'string' || typeof payload.jti !== 'string') {
        throw new TokenError('invalid', 'The access token claims are malformed');
      }
      return { clientId: payload.client_id, scope: payload.scope, jti: payload.jti, expiresAt: payload.exp! };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'The access token has expired');
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        if (error.claim === 'aud') throw new TokenError('wrong_audience', 'The access token was issued for another audience');
        if (error.claim === 'iss') throw new TokenError('wrong_issuer', 'The access token was issued by another issuer');
      }
      throw new TokenError('invalid', 'The access token is invalid');
    }
  }
}
