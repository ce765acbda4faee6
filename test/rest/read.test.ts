import { describe, expect, it } from 'vitest';
import { useServer } from '../support/suite.js';
import { expectErrorBody, request } from '../support/http.js';

const suite = useServer();

const get = (path: string) => request(`${suite.server.base}${path}`);

function allUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^[a-z]+:\/\//i.test(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allUrls(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allUrls(v, out));
  return out;
}

function firstProductWith(predicate: (id: number) => boolean): number {
  const model = suite.server.holder.current()!;
  const found = model.products.find((p) => predicate(p.id));
  if (!found) throw new Error('no such product in the release');
  return found.id;
}

describe('GET / and /sandbox', () => {
  it('answers the root with schemaVersion and absolute links', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    suite.api.check('get', '/', 200, res.body);
    expect(res.body.schemaVersion).toBe(1);
    for (const key of ['openapi', 'sandbox', 'builds', 'searchExample', 'authDiscovery', 'mcp']) {
      expect(res.body.links[key]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    expect((await request(suite.server.base)).status).toBe(200);
  });

  it('describes the read-only sandbox', async () => {
    const res = await get('/sandbox');
    expect(res.status).toBe(200);
    suite.api.check('get', '/sandbox', 200, res.body);
    expect(res.body).toMatchObject({ schemaVersion: 1, mode: 'sandbox', productionDataAccess: false, writesEnabled: false, baseUrl: suite.server.base });
    expect(res.body.supportedOperations).toContain('searchProducts');
  });
});

describe('GET /products/{id}', () => {
  it('returns the product with every contract field, cheapest in-stock price and sorted offers', async () => {
    const model = suite.server.holder.current()!;
    const id = firstProductWith((pid) => (model.offersByProduct.get(pid) ?? []).length >= 3);
    const res = await get(`/products/${id}`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/products/{id}', 200, res.body);
    const { product, catalog } = res.body;
    expect(catalog).toMatchObject({ country: 'XK', currency: 'EUR', degraded: false, releaseId: model.release.id });
    expect(catalog.participatingStoreCount).toBe(catalog.participatingStores.length);
    for (const key of ['brand', 'model', 'price', 'currency', 'dataWarning', 'retailerUrl', 'lastUpdated']) expect(product).toHaveProperty(key);
    const inStockPrices = product.offers.filter((o: any) => o.availability === 'in_stock' && o.price !== null).map((o: any) => o.price);
    expect(product.price).toBe(inStockPrices.length ? Math.min(...inStockPrices) : null);
    expect(product.inStock).toBe(product.offers.some((o: any) => o.availability === 'in_stock'));
    const order = product.offers.map((o: any) => [o.price ?? Infinity, o.store]);
    const sorted = [...order].sort((a: any, b: any) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    expect(order).toEqual(sorted);
    for (const url of allUrls(product)) expect(url).toMatch(/^https?:\/\//);
    expect(product.serviceUrl.startsWith(suite.server.url)).toBe(true);
    expect(product.englishUrl).toContain('/en/');
  });

  it('answers 404 for a malformed id and for an unknown one', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '1e3', '99999999999', '%20']) {
      const res = await get(`/products/${bad}`);
      expectErrorBody(res, 404, 'product_not_found');
      suite.api.check('get', '/products/{id}', 404, res.body);
    }
    const res = await get('/products/999999');
    expectErrorBody(res, 404, 'product_not_found');
    suite.api.check('get', '/products/{id}', 404, res.body);
  });
});

describe('GET /products/{id}/offers', () => {
  it('returns the offers with absolute product URL', async () => {
    const id = suite.server.holder.current()!.products[0].id;
    const res = await get(`/products/${id}/offers`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/products/{id}/offers', 200, res.body);
    expect(res.body.productId).toBe(id);
    expect(res.body.productUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/produkte\//);
    const product = await get(`/products/${id}`);
    expect(res.body.offers).toEqual(product.body.product.offers);
  });

  it('answers 404 for an unknown product', async () => {
    expectErrorBody(await get('/products/999999/offers'), 404, 'product_not_found');
  });
});

describe('GET /compare', () => {
  it('keeps the order asked and names the cheapest product and offer', async () => {
    const model = suite.server.holder.current()!;
    const ids = model.products
      .filter((p) => p.category === 'GPU')
      .slice(0, 4)
      .map((p) => p.id)
      .reverse();
    const res = await get(`/compare?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/compare', 200, res.body);
    expect(res.body.products.map((p: any) => p.id)).toEqual(ids);
    const priced = res.body.products.filter((p: any) => p.price !== null);
    const cheapest = [...priced].sort((a: any, b: any) => a.price - b.price || a.id - b.id)[0];
    expect(res.body.cheapestProductId).toBe(cheapest?.id ?? null);
    const offers = res.body.products.flatMap((p: any) => p.offers).filter((o: any) => o.availability === 'in_stock' && o.price !== null);
    expect(res.body.cheapestOffer.price).toBe(Math.min(...offers.map((o: any) => o.price)));
  });

  it('refuses bad id lists with 400 and unknown ids with 404 naming them', async () => {
    for (const q of ['', '?ids=', '?ids=1,2,3,4,5,6,7,8,9', '?ids=1.5', '?ids=a,b', '?ids=1004,1004', '?ids=0', '?ids=1,,2', '?ids=1&ids=2']) {
      const res = await get(`/compare${q}`);
      expectErrorBody(res, 400);
      suite.api.check('get', '/compare', 400, res.body);
    }
    const known = suite.server.holder.current()!.products[0].id;
    const res = await get(`/compare?ids=${known},987654`);
    expectErrorBody(res, 404, 'product_not_found');
    expect(res.body.error.message).toContain('987654');
  });
});

describe('GET /builds', () => {
  it('lists curated builds in every tier with derived flags as the contract defines them', async () => {
    const res = await get('/builds');
    expect(res.status).toBe(200);
    suite.api.check('get', '/builds', 200, res.body);
    const tiers = new Set(res.body.builds.map((b: any) => b.budgetTier));
    expect([...tiers].sort()).toEqual(['Budget', 'Entry', 'High', 'Mid']);
    for (const build of res.body.builds) {
      const priced = build.parts.filter((p: any) => p.price !== null);
      const total = priced.length ? Math.round(priced.reduce((s: number, p: any) => s + p.price, 0) * 100) / 100 : null;
      expect(build.total).toBe(total);
      expect(build.partCount).toBe(build.parts.length);
      expect(build.missingPartCount).toBe(build.parts.filter((p: any) => p.name === null || p.price === null).length);
      expect(build.complete).toBe(build.missingPartCount === 0);
      expect(build.readyToBuy).toBe(build.complete && build.outOfStockPartCount === 0);
      for (const part of build.parts) expect(part.available).toBe(part.name !== null && part.price !== null && part.inStock);
      expect(build.pageUrl).toMatch(/^http:\/\//);
      expect(build.builderUrl).toMatch(/^http:\/\//);
    }
    expect(res.body.builds.some((b: any) => b.missingPartCount > 0 && b.parts.some((p: any) => p.name === null))).toBe(true);
    expect(res.body.builds.some((b: any) => b.outOfStockPartCount > 0 && !b.readyToBuy)).toBe(true);
  });
});

describe('errors everywhere', () => {
  it('answers unknown routes under the base with a 404 Error and wrong methods with 405 and Allow', async () => {
    expectErrorBody(await get('/nope'), 404, 'route_not_found');
    const res = await request(`${suite.server.base}/builds`, { method: 'DELETE' });
    expectErrorBody(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('puts X-Request-Id on every response and keeps a well-formed caller id', async () => {
    const res = await request(`${suite.server.base}/products/999999`, { headers: { 'X-Request-Id': 'caller-id-12345' } });
    expect(res.headers.get('x-request-id')).toBe('caller-id-12345');
    expect(res.body.error.requestId).toBe('caller-id-12345');
    const own = await request(`${suite.server.base}/`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(own.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('refuses credentials in the query string', async () => {
    expectErrorBody(await get('/builds?api_key=secret-value'), 400, 'credential_in_query');
  });
});

describe('OpenAPI', () => {
  it('is a valid 3.1 document with every v1 path and the security schemes', async () => {
    const doc = suite.api.doc as any;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/', '/sandbox', '/products/{id}', '/products/{id}/offers', '/compare', '/builds']) expect(doc.paths[path]).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerApiKey', 'oauth2ClientCredentials']);
  });
});
