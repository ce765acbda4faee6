/** The search page: matches, suggestions, facet filters and refusals. */
import { describe, expect, it } from 'vitest';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { byId, linkHref, pageClient } from './html.js';
import { expectHtml, expectLabelledControls } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get } = pageClient(server);

describe('search page', () => {
  it('lists matches with links to product pages', async () => {
    const page = await get('/kerko?q=rtx%204060');
    expectHtml(page, 200, 'sq');
    expectLabelledControls(page);
    expect(linkHref(page.html, 'canonical')).toBe(server.urls.searchPage('rtx 4060'));
    expect(linkHref(page.html, 'alternate', 'en')).toBe(`${server.url}/en/search?q=rtx%204060`);
    const ids = [...page.html.matchAll(/<tr data-product-id="(\d+)" role="row">/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(model.productById.get(id)!.name).toMatch(/4060/);
  });

  it('offers suggestions when nothing matches, linking to pages that exist', async () => {
    const page = await get('/en/search?q=zzzzqqqq');
    expectHtml(page, 200, 'en');
    const links = [...(byId(page.html, 'suggestions') ? page.html.slice(page.html.indexOf('<ul class="suggestions">')) : '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links.filter((h) => h.startsWith('/en'))) expect((await get(href.replace(/&amp;/g, '&'))).status, href).toBe(200);
  });

  it('filters by facet links that add one filter each, and removes them by link', async () => {
    const page = await get('/en/search?q=ddr5%2032gb&category=ram');
    expectHtml(page, 200, 'en');
    expectLabelledControls(page);
    const nav = page.html.slice(page.html.indexOf('<nav class="filters"'));
    const brandLink = /<a href="([^"]*brand=([^"&]+)[^"]*)" rel="nofollow">/.exec(nav)!;
    const capacityLink = /<a href="([^"]*spec\.capacityGb=(\d+)[^"]*)" rel="nofollow">/.exec(nav)!;
    expect(brandLink).not.toBeNull();
    expect(capacityLink).not.toBeNull();
    const filtered = await get(capacityLink[1].replace(/&amp;/g, '&'));
    expectHtml(filtered, 200, 'en');
    const ids = [...filtered.html.matchAll(/<tr data-product-id="(\d+)" role="row">/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect((model.productById.get(id)!.specs as { capacityGb: number }).capacityGb).toBe(Number(capacityLink[2]));
    // the active filter is listed with a link that drops it, and the form carries it along
    const remove = /<li>spec\.capacityGb: \d+ — <a href="([^"]+)">remove<\/a>/.exec(filtered.html)!;
    expect(remove[1]).not.toMatch(/capacityGb/);
    expect(filtered.html).toContain(`<input type="hidden" name="spec.capacityGb" value="${capacityLink[2]}">`);
    // a filter the engine refuses is a 400 page saying why
    const bad = await get('/en/search?q=rtx&category=gpu&spec.socket=AM5');
    expectHtml(bad, 400, 'en');
    expect(bad.html).toMatch(/spec\.socket is not a filterable GPU spec/);
  });

  it('shows the form without a query and a 400 page for a bad query or cursor', async () => {
    expectHtml(await get('/kerko'), 200, 'sq');
    expectHtml(await get('/kerko?q=a'), 400, 'sq');
    expectHtml(await get('/en/search?q=rtx&cursor=forged'), 400, 'en');
  });
});
