import type { IncomingMessage } from 'node:http';
import { type Request, type Response, type Router } from 'express';
import { strictRouter } from '../src/http/routing.js';
import type { GraphQLSchema } from 'graphql';
import type { ReadModel } from '../src/catalog/read-model.js';
import { unavailable } from '../src/errors.js';
import type { IdempotencyStore } from '../src/idempotency/store.js';
import type { JobQueue } from '../src/jobs/queue.js';
import type { ResponseCache } from '../src/response-cache.js';
import type { Secrets } from '../src/secrets.js';
import type { Urls } from '../src/urls.js';
import { compileBuildPlan, createBuildPlanDoc, parseBuildPlanBody, runBuildPlan } from './build-plan.js';
import { batchReadDoc, createBatchRunner, parseBatchBody, serializeBatch } from './batch.js';
import { listBuilds, listBuildsDoc } from './builds.js';
import { compareProducts, compareProductsDoc } from './compare.js';
import type { RouteDoc } from './doc.js';
import { errorBody, sendError } from './errors.js';
import { callerScope, respondIdempotently } from './idempotency.js';
import { checkJobId, getJobDoc, getJobResultDoc, jobBody, jobNotFound, RETRY_AFTER_SECONDS } from './jobs.js';
import { jsonBody } from './json-body.js';
import { lookupProduct, lookupProductDoc } from './lookup.js';
import { listDeals, listDealsDoc } from './deals.js';
import { getOffers, getOffersDoc } from './offers.js';
import { buildOpenApi, openApiDoc } from './openapi.js';
import { getPriceHistory, getPriceHistoryDoc } from './price-history.js';
import { getProduct, getProductDoc } from './products.js';
import { singleValued } from './query.js';
import { compileRead, readCacheKey, requestVariables, runRead, type ReadEndpoint } from './read-endpoint.js';
import { requestContext } from './request-context.js';
import { agentApiInfo, rootDoc } from './root.js';
import { sandboxDoc, sandboxInfo } from './sandbox.js';
import { searchProducts, searchProductsDoc } from './search.js';

export interface FacadeDeps {
  schema: GraphQLSchema;
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  paymentRequired: boolean;
  cache: ResponseCache;
  jobs: JobQueue;
  idempotency: IdempotencyStore;
}

export const READ_ENDPOINTS: ReadEndpoint[] = [searchProducts, getProduct, getOffers, getPriceHistory, compareProducts, listBuilds, lookupProduct, listDeals];

export const ROUTE_DOCS: RouteDoc[] = [
  rootDoc,
  openApiDoc,
  searchProductsDoc,
  listBuildsDoc,
  createBuildPlanDoc,
  getJobDoc,
  getJobResultDoc,
  batchReadDoc,
  sandboxDoc,
  getProductDoc,
  getOffersDoc,
  getPriceHistoryDoc,
  compareProductsDoc,
  lookupProductDoc,
  listDealsDoc,
];

