import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/** Deprecation (RFC 9745), Sunset (RFC 8594) and Link rel="deprecation" on every v1 response when configured. */

let deprecated: TestServer;
let current: TestServer;
beforeAll(async () => {
  deprecated = await startTestServer({
    API_DEPRECATION: '2026-12-01T00:00:00Z',
    API_SUNSET: '2027-06-01T00:00:00Z',
    API_DEPRECATION_LINK: 'https://example.com/api/deprecation-policy',
  });
  current = await startTestServer();
});
afterAll(async () => {
  await deprecated?.close();
  await current?.close();
});

describe('versioning headers', () => {
  it('are on every v1 response — success, error, 401 and 405 alike', async () => {
    const responses = [
      await request(`${deprecated.base}/`),
      await request(`${deprecated.base}/search?q=ryzen`),
      await request(`${deprecated.base}/search?q=x`),
      await request(`${deprecated.base}/nope`),
      await request(`${deprecated.base}/builds`, { headers: { authorization: 'Bearer bad' } }),
      await request(`${deprecated.base}/builds`, { method: 'DELETE' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 400, 404, 401, 405]);
    for (const res of responses) {
      expect(res.headers.get('deprecation')).toBe(`@${Date.parse('2026-12-01T00:00:00Z') / 1000}`);
      expect(res.headers.get('deprecation')).toBe('@1796083200');
      expect(res.headers.get('sunset')).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
      expect(res.headers.get('link')).toContain('<https://example.com/api/deprecation-policy>; rel="deprecation"');
    }
  });

  it('are absent outside v1 and when not configured', async () => {
    expect((await request(`${deprecated.url}/.well-known/oauth-authorization-server`)).headers.get('deprecation')).toBeNull();
    const res = await request(`${current.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBeNull();
    expect(res.headers.get('sunset')).toBeNull();
    expect(res.headers.get('link')).toBeNull();
  });
});
