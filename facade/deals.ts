import { z } from 'zod';
import { CATEGORIES } from '../src/enums.js';
import { boundedText } from '../src/validation.js';
import { Catalog, Product } from './contract.js';
import { dealsAtom } from './deals-atom.js';
import type { RouteDoc } from './doc.js';
import { queryInput } from './query.js';
import { built, FACADE, fields } from './body-map.js';
import { graphql, ProductFields } from './fragments.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';
import { SEARCH_LIMIT } from '../src/search/bounds.js';
import { searchInput } from './search.js';

export const dealsInput = z.strictObject({
  category: z
    .enum(CATEGORIES)
    .optional()
    .meta({ description: 'Only this category (any letter case in a URL)', examples: ['GPU'] }),
  city: boundedText(2, 60)
    .optional()
    .meta({
      description:
        "Only products some store in this city has in stock: a participating store's city, in any spelling search knows (`Prishtinë`, `prishtina`, `Pristina`); a city without a participating store has no deals",
      examples: ['Prishtinë'],
    }),
  limit: searchInput.shape.limit,
  cursor: searchInput.shape.cursor.meta({
    description: 'nextCursor of the previous page, with the same category and city',
    pattern: '^[A-Za-z0-9_-]+$',
    examples: ['AAAAAAoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  }),
});

export const DealItem = z
  .object({
    product: Product,
    typicalPrice: z.number().meta({ description: "The median daily lowest price of the deal method's 90-day window" }),
    savingPercent: z.number().meta({ description: 'How far the current price is below typical, in percent (one decimal)' }),
    priceSince: z.iso.date().meta({ description: 'The day (local date in Kosovo) the current price took effect, at the earliest the first day of the 90-day window' }),
    priceHistoryUrl: z.url(),
  })
  .meta({ id: 'DealItem', description: 'A product priced below its typical price: the product (with its `deal`), what typical is and how much below it the price is' });

export const DealsResponse = z
  .object({
    schemaVersion: z.number().int(),
    catalog: Catalog,
    filters: z.object({ category: z.enum(CATEGORIES).nullable(), city: z.string().nullable() }),
    results: z.array(DealItem),
    totalMatches: z.number().int(),
    returned: z.number().int(),
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'DealsResponse', description: 'One page of current deals (deal class `record_low` or `below_typical`), furthest below typical first, then by product id' });

export const listDeals = defineReadEndpoint({
  path: '/deals',
  input: dealsInput,
  invalidCode: 'invalid_parameter',
  fromRequest: (() => {
    const read = queryInput(dealsInput, { unknown: 'refuse' });
    return ({ query }) => read(query);
  })(),
  document: graphql(
    `
    query listDeals($category: String, $city: String, $limit: Int, $cursor: String) {
      result: deals(category: $category, city: $city, limit: $limit, cursor: $cursor) {
        city results { product { ...ProductFields } typicalPrice savingPercent priceSince priceHistoryUrl } totalMatches returned nextCursor hasMore
      }
    }
  `,
    [ProductFields],
  ),
  variables: (input) => ({
    category: input.category ?? null,
    city: input.city ?? null,
    limit: input.limit ?? SEARCH_LIMIT.default,
    cursor: input.cursor ?? null,
  }),
  shape: (result, catalog, vars) => {
    const { city, ...page } = result;
    return { schemaVersion: 1, catalog, filters: { category: vars.category, city }, ...page };
  },
  body: ({ catalog, result }) => {
    const { city, ...page } = fields(result);
    return { schemaVersion: FACADE, catalog, filters: built({ category: FACADE, city }), ...page };
  },
  alternate: { type: 'application/atom+xml', render: dealsAtom },
});

export const listDealsDoc: RouteDoc = {
  method: 'get',
  path: '/deals',
  operationId: 'listDeals',
  tag: 'Products',
  summary: 'Current deals: prices below typical, as JSON or an Atom feed',
  description:
    "Products whose current price the deal method (`median-90d-v1`, see `Deal`) classes `record_low` or `below_typical`, furthest below typical first, then by product id; optionally of one category and in stock in one city. `nextCursor` continues with the same category and city, within the same release. With `Accept: application/atom+xml` the same page is an Atom 1.0 feed (entry ids are tag URIs stable while a product's deal price stands, `updated` is the release's time, links go to the product pages), so anyone can subscribe to price drops without an account; responses vary on Accept.",
  query: dealsInput,
  responses: {
    200: {
      description: 'One page of deals',
      schema: DealsResponse,
      example: 'dealsResponse',
      headers: ['Vary'],
      alternates: [{ type: 'application/atom+xml', description: 'The same page as an Atom 1.0 feed (RFC 4287)', example: 'dealsAtom' }],
    },
    ...errorResponses([400, 401, 402, 429, 503]),
  },
  paid: 'request',
};
