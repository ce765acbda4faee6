import { describe, expect, it } from 'vitest';
import { createUrls } from '../../src/urls.js';
import { createContext } from '../../schema/context.js';
import { schema } from '../../schema/index.js';
import { createBatchRunner } from '../../facade/batch.js';
import { READ_ENDPOINTS } from '../../facade/router.js';
import { useServer } from '../support/suite.js';
import { expectErrorBody, request } from '../support/http.js';

const suite = useServer();

const batch = (body: unknown, headers: Record<string, string> = {}) =>
  request(`${suite.server.base}/batch`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /batch', () => {
  it('returns, in request order, exactly the bodies the standalone GETs return', async () => {
    const ids = suite.server.holder
      .current()!
      .products.slice(0, 3)
      .map((p) => p.id);
    const paths = [`/products/${ids[0]}`, `/products/${ids[1]}/offers`, `/compare?ids=${ids.join(',')}`, '/builds', '/search?q=rtx%204060&limit=3', `products/${ids[2]}`];
    const res = await batch({ operations: paths.map((path) => ({ path, method: 'GET' })) });
    expect(res.status).toBe(200);
    suite.api.check('post', '/batch', 200, res.body);
    expect(res.body.readOnly).toBe(true);
    expect(res.body.results.map((r: any) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const [i, path] of paths.entries()) {
      const standalone = await request(`${suite.server.base}/${path.replace(/^\//, '')}`);
      expect(res.body.results[i].ok).toBe(true);
      expect(JSON.stringify(res.body.results[i].data)).toBe(standalone.text);
    }
  });

  it('reports failing items in place with the code the standalone endpoint gives', async () => {
    const res = await batch({
      operations: [
        { path: '/products/999999' },
        { path: '/products/abc' },
        { path: '/compare?ids=1,1' },
        { path: '/search?q=x' },
        { path: '/search?q=rtx&limit=1&limit=2' },
        { path: 'https://evil.example/products/1' },
        { path: '//evil.example/x' },
        { path: '/products/../sandbox' },
        { path: '/products/%2e%2e/builds' },
        { path: '/sandbox' },
        { path: '/build-plan' },
        { path: '/jobs/service_job_x' },
        { path: '/builds' },
      ],
    });
    expect(res.status).toBe(200);
    const codes = res.body.results.map((r: any) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual([
      'product_not_found',
      'product_not_found',
      'invalid_ids',
      'invalid_parameter',
      'invalid_parameter',
      'operation_not_allowed',
      'operation_not_allowed',
      'operation_not_allowed',
      'operation_not_allowed',
      'operation_not_allowed',
      'operation_not_allowed',
      'operation_not_allowed',
      'ok',
    ]);
    for (const r of res.body.results.filter((x: any) => !x.ok)) expect(r.error.message).toEqual(expect.any(String));
    const standalone = await request(`${suite.server.base}/compare?ids=1,1`);
    expect(standalone.body.error.code).toBe('invalid_ids');
  });

  it('refuses invalid batch requests with 400', async () => {
    const bad = [
      {},
      { operations: [] },
      { operations: Array.from({ length: 21 }, () => ({ path: '/builds' })) },
      { operations: [{ path: '/builds', method: 'POST' }] },
      { operations: [{ path: '/builds', extra: 1 }] },
      { operations: [{ path: '/builds' }], extra: true },
      { operations: [{}] },
      { operations: 'all' },
    ];
    for (const body of bad) {
      const res = await batch(body);
      expectErrorBody(res, 400);
      suite.api.check('post', '/batch', 400, res.body);
    }
    expectErrorBody(await batch('{"operations": ['), 400, 'invalid_json');
    expectErrorBody(await batch('[1,2]'), 400);
    const wrongType = await request(`${suite.server.base}/batch`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expectErrorBody(wrongType, 415, 'unsupported_media_type');
    expectErrorBody(await batch(JSON.stringify({ operations: [{ path: 'x'.repeat(70_000) }] })), 413, 'payload_too_large');
  });

  it('coalesces: a batch of 20 product reads makes one load call per loader', async () => {
    const model = suite.server.holder.current()!;
    const runBatch = createBatchRunner(schema, READ_ENDPOINTS, '/agent-api/v1');
    const context = createContext({ model, urls: createUrls(suite.server.url), cursorKey: suite.server.secrets.cursorKey, requestId: 'test', validatedAtEdge: true });
    const ids = model.products.slice(0, 20).map((p) => p.id);
    const results = await runBatch(
      ids.map((id) => ({ path: `/products/${id}` })),
      context,
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(context.loaderStats).toEqual({ product: 1, offers: 1, store: 1 });
  });
});
