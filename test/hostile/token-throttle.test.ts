import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_FAILURES_PER_CLIENT, TOKEN_FAILURES_PER_IP } from '../../facade/access/oauth.js';
import { admin } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { capturedLog } from './helpers.js';

/**
 * The token endpoint throttles failed client authentications per client id and per IP
 * (429 with Retry-After in the OAuth error form), counts only failures, and logs them
 * without the secrets.
 */

let server: TestServer;
let client: { clientId: string; clientSecret: string };
const logs = capturedLog();
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' }, { log: logs.log });
  client = await admin(server, 'oauth-client', 'create', '--name', 'throttled');
});
afterAll(async () => server?.close());

const token = (ip: string, clientId: string, clientSecret: string) =>
  request(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
  });
const basic = (ip: string, clientId: string, clientSecret: string) =>
  request(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });

function expectThrottled(res: Awaited<ReturnType<typeof request>>): void {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toEqual({ error: 'slow_down', error_description: expect.stringMatching(/retry after \d+ seconds/) });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('failed client authentication', () => {
  it('is throttled per client id, whichever address and method the guesses come from', async () => {
    for (let i = 0; i < TOKEN_FAILURES_PER_CLIENT.quota; i++) {
      const guess = i % 2 === 0 ? token : basic;
      expect((await guess(`198.51.100.${i + 1}`, client.clientId, `wrong-secret-${i}`)).status).toBe(401);
    }
    expectThrottled(await token('198.51.100.200', client.clientId, 'wrong-again'));
    // Even the right secret waits now: the throttle decides before the secret is looked at.
    expectThrottled(await basic('198.51.100.201', client.clientId, client.clientSecret));
  });

  it('is throttled per IP, whichever client ids it tries', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < TOKEN_FAILURES_PER_IP.quota; i++) expect((await token(ip, `svc_client_guess_${i}`, 'x')).status).toBe(401);
    expectThrottled(await token(ip, 'svc_client_guess_last', 'x'));
    const other = await admin(server, 'oauth-client', 'create', '--name', 'other');
    expectThrottled(await token(ip, other.clientId, other.clientSecret));
    expect((await token('203.0.113.51', other.clientId, other.clientSecret)).status).toBe(200);
  });

  it('never counts successful requests', async () => {
    const fresh = await admin(server, 'oauth-client', 'create', '--name', 'busy');
    for (let i = 0; i < TOKEN_FAILURES_PER_IP.quota + 5; i++) expect((await token('203.0.113.60', fresh.clientId, fresh.clientSecret)).status).toBe(200);
  });

  it('is logged without the secrets', () => {
    const text = JSON.stringify(logs.lines());
    expect(text).toContain('token requests throttled after failed client authentication');
    expect(text).toContain(client.clientId);
    expect(text).not.toContain(client.clientSecret);
    expect(text).not.toContain('wrong-secret-');
  });
});
