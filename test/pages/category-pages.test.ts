/** Category pages: cheapest first, paged, one per category. */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { PAGE_SIZE } from '../../facade/pages/category-page.js';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { linkHref, pageClient } from './html.js';
import { expectHtml, expectAlternates } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get } = pageClient(server);

describe('category pages', () => {
  it('lists a category cheapest first, paged, with links between the pages', async () => {
    const gpus = model.productsByCategory.get('GPU')!;
    expect(gpus.length).toBeGreaterThan(PAGE_SIZE);
    const first = await get('/kategori/gpu');
    expectHtml(first, 200, 'sq');
    expectAlternates(first, server.urls.categoryPage('gpu'), `${server.url}/en/categories/gpu`, server.urls.categoryPage('gpu'));
    const ids = [...first.html.matchAll(/<tr data-product-id="(\d+)" role="row">/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(PAGE_SIZE);
    const prices = ids.map((id) => model.summaryByProduct.get(id)!.price).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.html).toContain('rel="next" href="/kategori/gpu?page=2"');

    const second = await get('/en/categories/gpu?page=2');
    expectHtml(second, 200, 'en');
    expect(linkHref(second.html, 'canonical')).toBe(`${server.url}/en/categories/gpu?page=2`);
    expect(second.html).toContain('rel="prev" href="/en/categories/gpu"');
    const secondIds = [...second.html.matchAll(/<tr data-product-id="(\d+)" role="row">/g)].map((m) => Number(m[1]));
    expect(secondIds.some((id) => ids.includes(id))).toBe(false);

    const last = Math.ceil(gpus.length / PAGE_SIZE);
    expectHtml(await get(`/kategori/gpu?page=${last + 1}`), 404, 'sq');
    expectHtml(await get('/kategori/gpu?page=0'), 404, 'sq');
    expectHtml(await get('/kategori/gpu?page=x'), 404, 'sq');
  });

  it('has a page for every category and an HTML 404 for unknown ones', async () => {
    for (const c of CATEGORIES) expect((await get(`/kategori/${CATEGORY_SLUGS[c]}`)).status).toBe(200);
    expectHtml(await get('/kategori/toasters'), 404, 'sq');
    expectHtml(await get('/en/categories/toasters'), 404, 'en');
  });
});
