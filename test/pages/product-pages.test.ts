/** Product pages: specs, offers, price history, language variants, canonical URLs and hostile data. */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../facade/pages/format.js';
import { escapeHtml } from '../../facade/pages/html.js';
import { fixtureModel, HOSTILE_ID, HOSTILE_NAME, pagesServerFor, UNLISTED_ID } from './fixture.js';
import { byId, jsonLd, text, pageClient } from './html.js';
import { expectHtml, expectAlternates } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get, local } = pageClient(server);
const pricedOffers = (id: number) => (model.offersByProduct.get(id) ?? []).filter((o) => o.price !== null);
const productWith = (pred: (id: number) => boolean) => model.products.find((p) => pred(p.id))!;

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
