import fs from 'node:fs';
import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRelease } from '../../src/catalog/repository.js';
import { readSource } from '../../src/catalog/source.js';
import { startTestServer, tempDir, type TestServer } from '../support/app.js';
import { writeCatalogDir } from '../support/catalog-dir.js';
import { request } from '../support/http.js';

let server: TestServer;
let client: Client;
let fixtureDir: string | undefined;

const TOOLS = ['search_products', 'get_product', 'lookup_product', 'get_offers', 'get_price_history', 'list_deals', 'compare_products', 'list_builds', 'plan_build'];
const ACCEPT = 'application/json, text/event-stream';

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  // The shipped catalog is the subject; while its feeds are empty (a release without products),
  // publish the small fixture catalog so every tool still has products, offers and builds to answer with.
  if (server.holder.current()!.products.length === 0) {
    fixtureDir = tempDir();
    writeCatalogDir(fixtureDir, { perCategory: 6 });
    await publishRelease(server.db.em(), readSource(fixtureDir), fixtureDir, new Date());
    await server.holder.refresh();
  }
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
  if (fixtureDir) fs.rmSync(fixtureDir, { recursive: true, force: true });
});

const rest = async (path: string, init?: RequestInit) => {
  const res = await request(`${server.base}${path}`, init);
  if (res.status !== 200) throw new Error(`REST ${path} answered ${res.status}: ${res.text}`);
  return res.body;
};

async function call(name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

async function expectSameAsRest(name: string, args: Record<string, unknown>, path: string, init?: RequestInit) {
  const [result, body] = await Promise.all([call(name, args), rest(path, init)]);
  expect(result.isError ?? false, text(result)).toBe(false);
  expect(result.structuredContent).toEqual(body);
  expect(text(result)).toContain('snapshots');
  return result;
}

/** Products of the current release, those with the most offers first, so the comparisons say the most. */
function productIds(count: number): number[] {
  const model = server.holder.current()!;
  const offers = (id: number) => (model.offersByProduct.get(id) ?? []).length;
  const ids = model.products.map((p) => p.id).sort((a, b) => offers(b) - offers(a) || a - b);
  expect(ids.length, 'the test release needs products').toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** A raw POST, for what the SDK client would never send (foreign Host or Origin, credentials). */
function rawPost(headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers } }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data ? JSON.parse(data) : undefined }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('tools/list', () => {
  it('lists the nine read-only tools with titles, descriptions and object schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeGreaterThan(120);
      expect(tool.description, tool.name).toMatch(/snapshot/i);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    const search = byName.search_products.inputSchema as any;
    expect(search.required).toEqual(['q']);
    expect(search.additionalProperties).toBe(false);
    expect(search.properties.q).toMatchObject({ type: 'string', minLength: 2, maxLength: 160 });
    expect(search.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 25 });
    expect(search.properties.inStockOnly.type).toBe('boolean');
    expect(search.properties.category.enum).toContain('GPU');
    expect((byName.get_product.inputSchema as any).properties.id).toMatchObject({ type: 'integer', minimum: 1 });
    expect((byName.compare_products.inputSchema as any).properties.ids).toMatchObject({ type: 'array', minItems: 1, maxItems: 8 });
    const plan = byName.plan_build.inputSchema as any;
    expect(plan.required).toEqual(['useCase']);
    expect(plan.properties.useCase.enum).toEqual(['gaming', 'workstation', 'productivity', 'budget']);
    expect(plan.properties.maxAlternatives).toMatchObject({ type: 'integer', minimum: 0, maximum: 3 });
  });

  it('tells the agent about the service in the initialize instructions', () => {
    expect(client.getServerVersion()?.name).toBe('kosovo-pc-parts');
    expect(client.getInstructions()).toMatch(/Kosovo.*EUR.*snapshots/s);
  });
});

