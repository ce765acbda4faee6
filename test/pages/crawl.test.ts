/**
 * What search engines and browsers read besides the pages: meta descriptions, the icon,
 * robots.txt and the sitemaps (index, child files, hreflang alternates, per-release caching).
 * One page set's suite, so one file, over 300 lines.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { pageCount } from '../../facade/pages/category-page.js';
import { createCrawlRoutes, PRODUCTS_PER_FILE } from '../../facade/pages/crawl.js';
import { createPagePaths } from '../../facade/pages/paths.js';
import { decodeEntities, fetchPage, htmlLang } from './html.js';
import { fixtureModel, HOSTILE_ID, HOSTILE_NAME, pagesServerFor, UNLISTED_ID } from './fixture.js';

const model = fixtureModel();
const server = pagesServerFor(model);

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

/** GET without fetch()'s automatic Accept-Encoding and decompression. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

function parseUrlset(xml: string): SitemapEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => {
    const alternates: Record<string, string> = {};
    for (const [, lang, href] of inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
      expect(alternates[lang], `one ${lang} alternate`).toBeUndefined();
      alternates[lang] = decodeEntities(href);
    }
    return {
      loc: decodeEntities(/<loc>([^<]+)<\/loc>/.exec(inner)![1]),
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(inner)![1],
      alternates,
    };
  });
}

function parseIndex(xml: string): { loc: string; lastmod: string }[] {
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => ({ loc: decodeEntities(m[1]), lastmod: m[2] }));
}

/** Every entry of every child sitemap the index lists, with the file it came from. */
async function walkSitemaps(base: string): Promise<{ files: string[]; entries: (SitemapEntry & { file: string })[] }> {
  const index = await fetch(`${base}/sitemap.xml`);
  expect(index.status).toBe(200);
  const files = parseIndex(await index.text()).map((s) => s.loc);
  const entries: (SitemapEntry & { file: string })[] = [];
  for (const file of files) {
    const res = await fetch(file);
    expect(res.status, file).toBe(200);
    const xml = await res.text();
    expect(Buffer.byteLength(xml), `${file} stays under the protocol's 50 MB`).toBeLessThan(50 * 1024 * 1024);
    const urls = parseUrlset(xml);
    expect(urls.length, `${file} stays under the protocol's 50,000 URLs`).toBeLessThanOrEqual(50_000);
    entries.push(...urls.map((u) => ({ ...u, file })));
  }
  return { files, entries };
}

describe('meta descriptions', () => {
  it('every page has one description, in its language and about its content', async () => {
    const product = model.products.find((p) => model.summaryByProduct.get(p.id)!.price !== null)!;
    const cases: [string, 'sq' | 'en', RegExp][] = [
      ['/', 'sq', /dyqane të Kosovës/],
      ['/en', 'en', /stores in Kosovo/],
      ['/kategori', 'sq', /kategorisë/],
      ['/kategori/gpu', 'sq', /^Karta grafike \(GPU\): \d+ produkte/],
      ['/en/categories/gpu?page=2', 'en', /\(page 2 of \d+\)/],
      ['/ndertime', 'sq', /Konfigurime/],
      ['/ndertime/fixture-ready', 'sq', /^Ndërtimi i gatshëm i provës: ndërtim i gatshëm fillestar me 8 pjesë, gjithsej [\d.]+,\d\d €/],
      ['/en/builder', 'en', /use case and a budget/],
      ['/ndertuesi?useCase=gaming&budget=1000', 'sq', /ndërtuesi zgjedh/],
      ['/kerko', 'sq', /Kërkoni/],
      ['/en/search?q=rtx%204060', 'en', /^Search results for “rtx 4060”: \d+ products/],
      [new URL(server.urls.productPage(product.id, product.name)).pathname, 'sq', /nga [\d.]+,\d\d € në stok/],
      [new URL(server.urls.productPage(UNLISTED_ID, 'CPU')).pathname, 'sq', /nuk listohet/],
      ['/produkte/999999', 'sq', /nuk ekziston/],
    ];
    for (const [path, lang, pattern] of cases) {
      const page = await fetchPage(`${server.url}${path}`);
      expect(htmlLang(page.html), path).toBe(lang);
      const found = [...page.html.matchAll(/<meta name="description" content="([^"]*)">/g)].map((m) => decodeEntities(m[1]));
      expect(found, path).toHaveLength(1);
      expect(found[0], path).toMatch(pattern);
      expect(found[0], path).not.toMatch(/undefined|null|NaN/);
    }
    const hostile = await fetchPage(`${server.url}${new URL(server.urls.productPage(HOSTILE_ID, HOSTILE_NAME)).pathname}`);
    expect(hostile.html).toContain(`<meta name="description" content="Evil &lt;script&gt;`);
  });
});

