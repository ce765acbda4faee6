import { z } from 'zod';
import { notFound } from '../src/errors.js';
import { isProductId, productIdValue } from '../src/validation.js';
import { ProductResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { FACADE, nonNull } from './body-map.js';
import { graphql, ProductFields } from './fragments.js';
import { defineReadEndpoint, type RequestInput } from './read-endpoint.js';
import { errorResponses } from './responses.js';

/** A product id as a path segment: digits without a leading zero. */
export const productPathParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .meta({ description: 'Product id, an integer >= 1 (from search, a comparison or a build); any other segment names no product (404)', examples: ['2005'] }),
});

export const productInput = z.strictObject({
  id: productIdValue.meta({ description: 'Product id (from search_products, compare_products or a build)', examples: [2005] }),
});

/**
 * A path id that is not an integer >= 1 names no product: 404, the status the contract
 * lists for these routes, with a message that says what a valid id looks like.
 */
export function productFromPath({ params }: RequestInput): { id: number } {
  const raw = params.id ?? '';
  if (!isProductId(raw)) {
    throw notFound('product_not_found', `No product with id "${raw.slice(0, 40)}": product ids are integers >= 1`, 'Find valid ids with GET /search.');
  }
  return { id: Number(raw) };
}

export function productNotFound(id: number) {
  return notFound('product_not_found', `No product with id ${id} in the current release`, 'Find valid ids with GET /search.');
}

export const getProduct = defineReadEndpoint({
  path: '/products/:id',
  input: productInput,
  invalidCode: 'invalid_parameter',
  fromRequest: productFromPath,
  document: graphql('query getProduct($id: Int!) { result: product(id: $id) { ...ProductFields } }', [ProductFields]),
  variables: ({ id }) => ({ id }),
  shape: (product, catalog, { id }) => {
    if (product === null) throw productNotFound(id);
    return { schemaVersion: 1, catalog, product };
  },
  body: ({ catalog, result }) => ({ schemaVersion: FACADE, catalog, product: nonNull(result) }),
});

export const getProductDoc: RouteDoc = {
  method: 'get',
  path: '/products/{id}',
  operationId: 'getProduct',
  tag: 'Products',
  summary: 'A product and its current offers',
  description:
    'One product of the current release: name, brand, model, category, specs, its price (the cheapest in-stock priced offer, null when none) and every store offer, cheapest first (null prices last, then by store id).',
  params: productPathParams,
  responses: {
    200: { description: 'The product', schema: ProductResponse, example: 'productResponse' },
    ...errorResponses([400, 401, 402, 404, 429, 503]),
  },
  paid: 'request',
};
