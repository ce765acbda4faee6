import { describe, expect, it } from 'vitest';
import { compactCode } from '../../src/feeds/profile.js';
import { gtin14 } from '../../src/catalog/identifiers.js';
import type { Product } from '../../src/catalog/types.js';
import { expectErrorBody, request } from '../support/http.js';
import { useServer } from '../support/suite.js';

const suite = useServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
const get = (path: string) => request(`${suite.server.base}${path}`);
const model = () => suite.server.holder.current()!;

/** Products keyed by one part number (letters and digits) with every product carrying it. */
function productsByMpn(): Map<string, Product[]> {
  const out = new Map<string, Product[]>();
  for (const p of model().products) {
    for (const mpn of new Set(p.mpns.map(compactCode))) out.set(mpn, [...(out.get(mpn) ?? []), p]);
  }
  return out;
}

describe('GET /lookup', () => {
  it('answers a GTIN with exactly the GET /products/{id} body, in its 8 to 14 digit forms', async () => {
    const withGtin = model().products.filter((p) => p.ean !== null);
    expect(withGtin.length).toBeGreaterThan(0);
    const product = withGtin.find((p) => p.ean!.length === 13 && p.ean!.startsWith('0')) ?? withGtin[0];
    const direct = await get(`/products/${product.id}`);
    const res = await get(`/lookup?gtin=${product.ean}`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/lookup', 200, res.body);
    expect(res.text).toBe(direct.text);
    expect(res.body.product.gtin).toBe(product.ean);
    expect(res.body.product.mpn).toBe(product.mpn);
    // The GTIN-14 form and, for a leading zero, the GTIN-12 form name the same product.
    expect((await get(`/lookup?gtin=${gtin14(product.ean!)}`)).text).toBe(direct.text);
    const short = product.ean!.replace(/^0+/, '');
    if (short.length === 12) expect((await get(`/lookup?gtin=${short}`)).text).toBe(direct.text);
  });

  it('matches a part number whatever its spacing, case and hyphens', async () => {
    const [key, [product]] = [...productsByMpn()].find(([k, ps]) => ps.length === 1 && ps[0].mpn !== null && compactCode(ps[0].mpn) === k && /-/.test(ps[0].mpn))!;
    const direct = await get(`/products/${product.id}`);
    for (const form of [product.mpn!, product.mpn!.toLowerCase(), product.mpn!.replace(/-/g, ' '), key]) {
      const res = await get(`/lookup?mpn=${encodeURIComponent(form)}`);
      expect(res.status, form).toBe(200);
      expect(res.text).toBe(direct.text);
    }
  });

  it('matches a product by a part number other than its primary one', async () => {
    const byMpn = productsByMpn();
    const product = model().products.find((p) => p.mpns.length > 1 && byMpn.get(compactCode(p.mpns[1]))?.length === 1)!;
    const res = await get(`/lookup?mpn=${encodeURIComponent(product.mpns[1])}`);
    expect(res.status).toBe(200);
    expect(res.body.product.id).toBe(product.id);
    expect(res.body.product.mpn).toBe(product.mpn);
  });

  it('lists the candidates of an ambiguous part number, primary holders first, then by id, the same bytes every time', async () => {
    const [key, products] = [...productsByMpn()].find(([, ps]) => ps.length > 1)!;
    const res = await get(`/lookup?mpn=${key}`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/lookup', 200, res.body);
    expect(res.body.product).toBeUndefined();
    expect(res.body.matchCount).toBe(products.length);
    expect(res.body.lookup).toEqual({ by: 'mpn', value: key, normalized: key });
    const primary = (p: Product) => (p.mpn !== null && compactCode(p.mpn) === key ? 0 : 1);
    const expected = [...products]
      .sort((a, b) => primary(a) - primary(b) || a.id - b.id)
      .slice(0, 10)
      .map((p) => p.id);
    expect(res.body.matches.map((p: Product) => p.id)).toEqual(expected);
    expect((await get(`/lookup?mpn=${key}`)).text).toBe(res.text);
  });

  it('answers 404 for an identifier no product carries', async () => {
    const taken = new Set(model().products.map((p) => p.ean && gtin14(p.ean)));
    let code = 400000000000;
    const valid = (n: number) => {
      const digits = String(n);
      const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
      return digits + ((10 - (sum % 10)) % 10);
    };
    while (taken.has(gtin14(valid(code)))) code++;
    const res = await get(`/lookup?gtin=${valid(code)}`);
    expectErrorBody(res, 404, 'product_not_found');
    suite.api.check('get', '/lookup', 404, res.body);
    expectErrorBody(await get('/lookup?mpn=NO-SUCH-PART-ZZ9'), 404, 'product_not_found');
  });

  it.each([
    ['a wrong check digit', '/lookup?gtin=0761345100602', 'invalid_gtin'],
    ['a GTIN-8 with a wrong check digit', '/lookup?gtin=12345678', 'invalid_gtin'],
    ['a GTIN of the wrong length', '/lookup?gtin=12345', 'invalid_parameter'],
    ['letters in a GTIN', '/lookup?gtin=07613451006AB', 'invalid_parameter'],
    ['neither parameter', '/lookup', 'invalid_parameter'],
    ['both parameters', '/lookup?gtin=0761345100601&mpn=ABC123', 'invalid_parameter'],
    ['a part number of punctuation', '/lookup?mpn=--%20--', 'invalid_mpn'],
    ['a part number too long', `/lookup?mpn=${'A'.repeat(81)}`, 'invalid_parameter'],
    ['an unknown parameter', '/lookup?mpn=ABC123&ean=1', 'invalid_parameter'],
    ['a repeated parameter', '/lookup?mpn=ABC123&mpn=DEF456', 'invalid_parameter'],
  ])('refuses %s with a 400 Error body', async (_what, path, code) => {
    const res = await get(path);
    expectErrorBody(res, 400, code);
    suite.api.check('get', '/lookup', 400, res.body);
  });

  it('answers lookup items in a batch with the standalone bytes', async () => {
    const product = model().products.find((p) => p.ean !== null)!;
    const res = await request(`${suite.server.base}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operations: [{ path: `/lookup?gtin=${product.ean}` }, { path: '/lookup?gtin=0761345100602' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0].ok).toBe(true);
    expect(JSON.stringify(res.body.results[0].data)).toBe((await get(`/lookup?gtin=${product.ean}`)).text);
    expect(res.body.results[1]).toMatchObject({ ok: false, error: { code: 'invalid_gtin' } });
  });
});
