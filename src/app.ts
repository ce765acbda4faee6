import express, { type Express } from 'express';
import { createFacadeRouter } from '../facade/router.js';
import { errorHandler, sendError } from '../facade/errors.js';
import { requestId } from '../facade/request-id.js';
import { schema } from '../schema/index.js';
import type { ReadModel } from './catalog/read-model.js';
import type { Config } from './config.js';
import { createGraphqlEndpoint } from './http/graphql.js';
import type { IdempotencyStore } from './idempotency/store.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './logger.js';
import type { Secrets } from './secrets.js';
import { createUrls } from './urls.js';

export interface AppDeps {
  config: Config;
  log: Logger;
  /** The read model of the current release, taken once per request. */
  currentModel(): ReadModel | null;
  secrets: Secrets;
  jobs: JobQueue;
  idempotency: IdempotencyStore;
}

/** Builds the HTTP application without listening, so tests can mount it on any port. */
export function createApp(deps: AppDeps): Express {
  const { config, log } = deps;
  const urls = createUrls(config.siteUrl);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy === 'true' ? true : config.trustProxy === 'false' ? false : config.trustProxy);
  app.set('query parser', 'simple');
  app.use(requestId);

  app.use(
    '/agent-api/v1',
    createFacadeRouter({
      schema,
      urls,
      currentModel: deps.currentModel,
      secrets: deps.secrets,
      paymentRequired: config.x402.enabled,
      jobs: deps.jobs,
      idempotency: deps.idempotency,
    }),
  );

  const graphql = createGraphqlEndpoint({ schema, urls, currentModel: deps.currentModel, secrets: deps.secrets, production: config.env === 'production' });
  app.all('/graphql', (req, res, next) => {
    Promise.resolve(graphql.handleNodeRequestAndResponse(req, res, { req, res })).catch(next);
  });

  app.use((req, res) => {
    sendError(res, 404, 'route_not_found', `No resource at ${req.method} ${req.path}`, `Start at ${urls.base}/`);
  });
  app.use(errorHandler(log));
  return app;
}