describe('icon', () => {
  it('links an SVG icon and answers /favicon.ico with a PNG-in-ICO of the same drawing', async () => {
    const home = await fetchPage(`${server.url}/`);
    const svgHref = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(home.html)![1];
    expect(home.html).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32">');
    const svg = await get(svgHref);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svgText = await svg.text();
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32">/);

    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect(ico.headers.get('etag')).toBeTruthy();
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 2]);
    for (let i = 0; i < 2; i++) {
      const entry = 6 + 16 * i;
      const size = bytes.readUInt8(entry);
      const image = bytes.subarray(bytes.readUInt32LE(entry + 12), bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8));
      expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([size, size]);
      // the drawing itself: navy in the corner area and the centre (the die), amber on the chip body
      const idat = image.subarray(41, 41 + image.readUInt32BE(33));
      const rows = zlib.inflateSync(idat);
      const pixel = (x: number, y: number) => rows.subarray(y * (size * 4 + 1) + 1 + x * 4, y * (size * 4 + 1) + 1 + x * 4 + 4).toString('hex');
      const at = (gx: number, gy: number) => pixel(Math.floor((gx * size) / 32), Math.floor((gy * size) / 32));
      expect(at(2, 16)).toBe('10223dff');
      expect(at(16, 16)).toBe('10223dff');
      expect(at(10, 16)).toBe('fbbf24ff');
      // the rounded square leaves its corners transparent
      expect(pixel(0, 0)).toBe('00000000');
    }
    expect(svgText).toContain('fill="#fbbf24"');
  });
});

/** Google's reading of robots.txt: the longest matching rule wins, Allow on a tie; `?` is literal. */
function allowedByRobots(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)/.exec(line);
    if (!m || m[2] === '' || !path.startsWith(m[2])) continue;
    const allow = m[1] === 'Allow';
    if (m[2].length > best.length || (m[2].length === best.length && allow)) best = { length: m[2].length, allow };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('opens the pages, closes search results, plans and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await res.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`\nSitemap: ${server.url}/sitemap.xml\n`);
    const product = model.products[0];
    for (const path of [
      '/',
      '/en',
      new URL(server.urls.productPage(product.id, product.name)).pathname,
      '/en/products/1-x',
      '/kategori/gpu',
      '/kategori/gpu?page=2',
      '/ndertime/fixture-ready',
      '/ndertuesi',
      '/kerko',
      '/sitemap.xml',
      '/favicon.ico',
      '/agent-api/v1/openapi.json',
    ]) {
      expect(allowedByRobots(robots, path), path).toBe(true);
    }
    for (const path of [
      '/kerko?q=rtx',
      '/en/search?q=rtx&cursor=x',
      '/ndertuesi?useCase=gaming',
      '/en/builder?build=fixture-ready',
      '/agent-api/v1/search?q=rtx',
      '/agent-api/v1/products/1',
      '/agent-api/v1/build-plan',
      '/graphql',
      '/mcp',
    ]) {
      expect(allowedByRobots(robots, path), path).toBe(false);
    }
  });
});

