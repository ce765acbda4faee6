import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildView } from '../../src/catalog/builds.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { formatDateTime, formatNumber, formatPrice, formatReleaseDate } from '../../facade/pages/format.js';
import { escapeHtml, html, jsonForScript } from '../../facade/pages/html.js';
import { PAGE_SIZE } from '../../facade/pages/category-page.js';
import { parseBudget } from '../../facade/pages/builder-form.js';
import { fixtureModel, HOSTILE_ID, HOSTILE_NAME, pagesServerFor, UNLISTED_ID } from './fixture.js';
import { byId, fetchPage, htmlLang, jsonLd, linkHref, text, type Page } from './html.js';

const model = fixtureModel();
const server = pagesServerFor(model);

const get = (path: string, init?: RequestInit) => fetchPage(`${server.url}${path}`, init);
const local = (url: string) => url.slice(server.url.length);
const post = (path: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return get(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
};

function expectHtml(page: Page, status: number, lang: 'sq' | 'en'): void {
  expect(page.status, page.url).toBe(status);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(htmlLang(page.html)).toBe(lang);
  expect(page.html.startsWith('<!doctype html>')).toBe(true);
  expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(page.html).toMatch(/<a class="skip" href="#main">/);
  expect(page.html).toContain('<main id="main"');
  expect(page.html.match(/<h1[\s>]/g)?.length).toBe(1);
}

/** Every visible form control has a label (for=id) or is hidden. */
function expectLabelledControls(page: Page): void {
  for (const [tag] of page.html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    if (/type="(hidden|submit)"/.test(tag)) continue;
    const id = /\bid="([^"]+)"/.exec(tag)?.[1];
    expect(id, tag).toBeTruthy();
    expect(page.html, `label for ${id}`).toContain(`for="${id}"`);
  }
}

function expectAlternates(page: Page, sq: string, en: string, own: string): void {
  expect(linkHref(page.html, 'canonical')).toBe(own);
  expect(linkHref(page.html, 'alternate', 'sq')).toBe(sq);
  expect(linkHref(page.html, 'alternate', 'en')).toBe(en);
  expect(linkHref(page.html, 'alternate', 'x-default')).toBe(sq);
}

const pricedOffers = (id: number) => (model.offersByProduct.get(id) ?? []).filter((o) => o.price !== null);
const productWith = (pred: (id: number) => boolean) => model.products.find((p) => pred(p.id))!;

