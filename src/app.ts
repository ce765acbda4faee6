import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createAccessLayer } from '../facade/access/index.js';
import { databaseStores } from './ratelimit/db-store.js';
import { createFacadeRouter } from '../facade/router.js';
import { errorHandler, sendError } from '../facade/errors.js';
import { requestId } from '../facade/request-id.js';
import { schema } from '../schema/index.js';
import type { ReadModel } from './catalog/read-model.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createHealthRouter } from './http/health.js';
import { checkRequestTarget } from './http/request-target.js';
import { requestLog } from './http/observability.js';
import { chargeGraphqlCost, createGraphqlEndpoint, graphqlBody } from './http/graphql.js';
import type { LoadShedder } from './http/overload.js';
import type { IdempotencyStore } from './idempotency/store.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './logger.js';
import { createMcpDiscoveryRouter } from '../facade/mcp/discovery.js';
import { createMcpRouter } from '../facade/mcp/http.js';
import { createPagesRouter, pageErrors } from './pages/router.js';
import type { ResponseCache } from './response-cache.js';
import type { Secrets } from './secrets.js';
import { createUrls } from './urls.js';

export interface AppDeps {
  config: Config;
  log: Logger;
  /** The read model of the current release, taken once per request. */
  currentModel(): ReadModel | null;
  secrets: Secrets;
  db: Database;
  cache: ResponseCache;
  jobs: JobQueue;
  idempotency: IdempotencyStore;
  shedder: LoadShedder;
}

/** Builds the HTTP application without listening, so tests can mount it on any port. */
export function createApp(deps: AppDeps): Express {
  const { config, log } = deps;
  const urls = createUrls(config.siteUrl);
  const app = express();
  // Before the first route: the app's own router is created with these (see src/http/routing.ts).
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.disable('x-powered-by');
  // Bodies are per-release snapshots served from memory; hashing each one for an ETag costs more than it saves.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // Past capacity, refuse at once (503 + Retry-After) rather than queue, before any other work.
  app.use(deps.shedder.middleware());
  app.use(requestId);
  app.use(requestLog(log));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], styleSrc: ["'self'"], scriptSrc: ["'self'"], imgSrc: ["'self'", 'data:'], formAction: ["'self'"] },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(checkRequestTarget(['/agent-api/v1/']));
  app.use(createHealthRouter({ db: deps.db, currentModel: deps.currentModel }));

  // Public reads may be called from any web page; no cookies or credentials ride along.
  app.use(
    '/agent-api/v1',
    cors({
      origin: '*',
      methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Prefer', 'X-Request-Id', 'PAYMENT-SIGNATURE'],
      exposedHeaders: [
        'X-Request-Id',
        'Location',
        'Retry-After',
        'Preference-Applied',
        'Idempotency-Key',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'RateLimit-Policy',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'PAYMENT-REQUIRED',
        'PAYMENT-RESPONSE',
        'Deprecation',
        'Sunset',
        'Link',
      ],
      credentials: false,
      maxAge: 600,
    }),
  );

  // Access control (facade/access): deprecation headers, credentials, per-principal rate limits and
  // x402 in front of the REST facade; the same principal and quota on /graphql and /mcp; and the
  // discovery, OAuth and contact routes.
  // With PostgreSQL (several instances) the counters are shared through the database; with SQLite
  // (one instance) they stay in process memory.
  const stores = deps.db.kind === 'postgres' ? databaseStores(deps.db) : undefined;
  const access = createAccessLayer({ config, log, urls, db: deps.db, stores });
  app.use(access.routes);
  // The MCP Server Card and AI Catalog are public documents, answered before /mcp's access chain.
  app.use(createMcpDiscoveryRouter(urls));
  app.use('/agent-api/v1', access.api);
  app.all('/graphql', access.graphql);
  app.use('/mcp', access.mcp);

  app.use(
    '/agent-api/v1',
    createFacadeRouter({
      schema,
      urls,
      currentModel: deps.currentModel,
      secrets: deps.secrets,
      paymentRequired: config.x402.enabled,
      cache: deps.cache,
      jobs: deps.jobs,
      idempotency: deps.idempotency,
    }),
  );

  const graphql = createGraphqlEndpoint({ schema, urls, currentModel: deps.currentModel, secrets: deps.secrets, production: config.env === 'production' });
  // Yoga is a Node request listener; Express routes its one path to it.
  app.all(graphql.graphqlEndpoint, graphqlBody, chargeGraphqlCost(schema, access.chargeExtra), graphql as unknown as RequestHandler);

  // The agent-protocol (MCP) endpoint; app-level authentication has run by now.
  app.use('/mcp', createMcpRouter({ schema, urls, currentModel: deps.currentModel, secrets: deps.secrets, log, charge: access.charge }));

  // The server-rendered HTML pages (every page URL the API hands out resolves here).
  app.use(createPagesRouter({ urls, currentModel: deps.currentModel, secrets: deps.secrets, rateLimit: { policy: config.rateLimit.anonymous, stores } }));
  app.use(pageErrors({ urls, currentModel: deps.currentModel }));

  app.use((req, res) => {
    sendError(res, 404, 'route_not_found', `No resource at ${req.method} ${req.path}`, `Start at ${urls.base}/`);
  });
  app.use(errorHandler(log));
  return app;
}
