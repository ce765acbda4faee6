/**
 * The server-rendered HTML site: product, build, builder, category, search and home pages in
 * Albanian (canonical, at the root) and English (under /en), plus the shared stylesheet, the
 * icon, robots.txt and the sitemaps.
 * Every page renders from the in-memory read model of the current release; nothing here does
 * I/O per request. Without a release the pages answer 503.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { toHttpError } from '../errors.js';
import type { RatePolicy } from '../../src/config.js';
import { anonymousKey, createPolicyLimiter } from '../../src/ratelimit/limiter.js';
import type { RateLimitStoreFactory } from '../../src/ratelimit/store.js';
import { strictRouter } from '../../src/http/routing.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { slugify, type Urls } from '../../src/urls.js';
import type { Secrets } from '../../src/secrets.js';
import { DomainError } from '../../src/errors.js';
import { CONTROL_CHARACTER, CURSOR_MAX_CHARS, QUERY_CHARS } from '../../src/search/bounds.js';
import { SEARCH_SORTS, type SearchSort } from '../../src/enums.js';
import { search } from '../../src/search/search.js';
import { siteCssRoute } from './assets.js';
import { renderBuildPage, renderBuildsPage } from './build-page.js';
import { runBuilder } from './builder-form.js';
import { renderBuilderPage } from './builder-page.js';
import { pageCount, renderCategoriesPage, renderCategoryPage } from './category-page.js';
import { createCrawlRoutes } from './crawl.js';
import { faviconIcoRoute, faviconSvgRoute } from './favicon.js';
import type { Lang } from './format.js';
import { renderHomePage, renderMessagePage } from './home-page.js';
import { MESSAGES } from './i18n.js';
import type { RenderContext } from './layout.js';
import { CATEGORY_BY_SLUG, pageIndex } from './page-index.js';
import { createPagePaths, local, type PagePaths } from './paths.js';
import { renderProductPage, renderUnlistedProductPage } from './product-page.js';
import { renderSearchPage, SEARCH_PAGE_SIZE, type SearchInput } from './search-page.js';
import { pageCategory, readPageFilters, toFilterParams } from './search-filters.js';

export interface PagesDeps {
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  /** Page views per client IP (the anonymous API policy); counters shared like the API's. */
  rateLimit: { policy: RatePolicy; stores?: RateLimitStoreFactory };
}

const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** Pages follow the release, which changes a few times a day: short shared caching, revalidated by ETag. */
const PAGE_CACHE = 'public, max-age=60';

type Query = Record<string, string | string[] | undefined>;
const first = (v: unknown): string => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '');

function sendHtml(res: Response, status: number, lang: Lang, body: string, cache: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Language', lang);
  res.setHeader('Cache-Control', cache);
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.send(body);
}

/** The last path segment exactly as requested (still percent-encoded). */
const lastSegment = (req: Request) => req.path.split('/').filter(Boolean).pop() ?? '';

/** Where a non-canonical slug redirects: the canonical page's path, keeping the request's query. */
function redirectTarget(req: Request, canonicalUrl: string): string {
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  return `${local(canonicalUrl).replace(/[?#].*$/, '')}${query}`;
}

/** Paths the HTML site answers (its 4xx answers are pages too, whatever refused the request). */
const PAGE_PATH = /^\/(?:$|en(?:\/|$)|(?:produkte|ndertime|ndertuesi|kategori|kerko|assets)(?:\/|$))/;
const langOf = (path: string): Lang => (/^\/en(?:\/|$)/.test(path) ? 'en' : 'sq');

/**
 * A refused request to a page path (a malformed address, say) answered as an HTML page with
 * the same status; every other error goes on to the API's JSON error handler.
 */
export function pageErrors(deps: Pick<PagesDeps, 'urls' | 'currentModel'>): ErrorRequestHandler {
  const paths = createPagePaths(deps.urls);
  return (error, req, res, next) => {
    const mapped = toHttpError(error);
    if (!PAGE_PATH.test(req.path) || !mapped || mapped.status >= 500 || res.headersSent) return next(error);
    const lang = langOf(req.path);
    const t = MESSAGES[lang];
    const [title, message] = mapped.status === 404 ? [t.notFoundTitle, t.notFoundPage] : [t.badRequestTitle, t.badAddress];
    sendHtml(res, mapped.status, lang, renderMessagePage({ paths, model: deps.currentModel() }, lang, title, message, paths.home(lang)), 'no-store');
  };
}

