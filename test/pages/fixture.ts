/**
 * A release for the page tests that does not depend on the state of the shipped feeds: the
 * shipped seed products (curated ones and a sample of imported ones) with deterministic offers at five stores,
 * curated builds (one with a part the release lacks and one with an out-of-stock part; only
 * the first has an Albanian name),
 * a valid and an invalid EAN, and one hostile product whose name and retailer URL try to
 * break out of the markup.
 * `startPagesServer` mounts only the pages router over it, on an ephemeral port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { OPENDB_SOURCE } from '../../src/catalog/attribution.js';
import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import type { Category, CuratedBuild, Offer, Product, Store } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { createPagesRouter } from '../../facade/pages/router.js';
import { ephemeralSecrets } from '../../src/secrets.js';
import { createUrls, type Urls } from '../../src/urls.js';
import type { PriceChange } from '../../src/history/types.js';
import { seedProducts } from '../support/seeds.js';

type SeedProduct = Product & { msrpEur?: number };

export const FIXTURE_STORES: Store[] = [
  { id: 'qyteza', name: 'Qyteza Systems', city: 'Prishtinë', website: 'https://qyteza.example' },
  { id: 'shqiponja', name: 'Shqiponja Digital', city: 'Prishtinë', website: 'https://shqiponja.example' },
  { id: 'kalaja', name: 'Kalaja Kosova', city: 'Prizren', website: 'https://kalaja.example' },
  { id: 'bjeshka', name: 'Bjeshka PC', city: 'Pejë', website: 'https://bjeshka.example' },
  { id: 'nerodime', name: 'Nerodime Tech', city: 'Ferizaj', website: 'https://nerodime.example' },
];

/** An id no seed product uses: a curated build names it, the release does not list it. */
export const UNLISTED_ID = 990_404;
/** A valid EAN-13 (GS1 check digit 1) on the first seed product, and the same code with a wrong check digit on the second. */
export const VALID_EAN = '4006381333931';
export const INVALID_EAN = '4006381333932';
/** The hostile product. */
export const HOSTILE_ID = 990_001;
export const HOSTILE_NAME = `Evil <script>alert("x")</script> & 'GPU' </script><b>`;

/**
 * The curated products, and every 25th imported one (imported products leave unknown specs
 * null, which the pages must show as unknown): a realistic mix at a size page tests walk quickly.
 */
export function loadSeedProducts(): SeedProduct[] {
  return seedProducts.filter((p) => p.opendbId === null || p.msrpEur !== undefined || p.id % 25 === 0);
}

function toProduct(p: SeedProduct): Product {
  const { msrpEur: _reference, ...product } = p;
  return product;
}

/** 1–4 offers per product from its id: a few with no price, some out of stock, every 9th product out of stock everywhere. */
function offersFor(p: SeedProduct, nextId: () => number): Offer[] {
  const msrp = typeof p.msrpEur === 'number' && p.msrpEur > 0 ? p.msrpEur : 100;
  const count = (p.id % 4) + 1;
  const out: Offer[] = [];
  for (let k = 0; k < count; k++) {
    const store = FIXTURE_STORES[(p.id + k * 2) % FIXTURE_STORES.length];
    const priced = (p.id + k) % 17 !== 0;
    const inStock = p.id % 9 !== 0 && (p.id + k) % 6 !== 5;
    out.push({
      id: nextId(),
      productId: p.id,
      storeId: store.id,
      price: priced ? Math.round(msrp * [1, 1.05, 0.97, 1.1][k] * 100) / 100 : null,
      currency: priced ? 'EUR' : null,
      availability: inStock ? 'in_stock' : 'out_of_stock',
      retailerUrl: `${store.website}/p/${p.id}`,
      lastUpdated: `2026-11-2${k}T08:00:00.000Z`,
    });
  }
  return out;
}

/**
 * Price history for the in-stock priced offers of three products in four (those with one
 * offer, ids divisible by 4, have none): 10% dearer from 2026-09-01, 5% dearer from
 * 2026-10-15, today's price from 2026-11-20, so the chart has steps.
 */
function historyFor(offers: readonly Offer[]): PriceChange[] {
  const rows: PriceChange[] = [];
  for (const o of offers) {
    if (o.productId % 4 === 0 || o.price === null || o.availability !== 'in_stock') continue;
    for (const [day, factor] of [
      ['2026-09-01', 1.1],
      ['2026-10-15', 1.05],
      ['2026-11-20', 1],
    ] as const) {
      const price = Math.round(o.price * factor * 100) / 100;
      rows.push({ productId: o.productId, storeId: o.storeId, day, lowest: price, last: price });
    }
  }
  return rows.sort((a, b) => a.productId - b.productId || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : a.day < b.day ? -1 : 1));
}

