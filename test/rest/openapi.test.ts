import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../../src/idempotency/store.js';
import { decodeB64Json, PAY_TO, paymentFor } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request, type JsonResponse } from '../support/http.js';
import { openApiValidator } from '../support/openapi.js';

/**
 * Every operation of the OpenAPI document, provoked for real in every status it documents:
 * each response's status, body and headers must be what the document says. A status the
 * document lists and no case here provokes fails the last test, so the two grow together.
 */

let main: TestServer;
let paid: TestServer;
let tight: TestServer;
let api: Awaited<ReturnType<typeof openApiValidator>>;

beforeAll(async () => {
  [main, paid, tight] = await Promise.all([
    startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' }),
    startTestServer({ X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline', RATE_LIMIT_ANONYMOUS: '100000;w=60' }),
    startTestServer({
      RATE_LIMIT_ANONYMOUS: '1;w=3600',
      API_DEPRECATION: '2027-01-01T00:00:00Z',
      API_SUNSET: '2027-12-31T00:00:00Z',
      API_DEPRECATION_LINK: 'https://pc.kosovo.example/api-policy',
    }),
  ]);
  api = await openApiValidator(main.base);
});
afterAll(async () => Promise.all([main, paid, tight].map((s) => s?.close())));

type Send = (server: TestServer, path: string, init?: RequestInit) => Promise<JsonResponse>;
const send: Send = (server, path, init = {}) => request(`${server.base}${path}`, init);
const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(server, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const garbage = { headers: { authorization: 'Bearer garbage' } };

const plan = { useCase: 'gaming', budget: 900 };
const batch = { operations: [{ path: '/builds' }] };
let uniq = 0;
const key = () => `openapi-test-${process.pid}-${++uniq}`;

async function finishedJob(body: unknown): Promise<{ statusUrl: string; resultUrl: string }> {
  const accepted = await post(main, '/build-plan', body, { Prefer: 'respond-async' });
  for (let i = 0; i < 200; i++) {
    const res = await request(accepted.body.job.statusUrl);
    if (res.body.job.status === 'succeeded' || res.body.job.status === 'failed') return res.body.job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

/** 409: the first request with the key is still running (its record is begun and never finished). */
async function inProgress(path: string, body: unknown) {
  const k = key();
  await main.idempotency.begin('ip:127.0.0.1', k, fingerprint('POST', `/agent-api/v1${path}`, body));
  return post(main, path, body, { 'Idempotency-Key': k });
}

async function reused(path: string, body: unknown, other: unknown) {
  const k = key();
  await post(main, path, body, { 'Idempotency-Key': k });
  return post(main, path, other, { 'Idempotency-Key': k });
}

async function replayed(path: string, body: unknown) {
  const k = key();
  await post(main, path, body, { 'Idempotency-Key': k });
  const again = await post(main, path, body, { 'Idempotency-Key': k });
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  return again;
}

async function paidFor(path: string) {
  const challenge = decodeB64Json((await send(paid, path)).headers.get('payment-required'));
  const res = await send(paid, path, { headers: { 'payment-signature': (await paymentFor(challenge)).header } });
  expect(res.headers.get('payment-response')).not.toBeNull();
  return res;
}

async function overloaded(path: string, init?: RequestInit) {
  const spy = vi.spyOn(main.shedder, 'refusal').mockReturnValue('event_loop_delay');
  try {
    return await send(main, path, init);
  } finally {
    spy.mockRestore();
  }
}

async function withoutCatalog(run: () => Promise<JsonResponse>) {
  const spy = vi.spyOn(main.holder, 'current').mockReturnValue(null);
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

async function jobResultWhileQueued() {
  const job = await finishedJob(plan);
  const row = await main.jobs.get(job.resultUrl.split('/').at(-2)!);
  const spy = vi.spyOn(main.jobs, 'get').mockResolvedValueOnce({ ...row!, status: 'queued', result: null });
  try {
    return await request(job.resultUrl);
  } finally {
    spy.mockRestore();
  }
}

const ID = 2005;
const JOB = 'service_job_00000000000000000000000000000000';

/** [operation, status, how to provoke it]; several cases may cover one status. */
const CASES: [string, number, () => Promise<JsonResponse>][] = [
  ['get /', 200, () => send(main, '/')],
  ['get /', 400, () => send(main, '/?token=x')],
  ['get /', 503, () => overloaded('/')],
  ['get /openapi.json', 200, () => send(main, '/openapi.json')],
  ['get /openapi.json', 400, () => send(main, '/openapi.json?client_secret=x')],
  ['get /openapi.json', 503, () => overloaded('/openapi.json')],
  ['get /sandbox', 200, () => send(main, '/sandbox')],
  ['get /sandbox', 400, () => send(main, '/sandbox?api_key=x')],
  ['get /sandbox', 401, () => send(main, '/sandbox', garbage)],
  ['get /sandbox', 503, () => overloaded('/sandbox')],
  ['get /search', 200, () => send(main, '/search?q=rtx%203050&limit=2')],
  ['get /search', 200, () => send(main, '/search?q=zzqqxxyy')],
  ['get /search', 200, () => paidFor('/search?q=ryzen')],
  ['get /search', 400, () => send(main, '/search?q=x')],
  ['get /search', 400, () => send(main, '/search?q=%ZZ')],
  ['get /search', 401, () => send(main, '/search?q=ryzen', garbage)],
  ['get /search', 402, () => send(paid, '/search?q=ryzen')],
  ['get /search', 503, () => withoutCatalog(() => send(main, '/search?q=ryzen'))],
  ['get /search', 503, () => overloaded('/search?q=ryzen')],
  ['get /builds', 200, () => send(main, '/builds')],
  ['get /builds', 400, () => send(main, '/builds?api_key=x')],
  ['get /builds', 401, () => send(main, '/builds', garbage)],
  ['get /builds', 402, () => send(paid, '/builds')],
  ['get /builds', 503, () => withoutCatalog(() => send(main, '/builds'))],
  ['post /build-plan', 200, () => post(main, '/build-plan', plan)],
  ['post /build-plan', 200, () => replayed('/build-plan', plan)],
  ['post /build-plan', 202, () => post(main, '/build-plan', plan, { Prefer: 'respond-async' })],
  ['post /build-plan', 400, () => post(main, '/build-plan', { useCase: 'mining' })],
  ['post /build-plan', 400, () => post(main, '/build-plan', { useCase: 'mining' }, { 'Idempotency-Key': key() })],
  ['post /build-plan', 400, () => post(main, '/build-plan', plan, { 'Idempotency-Key': 'short' })],
  ['post /build-plan', 401, () => post(main, '/build-plan', plan, garbage.headers)],
  ['post /build-plan', 402, () => post(paid, '/build-plan', plan)],
  ['post /build-plan', 409, () => inProgress('/build-plan', plan)],
  ['post /build-plan', 413, () => post(main, '/build-plan', { useCase: 'gaming', requirements: 'x'.repeat(70_000) })],
  ['post /build-plan', 415, () => send(main, '/build-plan', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })],
  ['post /build-plan', 422, () => reused('/build-plan', plan, { ...plan, budget: 901 })],
  ['post /build-plan', 503, () => withoutCatalog(() => post(main, '/build-plan', plan))],
  ['get /jobs/{id}', 200, async () => request((await finishedJob(plan)).statusUrl)],
  ['get /jobs/{id}', 400, () => send(main, `/jobs/${JOB}?api_key=x`)],
  ['get /jobs/{id}', 401, () => send(main, `/jobs/${JOB}`, garbage)],
  ['get /jobs/{id}', 404, () => send(main, `/jobs/${JOB}`)],
  ['get /jobs/{id}', 404, () => send(main, '/jobs/not-a-job')],
  ['get /jobs/{id}', 503, () => overloaded(`/jobs/${JOB}`)],
  ['get /jobs/{id}/result', 200, async () => request((await finishedJob(plan)).resultUrl)],
  ['get /jobs/{id}/result', 202, jobResultWhileQueued],
  ['get /jobs/{id}/result', 400, () => send(main, `/jobs/${JOB}/result?api_key=x`)],
  ['get /jobs/{id}/result', 401, () => send(main, `/jobs/${JOB}/result`, garbage)],
  ['get /jobs/{id}/result', 404, () => send(main, `/jobs/${JOB}/result`)],
  ['get /jobs/{id}/result', 422, async () => request((await finishedJob({ ...plan, buildSnapshot: { GPU: 999999 } })).resultUrl)],
  ['get /jobs/{id}/result', 503, () => overloaded(`/jobs/${JOB}/result`)],
  ['post /batch', 200, () => post(main, '/batch', { operations: [{ path: '/builds' }, { path: `/products/${ID}` }, { path: '/products/0' }, { path: 'http://x/y' }] })],
  ['post /batch', 200, () => replayed('/batch', batch)],
  ['post /batch', 400, () => post(main, '/batch', { operations: [] })],
  ['post /batch', 401, () => post(main, '/batch', batch, garbage.headers)],
  ['post /batch', 402, () => post(paid, '/batch', batch)],
  ['post /batch', 409, () => inProgress('/batch', batch)],
  ['post /batch', 413, () => post(main, '/batch', { operations: [{ path: `/search?q=${'x'.repeat(70_000)}` }] })],
  ['post /batch', 415, () => send(main, '/batch', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })],
  ['post /batch', 422, () => reused('/batch', batch, { operations: [{ path: '/sandbox' }] })],
  ['post /batch', 503, () => withoutCatalog(() => post(main, '/batch', batch))],
  ['get /products/{id}', 200, () => send(main, `/products/${ID}`)],
  ['get /products/{id}', 200, () => paidFor(`/products/${ID}`)],
  ['get /products/{id}', 400, () => send(main, `/products/${ID}?limit=1&limit=2`)],
  ['get /products/{id}', 401, () => send(main, `/products/${ID}`, garbage)],
  ['get /products/{id}', 402, () => send(paid, `/products/${ID}`)],
  ['get /products/{id}', 404, () => send(main, '/products/999999')],
  ['get /products/{id}', 404, () => send(main, '/products/0')],
  ['get /products/{id}', 503, () => withoutCatalog(() => send(main, `/products/${ID}`))],
  ['get /products/{id}/offers', 200, () => send(main, `/products/${ID}/offers`)],
  ['get /products/{id}/offers', 400, () => send(main, `/products/${ID}/offers?api_key=x`)],
  ['get /products/{id}/offers', 401, () => send(main, `/products/${ID}/offers`, garbage)],
  ['get /products/{id}/offers', 402, () => send(paid, `/products/${ID}/offers`)],
  ['get /products/{id}/offers', 404, () => send(main, '/products/999999/offers')],
  ['get /products/{id}/offers', 503, () => withoutCatalog(() => send(main, `/products/${ID}/offers`))],
  ['get /products/{id}/price-history', 200, () => send(main, `/products/${ID}/price-history`)],
  ['get /products/{id}/price-history', 200, () => send(main, `/products/${ID}/price-history?days=365`)],
  ['get /products/{id}/price-history', 200, () => paidFor(`/products/${ID}/price-history?days=30`)],
  ['get /products/{id}/price-history', 400, () => send(main, `/products/${ID}/price-history?days=7`)],
  ['get /products/{id}/price-history', 400, () => send(main, `/products/${ID}/price-history?since=2026-01-01`)],
  ['get /products/{id}/price-history', 401, () => send(main, `/products/${ID}/price-history`, garbage)],
  ['get /products/{id}/price-history', 402, () => send(paid, `/products/${ID}/price-history`)],
  ['get /products/{id}/price-history', 404, () => send(main, '/products/999999/price-history')],
  ['get /products/{id}/price-history', 503, () => withoutCatalog(() => send(main, `/products/${ID}/price-history`))],
  ['get /deals', 200, () => send(main, '/deals?limit=3')],
  ['get /deals', 200, () => send(main, '/deals?category=gpu&city=prishtina')],
  ['get /deals', 200, () => paidFor('/deals')],
  ['get /deals', 400, () => send(main, '/deals?limit=26')],
  ['get /deals', 400, () => send(main, '/deals?category=toaster')],
  ['get /deals', 401, () => send(main, '/deals', garbage)],
  ['get /deals', 402, () => send(paid, '/deals')],
  ['get /deals', 503, () => withoutCatalog(() => send(main, '/deals'))],
  ['get /compare', 200, () => send(main, `/compare?ids=${ID},1010`)],
  ['get /compare', 200, () => send(main, '/compare?ids=1001,1002')],
  ['get /compare', 400, () => send(main, `/compare?ids=${ID},${ID}`)],
  ['get /compare', 401, () => send(main, `/compare?ids=${ID}`, garbage)],
  ['get /compare', 402, () => send(paid, `/compare?ids=${ID}`)],
  ['get /compare', 404, () => send(main, `/compare?ids=${ID},987654`)],
  ['get /compare', 503, () => withoutCatalog(() => send(main, `/compare?ids=${ID}`))],
  ['get /lookup', 200, () => send(main, '/lookup?mpn=GV-N3050WF2OC-6GD')],
  ['get /lookup', 200, () => send(main, `/lookup?mpn=${ambiguousMpn()}`)],
  ['get /lookup', 200, () => paidFor('/lookup?mpn=GV-N3050WF2OC-6GD')],
  ['get /lookup', 400, () => send(main, '/lookup?gtin=0761345100602')],
  ['get /lookup', 400, () => send(main, '/lookup')],
  ['get /lookup', 401, () => send(main, '/lookup?mpn=GV-N3050WF2OC-6GD', garbage)],
  ['get /lookup', 402, () => send(paid, '/lookup?mpn=GV-N3050WF2OC-6GD')],
  ['get /lookup', 404, () => send(main, '/lookup?mpn=NO-SUCH-PART-ZZ9')],
  ['get /lookup', 503, () => withoutCatalog(() => send(main, '/lookup?mpn=GV-N3050WF2OC-6GD'))],
];

/** A part number several products of the release carry (letters and digits, as compared). */
function ambiguousMpn(): string {
  const seen = new Map<string, number>();
  for (const p of main.holder.current()!.products) {
    for (const key of new Set(p.mpns.map((m) => m.toUpperCase().replace(/[^A-Z0-9]/g, '')))) {
      if (seen.has(key)) return key;
      seen.set(key, p.id);
    }
  }
  throw new Error('no shared part number in the release');
}

/** 429 for every operation: the tight server's quota is one request, spent first. */
const RATE_LIMITED: [string, string, RequestInit?][] = [
  ['get /', '/'],
  ['get /openapi.json', '/openapi.json'],
  ['get /sandbox', '/sandbox'],
  ['get /search', '/search?q=ryzen'],
  ['get /builds', '/builds'],
  ['post /build-plan', '/build-plan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(plan) }],
  ['get /jobs/{id}', `/jobs/${JOB}`],
  ['get /jobs/{id}/result', `/jobs/${JOB}/result`],
  ['post /batch', '/batch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) }],
  ['get /products/{id}', `/products/${ID}`],
  ['get /products/{id}/offers', `/products/${ID}/offers`],
  ['get /products/{id}/price-history', `/products/${ID}/price-history`],
  ['get /deals', '/deals'],
  ['get /compare', `/compare?ids=${ID}`],
  ['get /lookup', '/lookup?mpn=GV-N3050WF2OC-6GD'],
];

const covered = new Set<string>();

function judge(operation: string, status: number, res: JsonResponse): void {
  const [method, template] = operation.split(' ');
  expect(res.status, `${operation}: ${res.text.slice(0, 300)}`).toBe(status);
  api.checkResponse(method, template, res);
  covered.add(`${operation} ${status}`);
}

describe('every documented response, provoked and checked against the document', () => {
  it.each(CASES.map(([operation, status, run], i) => [`${operation} ${status} #${i}`, operation, status, run] as const))('%s', async (_name, operation, status, run) => {
    judge(operation, status, await run());
  });

  it('429 on every operation, with the deprecation headers when they are configured', async () => {
    const first = await send(tight, '/builds');
    judge('get /builds', 200, first);
    expect(first.headers.get('deprecation')).toMatch(/^@\d+$/);
    for (const [operation, path, init] of RATE_LIMITED) judge(operation, 429, await send(tight, path, init));
  });

  it('leaves no documented status of any operation unprovoked', () => {
    const paths = (api.doc as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }).paths;
    const documented = Object.entries(paths).flatMap(([template, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => Object.keys(op.responses).map((status) => `${method} ${template} ${status}`)),
    );
    expect(documented.filter((entry) => !covered.has(entry))).toEqual([]);
  });
});
