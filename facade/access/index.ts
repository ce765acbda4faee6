import type { RequestHandler, Router } from 'express';
import type { FacilitatorClient } from '@x402/core/server';
import type { EmSource } from '../../src/auth/state.js';
import type { Config, RatePolicy } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import type { Logger } from '../../src/logger.js';
import { batchItemCount } from '../../src/payments/price.js';
import { createPaymentGate, PaymentUnavailableError } from '../../src/payments/x402.js';
import { createPrincipalLimiter, type PrincipalLimiter, type RejectHandler } from '../../src/ratelimit/limiter.js';
import type { RateLimitStoreFactory } from '../../src/ratelimit/store.js';
import { chain } from '../http/chain.js';
import { fixedHeaders, type HeaderFields } from '../http/fixed-headers.js';
import { routeMatcher, strictRouter } from '../../src/http/routing.js';
import type { Urls } from '../../src/urls.js';
import { HttpError, sendError } from '../errors.js';
import { jsonBody } from '../json-body.js';
import { identify, isPublicApiRead, refuseQueryCredentials, requireCredentialWhilePaid, requireValidCredential, versionHeaders } from './authenticate.js';
import { createContactRouter } from './contact.js';
import { createDiscoveryRouter } from './discovery.js';
import { createOAuthRouter } from './oauth.js';
import { lazyServices, resourceUrls } from './services.js';

/**
 * The access layer, mounted by facade/app.ts in front of the REST facade, /graphql and /mcp:
 *
 *   /agent-api/v1: versionHeaders → identify → rateLimit → refuseQueryCredentials
 *                  → requireValidCredential (not GET / or /openapi.json) → batchCost → x402 gate
 *   /graphql: identify → rateLimit → refuseQueryCredentials → requireValidCredential
 *   /mcp:     identify → protocol budget → refuseQueryCredentials → requireValidCredential;
 *             the MCP router then charges each tool call to the caller's quota (`charge`)
 *   routes: /agent/auth, /.well-known/oauth-*, /oauth/token|authorize|register, /api/mail
 *
 * Rate limiting runs before the credential check so every response under /agent-api/v1 —
 * 401s included — carries the rate-limit headers, and failed credential guesses count
 * against the caller's IP. The three surfaces share one limiter, so GraphQL operations and
 * MCP tool calls spend the same per-principal quota as REST calls.
 */

export interface AccessLayerOptions {
  config: Config;
  log: Logger;
  urls: Urls;
  /** The service database (credentials, token key, contact messages, used payment nonces). */
  db: Database;
  /** Replaces the x402 facilitator (tests). */
  facilitator?: FacilitatorClient;
  /** Replaces the in-memory rate-limit stores (e.g. with a PostgreSQL-backed Store). */
  stores?: RateLimitStoreFactory;
}

export interface AccessLayer {
  /** Discovery, OAuth and contact routes (absolute paths; mount at the app root). */
  routes: Router;
  api: RequestHandler;
  /** The constant headers `api` sets on every response (deprecation, when configured). */
  apiFields: HeaderFields;
  graphql: RequestHandler;
  mcp: RequestHandler;
  /** The callers' quota: the middleware charges one unit, `chargeExtra` and `charge` the rest. */
  limiter: PrincipalLimiter;
}

/**
 * MCP protocol messages (initialize, notifications, the lists) cost no quota; only floods of
 * them are refused, past ten times the caller's quota in the same window.
 */
const MCP_PROTOCOL_FACTOR = 10;
const protocolBudget = (policy: RatePolicy): RatePolicy => {
  const quota = policy.quota * MCP_PROTOCOL_FACTOR;
  return { quota, windowSeconds: policy.windowSeconds, text: `${quota};w=${policy.windowSeconds}` };
};

export const rateLimited: RejectHandler = (_req, res, info) => {
  sendError(
    res,
    429,
    'rate_limited',
    `Rate limit of ${info.policy.quota} requests per ${info.policy.windowSeconds} seconds exceeded`,
    info.anonymous
      ? `Retry after ${info.retryAfterSeconds} seconds. An API key or OAuth client (request one via POST /api/mail) gets a higher limit.`
      : `Retry after ${info.retryAfterSeconds} seconds.`,
  );
};

/**
 * POST /batch costs one rate-limit unit per operation. The JSON body is read here (with the
 * route's own parser, which then finds it already parsed), and the units beyond the first
 * are charged before the payment gate prices the batch.
 */
function batchCost(limiter: PrincipalLimiter): RequestHandler {
  const isBatch = routeMatcher('/batch');
  return (req, res, next) => {
    if (req.method !== 'POST' || !isBatch(req.path) || !req.is('application/json')) return next();
    jsonBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      const items = batchItemCount(req.body);
      if (!items || items <= 1) return next();
      limiter.chargeExtra(req, res, items - 1).then((ok) => {
        if (ok) next();
      }, next);
    });
  };
}

export function createAccessLayer(opts: AccessLayerOptions): AccessLayer {
  const { config, log, urls } = opts;
  const em: EmSource = () => opts.db.em();
  const services = lazyServices(em, urls);
  const r = resourceUrls(urls);
  const limiter = createPrincipalLimiter({ anonymous: config.rateLimit.anonymous, credentialed: config.rateLimit.credentialed, reject: rateLimited, stores: opts.stores });
  const mcpProtocol = createPrincipalLimiter({
    anonymous: protocolBudget(config.rateLimit.anonymous),
    credentialed: protocolBudget(config.rateLimit.credentialed),
    reject: rateLimited,
    stores: opts.stores,
    name: 'mcp-protocol',
    headers: false,
  });
  const gate = createPaymentGate({ config, log, em, facilitator: opts.facilitator });
  const payment: RequestHandler = (req, res, next) =>
    gate(req, res, (error?: unknown) => {
      if (error instanceof PaymentUnavailableError) {
        return next(new HttpError(503, 'payment_unavailable', 'Payments cannot be verified right now', 'Retry in a minute, or use an API key or OAuth client (never charged).'));
      }
      next(error as Error | undefined);
    });

  const who = identify(services, log);
  const routes = strictRouter();
  routes.use(createDiscoveryRouter(urls));
  routes.use(createOAuthRouter({ urls, log, services, stores: opts.stores }));
  routes.use(createContactRouter({ log, services, reject: rateLimited, stores: opts.stores }));

  const apiFields = versionHeaders(config);
  return {
    routes,
    api: chain(fixedHeaders(apiFields), who, limiter.middleware, refuseQueryCredentials, requireValidCredential(r.apiMetadata, isPublicApiRead), batchCost(limiter), payment),
    apiFields,
    graphql: chain(who, limiter.middleware, refuseQueryCredentials, requireValidCredential(r.apiMetadata), requireCredentialWhilePaid(config.x402.enabled, r.apiMetadata)),
    mcp: chain(who, mcpProtocol.middleware, refuseQueryCredentials, requireValidCredential(r.mcpMetadata), requireCredentialWhilePaid(config.x402.enabled, r.mcpMetadata)),
    limiter,
  };
}
