import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request, type JsonResponse } from '../support/http.js';
import { openApiValidator } from '../support/openapi.js';

/**
 * Generated inputs, valid and broken, for every endpoint: no response may be a 5xx, every
 * 4xx must be the contract's Error body, every 2xx must match the OpenAPI document.
 */

const RUNS = 1000;
let server: TestServer;
let api: Awaited<ReturnType<typeof openApiValidator>>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '10000000;w=60' });
  api = await openApiValidator(server.base);
});
afterAll(async () => server?.close());

function judge(res: JsonResponse, method: string, template: string): void {
  expect(res.status, res.text).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 402) expectErrorBody(res, res.status);
  if (res.status < 300 || res.status === 400 || res.status === 404) api.check(method, template, res.status, res.body);
}

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('', ' ', '\u0000', '%', '%zz', 'a'.repeat(600)));
const searchWord = fc.constantFrom('rtx 4060', '7800x3d', 'ryzen 5 7600 prishtina', 'karta grafike nën 300€', 'ssd 1tb', '750w gold', 'geforse', 'kuti e bardhe', 'me i lire ram');
const numberish = fc.oneof(fc.integer({ min: -5, max: 40 }).map(String), text, fc.constantFrom('1e1', '0x10', '10.0', ''));

describe('fuzz', () => {
  it('GET /search', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: fc.oneof(searchWord, text),
            category: fc.oneof(fc.constantFrom('CPU', 'gpu', 'Motherboard', 'nope'), text),
            sort: fc.oneof(fc.constantFrom('relevance', 'price_asc', 'price_desc', 'newest'), text),
            inStockOnly: fc.oneof(fc.constantFrom('true', 'false'), text),
            limit: numberish,
            cursor: text,
          },
          { requiredKeys: [] },
        ),
        async (params) => {
          const qs = new URLSearchParams(params as Record<string, string>).toString();
          judge(await request(`${server.base}/search?${qs}`), 'get', '/search');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /products/{id} and /products/{id}/offers', async () => {
    const ids = server.holder.current()!.products.map((p) => String(p.id));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...ids.slice(0, 50)), numberish, text), fc.boolean(), async (id, offers) => {
        const path = `/products/${encodeURIComponent(id)}${offers ? '/offers' : ''}`;
        const res = await request(`${server.base}${path}`);
        if (res.status === 404 && res.body?.error?.code === 'route_not_found') return expectErrorBody(res, 404);
        judge(res, 'get', offers ? '/products/{id}/offers' : '/products/{id}');
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /compare', async () => {
    const ids = server.holder.current()!.products.map((p) => p.id);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(fc.constantFrom(...ids.slice(0, 40)), { minLength: 0, maxLength: 10 }).map((a) => a.join(',')),
          fc.array(numberish, { maxLength: 10 }).map((a) => a.join(',')),
          text,
        ),
        async (value) => judge(await request(`${server.base}/compare?ids=${encodeURIComponent(value)}`), 'get', '/compare'),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /build-plan', async () => {
    const valid = fc.record(
      {
        useCase: fc.constantFrom('gaming', 'workstation', 'productivity', 'budget'),
        budget: fc.oneof(fc.constant(null), fc.integer({ min: 100, max: 9000 }), fc.double({ min: -10, max: 200000, noNaN: true })),
        requirements: fc.oneof(fc.constantFrom('small form factor', 'quiet white wifi', '4k streaming', 'e bardhë e qetë'), text),
        preferences: fc.record(
          {
            cpuBrand: fc.constantFrom('AMD', 'Intel', ''),
            gpuBrand: fc.constantFrom('NVIDIA', 'AMD', 'x'),
            memoryType: fc.constantFrom('DDR5', 'DDR4'),
            platform: fc.constantFrom('AM5', 'LGA1700'),
            storageType: fc.constantFrom('NVMe', 'HDD'),
          },
          { requiredKeys: [] },
        ),
        buildSnapshot: fc.record({ CPU: fc.integer({ min: 0, max: 9000 }), GPU: fc.integer({ min: 1990, max: 2200 }) }, { requiredKeys: [] }),
        inStockOnly: fc.oneof(fc.boolean(), fc.constant('yes')),
        maxAlternatives: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(1.5)),
      },
      { requiredKeys: ['useCase'] },
    );
    const body = fc.oneof(
      valid.map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      text,
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''), async (payload, type) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        judge(await request(`${server.base}/build-plan`, { method: 'POST', headers, body: payload }), 'post', '/build-plan');
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /batch', async () => {
    const path = fc.oneof(fc.constantFrom('/builds', '/products/1001', '/search?q=rtx', '/compare?ids=1001,1002', '/sandbox', '../x', 'http://x/y', '/products/1001/offers'), text);
    const body = fc.oneof(
      fc.record({ operations: fc.array(fc.record({ path, method: fc.constantFrom('GET', 'get', 'POST') }, { requiredKeys: ['path'] }), { maxLength: 22 }) }).map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        judge(await request(`${server.base}/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }), 'post', '/batch');
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /jobs/{id} and other paths and methods', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('GET', 'DELETE', 'PUT', 'PATCH', 'POST'), fc.constantFrom('/jobs/', '/', '/sandbox/', '/x/'), async (id, method, prefix) => {
        const res = await request(`${server.base}${prefix}${encodeURIComponent(id)}`, { method });
        expect(res.status, res.text).toBeLessThan(500);
        if (res.status >= 400 && res.status !== 402) expectErrorBody(res, res.status);
      }),
      { numRuns: RUNS },
    );
  });
});
