/**
 * The whole service over the shipped catalog: every page URL the agent API hands out must
 * answer an HTML page (200), and product pages must agree with the API about their offers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../facade/pages/html.js';
import { shippedCatalogDir } from '../../src/paths.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { fetchPage, htmlLang, jsonLd, linkHref } from './html.js';
import { collectHandedOutUrls } from './walk.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
});
afterAll(async () => server?.close());

/** The walk means nothing over an empty release: say plainly when the shipped catalog is not there yet. */
function requireShippedCatalog(): void {
  const model = server.holder.current();
  const priced = model ? model.products.filter((p) => model.summaryByProduct.get(p.id)?.price != null).length : 0;
  expect(priced, 'the shipped catalog (seeds/catalog: products, feeds, builds.json) must publish priced products').toBeGreaterThan(0);
  expect(model!.builds.length, 'the shipped catalog must have curated builds (seeds/catalog/builds.json)').toBeGreaterThan(0);
}

async function inBatches<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

describe('page URLs handed out by the agent API', () => {
  it('answers every one with 200 text/html, offer anchors included', async () => {
    requireShippedCatalog();
    const { urls, counts } = await collectHandedOutUrls(server.base);
    // the walk must actually cover each kind of URL the brief names
    for (const kind of [
      'builds[].pageUrl',
      'builds[].builderUrl',
      'builds[].parts[].serviceUrl',
      'builds[].parts[].englishUrl',
      'search.results[].serviceUrl',
      'search.results[].englishUrl',
      'search.results[].offers[].serviceUrl',
      'search.results[].offers[].englishUrl',
      'product.serviceUrl',
      'product.offers[].englishUrl',
      'plan.parts[].productUrl',
      'plan.citations[].url',
      'zeroMatch.suggestions[].url',
    ]) {
      expect(counts[kind] ?? 0, `URLs from ${kind}`).toBeGreaterThan(0);
    }

    const own = urls.filter(({ url }) => new URL(url).origin === new URL(server.url).origin);
    expect(own.map((u) => u.from)).toEqual(urls.map((u) => u.from)); // none of these fields points off-site

    const byPage = new Map<string, { fragments: Set<string>; from: string }>();
    for (const { url, from } of own) {
      const [page, fragment] = url.split('#');
      const entry = byPage.get(page) ?? { fragments: new Set<string>(), from };
      if (fragment) entry.fragments.add(fragment);
      byPage.set(page, entry);
    }
    const failures = (
      await inBatches([...byPage], 8, async ([url, { fragments, from }]) => {
        const page = await fetchPage(url);
        const problems: string[] = [];
        if (page.status !== 200) problems.push(`status ${page.status}`);
        if (page.headers.get('content-type') !== 'text/html; charset=utf-8') problems.push(`content-type ${page.headers.get('content-type')}`);
        if (!['sq', 'en'].includes(htmlLang(page.html) ?? '')) problems.push('no html lang');
        if (!linkHref(page.html, 'canonical')) problems.push('no canonical link');
        for (const fragment of fragments) if (!page.html.includes(`id="${fragment}"`)) problems.push(`no element #${fragment}`);
        return problems.length ? `${url} (from ${from}): ${problems.join(', ')}` : null;
      })
    ).filter((f) => f !== null);
    expect(failures).toEqual([]);
  });
});

describe('curated builds through the full app', () => {
  it('keep their Albanian names through publish and load for the Albanian pages, while the API keeps its names', async () => {
    requireShippedCatalog();
    const shipped = JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'builds.json'), 'utf8')) as { id: string; name: string; nameSq?: string }[];
    const api = (await (await fetch(`${server.base}/builds`)).json()) as { builds: Record<string, unknown>[] };
    expect(JSON.stringify(api)).not.toContain('nameSq');
    for (const build of shipped) {
      expect(build.nameSq, `${build.id} has an Albanian name`).toBeTruthy();
      const listed = api.builds.find((b) => b.id === build.id)!;
      expect(listed.name).toBe(build.name);
      const sq = await fetchPage(listed.pageUrl as string);
      expect(sq.html).toContain(`<h1>${escapeHtml(build.nameSq!)}</h1>`);
      const en = await fetchPage((listed.pageUrl as string).replace('/ndertime/', '/en/builds/'));
      expect(en.html).toContain(`<h1>${escapeHtml(build.name)}</h1>`);
    }
  });
});

describe('product pages through the full app', () => {
  it('agree with the API: canonical and hreflang are its serviceUrl/englishUrl, JSON-LD counts all its offers and quotes its price', async () => {
    requireShippedCatalog();
    const search = await (await fetch(`${server.base}/search?q=rtx%204060`)).json();
    const id = search.results[0].id as number;
    const { product } = await (await fetch(`${server.base}/products/${id}`)).json();
    for (const [url, lang] of [
      [product.serviceUrl, 'sq'],
      [product.englishUrl, 'en'],
    ] as const) {
      const page = await fetchPage(url);
      expect(page.status).toBe(200);
      expect(htmlLang(page.html)).toBe(lang);
      expect(linkHref(page.html, 'canonical')).toBe(url);
      expect(linkHref(page.html, 'alternate', 'sq')).toBe(product.serviceUrl);
      expect(linkHref(page.html, 'alternate', 'en')).toBe(product.englishUrl);
      expect(linkHref(page.html, 'alternate', 'x-default')).toBe(product.serviceUrl);
      const ld = jsonLd(page.html)[0]['@graph'].find((d: { '@type': string }) => d['@type'] === 'Product');
      const inStock = product.offers.filter((o: any) => o.price !== null && o.availability === 'in_stock');
      expect(ld.offers.offerCount).toBe(product.offers.length);
      expect(ld.offers.offers).toHaveLength(product.offers.length);
      expect(ld.offers.lowPrice).toBe(Math.min(...inStock.map((o: any) => o.price)));
      expect(ld.offers.lowPrice).toBe(product.price);
      for (const offer of product.offers) expect(page.html).toContain(`id="${lang === 'sq' ? 'oferta' : 'offer'}-${offer.id}"`);
    }
  });

  it('answers unknown products, builds and categories with HTML 404s, and leaves the API 404s alone', async () => {
    for (const path of ['/produkte/999999-nothing', '/en/products/999999', '/ndertime/no-such-build', '/en/builds/no-such-build', '/kategori/toasters']) {
      const page = await fetchPage(`${server.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const api = await fetch(`${server.base}/products/999999`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves the home pages and the stylesheet through the full app', async () => {
    expect((await fetchPage(`${server.url}/`)).status).toBe(200);
    expect((await fetchPage(`${server.url}/en`)).status).toBe(200);
    const css = await fetch(`${server.url}/assets/site.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});
