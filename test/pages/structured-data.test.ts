/**
 * Every page's JSON-LD passes the schema.org vocabulary check and Google's rich-result rules
 * (test/pages/schema-org.ts), and says what the page shows: the offers, prices and
 * identifiers of a product, the trail of the breadcrumb, the entries of a listing.
 */
import { describe, expect, it } from 'vitest';
import { buildView } from '../../src/catalog/builds.js';
import type { Product } from '../../src/catalog/types.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { PAGE_SIZE } from '../../facade/pages/category-page.js';
import { gtinProperty } from '../../facade/pages/structured-data.js';
import { fixtureModel, HOSTILE_ID, HOSTILE_NAME, INVALID_EAN, pagesServerFor, VALID_EAN } from './fixture.js';
import { decodeEntities, fetchPage, jsonLd, linkHref, type Page } from './html.js';
import { googleIssues, graphNodes, vocabularyIssues } from './schema-org.js';

const model = fixtureModel();
const server = pagesServerFor(model);

const path = (url: string) => url.slice(server.url.length);
const offersOf = (id: number) => model.offersByProduct.get(id) ?? [];

/**
 * Google's "recommended" fields the data cannot truthfully fill: the catalog has no reviews or
 * ratings, and stores publish no date until which a price holds.
 */
const ACCEPTED_WARNINGS = new Set(['Product:aggregateRating', 'Product:review', 'Offer:priceValidUntil']);

/** The page's one JSON-LD document, after it passed both checks; null when the page has none. */
async function validStructuredData(page: Page): Promise<Record<string, any> | null> {
  const docs = jsonLd(page.html);
  expect(docs.length, `${page.url}: at most one JSON-LD block`).toBeLessThanOrEqual(1);
  if (docs.length === 0) return null;
  const doc = docs[0];
  expect(vocabularyIssues(doc), page.url).toEqual([]);
  const google = await googleIssues(doc);
  expect(
    google.filter((i) => i.severity === 'ERROR'),
    page.url,
  ).toEqual([]);
  for (const w of google) expect(ACCEPTED_WARNINGS.has(`${w.type}:${w.fields[0]}`), `${page.url}: ${w.type} ${w.message}`).toBe(true);
  return doc;
}

const nodesOf = (doc: Record<string, any> | null, type: string) => (doc ? graphNodes(doc).filter((n) => n['@type'] === type) : []) as Record<string, any>[];

/** The visible breadcrumb: link texts and targets, then the current page's name. */
function visibleTrail(page: Page): { name: string; href: string | null }[] {
  const nav = /<nav aria-label="[^"]+" class="crumbs"><ol>([\s\S]*?)<\/ol><\/nav>/.exec(page.html)![1];
  return [...nav.matchAll(/<li(?: aria-current="page")?>(?:<a href="([^"]+)">([^<]*)<\/a>|([^<]*))<\/li>/g)].map((m) => ({
    name: decodeEntities(m[2] ?? m[3]),
    href: m[1] ? decodeEntities(m[1]) : null,
  }));
}

function expectBreadcrumbMatchesPage(page: Page, doc: Record<string, any> | null): void {
  const [list] = nodesOf(doc, 'BreadcrumbList');
  expect(list, `${page.url} has a BreadcrumbList`).toBeDefined();
  const trail = visibleTrail(page);
  expect(list.itemListElement.map((i: any) => i.position)).toEqual(trail.map((_, i) => i + 1));
  expect(list.itemListElement.map((i: any) => i.name)).toEqual(trail.map((c) => c.name));
  expect(list.itemListElement.slice(0, -1).map((i: any) => path(i.item))).toEqual(trail.slice(0, -1).map((c) => c.href));
  expect(list.itemListElement.at(-1).item).toBe(linkHref(page.html, 'canonical'));
}