describe('each tool answers what its REST twin answers', () => {
  it('search_products equals GET /search', async () => {
    const result = await expectSameAsRest('search_products', { q: 'rtx 4060' }, '/search?q=rtx%204060');
    const body = result.structuredContent as any;
    if (body.results.length > 0) expect(text(result)).toContain(body.results[0].serviceUrl);
    await expectSameAsRest(
      'search_products',
      { q: 'ssd', category: 'STORAGE', sort: 'price_asc', inStockOnly: false, limit: 3 },
      '/search?q=ssd&category=STORAGE&sort=price_asc&inStockOnly=false&limit=3',
    );
  });

  it('search_products pages with the REST cursor', async () => {
    const first = (await call('search_products', { q: 'ram', inStockOnly: false, limit: 2 })).structuredContent as any;
    if (!first.hasMore) return;
    expect(text(await call('search_products', { q: 'ram', inStockOnly: false, limit: 2 }))).toContain(first.nextCursor);
    await expectSameAsRest(
      'search_products',
      { q: 'ram', inStockOnly: false, limit: 2, cursor: first.nextCursor },
      `/search?q=ram&inStockOnly=false&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
    );
  });

  it('get_product equals GET /products/{id}, get_offers equals GET /products/{id}/offers', async () => {
    const [id] = productIds(1);
    const product = await expectSameAsRest('get_product', { id }, `/products/${id}`);
    expect(text(product)).toContain((product.structuredContent as any).product.serviceUrl);
    const offers = await expectSameAsRest('get_offers', { id }, `/products/${id}/offers`);
    expect(text(offers)).toContain((offers.structuredContent as any).productUrl);
  });

  it('lookup_product equals GET /lookup, for one product and for candidates', async () => {
    const model = server.holder.current()!;
    const product = model.products.find((p) => p.ean !== null)!;
    const one = await expectSameAsRest('lookup_product', { gtin: product.ean }, `/lookup?gtin=${product.ean}`);
    expect(text(one)).toContain((one.structuredContent as any).product.serviceUrl);
    const seen = new Set<string>();
    const shared = model.products.flatMap((p) => [...new Set(p.mpns.map((m) => m.toUpperCase().replace(/[^A-Z0-9]/g, '')))]).find((k) => seen.has(k) || !seen.add(k))!;
    const many = await expectSameAsRest('lookup_product', { mpn: shared }, `/lookup?mpn=${shared}`);
    expect(text(many)).toContain((many.structuredContent as any).matches[0].serviceUrl);
  });

  it('get_price_history equals GET /products/{id}/price-history, list_deals equals GET /deals', async () => {
    const [id] = productIds(1);
    const history = await expectSameAsRest('get_price_history', { id, days: 180 }, `/products/${id}/price-history?days=180`);
    expect(text(history)).toContain(`Product #${id}, last 180 days`);
    const deals = await expectSameAsRest('list_deals', { category: 'GPU', limit: 2 }, '/deals?category=GPU&limit=2');
    for (const deal of (deals.structuredContent as any).results) expect(text(deals)).toContain(deal.product.serviceUrl);
  });

  it('compare_products equals GET /compare, order kept', async () => {
    const ids = productIds(3).reverse();
    const result = await expectSameAsRest('compare_products', { ids }, `/compare?ids=${ids.join(',')}`);
    expect((result.structuredContent as any).products.map((p: any) => p.id)).toEqual(ids);
  });

  it('list_builds equals GET /builds', async () => {
    const result = await expectSameAsRest('list_builds', {}, '/builds');
    for (const build of (result.structuredContent as any).builds) expect(text(result)).toContain(build.pageUrl);
  });

  it('plan_build equals POST /build-plan', async () => {
    const request = { useCase: 'gaming', budget: 1200 };
    const result = await expectSameAsRest('plan_build', request, '/build-plan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(text(result)).toMatch(/gaming, budget 1200\.00 EUR/);
  });
});

describe('tool errors are results, never protocol or HTTP errors', () => {
  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['search_products', { q: 'x' }, /q/],
    ['search_products', {}, /q/],
    ['search_products', { q: 'rtx 4060', limit: 26 }, /limit/],
    ['search_products', { q: 'rtx 4060', limit: '5' }, /limit/],
    ['search_products', { q: 'rtx 4060', inStockOnly: 'yes' }, /inStockOnly/],
    ['search_products', { q: 'rtx 4060', category: 'TOASTER' }, /category/],
    ['search_products', { q: 'rtx 4060', cursor: 'forged' }, /cursor/i],
    ['search_products', { q: 'rtx 4060', api_key: 'x' }, /api_key/],
    ['get_product', { id: 0 }, /id/],
    ['get_product', { id: 1.5 }, /id/],
    ['get_product', { id: 99999999999 }, /id/],
    ['get_product', { id: 3_000_000_000 }, /id/],
    ['compare_products', { ids: [1004, 3_000_000_000] }, /ids/],
    ['get_offers', { id: 'abc' }, /id/],
    ['compare_products', { ids: [] }, /ids/],
    ['compare_products', { ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, /ids/],
    ['compare_products', { ids: [1004, 1004] }, /must not repeat an id/],
    ['plan_build', { useCase: 'mining' }, /useCase/],
    ['plan_build', { useCase: 'gaming', budget: -5 }, /budget/],
    ['plan_build', { useCase: 'gaming', preferences: { colour: 'red' } }, /colour/],
  ];

  it.each(invalid)('%s %j → isError', async (name, args, mentions) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(text(result)).toMatch(mentions);
  });

  it('an unknown product is a not-found tool error with the resolution', async () => {
    for (const name of ['get_product', 'get_offers']) {
      const result = await call(name, { id: 999999 });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/product_not_found[\s\S]*Resolution:/);
    }
  });
});

