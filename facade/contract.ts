import { z } from 'zod';
import { buildPlanRequestSchema } from '../src/build-plan-request.js';
import { JOB_ID_PATTERN } from '../src/jobs/queue.js';

/**
 * The v1 contract's bodies as zod schemas. They generate the OpenAPI document and the
 * tests validate every response against that document, so the two cannot drift. Kept in
 * one file past the usual size: the bodies are built from each other, as the contract's
 * tables are, and read best side by side with it.
 */

const url = z.url();
const dateTime = z.iso.datetime({ offset: true });

export const ErrorBody = z
  .object({
    schemaVersion: z.number().int(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      resolution: z.string(),
      requestId: z.string(),
    }),
  })
  .meta({ id: 'Error', description: 'Every 4xx/5xx body except 402' });

export const Catalog = z
  .object({
    releaseId: z.string(),
    degraded: z.boolean().optional(),
    generatedAt: dateTime,
    country: z.literal('XK'),
    market: z.string(),
    currency: z.literal('EUR'),
    participatingStoreCount: z.number().int(),
    participatingStores: z.array(z.object({ id: z.string(), name: z.string() })),
    coverageNote: z.string(),
    freshnessNote: z.string(),
  })
  .meta({ id: 'Catalog', description: 'The catalog release an answer comes from: when it was generated, which stores it covers, and how fresh its prices are' });

const availability = z.enum(['in_stock', 'out_of_stock']);

export const Offer = z
  .object({
    id: z.number().int().min(1),
    store: z.string(),
    storeName: z.string(),
    price: z.number().nullable(),
    currency: z.string().nullable(),
    availability,
    retailerUrl: url,
    serviceUrl: url,
    englishUrl: url,
    lastUpdated: dateTime.nullable(),
  })
  .meta({ id: 'Offer', description: "One store's offer of a product: price (null when the store gives none), stock, the store's last update and where to buy" });

export const Deal = z
  .object({
    class: z.enum(['record_low', 'below_typical', 'typical', 'above_typical', 'insufficient_data']),
    method: z.string(),
    coverageDays: z.number().int().min(1),
  })
  .meta({
    id: 'Deal',
    description:
      "Whether today's price is a good one, by method `median-90d-v1` over the 90 days ending on the release's day: `insufficient_data` under 14 days of coverage (from the first priced day of the window); `record_low` when the current price is below every daily lowest of the window before it took effect; `below_typical` at most 95% of the window's median daily lowest; `above_typical` at least 105% of it; else `typical`. Null without price history or a current price",
  });

export const Product = z
  .object({
    id: z.number().int().min(1),
    name: z.string(),
    category: z.string(),
    categorySlug: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    mpn: z.string().nullable().meta({ description: 'The primary manufacturer part number; a product with several lists the others on its page' }),
    gtin: z.string().nullable().meta({ description: 'GTIN (EAN/UPC, 8 to 14 digits) where the data publishes one, else null' }),
    price: z.number().nullable(),
    currency: z.string().nullable(),
    availability,
    inStock: z.boolean(),
    dataConfidence: z.enum(['confirmed', 'fallback']),
    dataWarning: z.string().nullable(),
    serviceUrl: url,
    englishUrl: url,
    retailerUrl: url.nullable(),
    offers: z.array(Offer),
    lastUpdated: dateTime.nullable(),
    specs: z.record(z.string(), z.unknown()).optional(),
    deal: Deal.nullable(),
    compatibility: z
      .object({
        rulesChecked: z.array(z.string()).meta({ description: 'Ids of the build-plan rules that judged this part against the compatibleWith parts, in rule order' }),
        warnings: z.array(z.string()).meta({ description: 'Rules that passed it with a warning' }),
        notChecked: z.array(z.string()).meta({ description: 'Rules that could not judge it: a spec they need is unknown' }),
      })
      .optional()
      .meta({ description: 'Only in a search with compatibleWith' }),
  })
  .meta({ id: 'Product', description: 'A canonical product with its offers; `price` is its cheapest in-stock priced offer, null when none' });

export const Suggestion = z
  .object({
    type: z.enum(['category', 'model', 'builds', 'builder']),
    name: z.string(),
    url,
    description: z.string(),
  })
  .meta({ id: 'Suggestion', description: 'What to try when a search matched nothing' });

export const BuildPart = z
  .object({
    category: z.string(),
    categorySlug: z.string(),
    productId: z.number().int(),
    name: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string().nullable(),
    inStock: z.boolean(),
    available: z.boolean(),
    dataConfidence: z.enum(['confirmed', 'fallback']).nullable(),
    dataWarning: z.string().nullable(),
    lastUpdated: dateTime.nullable(),
    serviceUrl: url,
    englishUrl: url,
  })
  .meta({ id: 'BuildPart', description: "A curated build's part with its live price; name is null when the release lacks the product" });

