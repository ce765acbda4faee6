import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { admin, bearer, expectRateLimitHeaders } from './helpers.js';

/**
 * Per-principal rate limits: anonymous 3 per minute by client IP, credentialed 10 per minute by
 * key or client. The app trusts the loopback proxy here, so each test picks its own client
 * address with X-Forwarded-For.
 */

let server: TestServer;
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '3;w=60', RATE_LIMIT_CREDENTIALED: '10;w=60', TRUST_PROXY: 'loopback' });
});
afterAll(async () => server?.close());

const call = (path: string, ip: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  request(`${server.base}${path}`, { ...init, headers: { 'x-forwarded-for': ip, ...(init.headers ?? {}) } });

describe('rate-limit headers', () => {
  it('are on every response under /agent-api/v1: 200, 400, 401, 404, 405, 415 and 429', async () => {
    const ip = newIp();
    const ok = await call('/', ip);
    expect(ok.status).toBe(200);
    expectRateLimitHeaders(ok.headers, '3;w=60');
    expect(ok.headers.get('ratelimit-remaining')).toBe('2');
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(Number(ok.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    expect(Number(ok.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);

    const bad = await call('/search?q=x', ip);
    expectErrorBody(bad, 400);
    expectRateLimitHeaders(bad.headers, '3;w=60');

    const missing = await call('/no-such-thing', ip);
    expectErrorBody(missing, 404);
    expectRateLimitHeaders(missing.headers, '3;w=60');

    const ip2 = newIp();
    const method = await call('/search?q=ryzen', ip2, { method: 'DELETE' });
    expectErrorBody(method, 405);
    expectRateLimitHeaders(method.headers);

    const unauthorized = await call('/builds', ip2, { headers: bearer('kpc_live_nonsense') });
    expectErrorBody(unauthorized, 401);
    expectRateLimitHeaders(unauthorized.headers);

    const media = await call('/build-plan', ip2, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(media.status).toBe(415);
    expectRateLimitHeaders(media.headers);

    const limited = await call('/', ip2);
    expectErrorBody(limited, 429, 'rate_limited');
    expectRateLimitHeaders(limited.headers, '3;w=60');
  });
});

describe('quota boundary', () => {
  it('serves the quota and answers the next request 429 with Retry-After and the contract Error body', async () => {
    const ip = newIp();
    for (let i = 1; i <= 3; i++) {
      const res = await call('/search?q=ryzen', ip);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(3 - i));
    }
    const res = await call('/search?q=ryzen', ip);
    expectErrorBody(res, 429, 'rate_limited');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res.headers.get('ratelimit-limit')).toBe('3;w=60');
    expect(res.body.error.resolution).toMatch(/API key|OAuth/);
    // Another client address has its own quota.
    expect((await call('/search?q=ryzen', newIp())).status).toBe(200);
  });

  it('gives credentialed callers their own, higher quota (by key, whatever the address)', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await call('/', ip);
    expect((await call('/', ip)).status).toBe(429);
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'higher limit');
    for (let i = 1; i <= 10; i++) {
      const res = await call('/', i % 2 ? ip : newIp(), { headers: bearer(apiKey) });
      expect(res.status).toBe(200);
      expectRateLimitHeaders(res.headers, '10;w=60');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(10 - i));
    }
    const limited = await call('/', ip, { headers: bearer(apiKey) });
    expectErrorBody(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // A second key is counted separately.
    const other = await admin(server, 'api-key', 'create', '--name', 'second');
    expect((await call('/', ip, { headers: bearer(other.apiKey) })).status).toBe(200);
  });

  it('counts GraphQL operations and MCP tool calls against the same per-principal quota', async () => {
    const ip = newIp();
    expect((await call('/', ip)).status).toBe(200);
    const mcp = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_builds', arguments: {} } }),
    });
    expectRateLimitHeaders(mcp.headers, '3;w=60');
    expect(mcp.headers.get('ratelimit-remaining')).toBe('1');
    const gql = await request(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}&token=x`, { headers: { 'x-forwarded-for': ip } });
    expect(gql.headers.get('ratelimit-remaining')).toBe('0');
    expect((await call('/', ip)).status).toBe(429);
    expect(
      (await request(`${server.url}/graphql`, { method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).status,
    ).toBe(429);
  });

  it('leaves health endpoints outside the limits', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i++) {
      const res = await request(`${server.url}/healthz`, { headers: { 'x-forwarded-for': ip } });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    }
  });
});

describe('POST /batch', () => {
  const batch = (n: number) => JSON.stringify({ operations: Array.from({ length: n }, () => ({ path: '/builds' })) });

  it('costs one unit per operation', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'batcher');
    const headers = { ...bearer(apiKey), 'content-type': 'application/json' };
    const first = await call('/batch', newIp(), { method: 'POST', headers, body: batch(4) });
    expect(first.status, first.text).toBe(200);
    expect(first.body.results).toHaveLength(4);
    expect(first.headers.get('ratelimit-remaining')).toBe('6');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('6');
    const second = await call('/batch', newIp(), { method: 'POST', headers, body: batch(6) });
    expect(second.status).toBe(200);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const third = await call('/batch', newIp(), { method: 'POST', headers, body: batch(1) });
    expectErrorBody(third, 429, 'rate_limited');
  });

  it('refuses an anonymous batch larger than the remaining quota with 429', async () => {
    const ip = newIp();
    const res = await call('/batch', ip, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch(4) });
    expectErrorBody(res, 429, 'rate_limited');
    expectRateLimitHeaders(res.headers, '3;w=60');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('still reports a malformed batch body as the route would, with rate-limit headers', async () => {
    const res = await call('/batch', newIp(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expectErrorBody(res, 400, 'invalid_json');
    expectRateLimitHeaders(res.headers);
    const empty = await call('/batch', newIp(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operations: [] }) });
    expectErrorBody(empty, 400);
    expect(empty.headers.get('ratelimit-remaining')).toBe('2');
  });
});