describe('HTTP', () => {
  it('answers GET and DELETE with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const res = await request(`${server.url}/mcp`, { method, headers: { accept: ACCEPT } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { code: 'method_not_allowed' } } });
      expect(res.body.error.data.requestId).toBe(res.headers.get('x-request-id'));
    }
  });

  it('is stateless: no Mcp-Session-Id, plain JSON answers', async () => {
    const res = await rawPost({});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['mcp-session-id']).toBeUndefined();
    expect(res.body.result.tools).toHaveLength(TOOLS.length);
  });

  it('refuses a foreign Origin or Host with 403 and accepts its own origin', async () => {
    const foreign = await rawPost({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, data: { code: 'forbidden_origin' } } });
    expect((await rawPost({ origin: 'null' })).status).toBe(403);
    expect((await rawPost({ host: 'evil.example' })).status).toBe(403);
    expect((await rawPost({ origin: server.url })).status).toBe(200);
    expect((await rawPost({ host: `localhost:${new URL(server.url).port}` })).status).toBe(200);
  });

  /** The access layer's refusal, which must cover /mcp as well. */
  it('refuses credentials in the query string', async () => {
    const res = await request(`${server.url}/mcp?api_key=secret-value`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: ACCEPT },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('credential_in_query');
  });

  it('answers body errors as JSON-RPC errors and runs at most one tools/call per POST', async () => {
    const post = (body: string, contentType = 'application/json') => request(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': contentType, accept: ACCEPT }, body });
    const malformed = await post('{"jsonrpc":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    expect((await post('{}', 'text/plain')).status).toBe(415);
    const tooLarge = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }));
    expect(tooLarge.status).toBe(413);
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_builds', arguments: {} } });
    const batch = await post(JSON.stringify([call(1), call(2)]));
    expect(batch.status).toBe(400);
    expect(batch.body).toMatchObject({ error: { code: -32600, data: { code: 'batch_not_supported' } } });
  });

  it('leaves other paths under /mcp to the 404 handler', async () => {
    expect((await request(`${server.url}/mcp/nope`)).status).toBe(404);
  });

  /** The app-level auth middleware answers a bad credential for /mcp as it does for the REST paths. */
  it('answers a garbage bearer token with 401 and a resource_metadata challenge for /mcp', async () => {
    const probe = await request(`${server.base}/builds`, { headers: { authorization: 'Bearer garbage' } });
    expect(probe.status).toBe(401);
    const res = await rawPost({ authorization: 'Bearer garbage' });
    expect(res.status).toBe(401);
    const challenge = String(res.headers['www-authenticate']);
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp"`);
  });
});
