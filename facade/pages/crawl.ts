/**
 * What crawlers read before the pages: robots.txt and the sitemaps. The sitemap is an index
 * (`/sitemap.xml`) of child sitemaps: one for the fixed, category and build pages, then the
 * product pages in files of PRODUCTS_PER_FILE products. Each page is listed in both languages,
 * each entry with its hreflang alternates, so a file holds at most 2 × PRODUCTS_PER_FILE URLs
 * (the protocol allows 50,000 and 50 MB). `lastmod` is the release's date.
 *
 * Files are built on first request and kept gzipped per release (for 26,000 products: 27 MB
 * of XML in four files, 1 MB gzipped); they are dropped with the release.
 */
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import type { Urls } from '../../src/urls.js';
import { pageCount } from './category-page.js';
import type { Lang } from './format.js';
import type { PagePaths } from './paths.js';

export const PRODUCTS_PER_FILE = 10_000;
const CACHE = 'public, max-age=300';

/** One page in both languages. */
interface Page {
  sq: string;
  en: string;
}

interface CachedFile {
  gzip: Buffer;
  /** Release and file, for the entity tag. */
  tag: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime without milliseconds. */
const lastmodOf = (model: ReadModel) => model.release.generatedAt.replace(/\.\d+Z$/, 'Z');

function urlset(pages: readonly Page[], lastmod: string): string {
  const entry = (own: string, page: Page) =>
    `<url><loc>${escapeXml(own)}</loc><lastmod>${lastmod}</lastmod>` +
    `<xhtml:link rel="alternate" hreflang="sq" href="${escapeXml(page.sq)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(page.en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.sq)}"/></url>\n`;
  const body = pages.map((p) => entry(p.sq, p) + entry(p.en, p)).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}</urlset>\n`;
}

const both = (url: (lang: Lang) => string): Page => ({ sq: url('sq'), en: url('en') });

/** The indexable pages that are not products: home, the lists, every category page and every build. */
function fixedPages(model: ReadModel, paths: PagePaths): Page[] {
  const pages = [both(paths.home), both(paths.categories)];
  for (const category of CATEGORIES) {
    const slug = CATEGORY_SLUGS[category];
    for (let page = 1; page <= pageCount(model, category); page++) pages.push(both((lang) => paths.category(lang, slug, page)));
  }
  pages.push(both(paths.builds));
  for (const build of model.builds) pages.push(both((lang) => paths.build(lang, build.id)));
  pages.push(both((lang) => paths.builder(lang)));
  return pages;
}

export interface CrawlRoutes {
  robots: RequestHandler;
  sitemapIndex: RequestHandler;
  sitemap: RequestHandler;
}

export function createCrawlRoutes(deps: {
  urls: Urls;
  paths: PagePaths;
  currentModel(): ReadModel | null;
  /** Tests split a small catalog into several files with a lower figure. */
  productsPerFile?: number;
}): CrawlRoutes {
  const { urls, paths } = deps;
  const perFile = deps.productsPerFile ?? PRODUCTS_PER_FILE;
  const cache = new WeakMap<ReadModel, Map<string, CachedFile>>();
  const productIds = new WeakMap<ReadModel, number[]>();

  const sortedProductIds = (model: ReadModel) => {
    let ids = productIds.get(model);
    if (!ids) {
      ids = model.products.map((p) => p.id).sort((a, b) => a - b);
      productIds.set(model, ids);
    }
    return ids;
  };
  const productFileCount = (model: ReadModel) => Math.ceil(sortedProductIds(model).length / perFile);

  /** The XML of a file name in this release, or null for a name that is not one of its files. */
  const build = (model: ReadModel, name: string): string | null => {
    const lastmod = lastmodOf(model);
    if (name === 'index') {
      const files = ['pages', ...Array.from({ length: productFileCount(model) }, (_, i) => `products-${i + 1}`)];
      const entries = files.map((f) => `<sitemap><loc>${escapeXml(`${urls.site}/sitemaps/${f}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>\n`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
    }
    if (name === 'pages') return urlset(fixedPages(model, paths), lastmod);
    const m = /^products-([1-9]\d{0,5})$/.exec(name);
    if (!m || Number(m[1]) > productFileCount(model)) return null;
    const start = (Number(m[1]) - 1) * perFile;
    const pages = sortedProductIds(model)
      .slice(start, start + perFile)
      .map((id) => {
        const name = model.productById.get(id)!.name;
        return both((lang) => paths.product(lang, id, name));
      });
    return urlset(pages, lastmod);
  };

  const file = (model: ReadModel, name: string): CachedFile | null => {
    let files = cache.get(model);
    if (!files) {
      files = new Map();
      cache.set(model, files);
    }
    const cached = files.get(name);
    if (cached) return cached;
    const xml = build(model, name);
    if (xml === null) return null;
    const made = { gzip: zlib.gzipSync(xml), tag: `${model.release.id}-${name}` };
    files.set(name, made);
    return made;
  };

  const serve =
    (name: (params: Record<string, string>) => string): RequestHandler =>
    (req, res, next) => {
      const model = deps.currentModel();
      if (!model) {
        res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The catalog is loading; try again in a minute.\n');
        return;
      }
      const found = file(model, name(req.params as Record<string, string>));
      if (!found) return next();
      const gzip = req.acceptsEncodings('gzip') === 'gzip';
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', CACHE);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', `"${found.tag}${gzip ? '-gz' : ''}"`);
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.send(gzip ? found.gzip : zlib.gunzipSync(found.gzip));
    };

  const robots = [
    '# Product, category and build pages are open to crawlers; search results, plans and the API are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /kerko?',
    'Disallow: /en/search?',
    'Disallow: /ndertuesi?',
    'Disallow: /en/builder?',
    'Disallow: /agent-api/',
    'Allow: /agent-api/v1/openapi.json',
    'Disallow: /graphql',
    'Disallow: /mcp',
    'Disallow: /oauth/',
    'Disallow: /api/',
    `Sitemap: ${urls.site}/sitemap.xml`,
    '',
  ].join('\n');

  return {
    robots: (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('text/plain').send(robots);
    },
    sitemapIndex: serve(() => 'index'),
    sitemap: serve((params) => /^(pages|products-[1-9]\d{0,5})\.xml$/.exec(params.file)?.[1] ?? ''),
  };
}
