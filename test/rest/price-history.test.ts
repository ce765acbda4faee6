import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';

/**
 * GET /products/{id}/price-history, the `deal` of product bodies, sort=deal and GET /deals
 * with its Atom alternate, over the shipped catalog and its seeded history, through the
 * real server. Two servers seeded at the same instant must answer the same bytes.
 */

const PUBLISHED = new Date('2026-11-25T10:00:00Z');
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  [a, b] = await Promise.all([
    startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' }, { now: () => PUBLISHED }),
    startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' }, { now: () => PUBLISHED }),
  ]);
});
afterAll(async () => Promise.all([a, b].map((s) => s?.close())));

const get = (path: string, init?: RequestInit, server = a) => request(`${server.base}${path}`, init);
const ATOM = { headers: { accept: 'application/atom+xml' } };

/** Products of the shipped catalog with a current price, a few per category. */
function pricedIds(n: number): number[] {
  const model = a.holder.current()!;
  return model.products
    .filter((p) => model.summaryByProduct.get(p.id)?.price != null)
    .slice(0, n)
    .map((p) => p.id);
}

describe('GET /products/{id}/price-history', () => {
  it('answers the window of daily lowest prices ending on the publish day, with stats and the deal of the product body', async () => {
    for (const id of pricedIds(5)) {
      const res = await get(`/products/${id}/price-history`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['schemaVersion', 'productId', 'currency', 'days', 'points', 'stats', 'deal']);
      expect(res.body).toMatchObject({ schemaVersion: 1, productId: id, currency: 'EUR', days: 90 });
      const { points, stats } = res.body;
      expect(points.length).toBeGreaterThan(0);
      expect(points.length).toBeLessThanOrEqual(90);
      expect(points.at(-1).date).toBe('2026-11-25');
      expect(points[0].date >= '2026-08-28').toBe(true);
      for (let i = 1; i < points.length; i++) expect(points[i].date > points[i - 1].date).toBe(true);
      const lows = points.map((p: { lowestPrice: number }) => p.lowestPrice);
      expect(stats.min).toBe(Math.min(...lows));
      expect(stats.max).toBe(Math.max(...lows));
      expect(stats.median).toBeGreaterThanOrEqual(stats.min);
      expect(stats.median).toBeLessThanOrEqual(stats.max);
      const product = (await get(`/products/${id}`)).body.product;
      expect(stats.current).toBe(product.price);
      expect(res.body.deal).toEqual(product.deal);
      expect(res.body.deal.method).toBe('median-90d-v1');
    }
  });

  it('takes days=30, 90, 180 and 365, and keeps the same deal whatever the window', async () => {
    const [id] = pricedIds(1);
    const deals = new Set<string>();
    for (const days of [30, 90, 180, 365]) {
      const res = await get(`/products/${id}/price-history?days=${days}`);
      expect(res.status).toBe(200);
      expect(res.body.days).toBe(days);
      expect(res.body.points.length).toBeLessThanOrEqual(days);
      deals.add(JSON.stringify(res.body.deal));
    }
    expect(deals.size).toBe(1);
    const year = (await get(`/products/${id}/price-history?days=365`)).body.points;
    expect(year.length).toBeGreaterThan(300);
  });

  it('refuses a bad window, a repeated or unknown parameter with 400, and an unknown product with 404', async () => {
    const [id] = pricedIds(1);
    for (const query of ['days=7', 'days=abc', 'days=90.5', 'days=', 'days=90&days=90', 'since=2026-01-01', 'api_key=x']) {
      expectErrorBody(await get(`/products/${id}/price-history?${query}`), 400);
    }
    expectErrorBody(await get(`/products/${id}/price-history?days=7`), 400, 'invalid_parameter');
    expectErrorBody(await get('/products/999999/price-history'), 404, 'product_not_found');
    expectErrorBody(await get('/products/abc/price-history'), 404, 'product_not_found');
    expectErrorBody(await get('/products/0/price-history'), 404, 'product_not_found');
  });

  it('lowest30DaysBefore is the lowest daily price in the 30 days before the current price took effect', async () => {
    let checked = 0;
    for (const id of pricedIds(60)) {
      const { points, stats } = (await get(`/products/${id}/price-history?days=365`)).body;
      let since = points.length - 1;
      while (since > 0 && points[since - 1].lowestPrice === stats.current && Date.parse(points[since].date) - Date.parse(points[since - 1].date) === 86_400_000) since--;
      if (points.at(-1).lowestPrice !== stats.current || since === 0) continue;
      const start = Date.parse(points[since].date);
      const before = points.filter((p: { date: string }) => Date.parse(p.date) < start && Date.parse(p.date) >= start - 30 * 86_400_000);
      expect(stats.lowest30DaysBefore).toBe(before.length ? Math.min(...before.map((p: { lowestPrice: number }) => p.lowestPrice)) : null);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('deal on search results and sort=deal', () => {
  it('search results carry the deal, and sort=deal orders by how far below typical, judged deals first', async () => {
    const res = await get('/search?q=ssd&sort=deal&limit=25');
    expect(res.status).toBe(200);
    expect(res.body.query.sort).toBe('deal');
    const discounts: number[] = [];
    for (const p of res.body.results) {
      const history = (await get(`/products/${p.id}/price-history`)).body;
      expect(p.deal).toEqual(history.deal);
      const judged = p.deal !== null && p.deal.class !== 'insufficient_data';
      discounts.push(judged ? (history.stats.median - history.stats.current) / history.stats.median : -Infinity);
    }
    expect(discounts[0]).toBeGreaterThan(0);
    for (let i = 1; i < discounts.length; i++) expect(discounts[i]).toBeLessThanOrEqual(discounts[i - 1] + 1e-9);
  });

  it('binds sort=deal into the cursor like every sort', async () => {
    const first = await get('/search?q=ssd&sort=deal&limit=5');
    const next = await get(`/search?q=ssd&sort=deal&limit=5&cursor=${first.body.nextCursor}`);
    expect(next.status).toBe(200);
    const both = await get('/search?q=ssd&sort=deal&limit=10');
    expect([...first.body.results, ...next.body.results].map((p: { id: number }) => p.id)).toEqual(both.body.results.map((p: { id: number }) => p.id));
    expectErrorBody(await get(`/search?q=ssd&sort=price_asc&limit=5&cursor=${first.body.nextCursor}`), 400, 'cursor_mismatch');
  });
});

describe('GET /deals', () => {
  it('lists record lows and prices below typical, furthest below first, each with its typical price and since when', async () => {
    const res = await get('/deals?limit=25');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.body).toMatchObject({ schemaVersion: 1, filters: { category: null, city: null }, returned: 25, hasMore: true });
    expect(res.body.totalMatches).toBeGreaterThan(25);
    let previous = Infinity;
    for (const item of res.body.results) {
      expect(['record_low', 'below_typical']).toContain(item.product.deal.class);
      expect(item.savingPercent).toBeLessThanOrEqual(previous);
      previous = item.savingPercent;
      expect(item.savingPercent).toBeCloseTo(((item.typicalPrice - item.product.price) / item.typicalPrice) * 100, 0);
      expect(item.priceHistoryUrl).toBe(`${a.base}/products/${item.product.id}/price-history`);
      const history = (await request(item.priceHistoryUrl)).body;
      expect(history.stats.median).toBe(item.typicalPrice);
      expect(history.points.find((p: { date: string }) => p.date === item.priceSince)?.lowestPrice).toBe(item.product.price);
    }
  });

  it('filters by category and by city (any spelling), every result in stock at a store there', async () => {
    const model = a.holder.current()!;
    const res = await get('/deals?category=gpu&city=prishtina&limit=25');
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual({ category: 'GPU', city: 'Prishtinë' });
    const inCity = new Set(model.stores.filter((s) => s.city === 'Prishtinë').map((s) => s.id));
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const item of res.body.results) {
      expect(item.product.category).toBe('GPU');
      expect(item.product.offers.some((o: { store: string; availability: string }) => inCity.has(o.store) && o.availability === 'in_stock')).toBe(true);
    }
    const all = await get('/deals?category=GPU&limit=25');
    expect(all.body.totalMatches).toBeGreaterThanOrEqual(res.body.totalMatches);
    expect((await get('/deals?city=Pristina&category=GPU&limit=25')).text).toBe(res.text);
  });

  it('pages with signed cursors bound to the filters', async () => {
    const first = await get('/deals?category=CPU&limit=3');
    const next = await get(`/deals?category=CPU&limit=3&cursor=${first.body.nextCursor}`);
    const both = await get('/deals?category=CPU&limit=6');
    expect([...first.body.results, ...next.body.results].map((d: { product: { id: number } }) => d.product.id)).toEqual(
      both.body.results.map((d: { product: { id: number } }) => d.product.id),
    );
    expectErrorBody(await get(`/deals?category=GPU&limit=3&cursor=${first.body.nextCursor}`), 400, 'cursor_mismatch');
    expectErrorBody(await get(`/deals?category=CPU&limit=3&cursor=${first.body.nextCursor.slice(0, -2)}xx`), 400, 'invalid_cursor');
  });

  it('refuses bad input with 400 and the Error body', async () => {
    for (const query of ['limit=0', 'limit=26', 'limit=x', 'category=TOASTER', 'city=x', 'sort=deal', 'cursor=%00', 'limit=1&limit=2']) {
      expectErrorBody(await get(`/deals?${query}`), 400);
    }
    // A city without a participating store has no deals.
    const res = await get('/deals?city=Beograd');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ filters: { category: null, city: 'Beograd' }, results: [], totalMatches: 0, nextCursor: null });
  });

  it('answers an Atom 1.0 feed of the same page for Accept: application/atom+xml', async () => {
    const json = await get('/deals?category=GPU&limit=5');
    const res = await get('/deals?category=GPU&limit=5', ATOM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'entry' || name === 'link' }).parse(res.text).feed;
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${a.base}/deals?category=GPU`);
    expect(feed.updated).toBe(json.body.catalog.generatedAt);
    expect(feed.author.name).toBe('127.0.0.1');
    expect(feed.link.find((l: { rel: string }) => l.rel === 'self').href).toBe(`${a.base}/deals?category=GPU&limit=5`);
    expect(feed.link.find((l: { rel: string }) => l.rel === 'next').href).toBe(`${a.base}/deals?category=GPU&limit=5&cursor=${json.body.nextCursor}`);
    expect(feed.entry).toHaveLength(5);
    feed.entry.forEach((entry: Record<string, any>, i: number) => {
      const item = json.body.results[i];
      expect(entry.id).toBe(`tag:127.0.0.1,${item.priceSince}:deal/${item.product.id}/${item.product.price.toFixed(2)}`);
      expect(entry.updated).toBe(json.body.catalog.generatedAt);
      expect(entry.title).toContain(item.product.name);
      expect(entry.link.map((l: { href: string }) => l.href)).toEqual([item.product.serviceUrl, item.product.englishUrl]);
    });
    expect(new Set(feed.entry.map((e: { id: string }) => e.id)).size).toBe(5);
    // JSON stays the answer for anything else.
    expect((await get('/deals?category=GPU&limit=5', { headers: { accept: 'text/html' } })).text).toBe(json.text);
    expect((await get('/deals?category=GPU&limit=5', { headers: { accept: 'application/json, application/atom+xml;q=0.5' } })).text).toBe(json.text);
  });
});

describe('determinism and the other front doors', () => {
  it('two servers seeded at the same instant answer the same bytes', async () => {
    const [id] = pricedIds(1);
    for (const [path, init] of [[`/products/${id}/price-history?days=365`], [`/products/${id}`], ['/deals?limit=25'], ['/deals?limit=25', ATOM], ['/search?q=rtx&sort=deal&limit=25']] as [
      string,
      RequestInit?,
    ][]) {
      const [x, y] = await Promise.all([get(path, init, a), get(path, init, b)]);
      expect(x.status, path).toBe(200);
      // Each server signs cursors with its own key; everything else is the same bytes.
      const same = (text: string, server: TestServer) => text.replaceAll(server.url, '<site>').replace(/(cursor=|"nextCursor":")[A-Za-z0-9_-]+/g, '$1<cursor>');
      expect(same(x.text, a), path).toBe(same(y.text, b));
    }
  });

  it("a batch item answers the standalone GET's body", async () => {
    const [id] = pricedIds(1);
    const paths = [`/products/${id}/price-history?days=30`, '/deals?category=RAM&limit=2', '/products/999999/price-history', '/deals?limit=99'];
    const res = await request(`${a.base}/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operations: paths.map((path) => ({ path })) }) });
    expect(res.status).toBe(200);
    const [history, deals, missing, bad] = res.body.results;
    expect(history.data).toEqual((await get(paths[0])).body);
    expect(deals.data).toEqual((await get(paths[1])).body);
    expect(missing).toMatchObject({ ok: false, error: { code: 'product_not_found' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_parameter' } });
  });

  it('GraphQL reads the same history and deals', async () => {
    const [id] = pricedIds(1);
    const res = await request(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ product(id: ${id}) { deal { class method coverageDays } priceHistory(days: 30) { days points { date lowestPrice storeCount } stats { current median } } } deals(limit: 2) { results { product { id } savingPercent } totalMatches } }`,
      }),
    });
    expect(res.status).toBe(200);
    const rest = (await get(`/products/${id}/price-history?days=30`)).body;
    expect(res.body.data.product.deal).toEqual(rest.deal);
    expect(res.body.data.product.priceHistory.points).toEqual(rest.points);
    const deals = (await get('/deals?limit=2')).body;
    expect(res.body.data.deals.totalMatches).toBe(deals.totalMatches);
    expect(res.body.data.deals.results.map((d: { product: { id: number } }) => d.product.id)).toEqual(deals.results.map((d: { product: { id: number } }) => d.product.id));
  });
});
