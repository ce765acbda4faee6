import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Urls } from '../src/urls.js';
import type { RouteDoc } from './doc.js';

/**
 * The OpenAPI 3.1 document, generated once from the same zod schemas the routes parse
 * their input with and the tests validate responses against.
 */
export function buildOpenApi(urls: Urls, docs: RouteDoc[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerApiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'Operator-issued API key: Authorization: Bearer <API_KEY>. Never in a URL.',
  });
  registry.registerComponent('securitySchemes', 'oauth2ClientCredentials', {
    type: 'oauth2',
    description: 'OAuth 2.0 client credentials; the access token is sent as a bearer token.',
    flows: { clientCredentials: { tokenUrl: `${urls.site}/oauth/token`, scopes: { 'catalog.read': 'Read the catalog' } } },
  });
  for (const doc of docs) {
    registry.registerPath({
      method: doc.method,
      path: doc.path,
      operationId: doc.operationId,
      summary: doc.summary,
      description: doc.description,
      request: {
        params: doc.params,
        query: doc.query,
        headers: doc.headers,
        body: doc.body ? { required: true, content: { 'application/json': { schema: doc.body } } } : undefined,
      },
      responses: Object.fromEntries(
        Object.entries(doc.responses).map(([status, r]) => [
          status,
          {
            description: r.description,
            headers: r.headers ? Object.fromEntries(Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) : undefined,
            content: r.schema ? { 'application/json': { schema: r.schema } } : undefined,
          },
        ]),
      ),
      ...(doc.paid ? { 'x-payment': { protocol: 'x402', scheme: 'exact', network: 'eip155:84532', price: '$0.01', currency: 'USD' } } : {}),
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kosovo PC hardware search and price comparison',
      version: 'v1',
      description: 'Read-only search and price comparison for PC hardware in Kosovo (EUR).',
    },
    servers: [{ url: urls.base }],
    security: [{}, { bearerApiKey: [] }, { oauth2ClientCredentials: ['catalog.read'] }],
  });
}
