import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { admin } from './helpers.js';

/** POST /api/mail: validation, storage, secret refusal and the strict per-IP limit. */

let server: TestServer;
let ipCounter = 1;
// Each test speaks from its own client address (the app trusts the loopback proxy here), so the strict limit stays per test.
const newIp = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => server?.close());

const valid = { name: 'Arta Krasniqi', email: 'arta@example.com', subject: 'API key request', message: 'We compare PC part prices for a school project and need about 2000 requests a day.' };

function mail(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return request(`${server.url}/api/mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/mail', () => {
  it('stores a valid message and answers 202 with its id, without any credential', async () => {
    const res = await mail(valid, newIp());
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({ schemaVersion: 1, status: 'received', id: expect.stringMatching(/^msg_[0-9a-f]{24}$/) });
    const rows = (await server.db.em().getConnection().execute('select * from contact_message where id = ?', [res.body.id])) as any[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, subject: valid.subject, message: valid.message });
    expect(rows[0].ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain('198.51.100.');
    expect(res.body).not.toHaveProperty('apiKey');
  });

  it('ignores an Authorization header (no credential is needed or checked)', async () => {
    expect((await mail(valid, newIp(), { authorization: 'Bearer whatever' })).status).toBe(202);
  });

  it('refuses invalid messages with 400', async () => {
    const ip = newIp();
    const cases: unknown[] = [
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, email: 'not-an-email' },
      { ...valid, email: `${'a'.repeat(250)}@example.com` },
    ];
    for (const body of cases) expectErrorBody(await mail(body, ip), 400, 'invalid_message');
    const ip2 = newIp();
    for (const body of [
      { ...valid, subject: '   ' },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, extra: 1 },
    ])
      expectErrorBody(await mail(body, ip2), 400, 'invalid_message');
    const ip3 = newIp();
    const { message: _m, ...missing } = valid;
    expectErrorBody(await mail(missing, ip3), 400, 'invalid_message');
    expectErrorBody(await mail('{not json', ip3), 400, 'invalid_json');
    expect((await mail({ ...valid, message: 'x'.repeat(5000), name: 'n'.repeat(100), subject: 's'.repeat(200) }, ip3)).status).toBe(202);
  });

  it('refuses a message that carries a secret, and stores nothing', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'leak test');
    const client = await admin(server, 'oauth-client', 'create', '--name', 'leak test');
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJrcGNfY2xpZW50X3gifQ.c2lnbmF0dXJlc2lnbmF0dXJl';
    const before = ((await server.db.em().getConnection().execute('select count(*) as n from contact_message')) as any[])[0].n;
    const secrets = [
      { ...valid, message: `my key is ${apiKey}, please raise its limit` },
      { ...valid, subject: `client secret ${client.clientSecret}` },
      { ...valid, message: `token: ${jwt}` },
      { ...valid, message: 'I send Authorization: Bearer abcdefghijklmnop and get 401' },
    ];
    let i = 0;
    for (const body of secrets) {
      const res = await mail(body, i++ % 2 ? newIp() : newIp());
      expectErrorBody(res, 400, 'secret_in_message');
      expect(res.text).not.toContain(apiKey);
      expect(res.text).not.toContain(client.clientSecret);
    }
    const after = ((await server.db.em().getConnection().execute('select count(*) as n from contact_message')) as any[])[0].n;
    expect(after).toBe(before);
  });

  it('limits each client IP to 5 messages an hour (429 with Retry-After)', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await mail(valid, ip);
      expect(res.status).toBe(202);
      expect(res.headers.get('ratelimit-policy')).toBe('5;w=3600');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(4 - i));
    }
    const limited = await mail(valid, ip);
    expectErrorBody(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await mail(valid, newIp())).status).toBe(202);
  });

  it('accepts only POST', async () => {
    const res = await request(`${server.url}/api/mail`);
    expectErrorBody(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('POST');
  });
});
