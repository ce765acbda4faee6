import { OffersResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { productFromPath, productInput, productNotFound, productPathParams } from './products.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const getOffers = defineReadEndpoint({
  operationId: 'getOffers',
  path: '/products/:id/offers',
  input: productInput,
  invalidCode: 'invalid_parameter',
  fromRequest: productFromPath,
  variables: ({ id }) => ({ id }),
  variableTypes: { id: 'Int!' },
  selection: 'product(id: $id) { id serviceUrl offers { ...OfferFields } }',
  shape: (result, catalog, { id }) => {
    if (result === null) throw productNotFound(id);
    const product = result as { id: number; serviceUrl: string; offers: unknown[] };
    return { schemaVersion: 1, catalog, productId: product.id, productUrl: product.serviceUrl, offers: product.offers };
  },
});

export const getOffersDoc: RouteDoc = {
  method: 'get',
  path: '/products/{id}/offers',
  operationId: 'getOffers',
  tag: 'Products',
  summary: "A product's store offers, cheapest first",
  description: "Only the store offers of one product, cheapest first (null prices last, then by store id): store, price, stock, the store's last update and the retailer's URL.",
  params: productPathParams,
  responses: {
    200: { description: 'The offers', schema: OffersResponse, example: 'offersResponse' },
    ...errorResponses([400, 401, 402, 404, 429, 503]),
  },
  paid: 'request',
};
