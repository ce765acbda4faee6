import { MARKET } from '../src/catalog/notes.js';
import { JOB_ID_PREFIX } from '../src/jobs/queue.js';
import type { Urls } from '../src/urls.js';
import { dealsAtom } from './deals-atom.js';

/**
 * Example bodies for the OpenAPI document, shaped like real answers from the shipped
 * catalog. The linters validate each against its schema, so an example cannot drift from
 * the contract unnoticed.
 */

const RELEASE = 'rel-20261120T075900Z-3962d00c5b';
const GENERATED = '2026-11-20T07:59:00.000Z';
const JOB = `${JOB_ID_PREFIX}4c94cf80dce22e8ac08e7c22e46f4642`;

export function examplesFor(urls: Urls) {
  const catalog = {
    releaseId: RELEASE,
    degraded: false,
    generatedAt: GENERATED,
    country: 'XK',
    market: MARKET,
    currency: 'EUR',
    participatingStoreCount: 2,
    participatingStores: [
      { id: 'erenik-it', name: 'Erenik IT' },
      { id: 'prizren-komponente', name: 'Prizren Komponente' },
    ],
    coverageNote: 'Covers 2 participating stores in Gjakovë, Prizren; not a complete inventory of the Kosovo market.',
    freshnessNote: `Prices and stock are snapshots from release ${RELEASE}, generated ${GENERATED}; they can change at the retailer.`,
  };
  const gpuName = 'Gigabyte GeForce RTX 3050 WINDFORCE OC 6G';
  const offer = (id: number, store: string, storeName: string, price: number | null, availability: string, retailerUrl: string, lastUpdated: string) => ({
    id,
    store,
    storeName,
    price,
    currency: price === null ? null : 'EUR',
    availability,
    retailerUrl,
    serviceUrl: urls.offerPage(2005, gpuName, id),
    englishUrl: urls.offerPageEn(2005, gpuName, id),
    lastUpdated,
  });
  const offers = [
    offer(498, 'erenik-it', 'Erenik IT', 189.9, 'in_stock', 'https://erenik-it.example/gigabyte-geforce-rtx-3050-windforce-oc-6g-er-8155-65.html', '2026-11-18T18:30:00.000Z'),
    offer(499, 'prizren-komponente', 'Prizren Komponente', null, 'out_of_stock', 'https://prizrenkomponente.example/artikulli/359855', '2026-11-13T23:47:00.000Z'),
  ];
  const product = {
    id: 2005,
    name: gpuName,
    category: 'GPU',
    categorySlug: 'gpu',
    brand: 'Gigabyte',
    model: 'GeForce RTX 3050 WINDFORCE OC 6G',
    mpn: 'GV-N3050WF2OC-6GD',
    gtin: null,
    price: 189.9,
    currency: 'EUR',
    availability: 'in_stock',
    inStock: true,
    dataConfidence: 'confirmed',
    dataWarning: null,
    serviceUrl: urls.productPage(2005, gpuName),
    englishUrl: urls.productPageEn(2005, gpuName),
    retailerUrl: offers[0].retailerUrl,
    offers,
    lastUpdated: '2026-11-18T18:30:00.000Z',
    specs: { chipBrand: 'NVIDIA', chip: 'GeForce RTX 3050', vramGb: 6, lengthMm: 191, boardPowerW: 70 },
    deal: { class: 'below_typical', method: 'median-90d-v1', coverageDays: 90 },
  };
  // 30 days to the release's day: 199.90 at two stores, then 189.90 at one since 2026-11-18.
  const historyPoints = Array.from({ length: 30 }, (_, k) => {
    const date = new Date(Date.UTC(2026, 9, 22 + k)).toISOString().slice(0, 10);
    return date < '2026-11-18' ? { date, lowestPrice: 199.9, storeCount: 2 } : { date, lowestPrice: 189.9, storeCount: 1 };
  });
  const dealsResponse = {
    schemaVersion: 1,
    catalog,
    filters: { category: 'GPU', city: null },
    results: [{ product, typicalPrice: 199.9, savingPercent: 5, priceSince: '2026-11-18', priceHistoryUrl: urls.api(`/products/${product.id}/price-history`) }],
    totalMatches: 14,
    returned: 1,
    nextCursor: 'AAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    hasMore: true,
  };
  const cpuName = 'AMD Ryzen 5 5600X';
  const buildPart = {
    category: 'CPU',
    categorySlug: 'cpu',
    productId: 1010,
    name: cpuName,
    price: 110.9,
    currency: 'EUR',
    inStock: true,
    available: true,
    dataConfidence: 'confirmed',
    dataWarning: null,
    lastUpdated: '2026-11-19T12:48:00.000Z',
    serviceUrl: urls.productPage(1010, cpuName),
    englishUrl: urls.productPageEn(1010, cpuName),
  };
  const buildPlanRequest = { useCase: 'gaming', budget: 900, requirements: 'quiet, wifi', inStockOnly: true, maxAlternatives: 1 };
  const buildPlan = {
    schemaVersion: 1,
    request: buildPlanRequest,
    catalog,
    release: { id: RELEASE, generatedAt: GENERATED, freshness: catalog.freshnessNote, degraded: false },
    plan: {
      status: 'partial',
      parts: [
        {
          ...{ category: 'CPU', categorySlug: 'cpu', productId: 1010, name: cpuName, price: 110.9, currency: 'EUR' },
          ...{ availability: 'in_stock', inStock: true, dataConfidence: 'confirmed', dataWarning: null, availableStoreCount: 1, storeCoverage: ['erenik-it'] },
          lastUpdated: buildPart.lastUpdated,
          productUrl: buildPart.serviceUrl,
          serviceUrl: buildPart.serviceUrl,
          englishUrl: buildPart.englishUrl,
          selectionReason: 'Best gaming balance with the graphics choice: performance 64/100, 6 cores / 12 threads, AM4.',
        },
      ],
      totalPrice: 110.9,
      currency: 'EUR',
      budget: 900,
      withinBudget: true,
      overBudgetBy: null,
      pricedPartsCount: 1,
      slotCount: 8,
      missingCategories: ['MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE'],
      warnings: ['No in-stock motherboard fits the CPU and the remaining budget.'],
      rationale: ['Gaming profile (CPU 30% / GPU 70%): the most weighted performance the €900 budget buys.'],
      alternatives: [
        {
          category: 'CPU',
          productId: 1003,
          name: 'AMD Ryzen 5 5500',
          price: 75.99,
          currency: 'EUR',
          availability: 'in_stock',
          dataConfidence: 'confirmed',
          reason: '€35 cheaper, ~16% slower, 6 vs 6 cores',
        },
      ],
    },
    compatibility: { state: 'compatible', hardBlockCount: 0, warningCount: 0, issues: [] },
    citations: [{ productId: 1010, category: 'CPU', source: 'service', title: cpuName, url: buildPart.serviceUrl }],
  };
  const job = (status: 'queued' | 'succeeded') => ({
    schemaVersion: 1,
    job: {
      id: JOB,
      status,
      statusUrl: urls.api(`/jobs/${JOB}`),
      resultUrl: urls.api(`/jobs/${JOB}/result`),
      createdAt: '2026-11-25T12:40:41.830Z',
      updatedAt: status === 'queued' ? '2026-11-25T12:40:41.830Z' : '2026-11-25T12:40:42.104Z',
      expiresAt: '2026-11-25T13:40:41.830Z',
      ...(status === 'succeeded' ? { result: buildPlan } : {}),
    },
  });
  return {
    searchResponse: {
      schemaVersion: 1,
      query: { q: 'rtx 3050', normalized: 'rtx 3050', terms: ['rtx', '3050'], category: null, place: null, inStockOnly: true, sort: 'relevance', sortSource: 'default' },
      catalog,
      results: [product],
      totalMatches: 5,
      returned: 1,
      truncated: false,
      nextCursor: 'AAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      hasMore: true,
    },
    productResponse: { schemaVersion: 1, catalog, product },
    lookupMatches: {
      schemaVersion: 1,
      catalog,
      lookup: { by: 'mpn', value: 'gv-n3050 wf2oc-6gd', normalized: 'GVN3050WF2OC6GD' },
      matchCount: 2,
      matches: [
        product,
        { ...product, id: 2006, name: `${gpuName} (rev. 2.0)`, serviceUrl: urls.productPage(2006, `${gpuName} (rev. 2.0)`), englishUrl: urls.productPageEn(2006, `${gpuName} (rev. 2.0)`) },
      ],
    },
    priceHistoryResponse: {
      schemaVersion: 1,
      productId: product.id,
      currency: 'EUR',
      days: 30,
      points: historyPoints,
      stats: { current: 189.9, min: 189.9, median: 199.9, max: 199.9, lowest30DaysBefore: 199.9 },
      deal: product.deal,
    },
    dealsResponse,
    dealsAtom: dealsAtom(dealsResponse, { category: 'GPU', city: null, limit: 1, cursor: null }, urls),
    offersResponse: { schemaVersion: 1, catalog, productId: product.id, productUrl: product.serviceUrl, offers },
    compareResponse: { schemaVersion: 1, catalog, products: [product], cheapestProductId: product.id, cheapestOffer: offers[0] },
    buildsResponse: {
      schemaVersion: 1,
      catalog,
      builds: [
        {
          ...{ id: 'budget-am4-1080p', name: 'Budget AM4 1080p gamer', budgetTier: 'Budget', total: 110.9, currency: 'EUR', partCount: 2 },
          ...{ missingPartCount: 1, complete: false, outOfStockPartCount: 0, readyToBuy: false },
          parts: [
            buildPart,
            {
              ...buildPart,
              category: 'GPU',
              categorySlug: 'gpu',
              productId: 2108,
              name: null,
              price: null,
              currency: null,
              inStock: false,
              available: false,
              dataConfidence: null,
              lastUpdated: null,
            },
          ],
          pageUrl: urls.buildPage('budget-am4-1080p'),
          builderUrl: urls.builderPage('budget-am4-1080p'),
        },
      ],
    },
    buildPlanRequest,
    buildPlanResponse: buildPlan,
    jobQueued: job('queued'),
    jobSucceeded: job('succeeded'),
    batchRequest: { operations: [{ path: '/products/2005' }, { path: '/compare?ids=2005,1010', method: 'GET' }, { path: '/products/0' }] },
    batchResponse: {
      schemaVersion: 1,
      readOnly: true,
      results: [
        { index: 0, ok: true, data: { schemaVersion: 1, catalog, product } },
        { index: 1, ok: true, data: { schemaVersion: 1, catalog, products: [product], cheapestProductId: 2005, cheapestOffer: offers[0] } },
        { index: 2, ok: false, error: { code: 'product_not_found', message: 'No product with id "0": product ids are integers >= 1' } },
      ],
    },
  };
}

/** The data examples; the two service routes' bodies are their own examples (see openapi.ts). */
export type DataExampleName = keyof ReturnType<typeof examplesFor>;
