import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/** HTML pages show the paid prices: they are counted per client IP with the anonymous policy. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '3;w=60', TRUST_PROXY: 'loopback' });
});
afterAll(async () => server?.close());

const page = (path: string, ip: string, init: RequestInit = {}) =>
  request(`${server.url}${path}`, { ...init, redirect: 'manual', headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) } });

describe('pages', () => {
  it('answer past the anonymous quota with a 429 page, Retry-After and the RateLimit headers', async () => {
    const ip = '203.0.113.10';
    for (const path of ['/', '/en/builds', '/kerko?q=ssd']) {
      const res = await page(path, ip);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('3;w=60');
    }
    for (const path of ['/produkte/1001', '/ndertuesi', '/en/products/999999', '/kategori/nope']) {
      const res = await page(path, ip);
      expect(res.status, path).toBe(429);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<html');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
    }
    const form = await page('/ndertuesi', ip, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'useCase=gaming' });
    expect(form.status).toBe(429);
    const english = await page('/en', ip);
    expect(english.status).toBe(429);
    expect(english.text).toContain('lang="en"');
  });

  it('keep the stylesheet free, and count each client on its own', async () => {
    const ip = '203.0.113.10';
    expect((await page('/assets/site.css', ip)).status).toBe(200);
    expect((await page('/', '203.0.113.11')).status).toBe(200);
  });

  it('do not spend the API quota, nor the API the pages quota', async () => {
    const ip = '203.0.113.12';
    for (let i = 0; i < 3; i++) expect((await page('/', ip)).status).toBe(200);
    expect((await page('/', ip)).status).toBe(429);
    expect((await request(`${server.base}/builds`, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
  });
});
