/** How each store of the shipped catalog writes its feed: language, price format, SKUs, URLs, timestamps, its own additions to titles. */
import { chance } from './random.js';
import type { Product } from '../src/catalog/types.js';

type Lang = 'sq' | 'en' | 'mixed';
export type PriceStyle = 'number' | 'eu' | 'eu-bare' | 'us' | 'euro-prefix';

export interface StoreStyle {
  /** Relative size of the store's range; bigger stores list more products. */
  weight: number;
  lang: Lang;
  price: PriceStyle;
  sendsCategory: boolean;
  sendsBrand: boolean;
  /** Minutes east of UTC the store's system writes timestamps in (0 = `Z`). */
  utcOffsetMin: number;
  sku: (product: Product) => string;
  url: (website: string, slug: string, sku: string) => string;
  /** Chance to write the title with upper-case brand and model. */
  shouty: number;
  /** The reseller's own additions to some titles (warranty, "original", its name). */
  decorate: (title: string, lang: 'sq' | 'en', r: () => number) => string;
}

/** Adds `text` before or after a title on a share of rows. */
const sometimes = (share: number, add: (title: string, lang: 'sq' | 'en') => string) => (title: string, lang: 'sq' | 'en', r: () => number) => (chance(r, share) ? add(title, lang) : title);

const scramble = (id: number, mult: number, mod: number) => (id * mult) % mod;

export const STORE_STYLES: Record<string, StoreStyle> = {
  teknoplus: {
    weight: 1.0,
    lang: 'sq',
    price: 'number',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0,
    decorate: sometimes(0.12, (t) => `${t} | Garanci 24 muaj`),
    sku: (p) => `TP-${String(scramble(p.id, 7919, 1_000_000)).padStart(6, '0')}`,
    url: (w, slug, sku) => `${w}/produkt/${slug}-${sku.toLowerCase()}`,
  },
  bitkosova: {
    weight: 0.95,
    lang: 'en',
    price: 'eu',
    sendsCategory: false,
    sendsBrand: true,
    utcOffsetMin: 60,
    shouty: 0.1,
    decorate: sometimes(0.1, (t) => `${t} - Original`),
    sku: (p) => `BK${String(scramble(p.id, 104_729, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/p/${sku}/${slug}`,
  },
  'dardania-pc': {
    weight: 0.8,
    lang: 'sq',
    price: 'eu-bare',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0.3,
    decorate: sometimes(0.15, (t) => `${t} (Garancion 2 vjet)`),
    sku: (p) => `DPC-${p.category.slice(0, 3)}-${String(scramble(p.id, 6151, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/${p2(slug)}/${sku.toLowerCase()}`,
  },
  'prizren-komponente': {
    weight: 0.65,
    lang: 'sq',
    price: 'number',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.1, (t) => `E RE: ${t}`),
    sku: (p) => String(300_000 + scramble(p.id, 3571, 100_000)),
    url: (w, slug, sku) => `${w}/artikulli/${sku}-${slug}`,
  },
  'rugova-tech': {
    weight: 0.55,
    lang: 'en',
    price: 'us',
    sendsCategory: true,
    sendsBrand: true,
    utcOffsetMin: 0,
    shouty: 0,
    decorate: (t) => t,
    sku: (p) => `RT${p.id}`,
    url: (w, slug, sku) => `${w}/shop/${slug}?sku=${sku}`,
  },
  'ferizaj-digital': {
    weight: 0.6,
    lang: 'mixed',
    price: 'euro-prefix',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0.15,
    decorate: sometimes(0.15, (t, lang) => `${t} (${lang === 'sq' ? 'Origjinal' : 'Genuine'})`),
    sku: (p) => `FD/${String(scramble(p.id, 2333, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/produkte/${slug}-${sku.replace('/', '')}`,
  },
  'erenik-it': {
    weight: 0.4,
    lang: 'sq',
    price: 'eu',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.1, (t) => `[Oferta] ${t}`),
    sku: (p) => `ER-${String(scramble(p.id, 1231, 10_000)).padStart(4, '0')}-${p.id % 97}`,
    url: (w, slug, sku) => `${w}/${slug}-${sku.toLowerCase()}.html`,
  },
  'gjilan-hardware': {
    weight: 0.45,
    lang: 'en',
    price: 'number',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0.05,
    decorate: sometimes(0.08, (t) => `${t} - Free delivery`),
    sku: (p) => `GH-${p.category.toLowerCase()}-${p.id}`,
    url: (w, slug, sku) => `${w}/products/${sku.toLowerCase()}/${slug}`,
  },
  'ibri-computers': {
    weight: 0.4,
    lang: 'mixed',
    price: 'eu-bare',
    sendsCategory: false,
    sendsBrand: true,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.12, (t) => `${t} | Ibri Computers`),
    sku: (p) => `IBRI${String(scramble(p.id, 9173, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/item/${sku}/${slug}`,
  },
};

/** A category path segment for stores that put one in the URL. */
function p2(slug: string): string {
  return slug.split('-')[0] || 'produkt';
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
