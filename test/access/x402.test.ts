import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPrice, priceOf } from '../../src/payments/price.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { admin, bearer, decodeB64Json, encodeB64Json, expectRateLimitHeaders, PAY_TO, payer, paymentFor, USDC } from './helpers.js';

/** x402 on the paid routes: challenges, real EIP-3009 signatures verified offline, and every refusal. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline', RATE_LIMIT_ANONYMOUS: '1000;w=60' });
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => request(`${server.base}${path}`, { headers });

async function challengeFor(path: string, init: RequestInit = {}) {
  const res = await request(`${server.base}${path}`, init);
  expect(res.status).toBe(402);
  return decodeB64Json(res.headers.get('payment-required'));
}

async function expectRefused(res: Awaited<ReturnType<typeof request>>, reason: RegExp) {
  expect(res.status, res.text).toBe(402);
  expect(res.body).toEqual({});
  const challenge = decodeB64Json(res.headers.get('payment-required'));
  expect(challenge.x402Version).toBe(2);
  expect(challenge.error).toMatch(reason);
  expect(challenge.accepts[0].amount).toBe('10000');
  expect(res.headers.get('payment-response')).toBeNull();
}

describe('x402 challenge', () => {
  it('answers an unpaid anonymous request to a paid route with 402 and a v2 PAYMENT-REQUIRED header', async () => {
    const res = await get('/search?q=ryzen');
    expect(res.status).toBe(402);
    expect(res.body).toEqual({});
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectRateLimitHeaders(res.headers);
    const raw = res.headers.get('payment-required')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const challenge = decodeB64Json(raw);
    expect(challenge).toMatchObject({ x402Version: 2, error: expect.any(String), resource: { url: expect.stringContaining('/agent-api/v1/search') } });
    expect(challenge.accepts).toEqual([
      { scheme: 'exact', network: 'eip155:84532', amount: '10000', asset: USDC, payTo: PAY_TO, maxTimeoutSeconds: expect.any(Number), extra: { name: 'USDC', version: '2' } },
    ]);
  });

  it('marks every paid route and leaves the free ones free', async () => {
    for (const path of ['/search?q=ryzen', '/builds', '/products/1', '/products/1/offers', '/compare?ids=1,2']) expect((await get(path)).status).toBe(402);
    expect((await request(`${server.base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"budget":900}' })).status).toBe(402);
    for (const path of ['/', '/openapi.json', '/sandbox']) expect((await get(path)).status).toBe(200);
    expect((await get('/jobs/service_job_0123')).status).toBe(404);
  });

  it('prices a batch at $0.01 per operation', async () => {
    const body = JSON.stringify({ operations: [{ path: '/builds' }, { path: '/products/1' }, { path: '/search?q=ryzen' }] });
    const challenge = await challengeFor('/batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(challenge.accepts[0].amount).toBe('30000');
    expect(batchPrice(3)).toEqual({ items: 3, usd: '$0.03', amount: '30000' });
    expect(priceOf('POST', '/batch', { operations: new Array(20).fill({ path: '/builds' }) })?.amount).toBe('200000');
    expect(priceOf('POST', '/batch', { operations: [] })).toBeNull();
    expect(priceOf('GET', '/search')?.amount).toBe('10000');
    expect(priceOf('GET', '/')).toBeNull();

    const { header } = await paymentFor(challenge);
    const paid = await request(`${server.base}/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': header }, body });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.results).toHaveLength(3);
    expect(decodeB64Json(paid.headers.get('payment-response'))).toMatchObject({ success: true, network: 'eip155:84532' });
  });
});

describe('x402 payment', () => {
  it('serves a valid payment with PAYMENT-RESPONSE and refuses its replay', async () => {
    const challenge = await challengeFor('/search?q=ryzen');
    const { header, nonce } = await paymentFor(challenge);
    const res = await get('/search?q=ryzen', { 'payment-signature': header });
    expect(res.status, res.text).toBe(200);
    expect(res.body.schemaVersion).toBe(1);
    expect(res.body.results.length).toBeGreaterThan(0);
    const receipt = decodeB64Json(res.headers.get('payment-response'));
    expect(receipt).toMatchObject({ success: true, network: 'eip155:84532', payer: payer.address });
    expect(typeof receipt.transaction).toBe('string');
    expect(res.headers.get('cache-control')).toContain('private');

    const rows = (await server.db.em().getConnection().execute('select * from x402_payment_nonce where nonce = ?', [nonce.toLowerCase()])) as any[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payer: payer.address.toLowerCase(), amount: '10000', pay_to: PAY_TO.toLowerCase() });
    expect(JSON.parse(rows[0].payload).signature).toMatch(/^0x/);

    await expectRefused(await get('/search?q=ryzen', { 'payment-signature': header }), /nonce_already_used/);
    // The same authorization cannot pay another paid route either.
    await expectRefused(await get('/builds', { 'payment-signature': header }), /nonce_already_used/);
  });

  it('refuses a wrong amount', async () => {
    const challenge = await challengeFor('/builds');
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(challenge, { value: '5000' })).header }), /value/);
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(challenge, { value: '20000' })).header }), /value/);
    // An `accepted` entry that names another amount matches none of our requirements.
    const cheap = { ...challenge, accepts: [{ ...challenge.accepts[0], amount: '1' }] };
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(cheap)).header }), /.+/);
  });

  it('refuses a wrong recipient', async () => {
    const challenge = await challengeFor('/builds');
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(challenge, { to: '0x2222222222222222222222222222222222222222' })).header }), /recipient/);
  });

  it('refuses an expired or not yet valid authorization', async () => {
    const challenge = await challengeFor('/builds');
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(challenge, { validAfter: now - 600, validBefore: now - 10 })).header }), /valid_before/);
    await expectRefused(await get('/builds', { 'payment-signature': (await paymentFor(challenge, { validAfter: now + 600, validBefore: now + 900 })).header }), /valid_after/);
  });

  it('refuses a tampered signature or payload', async () => {
    const challenge = await challengeFor('/builds');
    const { payload } = await paymentFor(challenge);
    const otherNonce = structuredClone(payload);
    otherNonce.payload.authorization.nonce = `0x${'ab'.repeat(32)}`;
    await expectRefused(await get('/builds', { 'payment-signature': encodeB64Json(otherNonce) }), /signature/);
    const badSig = structuredClone(payload);
    const sig: string = badSig.payload.signature;
    badSig.payload.signature = sig.slice(0, 10) + (sig[10] === 'a' ? 'b' : 'a') + sig.slice(11);
    await expectRefused(await get('/builds', { 'payment-signature': encodeB64Json(badSig) }), /signature/);
    const otherSigner = structuredClone(payload);
    otherSigner.payload.authorization.from = '0x3333333333333333333333333333333333333333';
    await expectRefused(await get('/builds', { 'payment-signature': encodeB64Json(otherSigner) }), /signature/);
    const garbage = await get('/builds', { 'payment-signature': 'not base64 json' });
    expect(garbage.status).toBe(402);
    expect(decodeB64Json(garbage.headers.get('payment-required')).accepts[0].payTo).toBe(PAY_TO);
  });

  it('never settles a request the handler refused, so the payment stays unspent', async () => {
    const challenge = await challengeFor('/products/999999');
    const { header, nonce } = await paymentFor(challenge);
    const res = await get('/products/999999', { 'payment-signature': header });
    expect(res.status).toBe(404);
    expect(res.headers.get('payment-response')).toBeNull();
    const rows = (await server.db.em().getConnection().execute('select * from x402_payment_nonce where nonce = ?', [nonce.toLowerCase()])) as any[];
    expect(rows).toHaveLength(0);
  });

  it('never charges a credentialed caller', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'paying customer');
    const res = await get('/search?q=ryzen', bearer(apiKey));
    expect(res.status).toBe(200);
    expect(res.headers.get('payment-required')).toBeNull();
    expect(res.headers.get('payment-response')).toBeNull();
    const client = await admin(server, 'oauth-client', 'create', '--name', 'paying client');
    const tokenRes = await request(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString(),
    });
    expect((await get('/builds', bearer(tokenRes.body.access_token))).status).toBe(200);
  });
});

describe('the other doors while payments are on', () => {
  it('asks anonymous callers of /graphql and /mcp for a credential, and serves credentialed ones', async () => {
    const query = JSON.stringify({ query: '{ builds { id } }' });
    const anonymous = await request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('credential_required');
    expect(anonymous.headers.get('www-authenticate')).toMatch(/resource_metadata=/);
    const mcp = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get('www-authenticate')).toMatch(/oauth-protected-resource\/mcp/);
    const key = await admin(server, 'api-key', 'create', '--name', 'graphql reader');
    const served = await request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(key.apiKey) }, body: query });
    expect(served.status).toBe(200);
    expect(served.body.data.builds.length).toBeGreaterThan(0);
  });
});

describe('x402 with a remote facilitator (X402_FACILITATOR_URL)', () => {
  it('verifies and settles through the facilitator, and still refuses replays', async () => {
    const calls: string[] = [];
    const fac = express();
    fac.use(express.json());
    fac.get('/supported', (_req, res) => {
      calls.push('supported');
      res.json({ kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:84532' }], extensions: [], signers: {} });
    });
    fac.post('/verify', (req, res) => {
      calls.push('verify');
      res.json({ isValid: true, payer: req.body.paymentPayload.payload.authorization.from });
    });
    fac.post('/settle', (req, res) => {
      calls.push('settle');
      res.json({ success: true, transaction: `0x${'12'.repeat(32)}`, network: 'eip155:84532', payer: req.body.paymentPayload.payload.authorization.from });
    });
    const facServer = http.createServer(fac);
    await new Promise<void>((resolve) => facServer.listen(0, '127.0.0.1', resolve));
    const remote = await startTestServer({
      X402_ENABLED: 'true',
      X402_PAY_TO: PAY_TO,
      X402_FACILITATOR_URL: `http://127.0.0.1:${(facServer.address() as AddressInfo).port}`,
    });
    try {
      expect(calls).toEqual([]);
      const unpaid = await request(`${remote.base}/builds`);
      expect(unpaid.status).toBe(402);
      const { header } = await paymentFor(decodeB64Json(unpaid.headers.get('payment-required')));
      const paid = await request(`${remote.base}/builds`, { headers: { 'payment-signature': header } });
      expect(paid.status).toBe(200);
      expect(decodeB64Json(paid.headers.get('payment-response'))).toMatchObject({ success: true, transaction: `0x${'12'.repeat(32)}` });
      expect(calls).toEqual(['supported', 'verify', 'settle']);
      const replay = await request(`${remote.base}/builds`, { headers: { 'payment-signature': header } });
      expect(replay.status).toBe(402);
      expect(decodeB64Json(replay.headers.get('payment-required')).error).toMatch(/nonce_already_used/);
      expect(calls).toEqual(['supported', 'verify', 'settle']);
    } finally {
      await remote.close();
      facServer.close();
    }
  });
});