export function createPagesRouter(deps: PagesDeps): Router {
  const router = strictRouter();
  const paths: PagePaths = createPagePaths(deps.urls);

  /** An HTML 404 (noindex; its canonical is the URL asked for). */
  const notFound = (req: Request, res: Response, lang: Lang, model: ReadModel | null, message: string) => {
    const t = MESSAGES[lang];
    sendHtml(res, 404, lang, renderMessagePage({ paths, model }, lang, t.notFoundTitle, message, `${deps.urls.site}${req.path}`), 'no-store');
  };
  const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 });
  /** Form bodies for the builder; a body the parser refuses (too large, malformed) is an HTML 4xx. */
  const formBody: RequestHandler = (req, res, next) => {
    urlencoded(req, res, (error?: unknown) => {
      if (!error) return next();
      const lang: Lang = req.path.startsWith('/en') ? 'en' : 'sq';
      const t = MESSAGES[lang];
      const status = (error as { status?: unknown }).status;
      const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
      sendHtml(res, code, lang, renderMessagePage({ paths, model: deps.currentModel() }, lang, t.badRequestTitle, t.formErrors, paths.builder(lang)), 'no-store');
    });
  };

  // Pages show the same prices as the paid API: they are counted per client IP like anonymous
  // API calls (a separate counter), and a 429 is a page too. The stylesheet is not counted.
  const { middleware: pageLimit } = createPolicyLimiter({
    name: 'pages',
    policy: deps.rateLimit.policy,
    key: (req) => anonymousKey(req),
    anonymous: true,
    stores: deps.rateLimit.stores,
    reject: (req, res, info) => {
      const lang = langOf(req.path);
      const t = MESSAGES[lang];
      sendHtml(res, 429, lang, renderMessagePage({ paths, model: deps.currentModel() }, lang, t.rateLimitedTitle, t.rateLimited(info.retryAfterSeconds), paths.home(lang)), 'no-store');
    },
  });

  /** Registers the Albanian and English routes of one page; the handler gets the current model. */
  type PageHandler = (req: Request, res: Response, lang: Lang, ctx: RenderContext & { model: ReadModel }) => void;
  const page = (method: 'get' | 'post', sqPath: string, enPath: string, handler: PageHandler, ...before: RequestHandler[]) => {
    for (const [path, lang] of [
      [sqPath, 'sq'],
      [enPath, 'en'],
    ] as const) {
      router[method](path, pageLimit, ...before, (req: Request, res: Response) => {
        const model = deps.currentModel();
        if (!model) {
          const t = MESSAGES[lang];
          res.setHeader('Retry-After', '60');
          sendHtml(res, 503, lang, renderMessagePage({ paths, model: null }, lang, t.unavailableTitle, t.unavailable, `${deps.urls.site}${req.path}`), 'no-store');
          return;
        }
        handler(req, res, lang, { paths, model });
      });
    }
  };

  router.get('/assets/site.css', siteCssRoute);
  router.get('/assets/favicon.svg', faviconSvgRoute);
  router.get('/favicon.ico', faviconIcoRoute);
  const crawl = createCrawlRoutes({ urls: deps.urls, paths, currentModel: deps.currentModel });
  router.get('/robots.txt', crawl.robots);
  router.get('/sitemap.xml', crawl.sitemapIndex);
  router.get('/sitemaps/:file', crawl.sitemap);

  page('get', '/', '/en', (_req, res, lang, ctx) => sendHtml(res, 200, lang, renderHomePage(ctx, lang), PAGE_CACHE));

  page('get', '/produkte/:ref', '/en/products/:ref', (req, res, lang, ctx) => {
    const ref = String(req.params.ref);
    const m = /^(\d{1,10})(?:-.*)?$/s.exec(ref);
    const t = MESSAGES[lang];
    if (!m) return notFound(req, res, lang, ctx.model, t.notFoundProduct(ref));
    const id = Number(m[1]);
    const product = ctx.model.productById.get(id);
    const unlisted = product ? undefined : pageIndex(ctx.model).unlisted.get(id);
    if (!product && !unlisted) return notFound(req, res, lang, ctx.model, t.notFoundProduct(String(id)));
    const canonical = paths.product(lang, id, product ? product.name : unlisted!);
    if (lastSegment(req) !== `${id}-${slugify(product ? product.name : unlisted!)}`) {
      res.setHeader('Cache-Control', PAGE_CACHE);
      return res.redirect(301, redirectTarget(req, canonical));
    }
    sendHtml(res, 200, lang, product ? renderProductPage(ctx, lang, product) : renderUnlistedProductPage(ctx, lang, id, unlisted!), PAGE_CACHE);
  });

  page('get', '/ndertime', '/en/builds', (_req, res, lang, ctx) => sendHtml(res, 200, lang, renderBuildsPage(ctx, lang), PAGE_CACHE));

  page('get', '/ndertime/:id', '/en/builds/:id', (req, res, lang, ctx) => {
    const id = String(req.params.id);
    const build = pageIndex(ctx.model).buildById.get(id);
    if (!build) return notFound(req, res, lang, ctx.model, MESSAGES[lang].notFoundBuild(id));
    sendHtml(res, 200, lang, renderBuildPage(ctx, lang, build), PAGE_CACHE);
  });

  const builder: PageHandler = (req, res, lang, ctx) => {
    const params: Query = req.method === 'POST' ? { build: req.query.build as string | undefined, ...((req.body ?? {}) as Query) } : (req.query as Query);
    const outcome = runBuilder(ctx.model, deps.urls, params, lang, req.method === 'POST');
    const failed = Object.keys(outcome.errors).length > 0;
    const cache = req.method === 'POST' || outcome.result || failed ? 'no-store' : PAGE_CACHE;
    sendHtml(res, failed ? 400 : 200, lang, renderBuilderPage(ctx, lang, outcome), cache);
  };
  page('get', '/ndertuesi', '/en/builder', builder);
  page('post', '/ndertuesi', '/en/builder', builder, formBody);

  page('get', '/kategori', '/en/categories', (_req, res, lang, ctx) => sendHtml(res, 200, lang, renderCategoriesPage(ctx, lang), PAGE_CACHE));

  page('get', '/kategori/:slug', '/en/categories/:slug', (req, res, lang, ctx) => {
    const slug = String(req.params.slug);
    const category = CATEGORY_BY_SLUG.get(slug.toLowerCase());
    const t = MESSAGES[lang];
    if (!category) return notFound(req, res, lang, ctx.model, t.notFoundCategory(slug));
    if (slug !== slug.toLowerCase()) return res.redirect(301, redirectTarget(req, paths.category(lang, slug.toLowerCase())));
    const raw = req.query.page;
    const text = raw === undefined ? '1' : first(raw);
    const pages = pageCount(ctx.model, category);
    if (Array.isArray(raw) || !/^[1-9]\d{0,5}$/.test(text) || Number(text) > pages) {
      return notFound(req, res, lang, ctx.model, t.notFoundPage);
    }
    sendHtml(res, 200, lang, renderCategoryPage(ctx, lang, category, Number(text)), PAGE_CACHE);
  });

  page('get', '/kerko', '/en/search', (req, res, lang, ctx) => {
    const t = MESSAGES[lang];
    const sort = first(req.query.sort);
    const input: SearchInput = {
      q: first(req.query.q).trim(),
      inStockOnly: ['true', 'on', '1'].includes(first(req.query.inStockOnly)),
      sort: (SEARCH_SORTS as readonly string[]).includes(sort) && sort !== 'relevance' ? (sort as SearchSort) : null,
      cursor: first(req.query.cursor) || null,
      filters: readPageFilters(req.query as Record<string, unknown>),
    };
    if (input.q === '') return sendHtml(res, 200, lang, renderSearchPage(ctx, lang, input, null, null), PAGE_CACHE);
    if (input.q.length < QUERY_CHARS.min || input.q.length > QUERY_CHARS.max || CONTROL_CHARACTER.test(input.q) || (input.cursor?.length ?? 0) > CURSOR_MAX_CHARS) {
      return sendHtml(res, 400, lang, renderSearchPage(ctx, lang, input, null, t.searchTooShort), 'no-store');
    }
    try {
      const outcome = search(
        ctx.model,
        {
          q: input.q,
          category: pageCategory(input.filters),
          sort: input.sort,
          inStockOnly: input.inStockOnly,
          limit: SEARCH_PAGE_SIZE,
          cursor: input.cursor,
          filters: toFilterParams(input.filters),
          facets: true,
        },
        { urls: deps.urls, cursorKey: deps.secrets.cursorKey },
      );
      sendHtml(res, 200, lang, renderSearchPage(ctx, lang, input, outcome, null), PAGE_CACHE);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid_input') {
        return sendHtml(res, 400, lang, renderSearchPage(ctx, lang, input, null, error), 'no-store');
      }
      throw error;
    }
  });

  // Anything else under the page prefixes is a page that does not exist: an HTML 404.
  for (const [prefix, lang] of [
    ['/produkte', 'sq'],
    ['/ndertime', 'sq'],
    ['/kategori', 'sq'],
    ['/en/products', 'en'],
    ['/en/builds', 'en'],
    ['/en/categories', 'en'],
  ] as const) {
    router.get(`${prefix}/*rest`, pageLimit, (req, res) => notFound(req, res, lang, deps.currentModel(), MESSAGES[lang].notFoundPage));
  }
  return router;
}
