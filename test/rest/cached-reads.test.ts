import http from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectErrorBody, request, type JsonResponse } from '../support/http.js';
import { serversOnPostgres } from '../support/postgres.js';
import { useServer } from '../support/suite.js';

/**
 * Anonymous reads the response cache holds are answered before Express (facade/cached-reads.ts).
 * Whichever way a request goes, the caller must see the same answer: same status, bytes and
 * headers (but the per-request ones), the same quota spent. A spy on the Express router tells
 * which way each request went. The way before Express exists only while the rate-limit
 * counters live in this process: with PostgreSQL holding them (shared by the instances),
 * every read is charged there, through the full chain.
 */

/** Whether reads may be answered before Express: only while the counters are in this process. */
const fastPath = !serversOnPostgres;

const suite = useServer({ RATE_LIMIT_ANONYMOUS: '40;w=60', TRUST_PROXY: 'loopback' });
let ipCounter = 1;
const newIp = () => `198.51.100.${ipCounter++}`;

/** Headers whose values differ from one request to the next. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'ratelimit-remaining', 'x-ratelimit-remaining', 'ratelimit-reset', 'x-ratelimit-reset']);

let routerCalls: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  const app = suite.server.app as unknown as { router: { handle: (...args: unknown[]) => void } };
  routerCalls = vi.spyOn(app.router, 'handle');
});
afterEach(() => routerCalls.mockClear());

async function viaExpress(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<boolean> {
  routerCalls.mockClear();
  await request(`${suite.server.base}${path}`, init);
  return routerCalls.mock.calls.length > 0;
}

const get = (path: string, ip: string, headers: Record<string, string> = {}) => request(`${suite.server.base}${path}`, { headers: { 'x-forwarded-for': ip, ...headers } });

function comparable(res: JsonResponse): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_REQUEST.has(name)));
}

describe('a cached read', () => {
  let paths: string[];
  beforeAll(() => {
    const model = suite.server.holder.current()!;
    const [a, b] = model.products;
    paths = [`/products/${a.id}`, `/products/${b.id}/offers`, `/compare?ids=${a.id},${b.id}`, '/builds', '/search?q=ryzen%205&limit=3', '/search?q=ssd+1tb&sort=price_asc'];
  });

  it('is answered before Express (in-process counters) with the bytes and headers the full chain gives', async () => {
    const ip = newIp();
    for (const [i, path] of paths.entries()) {
      routerCalls.mockClear();
      const first = await get(path, ip);
      expect(first.status, path).toBe(200);
      expect(routerCalls, `${path}: the first request fills the cache through Express`).toHaveBeenCalled();
      routerCalls.mockClear();
      const second = await get(path, ip);
      if (fastPath) expect(routerCalls, `${path}: the second is a cache hit`).not.toHaveBeenCalled();
      else expect(routerCalls, `${path}: counters in PostgreSQL are charged through the full chain`).toHaveBeenCalled();
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(comparable(second)).toEqual(comparable(first));
      expect(second.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      // One unit per request, whichever way it went.
      expect(Number(first.headers.get('ratelimit-remaining'))).toBe(40 - 2 * i - 1);
      expect(Number(second.headers.get('ratelimit-remaining'))).toBe(40 - 2 * i - 2);
      expect(second.headers.get('x-ratelimit-remaining')).toBe(second.headers.get('ratelimit-remaining'));
      expect(Number(second.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it('keeps a well-formed caller request id', async () => {
    await get(paths[0], newIp());
    routerCalls.mockClear();
    const res = await get(paths[0], newIp(), { 'x-request-id': 'caller-id-0001' });
    expect(routerCalls.mock.calls.length > 0).toBe(!fastPath);
    expect(res.headers.get('x-request-id')).toBe('caller-id-0001');
  });

  it('goes the full way when only the full chain can answer it', async () => {
    const path = paths[0];
    await get(path, newIp());
    const init = (headers: Record<string, string>, method = 'GET') => ({ method, headers: { 'x-forwarded-for': newIp(), ...headers } });
    expect(await viaExpress(path, init({}))).toBe(!fastPath);
    expect(await viaExpress(path, init({ authorization: 'Bearer kpc_live_nonsense' }))).toBe(true);
    expect(await viaExpress(path, init({ 'if-none-match': '*' }))).toBe(true);
    expect(await viaExpress(path, init({}, 'HEAD'))).toBe(true);
    expect(await viaExpress(`${path}?token=abc`, init({}))).toBe(true);
    expect(await viaExpress(`/search?q=ryzen%205&limit=3&limit=3`, init({}))).toBe(true);
    expect(await viaExpress(`/search?q=ryzen%ZZ&limit=3`, init({}))).toBe(true);
  });

  it('leaves the 4xx answers to the full chain', async () => {
    const ip = newIp();
    const path = paths[0];
    await get(path, ip);
    const head = await request(`${suite.server.base}${path}`, { method: 'HEAD', headers: { 'x-forwarded-for': ip } });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    // fetch does not show a 304 as such; the status on the wire is what counts.
    const conditional = await new Promise<number>((resolve, reject) =>
      http.get(`${suite.server.base}${path}`, { headers: { 'if-none-match': '*', 'x-forwarded-for': ip } }, (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject),
    );
    expect(conditional).toBe(304);
    expectErrorBody(await get(`${path}?token=abc`, ip), 400, 'credential_in_query');
    expectErrorBody(await get('/search?q=ryzen%ZZ', ip), 400, 'invalid_parameter');
    expectErrorBody(await get('/search?q=ryzen&limit=3&limit=3', ip), 400, 'invalid_parameter');
  });

  it('answers the request past the quota 429 through the full chain', async () => {
    const ip = newIp();
    const path = paths[0];
    for (let i = 0; i < 40; i++) expect((await get(path, ip)).status).toBe(200);
    routerCalls.mockClear();
    const limited = await get(path, ip);
    expectErrorBody(limited, 429, 'rate_limited');
    expect(routerCalls).toHaveBeenCalled();
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
  });
});
