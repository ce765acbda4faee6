import { z } from 'zod';
import { BuildsResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { FACADE, nonNull } from './body-map.js';
import { BuildFields, graphql } from './fragments.js';
import { answered, defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const listBuilds = defineReadEndpoint({
  path: '/builds',
  input: z.strictObject({}),
  invalidCode: 'invalid_parameter',
  // The route takes no parameters; anything in its query string is ignored.
  fromRequest: () => ({}),
  document: graphql('query listBuilds { result: builds { ...BuildFields } }', [BuildFields]),
  variables: () => ({}),
  shape: (builds, catalog) => ({ schemaVersion: 1, catalog, builds: answered(builds) }),
  body: ({ catalog, result }) => ({ schemaVersion: FACADE, catalog, builds: nonNull(result) }),
});

export const listBuildsDoc: RouteDoc = {
  method: 'get',
  path: '/builds',
  operationId: 'listBuilds',
  tag: 'Builds',
  summary: 'Curated complete builds (Budget, Entry, Mid, High) with live part prices',
  description:
    "The curated builds with each part's live price (its cheapest in-stock offer, else its cheapest priced offer), the total of the priced parts, and whether the build is complete (every part named and priced) and ready to buy (complete and every part in stock).",
  responses: {
    200: { description: 'The builds', schema: BuildsResponse, example: 'buildsResponse' },
    ...errorResponses([400, 401, 402, 429, 503]),
  },
  paid: 'request',
};
