/**
 * Every public URL the service hands out is built here, from SITE_URL, so the pages that
 * answer them and the API bodies that cite them can never drift apart.
 * Albanian is the canonical language; English lives under /en.
 */
export interface Urls {
  site: string;
  base: string;
  productPage(id: number, name: string): string;
  productPageEn(id: number, name: string): string;
  offerPage(productId: number, name: string, offerId: number): string;
  offerPageEn(productId: number, name: string, offerId: number): string;
  buildPage(id: string): string;
  buildPageEn(id: string): string;
  builderPage(buildId?: string): string;
  categoryPage(slug: string): string;
  searchPage(q: string): string;
  api(path: string): string;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function createUrls(siteUrl: string): Urls {
  const site = siteUrl.replace(/\/+$/, '');
  const base = `${site}/agent-api/v1`;
  const product = (prefix: string, id: number, name: string) => `${site}${prefix}/${id}-${slugify(name)}`;
  return {
    site,
    base,
    productPage: (id, name) => product('/produkte', id, name),
    productPageEn: (id, name) => product('/en/products', id, name),
    offerPage: (productId, name, offerId) => `${product('/produkte', productId, name)}#oferta-${offerId}`,
    offerPageEn: (productId, name, offerId) => `${product('/en/products', productId, name)}#offer-${offerId}`,
    buildPage: (id) => `${site}/ndertime/${encodeURIComponent(id)}`,
    buildPageEn: (id) => `${site}/en/builds/${encodeURIComponent(id)}`,
    builderPage: (buildId) => (buildId ? `${site}/ndertuesi?build=${encodeURIComponent(buildId)}` : `${site}/ndertuesi`),
    categoryPage: (slug) => `${site}/kategori/${slug}`,
    searchPage: (q) => `${site}/kerko?q=${encodeURIComponent(q)}`,
    api: (path) => `${base}${path.startsWith('/') ? path : `/${path}`}`,
  };
}
