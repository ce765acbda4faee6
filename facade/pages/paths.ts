import type { Urls } from '../../src/urls.js';
import type { Lang } from './format.js';

/**
 * The page URLs of both languages. Albanian ones come straight from `Urls` (the same
 * builders the API uses); English ones mirror them under /en. Canonical and hreflang
 * links are absolute; in-page links use `local()` so they work on any host.
 */
export interface PagePaths {
  home(lang: Lang): string;
  product(lang: Lang, id: number, name: string): string;
  build(lang: Lang, id: string): string;
  builds(lang: Lang): string;
  builder(lang: Lang, buildId?: string): string;
  categories(lang: Lang): string;
  category(lang: Lang, slug: string, page?: number): string;
  search(lang: Lang, q?: string, extra?: Record<string, string>): string;
  /** An absolute Albanian page URL of this site as the page in `lang` (other URLs unchanged). */
  translate(url: string, lang: Lang): string;
  /** What an absolute Albanian page URL of this site shows (the inverse of the builders above), or null. */
  pageOf(url: string): PageRef | null;
}

export type PageRef = { kind: 'product'; id: number } | { kind: 'build'; id: string } | { kind: 'category'; slug: string } | { kind: 'builder' };

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
};

/** Albanian path prefix → English path prefix; order matters (longest first where they overlap). */
const PREFIXES: [string, string][] = [
  ['/produkte/', '/en/products/'],
  ['/ndertime/', '/en/builds/'],
  ['/ndertime', '/en/builds'],
  ['/ndertuesi', '/en/builder'],
  ['/kategori/', '/en/categories/'],
  ['/kategori', '/en/categories'],
  ['/kerko', '/en/search'],
];

export function createPagePaths(urls: Urls): PagePaths {
  const site = urls.site;
  return {
    home: (lang) => (lang === 'sq' ? `${site}/` : `${site}/en`),
    product: (lang, id, name) => (lang === 'sq' ? urls.productPage(id, name) : urls.productPageEn(id, name)),
    build: (lang, id) => (lang === 'sq' ? urls.buildPage(id) : urls.buildPageEn(id)),
    builds: (lang) => (lang === 'sq' ? `${site}/ndertime` : `${site}/en/builds`),
    builder: (lang, buildId) => (lang === 'sq' ? urls.builderPage(buildId) : `${site}/en/builder${buildId ? `?build=${encodeURIComponent(buildId)}` : ''}`),
    categories: (lang) => (lang === 'sq' ? `${site}/kategori` : `${site}/en/categories`),
    category: (lang, slug, page) => {
      const base = lang === 'sq' ? urls.categoryPage(slug) : `${site}/en/categories/${slug}`;
      return page && page > 1 ? `${base}?page=${page}` : base;
    },
    search: (lang, q, extra = {}) => {
      if (lang === 'sq' && q !== undefined && Object.keys(extra).length === 0) return urls.searchPage(q);
      return `${site}${lang === 'sq' ? '/kerko' : '/en/search'}${query({ q, ...extra })}`;
    },
    translate(url, lang) {
      if (lang === 'sq' || !url.startsWith(site)) return url;
      const path = url.slice(site.length) || '/';
      if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${site}/en${path.slice(1)}`;
      for (const [sq, en] of PREFIXES) if (path.startsWith(sq)) return `${site}${en}${path.slice(sq.length)}`;
      return url;
    },
    pageOf(url) {
      if (!url.startsWith(`${site}/`)) return null;
      const path = url.slice(site.length).replace(/[?#].*$/, '');
      const m = /^\/(produkte|ndertime|kategori)\/([^/]+)$/.exec(path);
      if (path === '/ndertuesi') return { kind: 'builder' };
      if (!m) return null;
      if (m[1] === 'produkte') return /^\d+-/.test(m[2]) ? { kind: 'product', id: Number(m[2].split('-')[0]) } : null;
      return m[1] === 'ndertime' ? { kind: 'build', id: decodeURIComponent(m[2]) } : { kind: 'category', slug: m[2] };
    },
  };
}

/** Path, query and fragment of an absolute URL: what in-page links and form actions use. */
export function local(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
}
