import type { GraphQLError, GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { DomainError } from '../src/errors.js';
import { isPercentEncoded } from './http/request-target.js';
import { routeMatcher, type RouteMatch } from '../src/http/routing.js';
import { CompileGate, PARSED_DOCUMENTS } from '../src/graphql-memory.js';
import { Lru } from '../src/lru.js';
import { boundedText, parseWith } from '../src/validation.js';
import type { Context } from '../schema/context.js';
import { executePrepared, prepareOperation, type PreparedOperation } from '../schema/execute.js';
import type { RouteDoc } from './doc.js';
import { singleValued } from './query.js';
import { composeReads, readCacheKey, requestVariables, type CatalogData, type ReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';
import { idempotencyKeyHeader } from './idempotency.js';

/**
 * POST /batch: up to 20 read-only GETs in one request. Every valid item becomes one
 * aliased root field of ONE GraphQL execution with one context, so DataLoader coalesces
 * their loads; each item's data is shaped by the same endpoint definition as the
 * standalone GET, which makes it the same bytes.
 */

export const MAX_OPERATIONS = 20;

export const batchRequestSchema = z
  .strictObject({
    operations: z
      .array(
        z.strictObject({
          path: boundedText(1, 2048).meta({
            description: 'Path relative to the base (a leading /agent-api/v1 is accepted), with its query string',
            examples: ['/search?q=rtx%204060&limit=3'],
          }),
          method: z.literal('GET').optional().meta({ description: 'Only GET; the default' }),
        }),
      )
      .min(1)
      .max(MAX_OPERATIONS),
  })
  .meta({ id: 'BatchRequest', description: 'Up to 20 read-only GETs' });

export const BatchResponse = z
  .object({
    schemaVersion: z.number().int(),
    readOnly: z.literal(true),
    results: z.array(
      z.object({
        index: z.number().int().min(0),
        ok: z.boolean(),
        data: z.record(z.string(), z.unknown()).optional(),
        error: z.object({ code: z.string(), message: z.string() }).optional(),
      }),
    ),
  })
  .meta({ id: 'BatchResponse', description: 'One result per operation, in request order' });

/** An item's outcome; a successful item carries its body already serialized (the standalone GET's bytes). */
export type BatchItemResult = { index: number; ok: true; body: Buffer } | { index: number; ok: false; error: { code: string; message: string } };

/** Bodies of reads already answered for this release, shared with the standalone GETs. */
export interface BatchCache {
  get(key: string): Buffer | undefined;
  /** Keeps a body and returns its bytes. */
  set(key: string, body: string): Buffer;
}

const BATCH_OPEN = Buffer.from('{"schemaVersion":1,"readOnly":true,"results":[');
const BATCH_CLOSE = Buffer.from(']}');
const ITEM_CLOSE = Buffer.from('}');

/** The BatchResponse, assembled from the items' serialized bodies without parsing or copying them one by one. */
export function serializeBatch(results: BatchItemResult[]): Buffer {
  const parts: Buffer[] = [BATCH_OPEN];
  for (const [i, r] of results.entries()) {
    const comma = i === 0 ? '' : ',';
    if (r.ok) parts.push(Buffer.from(`${comma}{"index":${r.index},"ok":true,"data":`), r.body, ITEM_CLOSE);
    else parts.push(Buffer.from(comma + JSON.stringify({ index: r.index, ok: false, error: r.error })));
  }
  parts.push(BATCH_CLOSE);
  return Buffer.concat(parts);
}

interface Route {
  endpoint: ReadEndpoint;
  matches: (path: string) => RouteMatch;
}

interface PlannedItem {
  index: number;
  endpoint: ReadEndpoint;
  vars: Record<string, unknown>;
  /** The response-cache key, the standalone GET's. */
  key: string;
}

/** What an item's path resolves to, whatever its position: a read to run, or the error it answers. */
type Plan = Omit<PlannedItem, 'index'> | { error: { code: string; message: string } };

/**
 * Item paths whose plan is kept: batches repeat their paths (a client polls the same
 * products), and a plan is a pure function of the path. Bounded, least recently used out,
 * so never-repeating paths cost memory only up to this many.
 */
export const PLANNED_PATHS = 1024;

const planError = (code: string, message: string): Plan => ({ error: { code, message } });
const itemError = (index: number, code: string, message: string): BatchItemResult => ({ index, ok: false, error: { code, message } });

export function parseBatchBody(body: unknown) {
  return parseWith(batchRequestSchema, body, 'body', 'invalid_batch');
}

export function createBatchRunner(schema: GraphQLSchema, endpoints: ReadEndpoint[], base: string) {
  const routes: Route[] = endpoints.map((endpoint) => ({ endpoint, matches: routeMatcher(endpoint.path) }));
  // Batches repeat a handful of shapes; odd mixes are bounded in number and run uncompiled (graphql-memory.ts).
  const shapes = new Lru<string, PreparedOperation>(PARSED_DOCUMENTS);
  const compileGate = new CompileGate();

  const plans = new Lru<string, Plan>(PLANNED_PATHS);

  /** Resolves one item's path to an endpoint and its validated variables, or the error the standalone GET would give. */
  function plan(rawPath: string): Plan {
    if (/^[a-z][a-z0-9+.-]*:/i.test(rawPath) || rawPath.startsWith('//') || rawPath.includes('\\')) {
      return planError('operation_not_allowed', 'Only paths relative to the API base are allowed');
    }
    const [pathPart, queryPart = ''] = rawPath.split(/\?(.*)/s, 2);
    let decoded: string[];
    try {
      decoded = pathPart.split('/').map((s) => decodeURIComponent(s));
    } catch {
      return planError('invalid_parameter', 'The path is not correctly percent-encoded');
    }
    if (decoded.some((s) => s === '.' || s === '..' || s.includes('/'))) {
      return planError('operation_not_allowed', 'Dot segments are not allowed in batch paths');
    }
    if (!isPercentEncoded(queryPart.replace(/\+/g, ' '))) return planError('invalid_parameter', 'The query string is not correctly percent-encoded');
    // Matched as the router matches a request path (exact case, no empty segments or trailing
    // slash), so an item reaches exactly the reads a standalone GET of that path would.
    const relative = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
    const path = relative.startsWith(`${base}/`) ? relative.slice(base.length) : relative;
    for (const route of routes) {
      const match = route.matches(path);
      if (!match) continue;
      try {
        const search = new URLSearchParams(queryPart);
        const raw: Record<string, string | string[]> = {};
        for (const key of new Set(search.keys())) {
          const all = search.getAll(key);
          raw[key] = all.length === 1 ? all[0] : all;
        }
        const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decodeURIComponent(value)]));
        const vars = requestVariables(route.endpoint, { params, query: singleValued(raw) });
        return { endpoint: route.endpoint, vars, key: readCacheKey(route.endpoint, vars) };
      } catch (error) {
        if (error instanceof DomainError) return planError(error.code, error.message);
        throw error;
      }
    }
    return planError('operation_not_allowed', `${path.slice(0, 200)} is not a search, product, offers, compare or builds read`);
  }

  function planned(index: number, rawPath: string): PlannedItem | BatchItemResult {
    let found = plans.get(rawPath);
    if (found === undefined) {
      found = plan(rawPath);
      plans.set(rawPath, found);
    }
    return 'error' in found ? itemError(index, found.error.code, found.error.message) : { index, ...found };
  }

  function operationFor(items: PlannedItem[]): PreparedOperation {
    const shapeKey = items.map((item) => item.endpoint.operationId).join(',');
    const hot = compileGate.shouldCompile(shapeKey);
    let operation = shapes.get(shapeKey);
    if (!operation || (hot && !operation.compiled)) {
      const parts = items.map((item, i) => ({ document: item.endpoint.document, alias: `i${i}`, prefix: `i${i}_` }));
      operation = prepareOperation(schema, composeReads('batchRead', parts), hot);
      shapes.set(shapeKey, operation);
    }
    return operation;
  }

  /**
   * Items already answered for this release come from the cache; all the others run as
   * one GraphQL execution, and their bodies join the cache.
   */
  return async function runBatch(operations: { path: string }[], context: Context, cache?: BatchCache): Promise<BatchItemResult[]> {
    const items: PlannedItem[] = [];
    const results = new Map<number, BatchItemResult>();
    for (const [index, op] of operations.entries()) {
      const item = planned(index, op.path);
      if (!('endpoint' in item)) {
        results.set(index, item);
        continue;
      }
      const cached = cache?.get(item.key);
      if (cached === undefined) items.push(item);
      else results.set(item.index, { index: item.index, ok: true, body: cached });
    }
    if (items.length > 0) {
      const variables: Record<string, unknown> = {};
      items.forEach((item, i) => {
        for (const [name, value] of Object.entries(item.vars)) variables[`i${i}_${name}`] = value;
      });
      const result = await executePrepared(schema, operationFor(items), variables, context);
      const data = (result.data ?? {}) as Record<string, unknown>;
      const errorsByAlias = new Map<string, GraphQLError>();
      for (const error of result.errors ?? []) {
        const alias = String(error.path?.[0] ?? '');
        if (!errorsByAlias.has(alias)) errorsByAlias.set(alias, error);
      }
      items.forEach((item, i) => {
        const error = errorsByAlias.get(`i${i}`) ?? errorsByAlias.get('catalog');
        if (error) {
          const original = error.originalError;
          if (original instanceof DomainError) return results.set(item.index, itemError(item.index, original.code, original.message));
          throw original ?? error;
        }
        try {
          const text = JSON.stringify(item.endpoint.shape(data[`i${i}`], data.catalog as CatalogData, item.vars));
          const body = cache ? cache.set(item.key, text) : Buffer.from(text);
          results.set(item.index, { index: item.index, ok: true, body });
        } catch (shapeError) {
          if (!(shapeError instanceof DomainError)) throw shapeError;
          results.set(item.index, itemError(item.index, shapeError.code, shapeError.message));
        }
      });
    }
    return operations.map((_op, index) => results.get(index)!);
  };
}

export const batchReadDoc: RouteDoc = {
  method: 'post',
  path: '/batch',
  operationId: 'batchRead',
  tag: 'Batch',
  summary: 'Run 1 to 20 read-only GETs (search, product, offers, compare, builds) in one request',
  description:
    'Each operation is a path relative to the base with its query string, answered exactly as the standalone GET would answer it (`data` is that body); a failing item is `ok: false` with its error, never a failure of the whole request. Absolute URLs, dot segments and other routes are refused per item (`operation_not_allowed`). Costs one rate-limit unit (and, while payments are on, $0.01) per operation.',
  headers: z.object({ 'Idempotency-Key': idempotencyKeyHeader }),
  body: { schema: batchRequestSchema, example: 'batchRequest' },
  responses: {
    200: { description: 'One result per operation, in request order', schema: BatchResponse, example: 'batchResponse' },
    ...errorResponses([400, 401, 402, 409, 413, 415, 422, 429, 503], {
      400: { code: 'invalid_batch', message: 'operations: Too big: expected array to have <=20 items', description: 'Invalid batch request (the body or the Idempotency-Key)' },
    }),
  },
  paid: 'operation',
  idempotent: true,
};
