import { AgentApiInfo } from './contract.js';
import type { RouteDoc } from './doc.js';
import { errorResponses } from './responses.js';
import { attributionLine } from '../src/catalog/attribution.js';
import type { Urls } from '../src/urls.js';

/** GET / — where an agent starts: what the service is, its links and its rules of use. */
export function agentApiInfo(urls: Urls) {
  return {
    schemaVersion: 1,
    name: 'Kosovo PC hardware search and price comparison',
    description:
      'Read-only search and price comparison for PC hardware across participating stores in Kosovo (XK). Prices are EUR snapshots from the latest catalog release; missing prices are null, never estimated.',
    country: 'XK',
    currency: 'EUR',
    readOnly: true,
    baseUrl: urls.base,
    links: {
      openapi: urls.api('/openapi.json'),
      sandbox: urls.api('/sandbox'),
      builds: urls.api('/builds'),
      searchExample: urls.api('/search?q=ryzen%205%207600%20prishtina'),
      lookupExample: urls.api('/lookup?mpn=GV-N3050WF2OC-6GD'),
      deals: urls.api('/deals'),
      buildPlan: urls.api('/build-plan'),
      batch: urls.api('/batch'),
      authDiscovery: `${urls.site}/agent/auth`,
      protectedResourceMetadata: `${urls.site}/.well-known/oauth-protected-resource/agent-api/v1`,
      authorizationServerMetadata: `${urls.site}/.well-known/oauth-authorization-server`,
      tokenEndpoint: `${urls.site}/oauth/token`,
      contact: `${urls.site}/api/mail`,
      mcp: `${urls.site}/mcp`,
      mcpServerCard: `${urls.site}/mcp/server-card`,
      aiCatalog: `${urls.site}/.well-known/ai-catalog.json`,
      graphql: `${urls.site}/graphql`,
      website: urls.site,
    },
    usage: [
      'Anonymous access is allowed and rate limited; a bearer API key or an OAuth 2.0 client-credentials token (scope catalog.read) raises the limit.',
      'Never put a credential in a URL; send it as Authorization: Bearer <token>.',
      'Cite serviceUrl (Albanian) or englishUrl (English) for products; prices are snapshots that can change at the retailer.',
      'Every error body carries error.code, error.message, error.resolution and error.requestId.',
    ],
    dataSource: attributionLine(),
  };
}

export const rootDoc: RouteDoc = {
  method: 'get',
  path: '/',
  operationId: 'getAgentApiInfo',
  tag: 'Service',
  summary: 'Agent API metadata: links and usage rules',
  description:
    'Where an agent starts: what the service is, links to every entry point (OpenAPI, sandbox, search, builds, planning, batch, authentication discovery, the MCP endpoint and its server card) and the rules of use. Free, and answered whatever credential is sent.',
  responses: { 200: { description: 'Links and usage rules', schema: AgentApiInfo, example: 'agentApiInfo' }, ...errorResponses([400, 429, 503]) },
  paid: false,
};
