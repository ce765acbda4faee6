import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, bearer, PAY_TO } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';

/**
 * One canonical spelling per route. With payments on, every other spelling of a paid route —
 * letter case, trailing or doubled slashes — must be refused (404), never answered with data
 * for free; the same holds for batch items, /graphql, /mcp, pages and the OAuth routes.
 */

let server: TestServer;
let apiKey: string;
beforeAll(async () => {
  server = await startTestServer({ X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline', RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  ({ apiKey } = await admin(server, 'api-key', 'create', '--name', 'routing'));
});
afterAll(async () => server?.close());

const json = { 'content-type': 'application/json' };
const batchBody = JSON.stringify({ operations: [{ path: '/products/1001' }] });

describe('paid REST routes under other spellings', () => {
  it('charges the canonical spelling', async () => {
    expect((await request(`${server.base}/products/1001`)).status).toBe(402);
    expect((await request(`${server.base}/search?q=ssd`)).status).toBe(402);
    expect((await request(`${server.base}/batch`, { method: 'POST', headers: json, body: batchBody })).status).toBe(402);
  });

  const spellings = [
    '/agent-api/v1/PRODUCTS/1001',
    '/agent-api/v1/Products/1001',
    '/agent-api/v1/products/1001/',
    '/agent-api/v1/products/1001/OFFERS',
    '/agent-api/v1/products/1001/offers/',
    '/agent-api/v1//products/1001',
    '/agent-api/v1/products//1001',
    '//agent-api/v1/products/1001',
    '/agent-api//v1/products/1001',
    '/AGENT-API/v1/products/1001',
    '/agent-api/V1/products/1001',
    '/agent-api/v1/Search?q=ssd',
    '/agent-api/v1/search/?q=ssd',
    '/agent-api/v1/BUILDS',
    '/agent-api/v1/builds/',
    '/agent-api/v1/Compare?ids=1001,1002',
    '/agent-api/v1/%70roducts/1001',
  ];
  it.each(spellings)('GET %s is a 404 without data', async (path) => {
    const res = await request(`${server.url}${path}`);
    expectErrorBody(res, 404, 'route_not_found');
    expect(res.text).not.toContain('"product"');
    expect(res.text).not.toContain('"results"');
  });

  it.each(['/agent-api/v1/BATCH', '/agent-api/v1/Batch', '/agent-api/v1/batch/', '/agent-api/v1//batch', '/agent-api/v1/BUILD-PLAN', '/agent-api/v1/build-plan/'])(
    'POST %s is a 404 without data',
    async (path) => {
      const body = path.toLowerCase().includes('batch') ? batchBody : JSON.stringify({ useCase: 'gaming' });
      const res = await request(`${server.url}${path}`, { method: 'POST', headers: json, body });
      expectErrorBody(res, 404, 'route_not_found');
      expect(res.text).not.toContain('readOnly');
    },
  );

  it('keeps the free reads free and answers the API root with or without its slash', async () => {
    for (const path of ['/agent-api/v1', '/agent-api/v1/', '/agent-api/v1/openapi.json', '/agent-api/v1/sandbox']) {
      expect((await request(`${server.url}${path}`)).status, path).toBe(200);
    }
    expectErrorBody(await request(`${server.url}/agent-api/v1/OPENAPI.json`), 404, 'route_not_found');
    expectErrorBody(await request(`${server.url}/agent-api/v1/sandbox/`), 404, 'route_not_found');
  });
});

describe('batch items', () => {
  it('reach only the reads their exact path names', async () => {
    const items: [path: string, outcome: string][] = [
      ['/products/1001', 'ok'],
      ['/agent-api/v1/products/1001', 'ok'],
      ['/PRODUCTS/1001', 'operation_not_allowed'],
      ['/products/1001/', 'operation_not_allowed'],
      ['/products//1001', 'operation_not_allowed'],
      ['/agent-api/v1//products/1001', 'operation_not_allowed'],
      ['/AGENT-API/v1/products/1001', 'operation_not_allowed'],
      ['/%70roducts/1001', 'operation_not_allowed'],
      ['/Search?q=ssd', 'operation_not_allowed'],
      ['/search?q=%ZZ', 'invalid_parameter'],
      ['/products/%ZZ', 'invalid_parameter'],
    ];
    const res = await request(`${server.base}/batch`, {
      method: 'POST',
      headers: { ...json, ...bearer(apiKey) },
      body: JSON.stringify({ operations: items.map(([path]) => ({ path })) }),
    });
    expect(res.status, res.text).toBe(200);
    const outcome = res.body.results.map((r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code));
    expect(outcome).toEqual(items.map(([, expected]) => expected));
  });
});

describe('the other doors', () => {
  it('serves /graphql and /mcp at their exact paths only', async () => {
    const query = JSON.stringify({ query: '{ builds { id } }' });
    const ok = await request(`${server.url}/graphql`, { method: 'POST', headers: { ...json, ...bearer(apiKey) }, body: query });
    expect(ok.status).toBe(200);
    for (const path of ['/GRAPHQL', '/GraphQL', '/graphql/', '//graphql', '/graphql/x']) {
      const res = await request(`${server.url}${path}`, { method: 'POST', headers: { ...json, ...bearer(apiKey) }, body: query });
      expectErrorBody(res, 404, 'route_not_found');
    }
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const mcpHeaders = { ...json, accept: 'application/json, text/event-stream', ...bearer(apiKey) };
    expect((await request(`${server.url}/mcp`, { method: 'POST', headers: mcpHeaders, body: rpc })).status).toBe(200);
    for (const path of ['/MCP', '/Mcp', '/mcp/', '//mcp', '/mcp/x']) {
      expectErrorBody(await request(`${server.url}${path}`, { method: 'POST', headers: mcpHeaders, body: rpc }), 404, 'route_not_found');
    }
  });

  it('answers pages at their exact paths only', async () => {
    const product = server.holder.current()!.products[0];
    const page = await request(`${server.url}/produkte/${product.id}`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    const canonical = page.headers.get('location')!;
    expect((await request(`${server.url}${canonical}`)).status).toBe(200);
    for (const path of [`${canonical}/`, canonical.replace('/produkte/', '/PRODUKTE/'), canonical.replace('/produkte/', '/produkte//'), '/en/', '/EN', '/Kerko?q=ssd', '/kerko/?q=ssd']) {
      const res = await request(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
    }
  });

  it('answers the discovery and OAuth routes at their exact paths only', async () => {
    expect((await request(`${server.url}/.well-known/oauth-authorization-server`)).status).toBe(200);
    for (const path of ['/.well-known/OAUTH-authorization-server', '/.well-known/oauth-authorization-server/', '/AGENT/auth', '/oauth/REGISTER']) {
      expectErrorBody(await request(`${server.url}${path}`), 404, 'route_not_found');
    }
    for (const path of ['/OAUTH/TOKEN', '/oauth/token/', '/oauth//token']) {
      const res = await request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
      expectErrorBody(res, 404, 'route_not_found');
    }
  });
});

describe('every router', () => {
  it('matches case-sensitively and strictly', () => {
    type Layer = { handle: { stack?: Layer[]; caseSensitive?: boolean; strict?: boolean }; route?: { stack: Layer[] } };
    const app = server.app as Express & { router: { stack: Layer[]; caseSensitive?: boolean; strict?: boolean } };
    const loose: string[] = [];
    let routers = 0;
    const walk = (router: { stack?: Layer[]; caseSensitive?: boolean; strict?: boolean }, where: string) => {
      routers += 1;
      if (!router.caseSensitive || !router.strict) loose.push(where);
      router.stack?.forEach((layer, i) => {
        if (layer.handle.stack && !layer.route) walk(layer.handle, `${where}[${i}]`);
      });
    };
    walk(app.router, 'app');
    // the app, health, access (discovery, OAuth, contact), REST facade, MCP and pages routers
    expect(routers).toBeGreaterThanOrEqual(9);
    expect(loose).toEqual([]);
  });
});
