import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { configProblems } from './helpers.js';

/**
 * Settings mean what operators think: TRUST_PROXY in every form Express documents (and `1`
 * is one hop, not an address), and metrics only on their own listener.
 */

describe('TRUST_PROXY', () => {
  it('accepts the forms Express documents, with their meaning', () => {
    const cases: [string, unknown][] = [
      ['true', true],
      ['false', false],
      ['TRUE', true],
      ['1', 1],
      ['2', 2],
      ['0', 0],
      ['loopback', ['loopback']],
      ['loopback, linklocal, uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
      ['10.0.0.1', ['10.0.0.1']],
      ['loopback,10.0.0.0/8, 172.16.0.0/12', ['loopback', '10.0.0.0/8', '172.16.0.0/12']],
      ['fc00::/7, ::1', ['fc00::/7', '::1']],
      ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
    ];
    for (const [value, expected] of cases) expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toEqual(expected);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses anything else at start, naming the variable and the bad part', () => {
    for (const value of ['yes', 'proxy', '10.0.0.0/33', '1.2.3', '::1/129', '10.0.0.1/8/8', 'loopback, nonsense', '1.5', '-1', '10.0.0.0/255.0.0.0.0']) {
      const problems = configProblems({ TRUST_PROXY: value });
      expect(problems, value).toMatch(/^TRUST_PROXY: /);
    }
    expect(configProblems({ TRUST_PROXY: 'loopback, nonsense' })).toContain('"nonsense"');
  });

  it('with 1, keys anonymous quotas on the address one proxy hop away', async () => {
    const server = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_ANONYMOUS: '2;w=60' });
    try {
      const from = (xff: string) => request(`${server.base}/builds`, { headers: { 'x-forwarded-for': xff } });
      expect((await from('203.0.113.1, 198.51.100.7')).status).toBe(200);
      expect((await from('203.0.113.2, 198.51.100.7')).status).toBe(200);
      // The proxy appended 198.51.100.7 both times: that is the client; what it claims before is not trusted.
      expectErrorBody(await from('203.0.113.3, 198.51.100.7'), 429, 'rate_limited');
      expect((await from('198.51.100.8')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('with false, every caller behind the proxy is the proxy', async () => {
    const server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '2;w=60' });
    try {
      const from = (xff: string) => request(`${server.base}/builds`, { headers: { 'x-forwarded-for': xff } });
      expect((await from('198.51.100.1')).status).toBe(200);
      expect((await from('198.51.100.2')).status).toBe(200);
      expectErrorBody(await from('198.51.100.3'), 429, 'rate_limited');
    } finally {
      await server.close();
    }
  });
});

describe('metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => server?.close());

  it('are never served on the public listener, whoever asks', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '203.0.113.9' }]) {
      expectErrorBody(await request(`${server.url}/metrics`, { headers }), 404, 'route_not_found');
    }
  });

  it('are served on their own loopback listener', async () => {
    const { address, port } = server.metrics!.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds');
    expectErrorBody(await request(`http://127.0.0.1:${port}/agent-api/v1/builds`), 404, 'route_not_found');
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('are off unless METRICS_PORT is set, and never on the public port', async () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).metrics).toEqual({ port: 9464, host: '::1' });
    expect(configProblems({ METRICS_PORT: '3000' })).toMatch(/^METRICS_PORT: must differ from PORT/m);
    expect(configProblems({ METRICS_PORT: 'x' })).toMatch(/^METRICS_PORT: /m);
  });
});
