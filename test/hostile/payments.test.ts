import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeB64Json, PAY_TO, paymentFor } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { capturedLog, configProblems } from './helpers.js';

/**
 * x402: an authorization valid for longer than the offer's maxTimeoutSeconds is refused
 * (offline and through a facilitator), and the offline verifier is never chosen by default:
 * it must be named, is announced at start, and is refused in production unless insisted on.
 */

let server: TestServer;
const logs = capturedLog();
beforeAll(async () => {
  server = await startTestServer({ X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline', RATE_LIMIT_ANONYMOUS: '1000;w=60' }, { log: logs.log });
});
afterAll(async () => server?.close());

async function challenge(base: string) {
  const res = await request(`${base}/builds`);
  expect(res.status).toBe(402);
  return decodeB64Json(res.headers.get('payment-required'));
}

describe('validBefore beyond the offer', () => {
  it('is refused with the reason, while the offered window is accepted', async () => {
    const offer = await challenge(server.base);
    const max = offer.accepts[0].maxTimeoutSeconds as number;
    const now = Math.floor(Date.now() / 1000);
    for (const validBefore of [now + max + 120, now + 86_400 * 365, now + 2 ** 40]) {
      const res = await request(`${server.base}/builds`, { headers: { 'payment-signature': (await paymentFor(offer, { validBefore })).header } });
      expect(res.status).toBe(402);
      expect(decodeB64Json(res.headers.get('payment-required')).error).toMatch(/valid_before_too_far/);
      expect(res.headers.get('payment-response')).toBeNull();
    }
    const ok = await request(`${server.base}/builds`, { headers: { 'payment-signature': (await paymentFor(offer, { validBefore: now + max })).header } });
    expect(ok.status, ok.text).toBe(200);
  });

  it('is refused before a remote facilitator is asked', async () => {
    const calls: string[] = [];
    const fac = express();
    fac.use(express.json());
    fac.get('/supported', (_req, res) => res.json({ kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:84532' }], extensions: [], signers: {} }));
    fac.post('/verify', (req, res) => {
      calls.push('verify');
      res.json({ isValid: true, payer: req.body.paymentPayload.payload.authorization.from });
    });
    const facServer = http.createServer(fac);
    await new Promise<void>((resolve) => facServer.listen(0, '127.0.0.1', resolve));
    const remote = await startTestServer({ X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: `http://127.0.0.1:${(facServer.address() as AddressInfo).port}` });
    try {
      const offer = await challenge(remote.base);
      const { header } = await paymentFor(offer, { validBefore: Math.floor(Date.now() / 1000) + 3600 });
      const res = await request(`${remote.base}/builds`, { headers: { 'payment-signature': header } });
      expect(res.status).toBe(402);
      expect(decodeB64Json(res.headers.get('payment-required')).error).toMatch(/valid_before_too_far/);
      expect(calls).toEqual([]);
    } finally {
      await remote.close();
      facServer.close();
    }
  });
});

describe('offline verification', () => {
  const base = { X402_ENABLED: 'true', X402_PAY_TO: PAY_TO };

  it('must be asked for: payments without a facilitator setting do not start', () => {
    expect(configProblems(base)).toMatch(/^X402_FACILITATOR_URL: is required/m);
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'offlin' })).toMatch(/^X402_FACILITATOR_URL: must be/m);
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'offline' })).toBe('');
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'https://facilitator.example' })).toBe('');
  });

  it('is refused in production unless insisted on', () => {
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'offline', NODE_ENV: 'production' })).toMatch(/X402_FACILITATOR_URL: offline .* refused with NODE_ENV=production/);
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'offline', NODE_ENV: 'production', X402_OFFLINE_IN_PRODUCTION: 'true' })).toBe('');
    expect(configProblems({ ...base, X402_FACILITATOR_URL: 'https://facilitator.example', NODE_ENV: 'production' })).toBe('');
  });

  it('is announced with a warning at start', () => {
    const warnings = logs.lines().filter((l) => l.level === 40 && /OFFLINE/.test(String(l.msg)));
    expect(warnings).toHaveLength(1);
  });
});
