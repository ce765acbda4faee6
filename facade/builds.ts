import { BuildsResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const listBuilds = defineReadEndpoint({
  operationId: 'listBuilds',
  path: '/builds',
  variableTypes: {},
  selection: 'builds { ...BuildFields }',
  parse: () => ({}),
  shape: (builds, catalog) => ({ schemaVersion: 1, catalog, builds }),
});

export const listBuildsDoc: RouteDoc = {
  method: 'get',
  path: '/builds',
  operationId: 'listBuilds',
  summary: 'Curated complete builds (Budget, Entry, Mid, High) with live part prices',
  responses: { 200: { description: 'The builds', schema: BuildsResponse }, ...errorResponses(401, 402, 429, 503) },
  paid: true,
};
