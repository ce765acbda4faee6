import { z } from 'zod';
import { notFound } from '../src/errors.js';
import { ProductResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { isProductId, positiveIdPattern } from '../src/validation.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const productParams = z.object({
  id: z.string().regex(positiveIdPattern, 'must be an integer >= 1').meta({ description: 'Product id, an integer >= 1', example: '1004' }),
});

/**
 * A path id that is not an integer >= 1 names no product: 404, the status the contract
 * lists for these routes, with a message that says what a valid id looks like.
 */
export function parseProductId(params: Record<string, string>): number {
  const raw = params.id ?? '';
  if (!isProductId(raw)) {
    throw notFound('product_not_found', `No product with id "${raw.slice(0, 40)}": product ids are integers >= 1`, 'Find valid ids with GET /search.');
  }
  return Number(raw);
}

export function productNotFound(id: number) {
  return notFound('product_not_found', `No product with id ${id} in the current release`, 'Find valid ids with GET /search.');
}

export const getProduct = defineReadEndpoint({
  operationId: 'getProduct',
  path: '/products/:id',
  variableTypes: { id: 'Int!' },
  selection: 'product(id: $id) { ...ProductFields }',
  parse: ({ params }) => ({ id: parseProductId(params) }),
  shape: (product, catalog, { id }) => {
    if (product === null) throw productNotFound(id);
    return { schemaVersion: 1, catalog, product };
  },
});

export const getProductDoc: RouteDoc = {
  method: 'get',
  path: '/products/{id}',
  operationId: 'getProduct',
  summary: 'A product and its current offers',
  params: productParams,
  responses: { 200: { description: 'The product', schema: ProductResponse }, ...errorResponses(401, 402, 404, 429, 503) },
  paid: true,
};