export const Build = z
  .object({
    id: z.string(),
    name: z.string(),
    budgetTier: z.enum(['Budget', 'Entry', 'Mid', 'High']),
    total: z.number().nullable(),
    currency: z.string().nullable(),
    partCount: z.number().int(),
    missingPartCount: z.number().int(),
    complete: z.boolean(),
    outOfStockPartCount: z.number().int(),
    readyToBuy: z.boolean(),
    parts: z.array(BuildPart),
    pageUrl: url,
    builderUrl: url,
  })
  .meta({ id: 'Build', description: 'A curated complete build with live part prices' });

const schemaVersion = z.number().int();

export const ProductResponse = z.object({ schemaVersion, catalog: Catalog, product: Product }).meta({ id: 'ProductResponse', description: 'A product and its offers' });

export const LookupResponse = z
  .object({
    schemaVersion,
    catalog: Catalog,
    product: Product.optional().meta({ description: 'The one product the identifier names: the body is then exactly GET /products/{id}' }),
    lookup: z
      .object({ by: z.enum(['gtin', 'mpn']), value: z.string(), normalized: z.string() })
      .optional()
      .meta({ description: 'With matches: what was looked up, as given and as compared' }),
    matchCount: z.number().int().min(2).optional().meta({ description: 'With matches: how many products the identifier names' }),
    matches: z
      .array(Product)
      .max(10)
      .optional()
      .meta({ description: 'When several products carry the identifier: at most 10 candidates, those whose primary part number it is first, then by id' }),
  })
  .meta({ id: 'LookupResponse', description: 'The product an identifier names (the GET /products/{id} body), or the candidates when several carry it' });

export const OffersResponse = z
  .object({ schemaVersion, catalog: Catalog, productId: z.number().int(), productUrl: url, offers: z.array(Offer) })
  .meta({ id: 'OffersResponse', description: "A product's offers, cheapest first" });

export const CompareResponse = z
  .object({
    schemaVersion,
    catalog: Catalog,
    products: z.array(Product),
    cheapestProductId: z.number().int().nullable(),
    cheapestOffer: Offer.nullable(),
  })
  .meta({ id: 'CompareResponse', description: 'Products in the order asked, with the cheapest product and the cheapest in-stock offer among them (null when none has one)' });

export const BuildsResponse = z.object({ schemaVersion, catalog: Catalog, builds: z.array(Build) }).meta({ id: 'BuildsResponse', description: 'The curated builds' });

const facetValues = z
  .object({
    values: z.array(z.object({ value: z.union([z.string(), z.number(), z.boolean()]), count: z.number().int().min(1) })).max(20),
    other: z.number().int().min(0).meta({ description: 'Sum of the counts of the values past the first 20' }),
    unknown: z.number().int().min(0).meta({ description: 'Matches without a value' }),
  })
  .meta({ id: 'Facet', description: 'Counts per value over the whole match set: by count, then value; at most 20 values' });

export const Facets = z
  .object({
    brand: facetValues,
    store: facetValues,
    city: facetValues,
    price: z.object({
      bands: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number().int().min(0) })),
      unknown: z.number().int().min(0),
    }),
    specs: z
      .array(facetValues.extend({ key: z.string() }))
      .nullable()
      .meta({ description: "One facet per filterable spec of the category in view, in the category's key order (filter with spec.<key>)" }),
  })
  .meta({
    id: 'Facets',
    description:
      'How the whole match set (every match totalMatches counts) divides: brand and price band count each match once (their counts and unknown add up to totalMatches); store and city count a match once per store or city with an offer it was matched on; specs (the filterable specs of the category in view, null without one category) once per value it has. Price bands run from min (included) to max (excluded), in EUR.',
  });

export const SearchResponse = z
  .object({
    schemaVersion,
    query: z.record(z.string(), z.unknown()),
    catalog: Catalog,
    results: z.array(Product),
    totalMatches: z.number().int(),
    returned: z.number().int(),
    truncated: z.boolean(),
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
    suggestions: z.array(Suggestion).optional(),
    facets: Facets.optional(),
  })
  .meta({ id: 'SearchResponse', description: 'One page of search results and how the query was read; suggestions only when nothing matched' });

export const Sandbox = z
  .object({
    schemaVersion,
    mode: z.literal('sandbox'),
    baseUrl: url,
    productionDataAccess: z.literal(false),
    writesEnabled: z.literal(false),
    supportedOperations: z.array(z.string()),
    name: z.string().optional(),
    paymentRequired: z.boolean().optional(),
    description: z.string().optional(),
    recommendedProbe: url.optional(),
    documentation: url.optional(),
  })
  .meta({ id: 'Sandbox', description: 'The read-only sandbox: what is safe to probe' });

