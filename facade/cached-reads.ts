import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import querystring from 'node:querystring';
import type { ReadModel } from '../src/catalog/read-model.js';
import { flatFields, type HeaderFields } from './http/fixed-headers.js';
import { requestRecorder } from './http/observability.js';
import { weightOf, type LoadShedder } from './http/overload.js';
import { targetProblem } from './http/request-target.js';
import { routeMatcher, type RouteMatch } from '../src/http/routing.js';
import type { Logger } from '../src/logger.js';
import type { PrincipalLimiter } from '../src/ratelimit/limiter.js';
import type { ResponseCache } from '../src/response-cache.js';
import { credentialParam } from './access/authenticate.js';
import type { ReadEndpoint } from './read-endpoint.js';
import { requestIdFor } from './request-id.js';
import { JSON_CONTENT_TYPE, resolveRead } from './router.js';

/**
 * The hot path of the REST facade: an anonymous GET of a read whose body the response cache
 * holds is answered here, before Express. Express's dispatch alone — it switches the
 * prototypes of every request and response, which makes every later property access on them
 * slow, then walks its layers — costs more than such an answer is worth; here the answer is
 * one lookup and one write of the cached bytes with the headers the full chain would have set
 * (computed once where they are constant).
 *
 * It answers only what it can answer completely, exactly as the full chain would: the same
 * request-target and credential-in-query checks, load-shedding bound, route matching and
 * input parsing (the facade's own), rate-limit charge and headers, request id, log line and
 * metric. Anything else — another method, a credential, a conditional request, payments on,
 * any 4xx, a cache miss, a caller at the end of the quota, counters in a shared store — is
 * handed to Express untouched, which answers it as it always has, taking the input as resolved
 * here (router.ts, resolveRead) rather than parsing it again.
 */

export interface CachedReadsOptions {
  /** The facade's mount path, e.g. `/agent-api/v1`. */
  base: string;
  endpoints: readonly ReadEndpoint[];
  cache: ResponseCache;
  currentModel(): ReadModel | null;
  shedder: LoadShedder;
  limiter: PrincipalLimiter;
  /** The constant headers of every API response: security, CORS, deprecation. */
  fixed: HeaderFields;
  /** The client address as Express reports it (`trust proxy`). */
  clientIp(req: IncomingMessage): string | undefined;
  log: Logger;
}

interface Route {
  endpoint: ReadEndpoint;
  matches: (path: string) => RouteMatch;
  /** The route label of logs and metrics, as Express names the route. */
  label: string;
}

/** Request-target characters the URL parsers behind Express treat specially (a fragment, non-ASCII). */
const UNUSUAL = /[#\u007f-\uffff]/;
/** The API root's trailing slash is its usual spelling; no read route has one. */
const ROOTS_WITH_SLASH: ReadonlySet<string> = new Set();

export type CachedReads = (req: IncomingMessage, res: ServerResponse) => boolean;

export function cachedReads(opts: CachedReadsOptions): CachedReads {
  const prefix = `${opts.base}/`;
  // A read with another representation depends on Accept: Express negotiates it.
  const routes: Route[] = opts.endpoints
    .filter((endpoint) => !endpoint.alternate)
    .map((endpoint) => ({ endpoint, matches: routeMatcher(endpoint.path), label: `${opts.base}${endpoint.path}` }));
  const fixed = [...flatFields(opts.fixed), 'Content-Type', JSON_CONTENT_TYPE];
  const record = requestRecorder(opts.log);

  const find = (path: string): { route: Route; params: Record<string, string> } | null => {
    const relative = path.slice(opts.base.length);
    for (const route of routes) {
      const match = route.matches(relative);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const name in match.params) params[name] = decodeURIComponent(match.params[name]);
      return { route, params };
    }
    return null;
  };

  /** The cached body and route of this request, or null when the full chain must answer it. */
  const lookup = (req: IncomingMessage, url: string): { route: Route; body: Buffer } | null => {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? null : url.slice(q + 1);
    if (targetProblem(path, query, ROOTS_WITH_SLASH) !== null || (query !== null && credentialParam(query) !== null)) return null;
    if (opts.shedder.refusal(weightOf(path)) !== null) return null;
    const found = find(path);
    const model = found && opts.currentModel();
    if (!found || !model) return null;
    const { key } = resolveRead(req, found.route.endpoint, found.params, query === null ? {} : querystring.parse(query));
    const body = opts.cache.get(model, key);
    return body === undefined ? null : { route: found.route, body };
  };

  return (req, res) => {
    const url = req.url ?? '';
    const headers = req.headers;
    if (
      req.method !== 'GET' ||
      !url.startsWith(prefix) ||
      UNUSUAL.test(url) ||
      headers.authorization !== undefined ||
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined
    ) {
      return false;
    }
    const started = performance.now();
    let hit: { route: Route; body: Buffer } | null;
    try {
      hit = lookup(req, url);
    } catch {
      // An input the route refuses: its 4xx comes from the full chain, which takes the refusal from resolveRead.
      return false;
    }
    if (hit === null) return false;
    const limits = opts.limiter.chargeAnonymousNow(opts.clientIp(req));
    if (limits === null) return false;

    const requestId = requestIdFor(headers['x-request-id']);
    const fields = fixed.slice();
    fields.push('X-Request-Id', requestId, ...limits, 'Content-Length', String(hit.body.length));
    res.writeHead(200, fields);
    res.end(hit.body);
    record(requestId, 'GET', hit.route.label, 200, (performance.now() - started) / 1000, 'anonymous');
    return true;
  };
}