describe('formatting and escaping helpers', () => {
  it('formats prices the way each language writes them', () => {
    expect(formatPrice(1299, 'sq')).toBe('1.299,00 €');
    expect(formatPrice(1299, 'en')).toBe('€1,299.00');
    expect(formatPrice(1234567.5, 'sq')).toBe('1.234.567,50 €');
    expect(formatPrice(1234567.5, 'en')).toBe('€1,234,567.50');
    expect(formatPrice(0.5, 'sq')).toBe('0,50 €');
    expect(formatPrice(89.99, 'en')).toBe('€89.99');
    expect(formatNumber(3.8, 'sq')).toBe('3,8');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('writes times in Kosovo local time (CET, CEST in summer) and releases as dates', () => {
    const times: [iso: string, lang: 'sq' | 'en', expected: string][] = [
      ['2026-11-23T09:05:00.000Z', 'sq', '23.11.2026, 10:05'],
      ['2026-11-23T09:05:00.000Z', 'en', '23 Nov 2026, 10:05 CET'],
      ['2026-07-01T09:05:00.000Z', 'sq', '01.07.2026, 11:05'],
      ['2026-07-01T09:05:00.000Z', 'en', '1 Jul 2026, 11:05 CEST'],
      // the clocks go forward at 01:00 UTC on the last Sunday of March, and back in October
      ['2026-03-29T00:59:00.000Z', 'en', '29 Mar 2026, 01:59 CET'],
      ['2026-03-29T01:00:00.000Z', 'en', '29 Mar 2026, 03:00 CEST'],
      ['2026-10-25T01:00:00.000Z', 'en', '25 Oct 2026, 02:00 CET'],
      // the local date can be a day (and a year) later than the UTC one
      ['2026-12-31T23:30:00.000Z', 'sq', '01.01.2027, 00:30'],
      ['not a date', 'sq', 'not a date'],
    ];
    for (const [iso, lang, expected] of times) expect(formatDateTime(iso, lang), iso).toBe(expected);
    const releases: [iso: string, lang: 'sq' | 'en', expected: string][] = [
      ['2026-11-25T09:00:00.000Z', 'sq', '25 nëntorit 2026, 10:00'],
      ['2026-11-25T09:00:00.000Z', 'en', '25 November 2026, 10:00 CET'],
      ['2026-05-01T22:15:00.000Z', 'sq', '2 majit 2026, 00:15'],
    ];
    for (const [iso, lang, expected] of releases) expect(formatReleaseDate(iso, lang), iso).toBe(expected);
  });

  it('escapes every interpolated value and keeps script data blocks closed', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
    expect(html`<p>${'<b>'}${['<i>', html`<em>ok</em>`]}${null}${false}${0}</p>`.toString()).toBe('<p>&lt;b&gt;&lt;i&gt;<em>ok</em>0</p>');
    const json = jsonForScript({ s: '</script><script>alert(1)</script>&\u2028' }).toString();
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ s: '</script><script>alert(1)</script>&\u2028' });
  });

  it('reads budgets as people type them', () => {
    expect(parseBudget('1200')).toBe(1200);
    expect(parseBudget(' 1.200 € ')).toBe(1200);
    expect(parseBudget('1.200,50')).toBe(1200.5);
    expect(parseBudget('1,200.50')).toBe(1200.5);
    expect(parseBudget('1200,5')).toBe(1200.5);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('abc')).toBe('invalid');
    expect(parseBudget('12e3')).toBe('invalid');
  });
});

