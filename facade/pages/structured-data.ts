/**
 * schema.org structured data (JSON-LD) for the pages, written to what the vocabulary defines
 * and what Google reads for Product and breadcrumb results:
 * - Product only for a product with at least one priced offer (a product result needs a price),
 *   with an AggregateOffer whose offerCount counts every offer the page shows, priced or not,
 *   and whose low and high prices are those of the in-stock offers ("available"), or of all
 *   priced offers when none is in stock (then marked OutOfStock); each Offer carries its price
 *   when the store lists one and `validFrom` when the store says when the listing was last
 *   updated, since that is when its current price took effect. The pages compare stores and
 *   sell nothing, so they are marked up for product snippets, not merchant listings;
 * - GTINs only when the digits pass the GS1 check, under the property of their length;
 * - BreadcrumbList from the same trail the page shows; ItemList for listings and build parts.
 */
import type { BuildView } from '../../src/catalog/builds.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Product } from '../../src/catalog/types.js';
import type { Lang } from './format.js';
import { CATEGORY_NAMES, PART_NAMES } from './i18n.js';
import type { PagePaths } from './paths.js';
import { specSummary } from './specs.js';

export type LdNode = Record<string, unknown>;

const SCHEMA = 'https://schema.org/';
const availability = (inStock: boolean) => `${SCHEMA}${inStock ? 'InStock' : 'OutOfStock'}`;
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** The one JSON-LD document of a page: its nodes in a @graph, or nothing. */
export function jsonLdDocument(nodes: readonly LdNode[]): LdNode | null {
  return nodes.length ? { '@context': 'https://schema.org', '@graph': nodes } : null;
}

/** The GTIN property for a code that passes the GS1 check digit (8, 12, 13 or 14 digits). */
export function gtinProperty(code: string | null): { [key: string]: string } | null {
  if (!code || !/^(\d{8}|\d{12,14})$/.test(code)) return null;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check ? { [`gtin${code.length}`]: code } : null;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(trail: readonly Crumb[]): LdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** A listing of pages (products, builds, categories): position, name and URL of each. */
export function itemList(name: string, entries: readonly Crumb[], firstPosition = 1): LdNode {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({ '@type': 'ListItem', position: firstPosition + i, name: e.name, url: e.url })),
  };
}

export function productNode(model: ReadModel, product: Product, url: string, lang: Lang): LdNode | null {
  const offers = model.offersByProduct.get(product.id) ?? [];
  const prices = offers.map((o) => o.price).filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  const inStock = offers.filter((o) => o.availability === 'in_stock' && o.price !== null).map((o) => o.price as number);
  const quoted = inStock.length ? inStock : prices;
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    description: specSummary(product, lang),
    category: CATEGORY_NAMES[lang][product.category],
    sku: String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.model ? { model: product.model } : {}),
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...gtinProperty(product.ean),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: Math.min(...quoted),
      highPrice: Math.max(...quoted),
      offerCount: offers.length,
      availability: availability(inStock.length > 0),
      offers: offers.map((o) => ({
        '@type': 'Offer',
        ...(o.price !== null ? { price: o.price, priceCurrency: 'EUR' } : {}),
        availability: availability(o.availability === 'in_stock'),
        ...(isWebUrl(o.retailerUrl) ? { url: o.retailerUrl } : {}),
        seller: { '@type': 'Organization', name: model.storeById.get(o.storeId)?.name ?? o.storeId },
        ...(o.lastUpdated ? { validFrom: o.lastUpdated } : {}),
      })),
    },
  };
}

/**
 * A curated build's parts as an ItemList: each priced part a Product with the one Offer the
 * build counts (its live price); a part the release lacks or has no price for is named only.
 */
export function buildPartsList(paths: PagePaths, lang: Lang, name: string, url: string, view: BuildView): LdNode {
  return {
    '@type': 'ItemList',
    '@id': `${url}#parts`,
    name,
    url,
    numberOfItems: view.parts.length,
    itemListElement: view.parts.map((p, i) => {
      const part = PART_NAMES[lang][p.part.category];
      if (p.name === null || p.price === null) return { '@type': 'ListItem', position: i + 1, name: p.name ? `${part}: ${p.name}` : part };
      const productUrl = paths.product(lang, p.part.productId, p.name);
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Product',
          name: p.name,
          url: productUrl,
          category: CATEGORY_NAMES[lang][p.part.category],
          offers: { '@type': 'Offer', price: p.price, priceCurrency: 'EUR', availability: availability(p.inStock), url: productUrl },
        },
      };
    }),
  };
}