/** RFC 7240: honoured when respond-async is among the preferences. */
function prefersAsync(req: Request): boolean {
  return (req.get('prefer') ?? '').split(',').some((pref) => pref.split(';')[0].trim().toLowerCase() === 'respond-async');
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A serialized JSON body, through Express's send (HEAD, conditional requests) without its content-type lookups. */
export function sendBytes(res: Response, status: number, body: Buffer): void {
  res.status(status).setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.send(body);
}

export function sendJson(res: Response, status: number, body: unknown): void {
  sendBytes(res, status, Buffer.from(JSON.stringify(body)));
}

interface ResolvedRead {
  vars: Record<string, unknown>;
  key: string;
}

/**
 * What a request's input resolved to, or why it was refused, kept for the request's life:
 * the hot path (cached-reads.ts) resolves a read before Express and hands the request on when
 * it misses the cache or refuses the input, and the route then takes that outcome instead of
 * parsing the same input again.
 */
const resolvedReads = new WeakMap<IncomingMessage, { endpoint: ReadEndpoint } & ({ read: ResolvedRead } | { refused: unknown })>();

/** A read's validated variables and response-cache key, from its route parameters and query, parsed once per request; throws the route's 4xx. */
export function resolveRead(req: IncomingMessage, endpoint: ReadEndpoint, params: Record<string, string>, query: Record<string, unknown>): ResolvedRead {
  const earlier = resolvedReads.get(req);
  if (earlier?.endpoint === endpoint) {
    if ('refused' in earlier) throw earlier.refused;
    return earlier.read;
  }
  try {
    const vars = requestVariables(endpoint, { params, query: singleValued(query) });
    const read = { vars, key: readCacheKey(endpoint, vars) };
    resolvedReads.set(req, { endpoint, read });
    return read;
  } catch (refused) {
    resolvedReads.set(req, { endpoint, refused });
    throw refused;
  }
}

/** The REST v1 facade, mounted at /agent-api/v1. */
export function createFacadeRouter(deps: FacadeDeps): Router {
  const router = strictRouter();
  const allowed = new Map<string, string[]>();
  const allow = (path: string, method: string) => allowed.set(path, [...(allowed.get(path) ?? []), method]);

  const requireModel = (): ReadModel => {
    const model = deps.currentModel();
    if (!model) {
      throw unavailable('catalog_unavailable', 'No catalog release is available right now', 'Retry in a minute; the service is loading or repairing its catalog.');
    }
    return model;
  };
  // Every route (and batch item) parses its input with the endpoint's zod schema before it runs the operation.
  const contextFor = (res: Response, model: ReadModel) => requestContext(res, model, deps, true);

  const openapi = Buffer.from(JSON.stringify(buildOpenApi(deps.urls, ROUTE_DOCS)));
  const root = Buffer.from(JSON.stringify(agentApiInfo(deps.urls)));
  const sandbox = Buffer.from(JSON.stringify(sandboxInfo(deps.urls, deps.paymentRequired)));

  router.get('/', (_req, res) => {
    sendBytes(res, 200, root);
  });
  allow('/', 'GET');
  router.get('/openapi.json', (_req, res) => {
    sendBytes(res, 200, openapi);
  });
  allow('/openapi.json', 'GET');
  router.get('/sandbox', (_req, res) => {
    sendBytes(res, 200, sandbox);
  });
  allow('/sandbox', 'GET');

  for (const endpoint of READ_ENDPOINTS) {
    const compiled = compileRead(deps.schema, endpoint);
    const { alternate } = endpoint;
    router.get(endpoint.path, async (req, res) => {
      const { vars, key } = resolveRead(req, endpoint, req.params as Record<string, string>, req.query as Record<string, unknown>);
      const model = requireModel();
      if (alternate) {
        res.setHeader('Vary', 'Accept');
        if (req.accepts(['application/json', alternate.type]) === alternate.type) {
          const altKey = `${key}|${alternate.type}`;
          const body = deps.cache.get(model, altKey) ?? deps.cache.set(model, altKey, alternate.render(await runRead(deps.schema, compiled, vars, contextFor(res, model)), vars, deps.urls));
          res.status(200).setHeader('Content-Type', `${alternate.type}; charset=utf-8`);
          res.send(body);
          return;
        }
      }
      const body = deps.cache.get(model, key) ?? deps.cache.set(model, key, JSON.stringify(await runRead(deps.schema, compiled, vars, contextFor(res, model))));
      sendBytes(res, 200, body);
    });
    allow(endpoint.path, 'GET');
  }

  const buildPlan = compileBuildPlan(deps.schema);
  router.post('/build-plan', jsonBody, async (req, res) => {
    await respondIdempotently(req, res, deps.idempotency, async () => {
      const request = parseBuildPlanBody(req.body);
      if (prefersAsync(req)) {
        const job = await deps.jobs.create(request, callerScope(req, res));
        const body = jobBody(job, deps.urls);
        return {
          status: 202,
          headers: { Location: body.job.statusUrl, 'Preference-Applied': 'respond-async', 'Retry-After': String(RETRY_AFTER_SECONDS) },
          body,
        };
      }
      const model = requireModel();
      const key = `createBuildPlan|${JSON.stringify(request)}`;
      const body = deps.cache.get(model, key) ?? deps.cache.set(model, key, JSON.stringify(await runBuildPlan(deps.schema, buildPlan, request, contextFor(res, model))));
      return { status: 200, raw: body };
    });
  });
  allow('/build-plan', 'POST');

  router.get('/jobs/:id', async (req, res) => {
    const job = await deps.jobs.get(checkJobId(req.params.id));
    if (!job) throw jobNotFound();
    sendJson(res, 200, jobBody(job, deps.urls));
  });
  allow('/jobs/:id', 'GET');
  router.get('/jobs/:id/result', async (req, res) => {
    const job = await deps.jobs.get(checkJobId(req.params.id));
    if (!job) throw jobNotFound();
    if (job.status === 'succeeded') {
      sendBytes(res, 200, Buffer.from(job.result!));
    } else if (job.status === 'failed') {
      const error = JSON.parse(job.error!) as { code: string; message: string; resolution: string };
      sendJson(res, 422, errorBody(error.code, error.message, error.resolution, res.locals.requestId as string));
    } else {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Location', deps.urls.api(`/jobs/${job.id}`));
      sendJson(res, 202, jobBody(job, deps.urls));
    }
  });
  allow('/jobs/:id/result', 'GET');

  const runBatch = createBatchRunner(deps.schema, READ_ENDPOINTS, '/agent-api/v1');
  router.post('/batch', jsonBody, async (req, res) => {
    await respondIdempotently(req, res, deps.idempotency, async () => {
      const { operations } = parseBatchBody(req.body);
      const model = requireModel();
      const cache = { get: (key: string) => deps.cache.get(model, key), set: (key: string, body: string) => deps.cache.set(model, key, body) };
      const results = await runBatch(operations, contextFor(res, model), cache);
      return { status: 200, raw: serializeBatch(results) };
    });
  });
  allow('/batch', 'POST');

  for (const [path, methods] of allowed) {
    const header = [...new Set(methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])))].join(', ');
    router.all(path, (req, res) => {
      res.setHeader('Allow', header);
      sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed on this path`, `Use ${header}.`);
    });
  }
  router.use((req, res) => {
    sendError(res, 404, 'route_not_found', `No endpoint at ${req.method} ${req.baseUrl}${req.path}`, 'See the links in GET /agent-api/v1/ and the OpenAPI document.');
  });
  return router;
}
