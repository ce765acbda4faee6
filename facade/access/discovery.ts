import { type Response, type Router } from 'express';
import { strictRouter } from '../../src/http/routing.js';
import { SCOPES } from '../../src/auth/credentials.js';
import type { Urls } from '../../src/urls.js';
import { sendError } from '../errors.js';
import { bearerChallenge } from './authenticate.js';
import { resourceUrls } from './services.js';

/**
 * Discovery: GET /agent/auth (the 401 challenge that points at the metadata), RFC 9728
 * protected-resource metadata for the REST API and the MCP endpoint, and RFC 8414
 * authorization-server metadata. No registration endpoint is advertised.
 */
export function createDiscoveryRouter(urls: Urls): Router {
  const router = strictRouter();
  const r = resourceUrls(urls);

  const json = (res: Response, body: unknown) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.status(200).type('application/json').send(JSON.stringify(body));
  };

  const apiMetadata = {
    resource: r.api,
    authorization_servers: [urls.site],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Kosovo PC hardware search and price comparison API (v1)',
    resource_documentation: `${r.api}/openapi.json`,
  };
  const mcpMetadata = {
    resource: r.mcp,
    authorization_servers: [urls.site],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Kosovo PC hardware search and price comparison (MCP endpoint)',
    resource_documentation: `${r.api}/`,
  };
  const authorizationServer = {
    issuer: urls.site,
    token_endpoint: r.tokenEndpoint,
    authorization_endpoint: `${urls.site}/oauth/authorize`,
    response_types_supported: [],
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: [...SCOPES],
    service_documentation: `${r.api}/`,
  };

  router.get('/.well-known/oauth-protected-resource/agent-api/v1', (_req, res) => json(res, apiMetadata));
  router.get('/.well-known/oauth-protected-resource/mcp', (_req, res) => json(res, mcpMetadata));
  router.get('/.well-known/oauth-protected-resource', (_req, res) => json(res, apiMetadata));
  router.get('/.well-known/oauth-authorization-server', (_req, res) => json(res, authorizationServer));

  router.get('/agent/auth', (_req, res) => {
    res.setHeader('WWW-Authenticate', bearerChallenge(r.apiMetadata));
    res.setHeader('Cache-Control', 'no-store');
    sendError(
      res,
      401,
      'authentication_required',
      'Authenticate with an operator-issued API key or an OAuth 2.0 client-credentials access token (scope catalog.read); anonymous read access also works, rate limited',
      `Read ${r.apiMetadata}, get a token at POST ${r.tokenEndpoint}, then send Authorization: Bearer <token>. Request credentials via POST ${r.contact}.`,
    );
  });
  return router;
}
