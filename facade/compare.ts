import { z } from 'zod';
import { MAX_COMPARE } from '../src/catalog/compare.js';
import { productIdValue } from '../src/validation.js';
import { CompareResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { queryInput } from './query.js';
import { FACADE, fields, nonNull } from './body-map.js';
import { graphql, OfferFields, ProductFields } from './fragments.js';
import { answered, defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

const distinct = (ids: number[]) => new Set(ids).size === ids.length;

export const compareInput = z.strictObject({
  ids: z
    .array(productIdValue)
    .min(1, `must be 1 to ${MAX_COMPARE} product ids`)
    .max(MAX_COMPARE, `must be 1 to ${MAX_COMPARE} product ids`)
    .refine(distinct, 'must not repeat an id')
    .meta({ description: `Product ids, 1 to ${MAX_COMPARE}, distinct; the comparison keeps this order`, uniqueItems: true, examples: [[2005, 1010]] }),
});

export const compareProducts = defineReadEndpoint({
  path: '/compare',
  input: compareInput,
  invalidCode: 'invalid_ids',
  fromRequest: (() => {
    // Other query parameters were never refused here, so they stay ignored.
    const read = queryInput(compareInput, { unknown: 'ignore' });
    return ({ query }) => read(query);
  })(),
  document: graphql(
    `
    query compareProducts($ids: [Int!]!) {
      result: compare(ids: $ids) { products { ...ProductFields } cheapestProductId cheapestOffer { ...OfferFields } }
    }
  `,
    [ProductFields, OfferFields],
  ),
  variables: ({ ids }) => ({ ids }),
  shape: (result, catalog) => ({ schemaVersion: 1, catalog, ...answered(result) }),
  body: ({ catalog, result }) => ({ schemaVersion: FACADE, catalog, ...fields(nonNull(result)) }),
});

export const compareProductsDoc: RouteDoc = {
  method: 'get',
  path: '/compare',
  operationId: 'compareProducts',
  tag: 'Products',
  summary: `Compare up to ${MAX_COMPARE} products, with the cheapest product and offer among them`,
  description: `1 to ${MAX_COMPARE} distinct products in the order asked, in full, with the cheapest product (the lowest product price; ties go to the lower id) and the cheapest in-stock priced offer among them; both are null when nothing has an in-stock price. An id the release lacks is a 404 naming it.`,
  query: compareInput,
  responses: {
    200: { description: 'The comparison', schema: CompareResponse, example: 'compareResponse' },
    ...errorResponses([400, 401, 402, 404, 429, 503], {
      400: { code: 'invalid_ids', message: 'ids: must not repeat an id', description: 'Invalid ids: missing, not integers from 1 to 2147483647, repeated, or more than 8' },
      404: { code: 'product_not_found', message: 'No product with id 987654 in the current release', resolution: 'Check the ids with GET /search.' },
    }),
  },
  paid: 'request',
};