export function fixtureModel(opts: { degraded?: boolean } = {}): ReadModel {
  const seeds = loadSeedProducts();
  if (!CATEGORIES.every((c) => seeds.some((p) => p.category === c))) throw new Error('the page tests need seed products in every category');
  let offerId = 70_000;
  const nextId = () => ++offerId;
  const products = seeds.map(toProduct);
  products[0] = { ...products[0], ean: VALID_EAN };
  products[1] = { ...products[1], ean: INVALID_EAN };
  const offers = seeds.flatMap((p) => offersFor(p, nextId));

  const gpu = seeds.find((p) => p.category === 'GPU')!;
  products.push({ ...toProduct(gpu), id: HOSTILE_ID, name: HOSTILE_NAME, brand: '<i>Brand</i>', mpn: null, ean: null });
  offers.push(
    { id: nextId(), productId: HOSTILE_ID, storeId: 'qyteza', price: 1299, currency: 'EUR', availability: 'in_stock', retailerUrl: 'javascript:alert(1)', lastUpdated: null },
    {
      id: nextId(),
      productId: HOSTILE_ID,
      storeId: 'kalaja',
      price: 1349.5,
      currency: 'EUR',
      availability: 'out_of_stock',
      retailerUrl: 'https://kalaja.example/p/"><x',
      lastUpdated: '2026-11-22T08:00:00.000Z',
    },
    { id: nextId(), productId: HOSTILE_ID, storeId: 'bjeshka', price: null, currency: null, availability: 'in_stock', retailerUrl: 'https://bjeshka.example/p/x', lastUpdated: null },
  );

  const model0 = buildReadModel({ id: 'tmp', generatedAt: '', publishedAt: '', dataSource: null, stores: FIXTURE_STORES, products, offers, builds: [] });
  const cheapestInStock = (c: Category) =>
    model0.productsByCategory
      .get(c)!
      .filter((p) => model0.summaryByProduct.get(p.id)!.price !== null)
      .sort((a, b) => model0.summaryByProduct.get(a.id)!.price! - model0.summaryByProduct.get(b.id)!.price!)[0];
  const outOfStock = (c: Category) => model0.productsByCategory.get(c)!.find((p) => !model0.summaryByProduct.get(p.id)!.inStock)!;
  const builds: CuratedBuild[] = [
    {
      id: 'fixture-ready',
      name: 'Fixture ready build',
      nameSq: 'Ndërtimi i gatshëm i provës',
      budgetTier: 'Entry',
      parts: CATEGORIES.map((c) => ({ category: c, productId: cheapestInStock(c).id })),
    },
    {
      id: 'fixture-flags',
      name: 'Fixture build with flags',
      budgetTier: 'Mid',
      parts: CATEGORIES.map((c) =>
        c === 'CPU' ? { category: c, productId: UNLISTED_ID } : c === 'GPU' ? { category: c, productId: outOfStock('GPU').id } : { category: c, productId: cheapestInStock(c).id },
      ),
    },
  ];
  return buildReadModel(
    {
      id: 'rel-20261123T090000Z-fixture',
      generatedAt: '2026-11-23T09:00:00.000Z',
      publishedAt: '2026-11-23T09:05:00.000Z',
      dataSource: { ...OPENDB_SOURCE, commit: '136a77aec16a30ba81a7cc6b448a8bace9a25359' },
      stores: FIXTURE_STORES,
      products,
      offers,
      builds,
      priceHistory: historyFor(offers),
    },
    opts.degraded ?? false,
  );
}

export interface PagesServer {
  url: string;
  urls: Urls;
  setModel(model: ReadModel | null): void;
  close(): Promise<void>;
}

/** Only the pages router (as the app mounts it) over `model`, on an ephemeral port. */
export async function startPagesServer(model: ReadModel | null): Promise<PagesServer> {
  let current = model;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = createUrls(url);
  const app = express();
  app.set('query parser', 'simple');
  const rateLimit = { policy: { quota: 1_000_000, windowSeconds: 60, text: '1000000;w=60' } };
  app.use(createPagesRouter({ urls, currentModel: () => current, secrets: ephemeralSecrets(), rateLimit }));
  app.use((_req, res) => {
    res.status(404).type('application/json').send('{"error":"route_not_found"}');
  });
  server.on('request', app);
  return {
    url,
    urls,
    setModel(next) {
      current = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The pages server over `model` for the calling test file: started before its tests, closed
 * after them. Its fields read the running server, so they are usable inside the tests.
 */
export function pagesServerFor(model: ReadModel | null): PagesServer {
  let started: PagesServer | null = null;
  beforeAll(async () => {
    started = await startPagesServer(model);
  });
  afterAll(async () => started?.close());
  const live = () => {
    if (!started) throw new Error('the pages server starts before the tests of the file');
    return started;
  };
  return {
    get url() {
      return live().url;
    },
    get urls() {
      return live().urls;
    },
    setModel: (next) => live().setModel(next),
    close: () => live().close(),
  };
}