describe('structured data on every kind of page', () => {
  it('passes on home, lists, categories, builds, search, builder and message pages in both languages', async () => {
    const paths = [
      '/',
      '/en',
      '/kategori',
      '/en/categories',
      ...CATEGORIES.flatMap((c) => [`/kategori/${CATEGORY_SLUGS[c]}`, `/en/categories/${CATEGORY_SLUGS[c]}`]),
      '/kategori/gpu?page=2',
      '/ndertime',
      '/en/builds',
      ...model.builds.flatMap((b) => [path(server.urls.buildPage(b.id)), path(server.urls.buildPageEn(b.id))]),
      '/kerko?q=rtx%204060',
      '/en/search?q=zzzzqqqq',
      '/ndertuesi',
      '/en/builder?useCase=gaming&budget=1200',
      '/produkte/999999',
    ];
    const seen = new Set<string>();
    for (const p of paths) {
      const page = await fetchPage(`${server.url}${p}`);
      expect(page.status, p).toBeLessThan(500);
      const doc = await validStructuredData(page);
      for (const node of doc ? graphNodes(doc) : []) seen.add(String(node['@type']));
    }
    expect([...seen].sort()).toEqual(['BreadcrumbList', 'ItemList', 'WebSite']);
  });

  it('passes on product pages of every kind: priced, partly unpriced, unpriced, out of stock, with and without a GTIN', async () => {
    const allUnpriced = model.products.find((p) => offersOf(p.id).length > 0 && offersOf(p.id).every((o) => o.price === null));
    const outOfStock = model.products.find((p) => offersOf(p.id).some((o) => o.price !== null) && offersOf(p.id).every((o) => o.availability === 'out_of_stock'));
    expect(allUnpriced, 'the fixture has a product without any price').toBeDefined();
    expect(outOfStock, 'the fixture has a product out of stock everywhere').toBeDefined();
    const products: Product[] = [model.products[0], model.products[1], model.productById.get(HOSTILE_ID)!, allUnpriced!, outOfStock!];
    for (const product of products) {
      for (const url of [server.urls.productPage(product.id, product.name), server.urls.productPageEn(product.id, product.name)]) {
        const page = await fetchPage(url);
        expect(page.status).toBe(200);
        const doc = await validStructuredData(page);
        expectBreadcrumbMatchesPage(page, doc);
        expect(JSON.stringify(doc)).not.toContain('priceValidFrom');
        const offers = offersOf(product.id);
        const priced = offers.filter((o) => o.price !== null);
        const [node] = nodesOf(doc, 'Product');
        if (priced.length === 0) {
          // no price, no product result: the page still has its breadcrumb
          expect(node, url).toBeUndefined();
          continue;
        }
        expect(node.name).toBe(product.name);
        expect(node.url).toBe(linkHref(page.html, 'canonical'));
        const agg = node.offers;
        // every offer the page shows is counted and listed, priced or not
        expect(agg.offerCount).toBe(offers.length);
        expect(page.html.match(/data-offer-id="/g)).toHaveLength(offers.length);
        expect(agg.offers).toHaveLength(offers.length);
        const inStock = priced.filter((o) => o.availability === 'in_stock').map((o) => o.price!);
        const quoted = inStock.length ? inStock : priced.map((o) => o.price!);
        expect([agg.lowPrice, agg.highPrice]).toEqual([Math.min(...quoted), Math.max(...quoted)]);
        expect(agg.availability).toBe(inStock.length ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
        offers.forEach((o, i) => {
          const offer = agg.offers[i];
          expect(offer.price).toBe(o.price ?? undefined);
          expect(offer.priceCurrency).toBe(o.price === null ? undefined : 'EUR');
          expect(offer.validFrom).toBe(o.lastUpdated ?? undefined);
          expect(offer.url).toBe(/^https?:/.test(o.retailerUrl) ? o.retailerUrl : undefined);
          expect(offer.seller).toEqual({ '@type': 'Organization', name: model.storeById.get(o.storeId)!.name });
        });
        if (product.brand) expect(node.brand).toEqual({ '@type': 'Brand', name: product.brand });
        expect(node.mpn).toBe(product.mpn ?? undefined);
        expect(node.gtin13).toBe(product.ean === VALID_EAN ? VALID_EAN : undefined);
        expect(JSON.stringify(node)).not.toContain(INVALID_EAN);
      }
    }
    const hostile = await fetchPage(server.urls.productPage(HOSTILE_ID, HOSTILE_NAME));
    expect(nodesOf(jsonLd(hostile.html)[0], 'Product')[0].offers.offerCount).toBe(3);
  });
});

describe('listings and builds', () => {
  it('category pages list their products in table order with absolute positions, under a breadcrumb', async () => {
    const page = await fetchPage(`${server.url}/en/categories/gpu?page=2`);
    const doc = await validStructuredData(page);
    expectBreadcrumbMatchesPage(page, doc);
    const [list] = nodesOf(doc, 'ItemList');
    const rows = [...page.html.matchAll(/<tr data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(list.itemListElement.map((i: any) => i.url)).toEqual(rows.map((id) => server.urls.productPageEn(id, model.productById.get(id)!.name)));
    expect(list.itemListElement.map((i: any) => i.position)).toEqual(rows.map((_, i) => PAGE_SIZE + i + 1));
    expect(list.numberOfItems).toBe(rows.length);
  });

  it('search pages list their results', async () => {
    const page = await fetchPage(`${server.url}/kerko?q=rtx%204060`);
    const [list] = nodesOf(await validStructuredData(page), 'ItemList');
    const rows = [...page.html.matchAll(/<tr data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(rows.length).toBeGreaterThan(0);
    expect(list.itemListElement.map((i: any) => i.url)).toEqual(rows.map((id) => server.urls.productPage(id, model.productById.get(id)!.name)));
  });

  it('build pages list their parts as products with the price the build counts, and name the missing ones', async () => {
    for (const build of model.builds) {
      const view = buildView(model, build);
      const page = await fetchPage(server.urls.buildPage(build.id));
      const doc = await validStructuredData(page);
      expectBreadcrumbMatchesPage(page, doc);
      const [list] = nodesOf(doc, 'ItemList');
      expect(list.numberOfItems).toBe(build.parts.length);
      view.parts.forEach((part, i) => {
        const entry = list.itemListElement[i];
        expect(entry.position).toBe(i + 1);
        if (part.name === null || part.price === null) {
          expect(entry.item, `part ${i} has no product node`).toBeUndefined();
          expect(entry.name).toBeTruthy();
          return;
        }
        expect(entry.item['@type']).toBe('Product');
        expect(entry.item.name).toBe(part.name);
        expect(entry.item.url).toBe(server.urls.productPage(part.part.productId, part.name));
        expect(entry.item.offers).toMatchObject({ '@type': 'Offer', price: part.price, priceCurrency: 'EUR' });
        expect(entry.item.offers.availability).toBe(part.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
      });
    }
  });
});

describe('the validators themselves', () => {
  const doc = (nodes: Record<string, unknown>[]) => ({ '@context': 'https://schema.org', '@graph': nodes });
  const offer = { '@type': 'Offer', price: 10, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' };
  const product = { '@type': 'Product', name: 'X', offers: offer };

  it('accept a valid product and reject what schema.org does not define', () => {
    expect(vocabularyIssues(doc([product]))).toEqual([]);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...product, offers: { ...offer, priceValidFrom: '2026-11-20T08:00:00.000Z' } }, /priceValidFrom: not a schema.org property of Offer/],
      [{ ...product, offers: { ...offer, availability: 'InStock' } }, /availability: "InStock" is not one of the expected types/],
      [{ ...product, offers: { '@type': 'AggregateOffer', lowPrice: 1, priceCurrency: 'EUR', offerCount: '3' } }, /offerCount: "3"/],
      [{ ...product, offers: { ...offer, seller: { '@type': 'Product', name: 'Y' } } }, /seller: Product is not one of the expected types/],
      [{ ...product, '@type': 'Prodcut' }, /unknown @type "Prodcut"/],
      [{ ...product, offers: { ...offer, validFrom: 'yesterday' } }, /validFrom: "yesterday"/],
      [{ ...product, brand: { name: 'Z' } }, /brand: a nested node needs a single @type/],
    ];
    for (const [node, pattern] of cases) expect(vocabularyIssues(doc([node])).join('\n')).toMatch(pattern);
    expect(vocabularyIssues({ '@context': 'http://schema.org', '@graph': [product] }).join('\n')).toMatch(/@context/);
  });

  it("report Google's required fields as errors", async () => {
    const errors = async (node: Record<string, unknown>) =>
      (await googleIssues(doc([node])))
        .filter((i) => i.severity === 'ERROR')
        .map((i) => i.message)
        .join('\n');
    expect(await errors(product)).toBe('');
    expect(await errors({ '@type': 'Product', name: 'X' })).toMatch(/"aggregateRating", "offers" or "review"/);
    expect(await errors({ ...product, offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', offerCount: 2 } })).toMatch(/lowPrice/);
    expect(await errors({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', name: 'A', item: 'https://x.example/' }] })).toMatch(/position/);
  });

  it('take GTINs only with a valid GS1 check digit', () => {
    expect(gtinProperty(VALID_EAN)).toEqual({ gtin13: VALID_EAN });
    expect(gtinProperty(INVALID_EAN)).toBeNull();
    expect(gtinProperty('96385074')).toEqual({ gtin8: '96385074' });
    expect(gtinProperty('036000291452')).toEqual({ gtin12: '036000291452' });
    expect(gtinProperty('10036000291459')).toEqual({ gtin14: '10036000291459' });
    expect(gtinProperty('ABC')).toBeNull();
    expect(gtinProperty(null)).toBeNull();
  });
});
