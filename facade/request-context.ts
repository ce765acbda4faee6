import type { Response } from 'express';
import type { Principal } from '../src/auth/principal.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import type { Secrets } from '../src/secrets.js';
import type { Urls } from '../src/urls.js';
import { createContext, type Context } from '../schema/context.js';

/**
 * The GraphQL context of an HTTP request, from what the chain before the route set (the
 * request id, the authenticated caller), and whether the route validated the input itself.
 */
export function requestContext(res: Response, model: ReadModel, deps: { urls: Urls; secrets: Secrets }, validatedAtEdge: boolean): Context {
  return createContext({
    model,
    urls: deps.urls,
    cursorKey: deps.secrets.cursorKey,
    requestId: res.locals.requestId as string,
    principal: res.locals.principal as Principal | undefined,
    validatedAtEdge,
  });
}