describe('sitemaps', () => {
  it('list every product, category page and build in both languages with hreflang alternates, and nothing noindex', async () => {
    const { files, entries } = await walkSitemaps(server.url);
    expect(files.map((f) => f.slice(server.url.length))).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml']);
    const lastmod = model.release.generatedAt.replace(/\.\d+Z$/, 'Z');
    const locs = new Set<string>();
    for (const e of entries) {
      expect(e.lastmod).toBe(lastmod);
      expect(locs.has(e.loc), `${e.loc} listed once`).toBe(false);
      locs.add(e.loc);
      expect(Object.keys(e.alternates).sort()).toEqual(['en', 'sq', 'x-default']);
      expect(e.alternates['x-default']).toBe(e.alternates.sq);
      expect([e.alternates.sq, e.alternates.en]).toContain(e.loc);
    }
    const paths = createPagePaths(server.urls);
    const expected: string[] = [];
    for (const lang of ['sq', 'en'] as const) {
      expected.push(paths.home(lang), paths.categories(lang), paths.builds(lang), paths.builder(lang));
      for (const p of model.products) expected.push(paths.product(lang, p.id, p.name));
      for (const c of CATEGORIES) for (let n = 1; n <= pageCount(model, c); n++) expected.push(paths.category(lang, CATEGORY_SLUGS[c], n));
      for (const b of model.builds) expected.push(paths.build(lang, b.id));
    }
    expect([...locs].sort()).toEqual(expected.sort());
    expect([...locs].some((l) => l.includes(String(UNLISTED_ID)))).toBe(false);
    // products only in the product files, the rest only in pages.xml
    for (const e of entries) expect(e.file.endsWith('/products-1.xml'), e.loc).toBe(/\/(produkte|en\/products)\//.test(e.loc));
  });

  it('lists URLs that answer as indexable canonical pages', async () => {
    const { entries } = await walkSitemaps(server.url);
    // every fixed page and build, and an even sample of the (many) product and category pages
    const step = Math.ceil(entries.length / 120);
    const sample = entries.filter((e, i) => !/\/(produkte|en\/products|kategori|en\/categories)\//.test(e.loc) || i % step === 0);
    expect(sample.length).toBeGreaterThan(40);
    for (const e of sample) {
      const page = await fetchPage(e.loc, { redirect: 'manual' });
      expect(page.status, e.loc).toBe(200);
      expect(page.html, e.loc).not.toContain('<meta name="robots" content="noindex">');
      expect(page.html, e.loc).toContain(`<link rel="canonical" href="${e.loc.replace(/&/g, '&amp;')}">`);
    }
  });

  it('sends gzip to clients that accept it, plain XML to others, revalidates and changes with the release', async () => {
    const url = `${server.url}/sitemaps/products-1.xml`;
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.body.length * 5).toBeLessThan(plain.body.length);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);

    const again = await rawGet(url, { 'If-None-Match': plain.headers.etag! });
    expect(again.status).toBe(304);

    const next = buildReadModel({
      ...model.release,
      id: 'rel-20261124T090000Z-next',
      generatedAt: '2026-11-24T09:00:00.000Z',
      stores: model.stores,
      products: model.products,
      offers: [...model.offersByProduct.values()].flat(),
      builds: model.builds,
    });
    server.setModel(next);
    try {
      const changed = await rawGet(url, { 'If-None-Match': plain.headers.etag! });
      expect(changed.status).toBe(200);
      expect(changed.body.toString()).toContain('<lastmod>2026-11-24T09:00:00Z</lastmod>');
    } finally {
      server.setModel(model);
    }
  });

  it('splits products into files of at most the per-file figure, in id order, without gaps or repeats', async () => {
    expect(PRODUCTS_PER_FILE * 2).toBeLessThanOrEqual(50_000);
    const app = express();
    const urls = server.urls;
    const perFile = Math.ceil(model.products.length / 7);
    const routes = createCrawlRoutes({ urls, paths: createPagePaths(urls), currentModel: () => model, productsPerFile: perFile });
    app.get('/sitemap.xml', routes.sitemapIndex);
    app.get('/sitemaps/:file', routes.sitemap);
    app.use((_req, res) => res.status(404).send('none'));
    const small = http.createServer(app);
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    try {
      const index = parseIndex(await (await fetch(`${base}/sitemap.xml`)).text());
      const files = index.map((s) => s.loc.replace(server.url, base));
      expect(files).toHaveLength(1 + Math.ceil(model.products.length / perFile));
      expect(files.length).toBeGreaterThan(3);
      const ids: number[] = [];
      for (const file of files.slice(1)) {
        const entries = parseUrlset(await (await fetch(file)).text());
        expect(entries.length).toBeLessThanOrEqual(2 * perFile);
        for (const e of entries) if (/\/produkte\//.test(e.loc)) ids.push(Number(/\/produkte\/(\d+)-/.exec(e.loc)![1]));
      }
      expect(ids).toEqual(model.products.map((p) => p.id).sort((a, b) => a - b));
      expect((await fetch(`${base}/sitemaps/products-${files.length}.xml`)).status).toBe(404);
      for (const bad of ['index.xml', 'products-0.xml', 'products-1', 'pages.xml.gz', 'products-01.xml']) {
        expect((await fetch(`${base}/sitemaps/${bad}`)).status, bad).toBe(404);
      }
    } finally {
      small.closeAllConnections();
      await new Promise<void>((resolve) => small.close(() => resolve()));
    }
  });

  it('answers 503 while no release is loaded; robots.txt and the icon still answer', async () => {
    server.setModel(null);
    try {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect((await get('/sitemaps/pages.xml')).status).toBe(503);
      expect((await get('/robots.txt')).status).toBe(200);
      expect((await get('/favicon.ico')).status).toBe(200);
    } finally {
      server.setModel(model);
    }
  });
});