describe('product pages', () => {
  it('renders the Albanian canonical page with specs, offers table, hreflang and JSON-LD', async () => {
    const product = productWith((id) => pricedOffers(id).length >= 2 && model.summaryByProduct.get(id)!.inStock);
    const canonical = server.urls.productPage(product.id, product.name);
    const english = server.urls.productPageEn(product.id, product.name);
    const page = await get(local(canonical));
    expectHtml(page, 200, 'sq');
    expectAlternates(page, canonical, english, canonical);
    expect(page.html).toContain(`<h1>${escapeHtml(product.name)}</h1>`);
    expect(page.html).toContain('<link rel="stylesheet" href="/assets/site.css?v=');
    expect(page.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const offers = model.offersByProduct.get(product.id)!;
    const table = byId(page.html, 'offers-caption') && page.html.slice(page.html.indexOf('<table class="stack offers"'));
    expect(table).toContain('<th scope="col" role="columnheader">Dyqani</th>');
    for (const offer of offers) {
      const row = byId(page.html, `oferta-${offer.id}`);
      expect(row, `row of offer ${offer.id}`).not.toBeNull();
      const store = model.storeById.get(offer.storeId)!;
      expect(row).toContain(`<th scope="row" role="rowheader">${escapeHtml(store.name)}</th>`);
      expect(row).toContain(escapeHtml(store.city));
      if (offer.price !== null) expect(row).toContain(formatPrice(offer.price, 'sq'));
      expect(row).toContain(offer.retailerUrl);
      // the fixture's offers were updated at 08:00 UTC: 09:00 in Kosovo in November
      if (offer.lastUpdated) expect(row).toContain(`<time datetime="${offer.lastUpdated}">${offer.lastUpdated.slice(8, 10)}.11.2026, 09:00</time>`);
    }
    const summary = model.summaryByProduct.get(product.id)!;
    expect(byId(page.html, 'product-price')).toContain(formatPrice(summary.price!, 'sq'));

    // its structured data is checked in structured-data.test.ts
    expect(jsonLd(page.html)[0]['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['Product', 'BreadcrumbList']);

    // the release as a date in Kosovo time for people, its id only for tools
    const note = byId(page.html, 'release-note')!;
    expect(text(note)).toContain('Katalogu i 23 nëntorit 2026, 10:00');
    expect(text(note)).not.toContain(model.release.id);
    expect(note).toContain(`data-release="${model.release.id}"`);
    expect(note).toContain(`datetime="${model.release.generatedAt}"`);
  });

  it('draws the price history as an SVG chart with its summary, deal and price indication, in both languages', async () => {
    const product = productWith((id) => id % 4 !== 0 && model.summaryByProduct.get(id)!.price !== null && id !== HOSTILE_ID);
    const page = await get(local(server.urls.productPage(product.id, product.name)));
    const figure = page.html.slice(page.html.indexOf('<figure class="price-history">'), page.html.indexOf('</figure>') + 9);
    expect(figure).toContain('<svg class="price-chart" role="img" aria-labelledby="price-chart-title" aria-describedby="price-chart-summary"');
    expect(figure).toContain(`<title id="price-chart-title">Çmimi më i ulët në stok për ditë, 90 ditët e fundit: ${escapeHtml(product.name)}</title>`);
    // The history starts on 2026-09-01, six days into the window that ends on the release's day.
    expect(figure).toMatch(/<polyline [^>]*points="102\.0,12\.0 /);
    expect(figure).not.toMatch(/<script|style=/);
    const current = model.summaryByProduct.get(product.id)!.price!;
    const summary = text(byId(page.html, 'price-chart-summary')!).trim();
    expect(summary).toMatch(/^Nga 2026-09-01 deri më 2026-11-23: më i ulëti /);
    expect(summary).toContain(`tani ${formatPrice(current, 'sq')}`);
    // Today's price since 2026-11-20, below every earlier day: a record low; before it, 5% dearer.
    expect(byId(page.html, 'deal')).toContain('data-deal="record_low"');
    expect(text(byId(page.html, 'deal')!)).toContain('Çmimi më i ulët i 90 ditëve të fundit');
    expect(page.html).toContain(`Çmimi më i ulët në 30 ditët para çmimit aktual: ${formatPrice(Math.round(current * 1.05 * 100) / 100, 'sq')}.`);
    const english = await get(local(server.urls.productPageEn(product.id, product.name)));
    expect(text(byId(english.html, 'price-chart-summary')!).trim()).toMatch(/^From 2026-09-01 to 2026-11-23: lowest €/);
    expect(text(byId(english.html, 'deal')!)).toContain('Lowest price of the last 90 days');
    // The same release draws the same bytes.
    expect((await get(local(server.urls.productPage(product.id, product.name)))).html).toBe(page.html);
    // Without history the section says so.
    const plain = productWith((id) => id % 4 === 0);
    const without = await get(local(server.urls.productPage(plain.id, plain.name)));
    expect(without.html).toContain('Ende nuk ka histori çmimi për këtë produkt.');
    expect(without.html).not.toContain('<svg class="price-chart"');
  });

  it('renders the English variant with offer anchors and English prices', async () => {
    const page = await get(local(server.urls.productPageEn(HOSTILE_ID, HOSTILE_NAME)));
    expectHtml(page, 200, 'en');
    expectAlternates(page, server.urls.productPage(HOSTILE_ID, HOSTILE_NAME), server.urls.productPageEn(HOSTILE_ID, HOSTILE_NAME), server.urls.productPageEn(HOSTILE_ID, HOSTILE_NAME));
    for (const offer of model.offersByProduct.get(HOSTILE_ID)!) expect(page.html).toContain(`id="offer-${offer.id}"`);
    expect(byId(page.html, 'product-price')).toContain('€1,299.00');
    expect(text(page.html)).toContain('€1,349.50');
  });

  it('escapes hostile data everywhere, including JSON-LD and retailer links', async () => {
    for (const path of [local(server.urls.productPage(HOSTILE_ID, HOSTILE_NAME)), '/kerko?q=evil', `/kategori/gpu`]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('<script>alert');
      expect(page.html).not.toContain('<b>');
      expect(page.html).not.toContain('<i>Brand');
      expect(page.html).not.toMatch(/href="javascript:/i);
      expect(page.html.match(/<script\b/g)?.length ?? 0).toBe((page.html.match(/<\/script>/g) ?? []).length);
    }
    const page = await get(local(server.urls.productPage(HOSTILE_ID, HOSTILE_NAME)));
    expect(page.html.match(/<script\b/g)).toHaveLength(1);
    const [ld] = jsonLd(page.html)[0]['@graph'];
    expect(ld.name).toBe(HOSTILE_NAME);
    expect(ld.brand.name).toBe('<i>Brand</i>');
    expect(JSON.stringify(ld)).not.toContain('javascript:');
    expect(page.html).toContain('href="https://kalaja.example/p/&quot;&gt;&lt;x"');
  });

  it('answers any slug (or none) with a 301 to the canonical URL', async () => {
    const product = model.products[0];
    const canonical = server.urls.productPage(product.id, product.name);
    for (const path of [`/produkte/${product.id}`, `/produkte/${product.id}-wrong-slug`, `/produkte/0${product.id}-x`]) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe(local(canonical));
      const followed = await get(path);
      expect(followed.status).toBe(200);
      expect(followed.url).toBe(canonical);
    }
    const en = await fetch(`${server.url}/en/products/${product.id}?utm=x`, { redirect: 'manual' });
    expect(en.status).toBe(301);
    expect(en.headers.get('location')).toBe(`${local(server.urls.productPageEn(product.id, product.name))}?utm=x`);
  });

  it('answers unknown or malformed product ids with an HTML 404', async () => {
    for (const path of ['/produkte/999999', '/produkte/999999-nothing', '/en/products/999999', '/produkte/abc', '/produkte/1004/extra']) {
      const page = await get(path);
      expectHtml(page, 404, path.startsWith('/en') ? 'en' : 'sq');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a product a curated build names but the release lacks with a noindex page, not a 404', async () => {
    const page = await get(local(server.urls.productPage(UNLISTED_ID, 'CPU')));
    expectHtml(page, 200, 'sq');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain(local(server.urls.buildPage('fixture-flags')));
  });
});

describe('build pages', () => {
  it('shows parts, total and the missing and out-of-stock flags in both languages', async () => {
    const build = model.builds.find((b) => b.id === 'fixture-flags')!;
    const view = buildView(model, build);
    const sq = await get(local(server.urls.buildPage(build.id)));
    expectHtml(sq, 200, 'sq');
    expectAlternates(sq, server.urls.buildPage(build.id), server.urls.buildPageEn(build.id), server.urls.buildPage(build.id));
    expect(byId(sq.html, 'build-total')).toContain(formatPrice(view.total!, 'sq'));
    expect(sq.html.match(/data-missing="true"/g)).toHaveLength(view.missingPartCount);
    expect(sq.html.match(/data-out-of-stock="true"/g)).toHaveLength(view.outOfStockPartCount);
    expect(text(sq.html)).toContain('1 pjesë mungon ose është pa çmim');
    expect(sq.html).toContain(`href="${local(server.urls.builderPage(build.id))}"`);
    for (const part of view.parts) if (part.name) expect(sq.html).toContain(local(server.urls.productPage(part.part.productId, part.name)));

    const en = await get(local(server.urls.buildPageEn(build.id)));
    expectHtml(en, 200, 'en');
    expect(byId(en.html, 'build-total')).toContain(formatPrice(view.total!, 'en'));
    expect(text(en.html)).toContain('1 part is out of stock');
  });

  it('names curated builds in the page language, falling back to the catalog name', async () => {
    const sq = await get('/ndertime/fixture-ready');
    expect(sq.html).toContain('<h1>Ndërtimi i gatshëm i provës</h1>');
    expect(sq.html).toContain('<title>Ndërtimi i gatshëm i provës · ');
    const en = await get('/en/builds/fixture-ready');
    expect(en.html).toContain('<h1>Fixture ready build</h1>');
    const list = await get('/ndertime');
    expect(list.html).toContain('<strong>Ndërtimi i gatshëm i provës</strong>');
    expect(list.html).not.toContain('Fixture ready build');
    expect((await get('/ndertime/fixture-flags')).html).toContain('<h1>Fixture build with flags</h1>');
    const builder = await get(local(server.urls.builderPage('fixture-ready')));
    expect(builder.html).toContain('<legend>Pjesët nga „Ndërtimi i gatshëm i provës”</legend>');
  });

  it('lists the builds and answers unknown build ids with an HTML 404', async () => {
    const list = await get('/ndertime');
    expectHtml(list, 200, 'sq');
    for (const b of model.builds) expect(list.html).toContain(local(server.urls.buildPage(b.id)));
    expectHtml(await get('/ndertime/no-such-build'), 404, 'sq');
    expectHtml(await get('/en/builds/no-such-build'), 404, 'en');
  });
});

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

describe('builder page', () => {
  it('renders a labelled form and plans a posted (form-encoded) build', async () => {
    const empty = await get('/ndertuesi');
    expectHtml(empty, 200, 'sq');
    expectLabelledControls(empty);
    expect(empty.html).toContain('<form method="post" action="/ndertuesi"');
    expectAlternates(empty, server.urls.builderPage(), `${server.url}/en/builder`, server.urls.builderPage());

    const page = await post('/ndertuesi', { useCase: 'gaming', budget: '1200', requirements: '', inStockOnly: 'true', build: '' });
    expectHtml(page, 200, 'sq');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const rows = [...page.html.matchAll(/<tr data-category="(\w+)" data-product-id="(\d+)" role="row">/g)];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    let sum = 0;
    for (const [, , id] of rows) {
      expect(model.productById.has(Number(id))).toBe(true);
      sum += model.summaryByProduct.get(Number(id))!.price!;
    }
    expect(byId(page.html, 'plan-total')).toContain(formatPrice(Math.round(sum * 100) / 100, 'sq'));
    expect(sum).toBeLessThanOrEqual(1200);
    expect(page.html).toContain('<h3>Përputhshmëria</h3>');
    expect(page.html).toMatch(/<ul class="rationale"><li>/);
    expect(page.html).toContain('value="1200"');
  });

  it('plans from a GET link too (English) and keeps the in-stock default', async () => {
    const page = await get('/en/builder?useCase=workstation&budget=2000');
    expectHtml(page, 200, 'en');
    expect(page.html).toContain('id="plan-total"');
    expect(page.html).toMatch(/<input type="checkbox" id="inStockOnly" name="inStockOnly" value="true" checked>/);
    expect(page.html).toContain('Workstation profile');
  });

  it('pre-fills the snapshot from ?build= and keeps the checked parts in the plan', async () => {
    const build = model.builds.find((b) => b.id === 'fixture-ready')!;
    const page = await get(local(server.urls.builderPage(build.id)));
    expectHtml(page, 200, 'sq');
    expectLabelledControls(page);
    for (const part of build.parts) expect(page.html).toContain(`name="keep" value="${part.category}:${part.productId}" checked`);

    const kept = build.parts.filter((p) => p.category === 'CPU' || p.category === 'CASE');
    const planned = await post('/ndertuesi', {
      useCase: 'gaming',
      budget: '',
      build: build.id,
      snapshot: build.parts.map((p) => `${p.category}:${p.productId}`),
      keep: kept.map((p) => `${p.category}:${p.productId}`),
    });
    expectHtml(planned, 200, 'sq');
    for (const part of kept) expect(planned.html).toContain(`data-product-id="${part.productId}"`);
    expect(planned.html).toContain('U mbajtën pjesët që zgjodhët: procesori, kutia.');
    // unchecked parts are offered again, unchecked
    const dropped = build.parts.find((p) => p.category === 'GPU')!;
    expect(planned.html).toContain(`name="keep" value="GPU:${dropped.productId}">`);
  });

  it('re-renders the form with errors (400) for invalid input, and names an unknown build', async () => {
    const bad = await post('/en/builder', { useCase: 'mining', budget: 'lots' });
    expectHtml(bad, 400, 'en');
    expect(bad.html).toContain('role="alert"');
    expect(bad.html).toMatch(/id="budget"[^>]*aria-invalid="true"/);
    expect(bad.html).toMatch(/id="useCase"[^>]*aria-invalid="true"/);
    expect(bad.html).toContain('value="lots"');

    const snapshot = await post('/ndertuesi', { useCase: 'gaming', keep: 'GPU:999999' });
    expectHtml(snapshot, 400, 'sq');
    expect(snapshot.html).toContain('999999');

    const unknown = await get('/ndertuesi?build=nope');
    expectHtml(unknown, 200, 'sq');
    expect(unknown.html).toContain('„nope”');
  });
});

describe('home, stylesheet, release states', () => {
  it('links the home pages to categories, builds, builder and search', async () => {
    for (const [path, lang] of [
      ['/', 'sq'],
      ['/en', 'en'],
    ] as const) {
      const page = await get(path);
      expectHtml(page, 200, lang);
      expectLabelledControls(page);
      expectAlternates(page, `${server.url}/`, `${server.url}/en`, lang === 'sq' ? `${server.url}/` : `${server.url}/en`);
      const prefix = lang === 'sq' ? '' : '/en';
      for (const href of [
        lang === 'sq' ? '/kategori/cpu' : '/en/categories/cpu',
        lang === 'sq' ? '/ndertime/fixture-ready' : '/en/builds/fixture-ready',
        `${prefix}${lang === 'sq' ? '/ndertuesi' : '/builder'}`,
        `action="${prefix}${lang === 'sq' ? '/kerko' : '/search'}"`,
      ]) {
        expect(page.html).toContain(href);
      }
    }
    expectHtml(await get('/kategori'), 200, 'sq');
    expectHtml(await get('/en/categories'), 200, 'en');
  });

  it('serves the shared stylesheet with caching headers and revalidation', async () => {
    const home = await get('/');
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(home.html)![1];
    const css = await fetch(`${server.url}${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await css.text();
    expect(body).toContain(':focus-visible');
    expect(body).toContain('@media');
    const plain = await fetch(`${server.url}/assets/site.css`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = plain.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // fetch() turns a conditional request into a no-cache one, so revalidate with a plain http.get
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/assets/site.css`, { headers: { 'If-None-Match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('says so on every page when the release is degraded', async () => {
    server.setModel(fixtureModel({ degraded: true }));
    try {
      const page = await get('/en/builds/fixture-ready');
      expect(page.status).toBe(200);
      expect(byId(page.html, 'degraded-note')).toContain('last good local copy');
      expect(byId(page.html, 'release-note')).toContain('data-degraded="true"');
      const sq = await get('/');
      expect(text(sq.html)).toContain('kopja e fundit e mirë lokale');
    } finally {
      server.setModel(model);
    }
  });

  it('answers 503 HTML while no release is loaded, but still serves the stylesheet', async () => {
    server.setModel(null);
    try {
      for (const path of ['/', '/en/products/1', '/kategori/gpu', '/ndertuesi', '/kerko?q=rtx']) {
        const page = await get(path);
        expect(page.status, path).toBe(503);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('retry-after')).toBe('60');
        expect(htmlLang(page.html)).toBe(path.startsWith('/en') ? 'en' : 'sq');
      }
      expect((await fetch(`${server.url}/assets/site.css`)).status).toBe(200);
    } finally {
      server.setModel(model);
    }
  });
});
