/**
 * Writes the shipped store feeds, `seeds/catalog/feeds/<store>.jsonl`, from the canonical
 * products in `seeds/catalog/products/*.jsonl`.
 *
 *   npx tsc -p . && node dist/seeds/generate-feeds.js [--check]
 *
 * Deterministic: every choice comes from a PRNG seeded with a hash of the product id, the
 * store id and what is being decided, and every date from a fixed base date; no clock, no
 * Math.random. The same products always give byte-identical feeds. With `--check` the
 * feeds are generated and compared with the files on disk instead of written.
 *
 * The stores carry the products the shelf model (shelf.ts) puts on their shelves — current
 * platforms and mainstream parts, a few thousand listings each — every one at 1–6 stores
 * (cheap mainstream parts at more, halo parts at fewer), at prices around its reference
 * price (price-model.ts) that differ by store, ~10% out of stock, ~1% without a price,
 * updated over the last ten days. Titles are written the way each store writes them —
 * Albanian or English category prefixes, spacing and hyphen variants of model numbers,
 * sometimes no brand, the reseller's own additions (warranty, "origjinal") — and carry an
 * MPN on most rows that have one.
 *
 * Deliberate edge cases, which the curated builds rely on:
 *   - UNLISTED_PRODUCT_ID is listed by no store, so it is absent from the release;
 *   - ALL_OUT_OF_STOCK_PRODUCT_ID is listed and priced everywhere but in stock nowhere;
 *   - a couple of stores repeat a SKU (a late price correction): the last row wins.
 *
 * Every row is checked against the real matcher before it is written: the generator
 * knows each row's true product and never writes a row the matcher would misread. A
 * product none of whose titles (nor its MPN) the matcher places is left off the shelf;
 * a part of a curated build in that situation stops the generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readProducts, type CatalogProduct } from '../src/catalog/source.js';
import type { Category, Product, Store } from '../src/catalog/types.js';
import { createMatcher, type Matcher } from '../src/feeds/match.js';
import { feedRowSchema } from '../src/feeds/row.js';
import { shippedCatalogDir } from '../src/paths.js';
import { referencePrice } from './price-model.js';
import { formatPrice, isoAt, storePrice } from './feed-prices.js';
import { slugify, STORE_STYLES } from './feed-styles.js';
import { titleCandidates } from './feed-titles.js';
import { chance, rngFor } from './random.js';
import { onShelf } from './shelf.js';

/** Fractal Design North Chalk White: no store lists it; the `mid-am5-white` build needs it. */
export const UNLISTED_PRODUCT_ID = 7022;
/** AMD Ryzen 7 9800X3D: sold out at every store, still priced; the `high-am5-x3d` build uses it. */
export const ALL_OUT_OF_STOCK_PRODUCT_ID = 1051;
/** Store and product of the two deliberate repeated SKUs (an early row, then a correction). */
export const REPEATED_SKUS: readonly { storeId: string; productId: number }[] = [
  { storeId: 'teknoplus', productId: 1027 },
  { storeId: 'ferizaj-digital', productId: 5001 },
];

const BASE_DATE_MS = Date.UTC(2026, 10, 20, 8, 0, 0);
/** Share of rows that carry the product's MPN (shops' feed exports include it on most rows). */
const MPN_SHARE = 0.85;

// ---------------------------------------------------------------------------------------
// Listings

/** How many stores list a product: cheap mainstream parts are everywhere, halo parts rare. */
function storeCount(product: SeedProduct, r: () => number): number {
  const msrp = referencePrice(product);
  // Curated products are the best sellers every shop stocks; the rest of a shop's range is thinner.
  const curated = product.opendbId === null || product.msrpEur !== undefined;
  const [lo, hi] = !curated ? (msrp >= 700 ? [1, 1] : msrp >= 150 ? [1, 2] : [1, 3]) : msrp >= 1500 ? [1, 2] : msrp >= 700 ? [1, 3] : msrp >= 300 ? [2, 5] : msrp >= 120 ? [2, 6] : [3, 6];
  return lo + Math.floor(r() * (hi - lo + 1));
}

function chooseStores(product: Product, stores: readonly Store[], count: number): Store[] {
  // Weighted sampling without replacement: key = u^(1/w), keep the largest.
  const keyed = stores.map((s) => {
    const u = rngFor('store', product.id, s.id)();
    return { s, key: Math.pow(u, 1 / (STORE_STYLES[s.id]?.weight ?? 0.5)) };
  });
  return keyed
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((k) => k.s);
}

