import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';

/** Discovery: the /agent/auth challenge, RFC 9728 and RFC 8414 metadata, authorize and register explanations. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('discovery', () => {
  it('GET /agent/auth answers 401 with a challenge pointing at the protected-resource metadata', async () => {
    const res = await request(`${server.url}/agent/auth`);
    expectErrorBody(res, 401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(res.headers.get('www-authenticate')).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/agent-api/v1"`);
    expect(res.headers.get('www-authenticate')).not.toContain('error=');
  });

  it('publishes protected-resource metadata for the REST API (RFC 9728)', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/agent-api/v1', '/.well-known/oauth-protected-resource']) {
      const res = await request(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        resource: server.base,
        authorization_servers: [server.url],
        scopes_supported: ['catalog.read'],
        bearer_methods_supported: ['header'],
        resource_name: expect.any(String),
        resource_documentation: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      });
    }
  });

  it('publishes protected-resource metadata for /mcp', async () => {
    const res = await request(`${server.url}/.well-known/oauth-protected-resource/mcp`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resource: `${server.url}/mcp`, authorization_servers: [server.url], bearer_methods_supported: ['header'], scopes_supported: ['catalog.read'] });
    expect(typeof res.body.resource_name).toBe('string');
  });

  it('publishes authorization-server metadata (RFC 8414) without a registration endpoint', async () => {
    const res = await request(`${server.url}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      issuer: server.url,
      token_endpoint: `${server.url}/oauth/token`,
      authorization_endpoint: `${server.url}/oauth/authorize`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['catalog.read'],
    });
    expect(Array.isArray(res.body.response_types_supported)).toBe(true);
    expect(res.body.service_documentation).toMatch(/^http/);
    expect(res.body).not.toHaveProperty('registration_endpoint');
  });

  it('/oauth/authorize explains in JSON that only client credentials are supported', async () => {
    const res = await request(`${server.url}/oauth/authorize?response_type=code&client_id=x`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unsupported_response_type');
    expect(res.body.error_description).toMatch(/client_credentials/);
    expect(res.body.token_endpoint).toBe(`${server.url}/oauth/token`);
  });

  it('/oauth/register explains operator provisioning and how to ask, for GET and POST', async () => {
    const get = await request(`${server.url}/oauth/register`);
    expect(get.status).toBe(200);
    expect(get.body.registration).toBe('operator_provisioned');
    expect(get.body.request_access).toMatchObject({ method: 'POST', url: `${server.url}/api/mail` });
    const post = await request(`${server.url}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: ['https://x'] }) });
    expect(post.status).toBe(403);
    expect(post.body.error).toBe('registration_not_supported');
    expect(post.body.request_access.url).toBe(`${server.url}/api/mail`);
    expect(post.body).not.toHaveProperty('client_id');
  });

  it('the API root links to the discovery documents it serves', async () => {
    const root = await request(`${server.base}/`);
    for (const key of ['authDiscovery', 'protectedResourceMetadata', 'authorizationServerMetadata']) {
      expect((await request(root.body.links[key])).status).not.toBe(404);
    }
  });
});
