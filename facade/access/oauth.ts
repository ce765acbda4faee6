import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { strictRouter } from '../../src/http/routing.js';
import { DEFAULT_SCOPE, SCOPES } from '../../src/auth/credentials.js';
import type { Logger } from '../../src/logger.js';
import { anonymousKey } from '../../src/ratelimit/limiter.js';
import { memoryStores, type RateLimitStoreFactory } from '../../src/ratelimit/store.js';
import type { Urls } from '../../src/urls.js';
import { resourceUrls, type AccessServices } from './services.js';

/**
 * OAuth 2.0 for machines only: the client-credentials grant at POST /oauth/token (RFC 6749
 * §4.4), RFC 6749 §5.2 error bodies, RFC 9068 JWT access tokens. /oauth/authorize exists only
 * so clients that insist on an authorization endpoint get a clear JSON refusal, and
 * /oauth/register explains that clients are provisioned by the operator.
 */

const REALM = 'kosovo-pc-parts';

type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'unauthorized_client';

class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly basic = false,
  ) {
    super(description);
  }
}

function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
}

function sendOAuthError(res: Response, error: OAuthError): void {
  noStore(res);
  const status = error.code === 'invalid_client' ? 401 : 400;
  if (status === 401 && error.basic) res.setHeader('WWW-Authenticate', `Basic realm="${REALM}", charset="UTF-8"`);
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ error: error.code, error_description: error.description }));
}

const formBody = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20, type: 'application/x-www-form-urlencoded' });

/** RFC 6749 §2.3.1: id and secret are form-urlencoded before Base64; split on the first colon. */
function basicCredentials(header: string): { clientId: string; clientSecret: string } {
  const match = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(header);
  if (!match) throw new OAuthError('invalid_client', 'The Authorization header is not valid HTTP Basic client authentication', true);
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'HTTP Basic credentials must be client_id:client_secret', true);
  const formDecode = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '));
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw new OAuthError('invalid_client', 'HTTP Basic credentials are not correctly form-urlencoded', true);
  }
}

function singleParams(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `Parameter "${name.slice(0, 40)}" must be sent once`);
    out[name] = value;
  }
  return out;
}

/**
 * Failed client authentications allowed per client IP and per client id in a window. Secrets
 * are 256 bits, so this is not what keeps them safe; it keeps the token endpoint from being
 * a free oracle and a load source. Successful requests do not count.
 */
export const TOKEN_FAILURES_PER_IP = { quota: 10, windowSeconds: 600 };
export const TOKEN_FAILURES_PER_CLIENT = { quota: 10, windowSeconds: 600 };

/** The client id a token request names (HTTP Basic or the form), for throttling only; null when none. */
function clientIdOf(req: Request): string | null {
  const header = req.headers.authorization;
  let clientId: unknown = (req.body as Record<string, unknown> | undefined)?.client_id;
  if (header !== undefined) {
    try {
      clientId = basicCredentials(header).clientId;
    } catch {
      return null;
    }
  }
  return typeof clientId === 'string' && clientId !== '' ? `client:${clientId.slice(0, 200)}` : null;
}

/** Counts only the 401 answers (failed client authentication); past the quota, 429 in the OAuth error form. */
function failureThrottle(
  name: string,
  policy: { quota: number; windowSeconds: number },
  key: (req: Request) => string | null,
  opts: { log: Logger; stores?: RateLimitStoreFactory },
): RequestHandler {
  return rateLimit({
    windowMs: policy.windowSeconds * 1000,
    limit: policy.quota,
    store: (opts.stores ?? memoryStores)(name),
    standardHeaders: false,
    legacyHeaders: false,
    passOnStoreError: true,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    skip: (req) => key(req) === null,
    keyGenerator: (req) => key(req)!,
    handler: (req, res) => {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfter = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : policy.windowSeconds;
      opts.log.warn({ requestId: res.locals.requestId, throttle: name, clientId: clientIdOf(req), ip: req.ip, retryAfter }, 'token requests throttled after failed client authentication');
      noStore(res);
      res.setHeader('Retry-After', String(retryAfter));
      res
        .status(429)
        .type('application/json')
        .send(JSON.stringify({ error: 'slow_down', error_description: `Too many failed client authentications; retry after ${retryAfter} seconds` }));
    },
  });
}

