import { OffersResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { parseProductId, productNotFound, productParams } from './products.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const getOffers = defineReadEndpoint({
  operationId: 'getOffers',
  path: '/products/:id/offers',
  variableTypes: { id: 'Int!' },
  selection: 'product(id: $id) { id serviceUrl offers { ...OfferFields } }',
  parse: ({ params }) => ({ id: parseProductId(params) }),
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
  summary: "A product's store offers, cheapest first (null prices last, then by store id)",
  params: productParams,
  responses: { 200: { description: 'The offers', schema: OffersResponse }, ...errorResponses(401, 402, 404, 429, 503) },
  paid: true,
};
