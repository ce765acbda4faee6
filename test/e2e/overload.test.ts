import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadShedder, weightOf } from '../../facade/http/overload.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request, type JsonResponse } from '../support/http.js';

/**
 * Load shedding: past its bounds the service answers 503 with Retry-After at once instead of
 * queueing; no request is left hanging; cheap reads go last; slots are given back.
 */

describe('load shedder (by hand-driven clock)', () => {
  const shedder = (now: { t: number }, maxConcurrentHeavy = 2) => new LoadShedder({ maxConcurrentHeavy, maxEventLoopDelayMs: 50, now: () => now.t });
  const shedders: LoadShedder[] = [];
  afterAll(() => shedders.forEach((s) => s.stop()));

  it('classifies heavy work, cheap reads and health checks', () => {
    expect(weightOf('/agent-api/v1/search')).toBe('heavy');
    expect(weightOf('/agent-api/v1/build-plan')).toBe('heavy');
    expect(weightOf('/agent-api/v1/batch')).toBe('heavy');
    expect(weightOf('/graphql')).toBe('heavy');
    expect(weightOf('/mcp')).toBe('heavy');
    expect(weightOf('/kerko')).toBe('heavy');
    expect(weightOf('/en/builder')).toBe('heavy');
    expect(weightOf('/agent-api/v1/products/1001')).toBe('light');
    expect(weightOf('/agent-api/v1/compare')).toBe('light');
    expect(weightOf('/produkte/1001-x')).toBe('light');
    expect(weightOf('/readyz')).toBe('exempt');
    expect(weightOf('/healthz')).toBe('exempt');
  });

  it('refuses heavy work first as the event loop falls behind, cheap reads only far later, health checks never', () => {
    const now = { t: 0 };
    const s = shedder(now);
    shedders.push(s);
    s.beat();
    now.t = 40;
    expect(s.refusal('heavy')).toBeNull();
    now.t = 100;
    expect(s.refusal('heavy')).toBe('event_loop_delay');
    expect(s.refusal('light')).toBeNull();
    now.t = 1_000;
    expect(s.refusal('light')).toBe('event_loop_delay');
    expect(s.refusal('exempt')).toBeNull();
    // One long turn alone (a garbage collection) sheds nothing once it is over; two in a row do.
    s.beat();
    expect(s.refusal('heavy')).toBeNull();
    now.t = 1_100;
    s.beat();
    expect(s.refusal('heavy')).toBe('event_loop_delay');
    expect(s.refusal('light')).toBeNull();
    now.t = 1_110;
    s.beat();
    expect(s.refusal('heavy')).toBeNull();
  });

  it('bounds concurrent heavy work and gives slots back', () => {
    const now = { t: 0 };
    const s = shedder(now, 2);
    shedders.push(s);
    const first = s.holdHeavy();
    expect(s.admitsHeavy()).toBe(true);
    const second = s.holdHeavy();
    expect(s.admitsHeavy()).toBe(false);
    expect(s.refusal('heavy')).toBe('concurrency');
    expect(s.refusal('light')).toBeNull();
    first();
    first();
    expect(s.heavyInFlight).toBe(1);
    second();
    expect(s.admitsHeavy()).toBe(true);
  });
});

describe('an overloaded server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_CONCURRENT_HEAVY: '2', MAX_EVENT_LOOP_DELAY_MS: '20', RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  });
  afterAll(async () => server?.close());

  const plan = (i: number) =>
    request(`${server.base}/build-plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `overload-${Date.now()}-${i}` },
      body: JSON.stringify({ useCase: 'gaming', budget: 700 + i }),
      signal: AbortSignal.timeout(30_000),
    });
  /** The status once the service stops shedding (the loop may lag a little longer than the burst). */
  async function admittedSoon(send: () => Promise<JsonResponse>): Promise<number> {
    let status = 503;
    for (let attempt = 0; attempt < 50 && status === 503; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
      status = (await send()).status;
    }
    return status;
  }
  const search = (i: number) => request(`${server.base}/search?q=${encodeURIComponent(`ryzen ${i}`)}`, { signal: AbortSignal.timeout(30_000) });

  it('answers past its bounds with 503, Retry-After and the Error body, and leaves no request hanging', async () => {
    const responses: JsonResponse[] = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 ? plan(i) : search(i))));
    const shed = responses.filter((r) => r.status === 503);
    expect(responses.filter((r) => r.status !== 200 && r.status !== 503).map((r) => `${r.status} ${r.text.slice(0, 200)}`)).toEqual([]);
    expect(shed.length).toBeGreaterThan(0);
    expect(responses.some((r) => r.status === 200)).toBe(true);
    for (const r of shed) {
      expectErrorBody(r, 503, 'overloaded');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Every slot was given back, and heavy work is admitted again once the burst is over.
    expect(server.shedder.heavyInFlight).toBe(0);
    expect(await admittedSoon(() => plan(1_000))).toBe(200);
    expect(await admittedSoon(() => search(1_000))).toBe(200);
  });

  it('does not let a slow upload hold a heavy slot', async () => {
    const body = JSON.stringify({ useCase: 'gaming', budget: 950 });
    let finish = () => {};
    const slow = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.base}/build-plan`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      finish = () => req.end(body.slice(10));
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(server.shedder.heavyInFlight).toBe(0);
    expect(await admittedSoon(() => search(2_000))).toBe(200);
    finish();
    expect(await slow).toBe(200);
  });
});
