import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { capturedLog } from './helpers.js';

/**
 * Malformed percent-encoding in paths and query strings, and bodies that do not decode with
 * their Content-Encoding: structured 4xx answers (HTML pages on page paths), never a 500,
 * and nothing in the log with a stack trace.
 */

let server: TestServer;
const logs = capturedLog();
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' }, { log: logs.log });
});
afterAll(async () => server?.close());

const BAD = ['%ZZ', '%E0%A4%A', '%C0%AF', '%', '%4', '%ED%A0%80'];

describe('malformed percent-encoding', () => {
  it.each(BAD)('in an API path (%s) is a 404 Error body', async (bad) => {
    for (const path of [`/products/${bad}`, `/products/${bad}/offers`, `/jobs/${bad}`, `/jobs/service_job_${bad}/result`, `/${bad}`]) {
      expectErrorBody(await request(`${server.base}${path}`), 404, 'route_not_found');
    }
  });

  it.each(BAD)('in a query string (%s) is a 400 Error body', async (bad) => {
    for (const path of [`/search?q=${bad}`, `/search?q=ssd&cursor=${bad}`, `/compare?ids=1001,${bad}`, `/products/1001?x=${bad}`, `/builds?${bad}=1`]) {
      expectErrorBody(await request(`${server.base}${path}`), 400, 'invalid_parameter');
    }
    expectErrorBody(await request(`${server.url}/graphql?query=${bad}`), 400, 'invalid_parameter');
  });

  it.each(BAD)('in a page path or its query (%s) is an HTML page', async (bad) => {
    for (const [path, status] of [
      [`/produkte/${bad}`, 404],
      [`/en/products/${bad}`, 404],
      [`/ndertime/${bad}`, 404],
      [`/kategori/${bad}`, 404],
      [`/en/${bad}`, 404],
      [`/kerko?q=${bad}`, 400],
      [`/en/search?q=${bad}`, 400],
      [`/?q=${bad}`, 400],
    ] as const) {
      const res = await request(`${server.url}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.text).toContain('<html');
    }
  });

  it('still decodes well-formed escapes', async () => {
    expect((await request(`${server.base}/products/%31001`)).status).toBe(200);
    const res = await request(`${server.base}/search?q=n%C3%ABn%20300%E2%82%AC`);
    expect(res.status).toBe(200);
    expect(res.body.query.q).toBe('nën 300€');
  });
});

describe('Content-Encoding', () => {
  const plan = JSON.stringify({ useCase: 'gaming', budget: 1200 });
  const post = (path: string, body: Buffer | string, encoding: string, type = 'application/json') =>
    request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type, 'content-encoding': encoding }, body });

  it('reads bodies compressed as declared', async () => {
    expect((await post('/agent-api/v1/build-plan', zlib.gzipSync(plan), 'gzip')).status).toBe(200);
    expect((await post('/agent-api/v1/build-plan', zlib.deflateSync(plan), 'deflate')).status).toBe(200);
    expect((await post('/agent-api/v1/build-plan', zlib.brotliCompressSync(plan), 'br')).status).toBe(200);
  });

  it('refuses bodies that do not decode with 400, and unknown encodings with 415', async () => {
    const truncated = zlib.gzipSync(plan).subarray(0, 12);
    for (const path of ['/agent-api/v1/build-plan', '/agent-api/v1/batch', '/graphql']) {
      for (const [encoding, body] of [
        ['br', 'not brotli at all'],
        ['gzip', 'not gzip'],
        ['gzip', truncated],
        ['deflate', 'not deflate'],
      ] as const) {
        expectErrorBody(await post(path, body, encoding), 400, 'invalid_body');
      }
      expectErrorBody(await post(path, plan, 'compress'), 415, 'unsupported_media_type');
      expectErrorBody(await post(path, plan, 'gzip, br'), 415, 'unsupported_media_type');
    }
    // The contact endpoint allows 5 messages an hour: one of each.
    expectErrorBody(await post('/api/mail', 'not brotli', 'br'), 400, 'invalid_body');
    expectErrorBody(await post('/api/mail', plan, 'compress'), 415, 'unsupported_media_type');
  });

  it('answers the form and agent endpoints with their own 4xx forms', async () => {
    const token = await post('/oauth/token', 'not gzip', 'gzip', 'application/x-www-form-urlencoded');
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('invalid_request');
    const mcp = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br', accept: 'application/json, text/event-stream' },
      body: 'not brotli',
    });
    expect(mcp.status).toBe(400);
    expect(mcp.body.error.data.code).toBe('invalid_body');
    const builder = await post('/ndertuesi', 'not gzip', 'gzip', 'application/x-www-form-urlencoded');
    expect(builder.status).toBe(400);
    expect(builder.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('the log', () => {
  it('holds no stack trace and no error-level line for any of these requests', () => {
    const lines = logs.lines();
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/\bat [\w.<>]+ \(|"stack"/);
  });
});
