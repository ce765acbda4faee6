import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startRuntime, type Runtime } from '../../facade/runtime.js';
import { tempDir } from '../support/app.js';
import { request } from '../support/http.js';
import { bearer, decodeB64Json, PAY_TO, paymentFor } from './helpers.js';
import { runAdmin } from '../../src/cli/admin.js';

/**
 * No secret reaches the logs: the service runs with a trace-level logger writing into a
 * buffer while keys, client secrets, tokens and payments flow through every path (valid,
 * invalid, in the query string, in a contact message).
 */

let lines = '';
let runtime: Runtime;
let server: http.Server;
let url: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir();
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'trace', X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline' });
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  const log = pino(
    {
      level: 'trace',
      base: undefined,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["payment-signature"]', '*.apiKey', '*.clientSecret'], censor: '[redacted]' },
    },
    sink,
  );
  runtime = await startRuntime(config, log);
  server.on('request', runtime.app);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await runtime?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function adminJson(...argv: string[]) {
  const out: string[] = [];
  await runAdmin(argv, () => runtime.db.em(), { out: (l) => out.push(l), err: () => undefined });
  return JSON.parse(out[0]);
}

describe('logs', () => {
  it('never contain an API key, client secret, access token or payment signature', async () => {
    const base = `${url}/agent-api/v1`;
    const { apiKey, id } = await adminJson('api-key', 'create', '--name', 'log test');
    const { clientId, clientSecret } = await adminJson('oauth-client', 'create', '--name', 'log test');

    await request(`${base}/search?q=ryzen`, { headers: bearer(apiKey) });
    await request(`${base}/search?q=ryzen&api_key=${apiKey}`);
    await request(`${base}/search?q=ryzen`, { headers: bearer(apiKey.slice(0, -2) + 'zz') });
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const tokenRes = await request(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: 'grant_type=client_credentials',
    });
    const accessToken: string = tokenRes.body.access_token;
    await request(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${clientId}&client_secret=${clientSecret}x`,
    });
    await request(`${base}/builds`, { headers: bearer(accessToken) });
    await request(`${base}/builds`, { headers: bearer(accessToken + 'x') });
    await request(`${url}/graphql?access_token=${accessToken}`);
    await request(`${url}/api/mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'n', email: 'a@example.com', subject: 's', message: `here is my key ${apiKey}` }),
    });
    const unpaid = await request(`${base}/builds`);
    const { header } = await paymentFor(decodeB64Json(unpaid.headers.get('payment-required')));
    expect((await request(`${base}/builds`, { headers: { 'payment-signature': header } })).status).toBe(200);
    await adminJson('api-key', 'revoke', id);
    await request(`${base}/builds`, { headers: bearer(apiKey) });

    expect(lines).toContain('"msg":"request"');
    expect(lines).toContain('credential refused');
    expect(lines).toContain('access token issued');
    for (const secret of [apiKey, apiKey.slice(26), clientSecret, clientSecret.slice(11), accessToken, accessToken.split('.')[2], header.slice(0, 40)]) {
      expect(lines).not.toContain(secret);
    }
  });
});
