import cors from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type NextFunction } from 'express';
import helmet from 'helmet';
import proxyaddr from 'proxy-addr';
import { createAccessLayer } from './access/index.js';
import { databaseStores } from '../src/ratelimit/db-store.js';
import { cachedReads } from './cached-reads.js';
import { createFacadeRouter, READ_ENDPOINTS } from './router.js';
import { errorHandler, sendError } from './errors.js';
import { requestId } from './request-id.js';
import { schema } from '../schema/index.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { createHealthRouter } from './http/health.js';
import { checkRequestTarget } from './http/request-target.js';
import { chain } from './http/chain.js';
import { fixedHeaders, recordHeaders } from './http/fixed-headers.js';
import { requestLog } from './http/observability.js';
import { createGraphiqlAssets, GRAPHIQL_ASSETS } from './http/graphiql.js';
import { chargeGraphqlCost, createGraphqlEndpoint, GRAPHQL_PATH, graphqlBody } from './http/graphql.js';
import type { LoadShedder } from './http/overload.js';
import type { IdempotencyStore } from '../src/idempotency/store.js';
import type { JobQueue } from '../src/jobs/queue.js';
import type { Logger } from '../src/logger.js';
import { createMcpDiscoveryRouter } from './mcp/discovery.js';
import { createMcpRouter } from './mcp/http.js';
import { createPagesRouter, pageErrors } from './pages/router.js';
import type { ResponseCache } from '../src/response-cache.js';
import type { Secrets } from '../src/secrets.js';
import { createUrls } from '../src/urls.js';

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
  /** Whether the start is still publishing or loading the catalog. */
  loading(): boolean;
}

const API = '/agent-api/v1';
/** Paths whose trailing slash is their usual spelling. */
const API_ROOTS: ReadonlySet<string> = new Set([`${API}/`]);

/** helmet's headers, the same on every response. */
const SECURITY = recordHeaders(
  helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], styleSrc: ["'self'"], scriptSrc: ["'self'"], imgSrc: ["'self'", 'data:'], formAction: ["'self'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  }),
);

const CORS: cors.CorsOptions = {
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
};

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
  // The steps every request takes, as one layer: past capacity a refusal at once (503 +
  // Retry-After) before any other work; the request id; the log line and metric; helmet's
  // headers (constant, so computed once); requests for no resource refused.
  app.use(chain(deps.shedder.middleware(), requestId, requestLog(log), fixedHeaders(SECURITY), checkRequestTarget(API_ROOTS)));

  // Access control (facade/access): deprecation headers, credentials, per-principal rate limits and
  // x402 in front of the REST facade; the same principal and quota on /graphql and /mcp; and the
  // discovery, OAuth and contact routes.
  // With PostgreSQL (several instances) the counters are shared through the database; with SQLite
  // (one instance) they stay in process memory.
  const stores = deps.db.kind === 'postgres' ? databaseStores(deps.db) : undefined;
  const access = createAccessLayer({ config, log, urls, db: deps.db, stores });
  const facade = createFacadeRouter({
    schema,
    urls,
    currentModel: deps.currentModel,
    secrets: deps.secrets,
    paymentRequired: config.x402.enabled,
    cache: deps.cache,
    jobs: deps.jobs,
    idempotency: deps.idempotency,
  });
  // Public reads may be called from any web page (no cookies or credentials ride along): the
  // constant CORS headers on every response, a preflight answered by cors itself.
  const preflight = cors(CORS);
  const corsFields = recordHeaders(preflight);
  const apiCors = fixedHeaders(corsFields);
  // The API first: its requests then never wait on the routers below that cannot match them.
  app.use(
    API,
    chain((req, res, next) => (req.method === 'OPTIONS' ? preflight(req, res, next) : apiCors(req, res, next)), access.api),
    facade,
  );

  app.use(createHealthRouter({ db: deps.db, currentModel: deps.currentModel, loading: deps.loading }));
  app.use(access.routes);
  // The MCP Server Card and AI Catalog are public documents, answered before /mcp's access chain.
  app.use(createMcpDiscoveryRouter(urls));
  app.all(GRAPHQL_PATH, access.graphql);
  app.use('/mcp', access.mcp);

  const production = config.env === 'production';
  const graphql = createGraphqlEndpoint({ schema, urls, currentModel: deps.currentModel, secrets: deps.secrets, production });
  app.all(GRAPHQL_PATH, graphqlBody, chargeGraphqlCost(schema, access.limiter.chargeExtra), graphql);
  if (!production) app.use(GRAPHIQL_ASSETS, createGraphiqlAssets());

  // The agent-protocol (MCP) endpoint; app-level authentication has run by now.
  app.use('/mcp', createMcpRouter({ schema, urls, currentModel: deps.currentModel, secrets: deps.secrets, log, charge: access.limiter.charge }));

  // The server-rendered HTML pages (every page URL the API hands out resolves here).
  app.use(createPagesRouter({ urls, currentModel: deps.currentModel, secrets: deps.secrets, rateLimit: { policy: config.rateLimit.anonymous, stores } }));
  app.use(pageErrors({ urls, currentModel: deps.currentModel }));

  app.use((req, res) => {
    sendError(res, 404, 'route_not_found', `No resource at ${req.method} ${req.path}`, `Start at ${urls.base}/`);
  });
  app.use(errorHandler(log));

  // Anonymous reads the response cache holds are answered before Express's own dispatch
  // (facade/cached-reads.ts); with payments on, anonymous reads are paid and go the full way.
  if (!config.x402.enabled) {
    const answerCached = cachedReads({
      base: API,
      endpoints: READ_ENDPOINTS,
      cache: deps.cache,
      currentModel: deps.currentModel,
      shedder: deps.shedder,
      limiter: access.limiter,
      fixed: [...SECURITY, ...corsFields, ...access.apiFields],
      clientIp: (req) => proxyaddr(req, app.get('trust proxy fn') as (address: string, hop: number) => boolean),
      log,
    });
    // `app` is a request listener that calls its own `handle`, whatever mounts it (the server, the tests).
    const dispatchable = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void };
    const dispatch = dispatchable.handle.bind(app);
    dispatchable.handle = (req, res, next) => {
      if (!answerCached(req, res)) dispatch(req, res, next);
    };
  }
  return app;
}