export interface GeneratedRow {
  store: string;
  sku: string;
  title: string;
  brand?: string;
  mpn?: string;
  category?: Category;
  price: number | string | null;
  currency: 'EUR';
  availability: 'in_stock' | 'out_of_stock';
  url: string;
  updatedAt: string;
}

export interface GeneratedFeeds {
  /** Rows per store id, in file order. */
  feeds: Map<string, GeneratedRow[]>;
  /** The true product of every row, keyed by `store|sku|line`. */
  truth: Map<string, number>;
  /** Rows whose styled title the matcher could not place, written with the canonical name instead. */
  fallbackTitles: number;
  /** Shelf products left unlisted because the matcher placed none of their titles. */
  unplaceable: number;
}

type SeedProduct = CatalogProduct;

export function loadSeedProducts(dir = path.join(shippedCatalogDir, 'products')): SeedProduct[] {
  return readProducts(dir);
}

export function loadStores(dir = shippedCatalogDir): Store[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'stores.json'), 'utf8')) as Store[];
}

/** Product ids of every part of the curated builds (`builds.json`), if the file exists. */
export function loadBuildPartIds(dir = shippedCatalogDir): number[] {
  const file = path.join(dir, 'builds.json');
  if (!fs.existsSync(file)) return [];
  const builds = JSON.parse(fs.readFileSync(file, 'utf8')) as { parts: { productId: number }[] }[];
  return builds.flatMap((b) => b.parts.map((p) => p.productId));
}

/**
 * The first title the matcher reads as the right product: as the row was drawn, then with
 * its MPN left out (a part number the catalog shares is no help) or added (shops send one
 * on most rows); null when nothing is.
 */
function verifiedRow(
  matcher: Matcher,
  product: Product,
  candidates: string[],
  row: Omit<GeneratedRow, 'title'>,
): { row: Omit<GeneratedRow, 'title'>; title: string; fallback: boolean } | null {
  const { mpn: _drawn, ...withoutMpn } = row;
  const rows = row.mpn ? [row, withoutMpn] : product.mpn ? [row, { ...row, mpn: product.mpn }] : [row];
  for (const attempt of rows) {
    for (const [index, title] of candidates.entries()) {
      const parsed = feedRowSchema.safeParse({ ...attempt, title });
      if (!parsed.success) throw new Error(`generated row for product ${product.id} is invalid: ${parsed.error.message}`);
      const result = matcher.match(parsed.data);
      if (result.kind === 'matched' && result.productId === product.id) return { row: attempt, title, fallback: index > 3 };
    }
  }
  return null;
}

/**
 * @param buildPartIds products of the curated builds: each gets at least one priced,
 *   in-stock offer (except ALL_OUT_OF_STOCK_PRODUCT_ID), so the builds stay buyable.
 */