export const AgentApiInfo = z
  .object({
    schemaVersion,
    name: z.string(),
    description: z.string(),
    country: z.literal('XK'),
    currency: z.literal('EUR'),
    readOnly: z.literal(true),
    baseUrl: url,
    links: z.record(z.string(), url).meta({ description: 'Entry points by name: openapi, sandbox, builds, searchExample, mcp, mcpServerCard, …' }),
    usage: z.array(z.string()).meta({ description: 'Rules of use, one sentence each' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'AgentApiInfo', description: 'What the service is, its entry points and its rules of use' });

export const OpenApiDocument = z
  .object({ openapi: z.string(), info: z.record(z.string(), z.unknown()), paths: z.record(z.string(), z.unknown()) })
  .catchall(z.unknown())
  .meta({ id: 'OpenApiDocument', description: 'This document (OpenAPI 3.1)' });

export const PaymentRequiredBody = z
  .object({})
  .catchall(z.unknown())
  .meta({ id: 'PaymentRequiredBody', description: 'Not specified by x402 (usually `{}`); the payment requirements are in the PAYMENT-REQUIRED header' });

const text240 = z.string().max(240);
const confidence = z.enum(['confirmed', 'fallback']);

export const BuildPlanResponse = z
  .object({
    schemaVersion: z.number().int(),
    request: buildPlanRequestSchema,
    catalog: Catalog,
    release: z.strictObject({ id: z.string(), generatedAt: z.iso.datetime({ offset: true }), freshness: z.string(), degraded: z.boolean() }),
    plan: z.strictObject({
      status: z.enum(['complete', 'partial']),
      parts: z
        .array(
          z.strictObject({
            category: z.string(),
            categorySlug: z.string(),
            productId: z.number().int().min(1),
            name: z.string(),
            price: z.number().nullable(),
            currency: z.string().nullable(),
            availability,
            inStock: z.boolean(),
            dataConfidence: confidence,
            dataWarning: z.string().nullable(),
            availableStoreCount: z.number().int().min(0),
            storeCoverage: z.array(z.string()).max(16),
            lastUpdated: z.iso.datetime({ offset: true }).nullable(),
            productUrl: z.url(),
            serviceUrl: z.url(),
            englishUrl: z.url(),
            selectionReason: text240,
          }),
        )
        .max(8),
      totalPrice: z.number().nullable(),
      currency: z.string().nullable(),
      budget: z.number().nullable(),
      withinBudget: z.boolean().nullable(),
      overBudgetBy: z.number().nullable(),
      pricedPartsCount: z.number().int().min(0).max(8),
      slotCount: z.number().int().min(0).max(8),
      missingCategories: z.array(z.string()),
      warnings: z.array(text240).max(12),
      rationale: z.array(text240).max(8),
      alternatives: z
        .array(
          z.strictObject({
            category: z.string(),
            productId: z.number().int().min(1),
            name: z.string(),
            price: z.number().nullable(),
            currency: z.string().nullable(),
            availability,
            dataConfidence: confidence,
            reason: text240,
          }),
        )
        .max(24),
    }),
    compatibility: z.strictObject({
      state: z.enum(['compatible', 'warning', 'incompatible']),
      hardBlockCount: z.number().int().min(0),
      warningCount: z.number().int().min(0),
      issues: z
        .array(
          z.strictObject({
            ruleId: z.string(),
            title: z.string(),
            state: z.enum(['warning', 'incompatible']),
            message: z.string(),
            parts: z.array(z.string()).max(8),
          }),
        )
        .max(16),
    }),
    citations: z
      .array(
        z.strictObject({
          productId: z.number().int().min(1),
          category: z.string(),
          source: z.enum(['service', 'retailer']),
          title: z.string(),
          url: z.url(),
        }),
      )
      .max(16),
  })
  .meta({ id: 'BuildPlanResponse', description: 'One planned build with its compatibility verdict, alternatives and citations' });

export const AsyncBuildPlanJob = z
  .object({
    schemaVersion: z.number().int(),
    job: z.object({
      id: z.string().regex(JOB_ID_PATTERN),
      status: z.enum(['queued', 'running', 'succeeded', 'failed']),
      statusUrl: z.url(),
      resultUrl: z.url(),
      createdAt: z.iso.datetime({ offset: true }),
      updatedAt: z.iso.datetime({ offset: true }),
      expiresAt: z.iso.datetime({ offset: true }),
      result: BuildPlanResponse.optional(),
      error: z.object({ code: z.string(), message: z.string(), resolution: z.string() }).optional(),
    }),
  })
  .meta({ id: 'AsyncBuildPlanJob', description: 'An asynchronous build-plan job; `result` once it succeeded, `error` once it failed' });
