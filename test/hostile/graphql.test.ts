import zlib from 'node:zlib';
import { print } from 'graphql';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ENDPOINTS } from '../../facade/router.js';
import { ProductFields } from '../../facade/fragments.js';
import { compileRead } from '../../facade/read-endpoint.js';
import { schema } from '../../schema/index.js';
import { READ_COST } from '../../schema/cost.js';
import { MAX_COMPLEXITY } from '../../facade/http/graphql-cost.js';
import { admin, bearer } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { rawExchange } from './helpers.js';

/**
 * /graphql cannot take the server down or read more than the quota allows: bounded bodies,
 * bounded list arguments, GraphQL Armor's limits and a list-aware cost as 400 validation
 * errors, the cost charged against the REST quota, and in production no field suggestions,
 * no anonymous introspection and no 500 for documents that cannot run.
 */

const QUOTA = 30;
let dev: TestServer;
let prod: TestServer;
let apiKey: string;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' }), startTestServer({ NODE_ENV: 'production', RATE_LIMIT_ANONYMOUS: `${QUOTA};w=60` })]);
  ({ apiKey } = await admin(prod, 'api-key', 'create', '--name', 'graphql tools'));
});
afterAll(async () => Promise.all([dev?.close(), prod?.close()]));

const gql = (server: TestServer, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });

/** A document GraphQL refuses: 400, GraphQL errors, no data, never the internal_error mask. */
function expectRefused(res: Awaited<ReturnType<typeof request>>, message?: RegExp): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors.length).toBeGreaterThan(0);
  expect(res.text).not.toContain('internal_error');
  if (message) expect(res.body.errors.map((e: { message: string }) => e.message).join('\n')).toMatch(message);
}

const PRODUCT = print(ProductFields);

describe('request bodies', () => {
  it('are refused beyond 64 KB with 413 and the Error body, whatever their framing', async () => {
    const big = JSON.stringify({ query: `{ catalog { releaseId } }${' '.repeat(70_000)}` });
    expectErrorBody(await request(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }), 413, 'payload_too_large');
    const bomb = zlib.gzipSync(Buffer.concat([Buffer.from('{"query":"'), Buffer.alloc(5_000_000, 0x20), Buffer.from('"}')]));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expectErrorBody(
      await request(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: bomb }),
      413,
      'payload_too_large',
    );
    const chunk = big.slice(0, 40_000);
    const chunked = await rawExchange(
      dev.url,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${[chunk, big.slice(40_000)].map((c) => `${c.length.toString(16)}\r\n${c}\r\n`).join('')}0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).error.code).toBe('payload_too_large');
    const mcp = await request(`${dev.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }),
    });
    expect(mcp.status).toBe(413);
    expect(mcp.body.error.data.code).toBe('payload_too_large');
  });

  it('must be JSON objects carrying a query', async () => {
    expectErrorBody(await request(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ catalog { releaseId } }' }), 415, 'unsupported_media_type');
    for (const body of ['{}', '[]', '{"query":', '"x"']) {
      expectErrorBody(await request(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }), 400, 'invalid_json');
    }
  });
});

describe('list arguments', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 1001 + i);

  it('are bounded like their REST twins, with a GraphQL error instead of a truncation', async () => {
    const ok = await gql(dev, 'query($ids: [Int!]!) { products(ids: $ids) { id } }', { ids: ids(20) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.products).toHaveLength(20);
    for (const n of [21, 5000]) {
      const res = await gql(dev, 'query($ids: [Int!]!) { products(ids: $ids) { id } }', { ids: ids(n) });
      expect(res.body.data?.products ?? null).toBeNull();
      expect(res.body.errors[0].extensions.code).toBe('invalid_ids');
    }
    const compare = await gql(dev, 'query($ids: [Int!]!) { compare(ids: $ids) { cheapestProductId } }', { ids: ids(9) });
    expect(compare.body.data.compare).toBeNull();
    expect(compare.body.errors[0].extensions.code).toBe('invalid_ids');
    const search = await gql(dev, '{ search(q: "ssd", limit: 1000000) { returned } }');
    expect(search.body.data.search).toBeNull();
    expect(search.body.errors[0].extensions.code).toBe('invalid_parameter');
  });

  it('beyond the body limit never reach the server', async () => {
    expectErrorBody(await gql(dev, 'query($ids: [Int!]!) { products(ids: $ids) { id } }', { ids: ids(100_000) }), 413, 'payload_too_large');
  });
});

describe('document limits (GraphQL Armor) and cost', () => {
  it('refuses deep, wide, long and costly documents with 400', async () => {
    expectRefused(
      await gql(dev, `{ search(q: "ssd") { results { offers { id } } } ${'a'.repeat(1)}: catalog { releaseId } }`.replace('{ id }', '{ id x { y { z { w { v { u } } } } } }')),
      /depth/i,
    );
    expectRefused(await gql(dev, `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: catalog { releaseId }`).join(' ')} }`), /Aliases limit/);
    expectRefused(await gql(dev, `{ catalog { ${'releaseId '.repeat(2100)} } }`), /Token limit/);
    expectRefused(await gql(dev, `{ catalog @include(if: true) ${'@skip(if: false) '.repeat(11)} { releaseId } }`), /Directives limit/);
    const pages = Array.from({ length: 30 }, (_, i) => `s${i}: search(q: "ssd", limit: 25) { results { ...ProductFields } }`).join(' ');
    const costly = await gql(dev, `{ ${pages} } ${PRODUCT}`);
    expectRefused(costly, /at most 20 are allowed/);
    expect(costly.body.errors[0].extensions.code).toBe('query_too_costly');
  });

  it('prices every REST read at no more than one read unit', () => {
    for (const endpoint of READ_ENDPOINTS) {
      const { document } = compileRead(schema, endpoint).operation;
      const { complexity } = complexityFromQuery(document, { schema, variables: { q: 'ssd', limit: 25, ids: [1, 2, 3, 4, 5, 6, 7, 8], id: 1 } });
      expect(complexity, endpoint.operationId).toBeLessThanOrEqual(READ_COST);
    }
    expect(MAX_COMPLEXITY).toBe(20 * READ_COST);
  });
});