export function generateFeeds(products: readonly SeedProduct[], stores: readonly Store[], buildPartIds: Iterable<number> = []): GeneratedFeeds {
  const matcher = createMatcher(products);
  const mustBeBuyable = new Set(buildPartIds);
  const feeds = new Map<string, GeneratedRow[]>(stores.map((s) => [s.id, []]));
  const truth = new Map<string, number>();
  const listings: { product: SeedProduct; store: Store; row: GeneratedRow }[] = [];
  let fallbackTitles = 0;
  let unplaceable = 0;

  for (const product of products) {
    if (product.id === UNLISTED_PRODUCT_ID || !onShelf(product)) continue;
    const count = storeCount(product, rngFor('count', product.id));
    const chosen = chooseStores(product, stores, count);
    for (const { storeId, productId } of REPEATED_SKUS) {
      if (productId === product.id && !chosen.some((s) => s.id === storeId)) chosen[chosen.length - 1] = stores.find((s) => s.id === storeId)!;
    }
    const offers = chosen.map((store) => {
      const r = rngFor('offer', product.id, store.id);
      const price = storePrice(referencePrice(product), r);
      const outOfStock = product.id === ALL_OUT_OF_STOCK_PRODUCT_ID || chance(r, 0.1);
      const noPrice = product.id !== ALL_OUT_OF_STOCK_PRODUCT_ID && chance(r, 0.012);
      return { store, r, price, outOfStock, noPrice };
    });
    // A curated build's part is buyable somewhere, unless it is the deliberate sold-out one.
    if (mustBeBuyable.has(product.id) && product.id !== ALL_OUT_OF_STOCK_PRODUCT_ID && !offers.some((o) => !o.outOfStock && !o.noPrice)) {
      offers[0].outOfStock = false;
      offers[0].noPrice = false;
    }
    const placed: typeof listings = [];
    for (const { store, r, price, outOfStock, noPrice } of offers) {
      const style = STORE_STYLES[store.id];
      if (!style) throw new Error(`store ${store.id} has no feed style`);
      const sku = style.sku(product);
      const hoursAgo = Math.floor(r() * 240);
      const minutes = Math.floor(r() * 60);
      const withMpn = product.mpn !== null && chance(r, MPN_SHARE);
      const base: Omit<GeneratedRow, 'title'> = {
        store: store.id,
        sku,
        ...(style.sendsBrand && product.brand ? { brand: product.brand } : {}),
        ...(withMpn && product.mpn ? { mpn: product.mpn } : {}),
        ...(style.sendsCategory ? { category: product.category } : {}),
        price: noPrice ? null : formatPrice(price, style.price, r),
        currency: 'EUR',
        availability: outOfStock ? 'out_of_stock' : 'in_stock',
        url: style.url(store.website, slugify(product.name), sku),
        updatedAt: isoAt(BASE_DATE_MS - hoursAgo * 3_600_000 - minutes * 60_000, style.utcOffsetMin),
      };
      const verified = verifiedRow(matcher, product, titleCandidates(product, store, style), base);
      if (!verified) {
        if (mustBeBuyable.has(product.id)) throw new Error(`no title for build part ${product.id} (${product.name}) at ${store.id} is matched to it`);
        break;
      }
      if (verified.fallback) fallbackTitles++;
      const { store: storeId, sku: rowSku, ...rest } = verified.row;
      placed.push({ product, store, row: { store: storeId, sku: rowSku, title: verified.title, ...rest } });
    }
    // A product is carried by all the stores chosen for it or by none: a partial set would skew the store counts.
    if (placed.length === offers.length) listings.push(...placed);
    else unplaceable++;
  }

  const productOf = new Map(listings.map((l) => [`${l.store.id}|${l.row.sku}`, l.product.id]));
  for (const { product, store, row } of listings) {
    const rows = feeds.get(store.id)!;
    const repeated = REPEATED_SKUS.some((x) => x.storeId === store.id && x.productId === product.id);
    if (repeated) {
      // An early row with yesterday's price; the correction further down the file wins.
      const early: GeneratedRow = {
        ...row,
        price: typeof row.price === 'number' ? Math.round((row.price + 10) * 100) / 100 : row.price,
        updatedAt: isoAt(BASE_DATE_MS - 12 * 24 * 3_600_000, STORE_STYLES[store.id].utcOffsetMin),
      };
      rows.push(early);
    }
    rows.push(row);
  }
  for (const [storeId, rows] of feeds) {
    rows.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    // Move each repeated SKU's final row to the end of the file: a late correction.
    for (const { storeId: s, productId } of REPEATED_SKUS) {
      if (s !== storeId) continue;
      const product = products.find((p) => p.id === productId)!;
      const sku = STORE_STYLES[s].sku(product);
      const at = rows.map((row, i) => (row.sku === sku ? i : -1)).filter((i) => i >= 0);
      if (at.length === 2) rows.push(...rows.splice(at[1], 1));
    }
    rows.forEach((row, i) => truth.set(`${storeId}|${row.sku}|${i + 1}`, productOf.get(`${storeId}|${row.sku}`)!));
  }
  return { feeds, truth, fallbackTitles, unplaceable };
}

export function renderFeed(rows: readonly GeneratedRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

function main(argv: string[]): void {
  const check = argv.includes('--check');
  const products = loadSeedProducts();
  const stores = loadStores();
  const { feeds, fallbackTitles, unplaceable } = generateFeeds(products, stores, loadBuildPartIds());
  const dir = path.join(shippedCatalogDir, 'feeds');
  fs.mkdirSync(dir, { recursive: true });
  let stale = 0;
  let total = 0;
  for (const [storeId, rows] of feeds) {
    const file = path.join(dir, `${storeId}.jsonl`);
    const text = renderFeed(rows);
    total += rows.length;
    if (check) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== text) {
        stale++;
        console.error(`feeds/${storeId}.jsonl is out of date`);
      }
    } else {
      fs.writeFileSync(file, text);
    }
  }
  if (check && stale) {
    console.error(`${stale} feed file(s) differ; run node dist/seeds/generate-feeds.js`);
    process.exit(1);
  }
  console.log(
    `${check ? 'checked' : 'wrote'} ${feeds.size} feeds with ${total} rows in ${path.relative(process.cwd(), dir) || dir}` +
      ` (${fallbackTitles} rows fell back to the canonical name; ${unplaceable} products left off the shelves because no title of theirs is matched)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
