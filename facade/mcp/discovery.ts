import crypto from 'node:crypto';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandler, Router } from 'express';
import { strictRouter } from '../../src/http/routing.js';
import type { Urls } from '../../src/urls.js';
import { SERVER_NAME, SERVER_TITLE, SERVER_VERSION } from './server.js';

/**
 * How MCP clients and registries find the endpoint before connecting: an MCP Server Card
 * (SEP-2127: identity, the streamable-HTTP remote and its protocol versions) at the location
 * MCP reserves for it, `<endpoint>/server-card`, listed in the domain's AI Catalog at
 * `/.well-known/ai-catalog.json`. The card is also served at the `.well-known` paths earlier
 * drafts used (`/.well-known/mcp/server-card.json`, `/.well-known/mcp.json`), where
 * crawlers still look. Authentication is discovered the OAuth way, from the 401 challenge
 * and /.well-known/oauth-protected-resource/mcp.
 */

const CARD_TYPE = 'application/mcp-server-card+json';
const CATALOG_TYPE = 'application/ai-catalog+json';

/** The card's name: the site's host in reverse-DNS order, then the server's own name. */
function serverCardName(site: string): string {
  return `${new URL(site).hostname.split('.').reverse().join('.')}/${SERVER_NAME}`;
}

function serverCard(urls: Urls) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: serverCardName(urls.site),
    version: SERVER_VERSION,
    description: 'Search, compare and plan PC hardware builds from Kosovo stores, prices in EUR (read-only)',
    title: SERVER_TITLE,
    websiteUrl: urls.site,
    remotes: [
      {
        type: 'streamable-http',
        url: `${urls.site}/mcp`,
        headers: [
          {
            name: 'Authorization',
            description: 'Optional: Bearer <API key or OAuth client-credentials token, scope catalog.read> for the credentialed quota; anonymous calls are allowed and rate limited',
            isRequired: false,
            isSecret: true,
          },
        ],
        supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      },
    ],
  };
}

function aiCatalog(urls: Urls) {
  const host = new URL(urls.site).hostname;
  return { specVersion: '1.0', entries: [{ identifier: `urn:air:${host}:mcp:${SERVER_NAME}`, type: CARD_TYPE, url: `${urls.site}/mcp/server-card` }] };
}

/** A public, cacheable document: CORS open for browser clients, an ETag, and 304 when it matches. */
function document(body: object, type: string): RequestHandler {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, If-None-Match');
    res.setHeader('Access-Control-Expose-Headers', 'ETag');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('ETag', etag);
    if (req.method === 'OPTIONS') return void res.status(204).end();
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    )
      return void res.status(304).end();
    res.status(200).type(type).send(text);
  };
}

export function createMcpDiscoveryRouter(urls: Urls): Router {
  const router = strictRouter();
  const card = document(serverCard(urls), CARD_TYPE);
  const legacyCard = document(serverCard(urls), 'application/json');
  const catalog = document(aiCatalog(urls), CATALOG_TYPE);
  for (const method of ['get', 'options'] as const) {
    router[method]('/mcp/server-card', card);
    router[method]('/.well-known/mcp/server-card.json', legacyCard);
    router[method]('/.well-known/mcp.json', legacyCard);
    router[method]('/.well-known/ai-catalog.json', catalog);
  }
  return router;
}
