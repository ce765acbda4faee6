import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { filterableSpecs } from '../../src/search/filters.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request, type JsonResponse } from '../support/http.js';
import { openApiValidator } from '../support/openapi.js';
import { arbitraryFor, type Schema } from '../support/schema-arbitrary.js';

/**
 * Requests derived from the OpenAPI document itself: every parameter, header and body
 * within its documented schema. A request the document calls valid must never be refused
 * as invalid (400), and every response must be one the document lists, with the body and
 * headers it describes.
 *
 * Values the schemas cannot know are taken from the service, as a client would: search
 * cursors are followed from a previous page, snapshot parts name products of the release
 * under their own category, and real product ids are mixed in with random ones so reads
 * find products as often as not.
 */

const RUNS = 150;

let server: TestServer;
let api: Awaited<ReturnType<typeof openApiValidator>>;
let doc: { paths: Record<string, Record<string, Operation>> };
const statuses = new Map<string, number>();
let requests = 0;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  explode?: boolean;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '10000000;w=60' });
  api = await openApiValidator(server.base);
  doc = (await SwaggerParser.dereference(structuredClone(api.doc) as never)) as never;
});
afterAll(async () => {
  console.log(`OpenAPI property test: ${requests} requests; statuses by operation: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  await server?.close();
});

function realProducts() {
  const model = server.holder.current()!;
  const ids = model.products.slice(0, 200).map((p) => p.id);
  const snapshot = fc.record(Object.fromEntries(CATEGORIES.map((c) => [c, fc.constantFrom(...(model.productsByCategory.get(c) ?? []).slice(0, 40).map((p) => p.id))])), { requiredKeys: [] });
  return { ids, snapshot };
}

/** The GS1 check digit appended to `body`, so a generated GTIN is one a barcode could carry. */
function withCheckDigit(code: string): string {
  const body = code.slice(0, -1);
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

/**
 * The search filters as a client following the description sends them: bounds in order,
 * spec filters only with a category and only its keys, stores and cities the release has,
 * compatibleWith naming products of the release, one per category.
 */
function searchFilters(g: Generated): fc.Arbitrary<Generated> {
  const model = server.holder.current()!;
  const query = { ...g.query };
  const swap = (min: string, max: string) => {
    if (typeof query[min] === 'number' && typeof query[max] === 'number' && (query[min] as number) > (query[max] as number)) [query[min], query[max]] = [query[max], query[min]];
  };
  swap('minPrice', 'maxPrice');
  const category = query.category as Category | undefined;
  for (const name of Object.keys(query).filter((n) => n.startsWith('spec.'))) {
    const [, key, bound] = name.split('.');
    if (!category || filterableSpecs(category)[key] === undefined) delete query[name];
    else if (bound === 'min') swap(name, `spec.${key}.max`);
  }
  const stores = model.stores.map((s) => s.id);
  const cities = [...new Set(model.stores.map((s) => s.city))];
  const pick = (values: string[]) => fc.subarray(values, { minLength: 1, maxLength: 3 });
  const parts = fc
    .subarray(
      CATEGORIES.map((c) => model.productsByCategory.get(c)![0]),
      { minLength: 1, maxLength: 8 },
    )
    .map((ps) => ps.map((p) => `${p.category}:${p.id}`).join(','));
  return fc
    .record({
      store: 'store' in query ? pick(stores) : fc.constant(undefined),
      city: 'city' in query ? pick(cities) : fc.constant(undefined),
      compatibleWith: 'compatibleWith' in query ? parts : fc.constant(undefined),
    })
    .map((real) => {
      const out = { ...query };
      for (const [name, value] of Object.entries(real)) if (value !== undefined) out[name] = value;
      return { ...g, query: out };
    });
}

/**
 * Rules between parameters that a parameter schema cannot state, applied as a client
 * following the operation's description would: /lookup takes exactly one of gtin and mpn,
 * a GTIN's last digit is its check digit, and a part number has 3 letters or digits; the
 * search filters as `searchFilters` says.
 */
function related(template: string, g: Generated): fc.Arbitrary<Generated> {
  if (template === '/search') return searchFilters(g);
  if (template !== '/lookup') return fc.constant(g);
  const products = server.holder.current()!.products;
  const realGtin = fc.constantFrom(...products.filter((p) => p.ean).map((p) => p.ean!));
  const realMpn = fc.constantFrom(
    ...products
      .filter((p) => p.mpn)
      .slice(0, 200)
      .map((p) => p.mpn!),
  );
  const gtin = typeof g.query.gtin === 'string' ? fc.oneof(fc.constant(withCheckDigit(g.query.gtin)), realGtin) : realGtin;
  const mpn = typeof g.query.mpn === 'string' && g.query.mpn.replace(/[^A-Za-z0-9]/g, '').length >= 3 ? fc.oneof(fc.constant(g.query.mpn), realMpn) : realMpn;
  const { gtin: _g, mpn: _m, ...rest } = g.query;
  return fc.oneof(
    gtin.map((v) => ({ ...g, query: { ...rest, gtin: v } })),
    mpn.map((v) => ({ ...g, query: { ...rest, mpn: v } })),
  );
}

interface Generated {
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

/** The request arbitrary of one operation, from its parameters and body as documented. */
function requestArbitrary(template: string, op: Operation): fc.Arbitrary<Generated> {
  const { ids, snapshot } = realProducts();
  const realId = fc.constantFrom(...ids);
  const params = (op.parameters ?? []).filter((p) => p.name !== 'cursor');
  const valueOf = (p: Parameter): fc.Arbitrary<unknown> => {
    const documented = arbitraryFor(p.schema);
    if (p.in === 'path' && p.name === 'id' && template.startsWith('/products')) return fc.oneof(documented, realId.map(String));
    if (p.name === 'ids') return fc.oneof(documented, fc.uniqueArray(realId, { minLength: 1, maxLength: 8 }));
    return documented;
  };
  const shape = Object.fromEntries(params.map((p) => [`${p.in}:${p.name}`, valueOf(p)]));
  const required = params.filter((p) => p.required).map((p) => `${p.in}:${p.name}`);
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema
    ? arbitraryFor(bodySchema, {
        properties: {
          buildSnapshot: snapshot,
          path: fc.oneof(
            arbitraryFor({ type: 'string', minLength: 1, maxLength: 2048 }),
            fc.constantFrom('/builds', `/products/${ids[0]}`, `/compare?ids=${ids[0]},${ids[1]}`, '/search?q=rtx%204060&limit=2'),
          ),
        },
      })
    : fc.constant(undefined);
  return fc
    .tuple(fc.record(shape, { requiredKeys: required }), body)
    .map(([values, payload]) => {
      const out: Generated = { path: template, query: {}, headers: {}, body: payload };
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(/:(.*)/s);
        if (where === 'path') out.path = out.path.replace(`{${name}}`, encodeURIComponent(String(value)));
        else if (where === 'query') out.query[name] = value;
        else out.headers[name] = String(value);
      }
      return out;
    })
    .chain((g) => related(template, g));
}

/** Form style, as the document declares: arrays comma-separated, everything else as its text. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(method: string, g: Generated, extraQuery: Record<string, unknown> = {}): Promise<JsonResponse> {
  requests++;
  const init: RequestInit = { method: method.toUpperCase(), headers: { accept: 'application/json', ...g.headers } };
  if (g.body !== undefined) {
    init.body = JSON.stringify(g.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return request(`${server.base}${g.path}${queryString({ ...g.query, ...extraQuery })}`, init);
}

function judge(method: string, template: string, g: Generated, res: JsonResponse): void {
  const key = `${method} ${template}`;
  statuses.set(`${key} ${res.status}`, (statuses.get(`${key} ${res.status}`) ?? 0) + 1);
  const what = `${key} ${JSON.stringify(g).slice(0, 600)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, `a documented-valid request was refused: ${what}`).not.toBe(400);
  expect(res.status, what).toBeLessThan(500);
  try {
    api.checkResponse(method, template, res);
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

describe('requests derived from the OpenAPI document', () => {
  const operations: [string, string][] = [
    ['get', '/'],
    ['get', '/openapi.json'],
    ['get', '/sandbox'],
    ['get', '/search'],
    ['get', '/builds'],
    ['post', '/build-plan'],
    ['get', '/jobs/{id}'],
    ['get', '/jobs/{id}/result'],
    ['post', '/batch'],
    ['get', '/products/{id}'],
    ['get', '/products/{id}/offers'],
    ['get', '/products/{id}/price-history'],
    ['get', '/compare'],
    ['get', '/lookup'],
    ['get', '/deals'],
  ];

  it.each(operations)('%s %s: accepted when valid, answered as documented', async (method, template) => {
    const op = doc.paths[template][method];
    expect(op, `${method} ${template} is documented`).toBeDefined();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(template, op), async (g) => {
        const res = await send(method, g);
        judge(method, template, g, res);
        // A page with more results is followed with its own cursor, the one cursor a client can hold.
        if (template === '/search' && res.status === 200 && res.body.nextCursor) {
          judge(method, template, g, await send(method, g, { cursor: res.body.nextCursor }));
        }
        // An accepted job is polled where the 202 points, as a client would, at whatever stage it is.
        if (template === '/build-plan' && res.status === 202) {
          const job = { path: '', query: {}, headers: {} };
          requests += 2;
          judge('get', '/jobs/{id}', job, await request(res.headers.get('location')!));
          judge('get', '/jobs/{id}/result', job, await request(res.body.job.resultUrl));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('lists every documented operation above', () => {
    const documented = Object.entries(doc.paths).flatMap(([t, m]) => Object.keys(m).map((method) => `${method} ${t}`));
    expect(documented.sort()).toEqual(operations.map(([m, t]) => `${m} ${t}`).sort());
  });
});