export function createOAuthRouter(opts: { urls: Urls; log: Logger; services: () => Promise<AccessServices>; stores?: RateLimitStoreFactory }): Router {
  const router = strictRouter();
  const r = resourceUrls(opts.urls);

  /** The form body; a body the parser refuses is the OAuth invalid_request (it counts as no attempt). */
  const readForm: RequestHandler = (req, res, next) => {
    noStore(res);
    formBody(req, res, (parseError?: unknown) => {
      if (!parseError) return next();
      sendOAuthError(res, new OAuthError('invalid_request', 'The request body is not a valid application/x-www-form-urlencoded form of at most 4 KB'));
    });
  };
  const throttles = [
    failureThrottle('oauth-failures-ip', TOKEN_FAILURES_PER_IP, (req) => anonymousKey(req), opts),
    failureThrottle('oauth-failures-client', TOKEN_FAILURES_PER_CLIENT, (req) => clientIdOf(req), opts),
  ];

  router.post('/oauth/token', readForm, ...throttles, (req, res, next) => {
    issueToken(req, res).catch((error: unknown) => {
      if (error instanceof OAuthError) sendOAuthError(res, error);
      else next(error);
    });
  });
  router.all('/oauth/token', (_req, res) => {
    res.setHeader('Allow', 'POST');
    noStore(res);
    res
      .status(405)
      .type('application/json')
      .send(JSON.stringify({ error: 'invalid_request', error_description: 'Use POST with an application/x-www-form-urlencoded body' }));
  });

  async function issueToken(req: Request, res: Response): Promise<void> {
    if (!req.is('application/x-www-form-urlencoded')) {
      throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded');
    }
    const params = singleParams(req.body);
    const header = req.headers.authorization;
    const usedBasic = header !== undefined;
    if (!params.grant_type) throw new OAuthError('invalid_request', 'grant_type is required (use client_credentials)');

    let clientId: string | undefined;
    let clientSecret: string | undefined;
    if (usedBasic) {
      if (params.client_secret !== undefined) throw new OAuthError('invalid_request', 'Use one client authentication method: HTTP Basic or client_secret in the body, not both');
      ({ clientId, clientSecret } = basicCredentials(header));
      if (params.client_id !== undefined && params.client_id !== clientId) throw new OAuthError('invalid_request', 'client_id in the body differs from the HTTP Basic client');
    } else {
      clientId = params.client_id;
      clientSecret = params.client_secret;
    }
    if (!clientId || !clientSecret) {
      throw new OAuthError('invalid_client', 'Client authentication is required: HTTP Basic or client_id and client_secret in the body', usedBasic);
    }
    const { credentials, tokens } = await opts.services();
    const client = await credentials.authenticateClient(clientId, clientSecret);
    if (!client) {
      opts.log.info({ requestId: res.locals.requestId, clientId: clientId.slice(0, 100), ip: req.ip }, 'token request with invalid client credentials');
      throw new OAuthError('invalid_client', 'Client authentication failed: unknown client, wrong secret or revoked client', usedBasic);
    }
    if (params.grant_type !== 'client_credentials') {
      throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported');
    }
    const requested = (params.scope ?? '').split(' ').filter(Boolean);
    const scopes = requested.length ? [...new Set(requested)] : [DEFAULT_SCOPE];
    const unknown = scopes.find((s) => !(SCOPES as readonly string[]).includes(s) || !client.scopes.includes(s));
    if (unknown !== undefined) throw new OAuthError('invalid_scope', `Scope "${unknown.slice(0, 60)}" is not available; use ${DEFAULT_SCOPE}`);
    const scope = scopes.join(' ');
    const { accessToken, expiresIn } = await tokens.issue(client.clientId, scope);
    opts.log.info({ requestId: res.locals.requestId, clientId: client.clientId, scope }, 'access token issued');
    res
      .status(200)
      .type('application/json')
      .send(JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope }));
  }

  router.all('/oauth/authorize', (_req, res) => {
    noStore(res);
    res
      .status(400)
      .type('application/json')
      .send(
        JSON.stringify({
          error: 'unsupported_response_type',
          error_description:
            'This server has no interactive authorization: only the client_credentials grant is supported. POST grant_type=client_credentials to the token endpoint with an operator-issued client.',
          token_endpoint: r.tokenEndpoint,
          grant_types_supported: ['client_credentials'],
        }),
      );
  });

  const registration = {
    registration: 'operator_provisioned',
    self_service: false,
    description:
      'OAuth clients and API keys are issued by the operator; there is no dynamic client registration. Ask for one by POSTing a JSON message to the contact endpoint. Never include a secret in the message; approved credentials are delivered out of band.',
    request_access: {
      method: 'POST',
      url: r.contact,
      content_type: 'application/json',
      fields: { name: 'string, 1..100', email: 'e-mail address, max 254', subject: 'string, 1..200', message: 'string, 1..5000' },
      example: { name: 'Example Agent Co', email: 'ops@example.com', subject: 'OAuth client request', message: 'What we build and the expected request volume.' },
    },
    token_endpoint: r.tokenEndpoint,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: [...SCOPES],
  };
  router.get('/oauth/register', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.status(200).type('application/json').send(JSON.stringify(registration));
  });
  router.post('/oauth/register', (_req, res) => {
    noStore(res);
    res
      .status(403)
      .type('application/json')
      .send(
        JSON.stringify({ error: 'registration_not_supported', error_description: 'Dynamic client registration is not available; clients are provisioned by the operator.', ...registration }),
      );
  });
  router.all('/oauth/register', (_req, res) => {
    res.setHeader('Allow', 'GET, HEAD, POST');
    res
      .status(405)
      .type('application/json')
      .send(JSON.stringify({ error: 'invalid_request', error_description: 'Use GET to read how registration works' }));
  });
  return router;
}
