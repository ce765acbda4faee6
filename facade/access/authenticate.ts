import type { Request, RequestHandler, Response } from 'express';
import { ANONYMOUS, type AuthResult } from '../../src/auth/authenticate.js';
import { OWN_SECRET_PATTERN } from '../../src/auth/hashing.js';
import type { Config } from '../../src/config.js';
import type { HeaderFields } from '../http/fixed-headers.js';
import type { Logger } from '../../src/logger.js';
import { HttpError, sendError } from '../errors.js';
import type { AccessServices } from './services.js';

type AuthFailure = Extract<AuthResult, { ok: false }>;

/**
 * Step 1 — identify: sets res.locals.principal from the Authorization header. A bad credential
 * leaves the caller anonymous for now and records the failure; step 3 (`requireValidCredential`)
 * turns it into a 401 wherever a credential matters. Anonymous requests never touch the database.
 */
export function identify(services: () => Promise<AccessServices>, log: Logger): RequestHandler {
  const verify = async (header: string, res: Response): Promise<void> => {
    const { authenticator } = await services();
    const result = await authenticator.authenticate(header);
    if (result.ok) {
      res.locals.principal = result.principal;
    } else {
      res.locals.principal = ANONYMOUS;
      res.locals.authFailure = result;
      // The reason only: the credential itself is never logged.
      log.info({ requestId: res.locals.requestId, code: result.code, reason: result.message }, 'credential refused');
    }
  };
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      res.locals.principal = ANONYMOUS;
      return next();
    }
    verify(header, res).then(() => next(), next);
  };
}

export function bearerChallenge(resourceMetadata: string, failure?: { code: string; message: string }): string {
  const parts = ['Bearer realm="kosovo-pc-parts"'];
  if (failure) {
    parts.push(`error="${failure.code === 'invalid_authorization_header' ? 'invalid_request' : 'invalid_token'}"`);
    parts.push(`error_description="${failure.message.replace(/["\\]/g, '')}"`);
  }
  parts.push(`resource_metadata="${resourceMetadata}"`);
  return parts.join(', ');
}

export function sendUnauthorized(res: Response, resourceMetadata: string, failure: AuthFailure): void {
  res.setHeader('WWW-Authenticate', bearerChallenge(resourceMetadata, failure));
  res.setHeader('Cache-Control', 'no-store');
  sendError(res, 401, failure.code, failure.message, failure.resolution);
}

/** Step 3 — a presented but invalid credential is a 401, except on the exempt requests (GET / and the OpenAPI document). */
export function requireValidCredential(resourceMetadata: string, exempt: (req: Request) => boolean = () => false): RequestHandler {
  return (req, res, next) => {
    const failure = res.locals.authFailure as AuthFailure | undefined;
    if (!failure || exempt(req)) return next();
    sendUnauthorized(res, resourceMetadata, failure);
  };
}

/**
 * With payments on, /graphql and /mcp serve the same paid data as the REST reads but carry no
 * x402 flow of their own: anonymous callers must bring a credential there, so the price on the
 * REST routes cannot be bypassed through another door.
 */
export function requireCredentialWhilePaid(paymentsEnabled: boolean, resourceMetadata: string): RequestHandler {
  return (_req, res, next) => {
    const principal = res.locals.principal as { kind: string } | undefined;
    if (!paymentsEnabled || (principal && principal.kind !== 'anonymous')) return next();
    res.setHeader('WWW-Authenticate', bearerChallenge(resourceMetadata));
    res.setHeader('Cache-Control', 'no-store');
    sendError(
      res,
      401,
      'credential_required',
      'This endpoint needs an API key or OAuth token while per-request payments are enabled',
      'Use the REST routes under /agent-api/v1 with x402 payment, or send Authorization: Bearer <token>.',
    );
  };
}

/** GET or HEAD of the API root and its OpenAPI document answer whatever the credential. */
export const isPublicApiRead = (req: Request): boolean => (req.method === 'GET' || req.method === 'HEAD') && (req.path === '/' || req.path === '' || req.path === '/openapi.json');

const CREDENTIAL_PARAMS = new Set([
  'api_key',
  'apikey',
  'api-key',
  'key',
  'access_token',
  'token',
  'id_token',
  'refresh_token',
  'bearer',
  'jwt',
  'client_secret',
  'authorization',
  'auth',
  'password',
]);
const JWT_VALUE = /^eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The first parameter of a query string (without its `?`) that names or carries a credential, or null. */
export function credentialParam(query: string): string | null {
  for (const [name, value] of new URLSearchParams(query)) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase()) || OWN_SECRET_PATTERN.test(value) || JWT_VALUE.test(value)) return name;
  }
  return null;
}

/** Step 2 — credentials never travel in URLs: a credential-named parameter or a key-shaped value is a 400. */
export const refuseQueryCredentials: RequestHandler = (req, _res, next) => {
  const q = req.originalUrl.indexOf('?');
  const name = q === -1 ? null : credentialParam(req.originalUrl.slice(q + 1));
  if (name === null) return next();
  next(
    new HttpError(
      400,
      'credential_in_query',
      `Credentials are not accepted in the query string ("${name.slice(0, 40)}")`,
      'Send the credential as Authorization: Bearer <token>, and rotate it: URLs end up in logs and histories.',
    ),
  );
};

/** Deprecation (RFC 9745), Sunset (RFC 8594) and Link rel="deprecation" for every v1 response, when configured. */
export function versionHeaders(config: Config): HeaderFields {
  const { deprecation, sunset, link } = config.deprecation;
  const headers: [string, string][] = [];
  if (deprecation) headers.push(['Deprecation', `@${Math.floor(Date.parse(deprecation) / 1000)}`]);
  if (sunset) headers.push(['Sunset', new Date(Date.parse(sunset)).toUTCString()]);
  if (link) headers.push(['Link', `<${link}>; rel="deprecation"; type="text/html"`]);
  return headers;
}
