import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publishRelease } from '../../src/catalog/repository.js';
import { readSource } from '../../src/catalog/source.js';
import type { Product } from '../../src/catalog/types.js';
import { compactCode } from '../../src/feeds/profile.js';
import { shippedCatalogDir } from '../../src/paths.js';
import { request } from '../support/http.js';
import { useServer } from '../support/suite.js';

const suite = useServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
const get = (path: string) => request(`${suite.server.base}${path}`);

/**
 * The shipped catalog gives every part number to one product (the import takes a code two
 * products carry off all but one), so a release where a store's data shares one is published
 * here: the code of one product, listed by two others — one as its primary part number.
 */
describe('a part number several products carry', () => {
  it('lists the candidates, primary holders first, then by id, the same bytes every time', async () => {
    const source = readSource(shippedCatalogDir);
    const [owner, first, second] = source.products.filter((p) => p.mpn !== null).slice(0, 3);
    const code = owner.mpn!;
    const products: Product[] = source.products.map((p) => (p.id === first.id ? { ...p, mpns: [...p.mpns, code] } : p.id === second.id ? { ...p, mpn: code, mpns: [code, ...p.mpns] } : p));
    const digest = crypto.createHash('sha256').update(`${source.digest}|${code}`).digest('hex');
    await publishRelease(suite.server.db.em(), { ...source, products, digest }, 'shared part number', new Date());
    await suite.server.holder.refresh();

    const key = compactCode(code);
    const res = await get(`/lookup?mpn=${encodeURIComponent(code)}`);
    expect(res.status).toBe(200);
    suite.api.check('get', '/lookup', 200, res.body);
    expect(res.body.product).toBeUndefined();
    expect(res.body.matchCount).toBe(3);
    expect(res.body.lookup).toEqual({ by: 'mpn', value: code, normalized: key });
    const expected = [...[owner, second].map((p) => p.id).sort((a, b) => a - b), first.id];
    expect(res.body.matches.map((p: Product) => p.id)).toEqual(expected);
    expect((await get(`/lookup?mpn=${encodeURIComponent(code)}`)).text).toBe(res.text);
  });
});
