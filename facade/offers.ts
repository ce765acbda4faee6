import { OffersResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { productFromPath, productInput, productNotFound, productPathParams } from './products.js';
import { FACADE, fields, nonNull } from './body-map.js';
import { graphql, OfferFields } from './fragments.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const getOffers = defineReadEndpoint({
  path: '/products/:id/offers',
  input: productInput,
  invalidCode: 'invalid_parameter',
  fromRequest: productFromPath,
  document: graphql('query getOffers($id: Int!) { result: product(id: $id) { id serviceUrl offers { ...OfferFields } } }', [OfferFields]),
  variables: ({ id }) => ({ id }),
  shape: (product, catalog, { id }) => {
    if (product === null) throw productNotFound(id);
    return { schemaVersion: 1, catalog, productId: product.id, productUrl: product.serviceUrl, offers: product.offers };
  },
  body: ({ catalog, result }) => {
    const { id, serviceUrl, offers } = fields(nonNull(result));
    return { schemaVersion: FACADE, catalog, productId: id, productUrl: serviceUrl, offers };
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