describe('in production', () => {
  it('gives no field suggestions', async () => {
    for (const [query, variables] of [
      ['{ prodct(id: 1001) { id } }', {}],
      ['{ product(id: 1001) { nme } }', {}],
      ['{ search(q: "ssd", sort: price_asx) { returned } }', {}],
      ['query($s: SearchSort) { search(q: "ssd", sort: $s) { returned } }', { s: 'price_asx' }],
      ['query($s: SerchSort) { search(q: "ssd", sort: $s) { returned } }', {}],
      ['{ product(idd: 1001) { id } }', {}],
    ] as const) {
      const res = await gql(prod, query, variables, bearer(apiKey));
      expectRefused(res);
      expect(res.text).not.toMatch(/did you mean/i);
    }
    const devRes = await gql(dev, '{ search(q: "ssd", sort: price_asx) { returned } }');
    expect(devRes.text).toMatch(/Did you mean/);
  });

  it('answers introspection to credentialed callers only', async () => {
    const query = '{ __schema { queryType { name } } }';
    expectRefused(await gql(prod, query), /introspection/);
    expectRefused(await gql(prod, '{ __type(name: "Product") { name } }'), /introspection/);
    const credentialed = await gql(prod, query, {}, bearer(apiKey));
    expect(credentialed.status).toBe(200);
    expect(credentialed.body.data.__schema.queryType.name).toBe('Query');
    expect((await gql(prod, '{ catalog { __typename } }')).status).toBe(200);
  });

  it('answers documents that cannot run with 400 and GraphQL errors, never internal_error', async () => {
    for (const query of [
      'mutation { x }',
      'subscription { x }',
      'mutation M { product(id: 1) { id } }',
      '{',
      '',
      'query A { catalog { releaseId } } query B { catalog { releaseId } }',
      'fragment F on Product { id }',
      '{ product(id: "x") { id } }',
    ]) {
      expectRefused(await gql(prod, query, {}, bearer(apiKey)));
    }
    expectRefused(await gql(prod, 'query($id: Int!) { product(id: $id) { id } }', { id: 'x' }, bearer(apiKey)));
    expectRefused(await gql(prod, 'query($id: Int!) { product(id: $id) { id } }', {}, bearer(apiKey)));
    const get = await request(`${prod.url}/graphql?query=${encodeURIComponent('mutation { x }')}`, { headers: bearer(apiKey) });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    expect(get.text).not.toContain('internal_error');
  });
});

describe('CORS', () => {
  it('never echoes an arbitrary Origin together with credentials', async () => {
    const origin = { origin: 'https://evil.example' };
    const answers = [
      await gql(dev, '{ catalog { releaseId } }', {}, origin),
      await request(`${dev.url}/graphql`, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
      }),
      await request(`${dev.base}/builds`, { headers: origin }),
      await request(`${dev.base}/batch`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST' } }),
      await request(`${dev.url}/mcp`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST' } }),
      await request(`${dev.url}/mcp`, { method: 'POST', headers: { ...origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' }),
    ];
    for (const res of answers) expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    // Reads are open to any page (no credentials ride along), so /graphql may name the Origin.
    expect(answers[0].headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/evil\.example)$/);
  });
});

describe('quota', () => {
  const remaining = (res: Awaited<ReturnType<typeof request>>) => Number(res.headers.get('ratelimit-remaining'));
  const products = (n: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `p${i}: products(ids: [${Array.from({ length: 20 }, (_, j) => 1001 + j).join(',')}]) { ...ProductFields }`).join(' ')} } ${PRODUCT}`;

  it('is charged by the operation cost, and one call cannot read more than the quota allows', async () => {
    const small = await gql(prod, '{ product(id: 1001) { id name } }');
    expect(small.status).toBe(200);
    const before = remaining(small);
    const costly = await gql(prod, products(30));
    expect(costly.status, costly.text).toBe(200);
    const { complexity } = complexityFromQuery(products(30), { schema });
    const units = Math.ceil(complexity / READ_COST);
    expect(units).toBeGreaterThan(10);
    expect(before - remaining(costly)).toBe(units);
    const refused = await gql(prod, products(30));
    expectErrorBody(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
