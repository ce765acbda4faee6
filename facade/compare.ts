import { z } from 'zod';
import { MAX_COMPARE } from '../src/catalog/compare.js';
import { CompareResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { notFound } from '../src/errors.js';
import { isProductId, parseWith } from '../src/validation.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const compareQuery = z.object({
  ids: z
    .string()
    .max(200)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,7}$/, `must be 1 to ${MAX_COMPARE} comma-separated integer ids >= 1`)
    .refine((v) => new Set(v.split(',')).size === v.split(',').length, 'must not repeat an id')
    .meta({ description: `Comma-separated product ids, 1 to ${MAX_COMPARE}, distinct; order is kept`, example: '1004,1010' }),
});

export const compareProducts = defineReadEndpoint({
  operationId: 'compareProducts',
  path: '/compare',
  variableTypes: { ids: '[Int!]!' },
  selection: 'compare(ids: $ids) { products { ...ProductFields } cheapestProductId cheapestOffer { ...OfferFields } }',
  parse: ({ query }) => {
    const ids = parseWith(compareQuery, { ids: query.ids }, 'query parameter', 'invalid_ids').ids.split(',');
    const impossible = ids.filter((id) => !isProductId(id));
    if (impossible.length > 0) {
      throw notFound('product_not_found', `No product with id ${impossible.join(', ')} in the current release`, 'Check the ids with GET /search.');
    }
    return { ids: ids.map(Number) };
  },
  shape: (result, catalog) => ({ schemaVersion: 1, catalog, ...(result as object) }),
});

export const compareProductsDoc: RouteDoc = {
  method: 'get',
  path: '/compare',
  operationId: 'compareProducts',
  summary: 'Compare up to 8 products with the cheapest product and offer among them',
  query: compareQuery,
  responses: { 200: { description: 'The comparison', schema: CompareResponse }, ...errorResponses(400, 401, 402, 404, 429, 503) },
  paid: true,
};
