import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_PORT: '0' });
});
afterAll(async () => server?.close());

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await request(`${server.url}/healthz`)).body).toEqual({ status: 'ok' });
    const ready = await request(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', releaseId: server.holder.current()!.release.id });
  });

  it('serves Prometheus metrics on the metrics listener, with loader batches and request durations', async () => {
    await request(`${server.base}/builds`);
    const { address, port } = server.metrics!.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    const text = await res.text();
    expect(res.status).toBe(200);
    for (const name of [
      'http_request_duration_seconds',
      'graphql_loader_batch_size',
      'catalog_release_info',
      'catalog_release_age_seconds',
      'catalog_degraded',
      'db_queries_total',
      'build_plan_jobs',
      'rate_limit_rejections_total',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain(`release_id="${server.holder.current()!.release.id}"`);
  });

  it('sets security headers and answers CORS preflights without credentials', async () => {
    const res = await fetch(`${server.base}/builds`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await fetch(`${server.base}/search?q=rtx`, { method: 'OPTIONS', headers: { Origin: 'https://agent.example', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers unknown top-level paths with the Error body', async () => {
    expectErrorBody(await request(`${server.url}/definitely-not-here`), 404, 'route_not_found');
  });
});
