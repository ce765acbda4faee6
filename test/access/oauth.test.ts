import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { admin, bearer, tokenFor } from './helpers.js';

/** OAuth 2.0 client credentials: the token endpoint, every RFC 6749 error, and the tokens on REST and GraphQL. */

let server: TestServer;
let client: { clientId: string; clientSecret: string };

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '1000;w=60', RATE_LIMIT_CREDENTIALED: '1000;w=60' });
  client = await admin(server, 'oauth-client', 'create', '--name', 'Machine client');
});
afterAll(async () => server?.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function token(body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return request(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
}

function expectOAuthError(res: Awaited<ReturnType<typeof request>>, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toBe(error);
  expect(typeof res.body.error_description).toBe('string');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('pragma')).toBe('no-cache');
}

function expectInvalidToken(res: Awaited<ReturnType<typeof request>>) {
  expectErrorBody(res, 401, 'invalid_token');
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge).toContain('Bearer ');
  expect(challenge).toContain('error="invalid_token"');
  expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/agent-api/v1"`);
}

describe('POST /oauth/token', () => {
  it('issues an RFC 9068 JWT to a client authenticating with HTTP Basic', async () => {
    const res = await token({ grant_type: 'client_credentials', scope: 'catalog.read' }, { authorization: basic(client.clientId, client.clientSecret) });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'catalog.read' });
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);

    const header = decodeProtectedHeader(res.body.access_token);
    expect(header).toMatchObject({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(res.body.access_token);
    expect(claims).toMatchObject({ iss: server.url, aud: server.base, sub: client.clientId, client_id: client.clientId, scope: 'catalog.read' });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(30);
  });

  it('issues a token to a client authenticating with form fields, scope defaulting to catalog.read', async () => {
    const res = await token({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
    expect(res.status, res.text).toBe(200);
    expect(res.body.scope).toBe('catalog.read');
    expect(decodeJwt(res.body.access_token).jti).not.toBe(
      decodeJwt((await token({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret })).body.access_token).jti,
    );
  });

  it('answers invalid_request (400) to malformed requests', async () => {
    const auth = { authorization: basic(client.clientId, client.clientSecret) };
    expectOAuthError(await token({ scope: 'catalog.read' }, auth), 400, 'invalid_request');
    expectOAuthError(await token('grant_type=client_credentials&grant_type=client_credentials', auth), 400, 'invalid_request');
    expectOAuthError(
      await request(`${server.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ grant_type: 'client_credentials' }) }),
      400,
      'invalid_request',
    );
    expectOAuthError(await token({ grant_type: 'client_credentials', client_secret: client.clientSecret }, auth), 400, 'invalid_request');
    expectOAuthError(await token({ grant_type: 'client_credentials', client_id: 'kpc_client_other' }, auth), 400, 'invalid_request');
    expectOAuthError(await token('x='.padEnd(6000, 'y'), auth), 400, 'invalid_request');
  });

  it('answers invalid_client (401) with a Basic challenge when Basic was used', async () => {
    for (const authorization of [
      basic(client.clientId, 'kpc_secret_wrongwrongwrongwrongwrongwrongwrongwron'),
      basic('kpc_client_unknown', client.clientSecret),
      'Basic !!!',
      'Basic ' + Buffer.from('no-colon').toString('base64'),
      'Bearer x',
    ]) {
      const res = await token({ grant_type: 'client_credentials' }, { authorization });
      expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    }
  });

  it('answers invalid_client (401) without a Basic challenge to form authentication', async () => {
    for (const body of [
      { grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'wrong' },
      { grant_type: 'client_credentials', client_id: client.clientId },
      { grant_type: 'client_credentials' },
    ]) {
      const res = await token(body);
      expectOAuthError(res, 401, 'invalid_client');
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
  });

  it('answers unsupported_grant_type and invalid_scope (400)', async () => {
    const auth = { authorization: basic(client.clientId, client.clientSecret) };
    expectOAuthError(await token({ grant_type: 'password', username: 'a', password: 'b' }, auth), 400, 'unsupported_grant_type');
    expectOAuthError(await token({ grant_type: 'authorization_code', code: 'x' }, auth), 400, 'unsupported_grant_type');
    expectOAuthError(await token({ grant_type: 'client_credentials', scope: 'catalog.write' }, auth), 400, 'invalid_scope');
    expectOAuthError(await token({ grant_type: 'client_credentials', scope: 'catalog.read admin' }, auth), 400, 'invalid_scope');
  });

  it('accepts only POST', async () => {
    const res = await request(`${server.url}/oauth/token`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.error).toBe('invalid_request');
  });

  it('refuses a revoked client, and the tokens it already holds', async () => {
    const doomed = await admin(server, 'oauth-client', 'create', '--name', 'doomed');
    const accessToken = await tokenFor(server, doomed.clientId, doomed.clientSecret);
    expect((await request(`${server.base}/builds`, { headers: bearer(accessToken) })).status).toBe(200);
    expect(await admin(server, 'oauth-client', 'revoke', doomed.clientId)).toEqual({ clientId: doomed.clientId, status: 'revoked' });
    expectInvalidToken(await request(`${server.base}/builds`, { headers: bearer(accessToken) }));
    expectOAuthError(await token({ grant_type: 'client_credentials', client_id: doomed.clientId, client_secret: doomed.clientSecret }), 401, 'invalid_client');
    const listed = (await admin(server, 'oauth-client', 'list')).oauthClients.find((c: any) => c.clientId === doomed.clientId);
    expect(listed).toMatchObject({ status: 'revoked', scopes: ['catalog.read'] });
    expect(JSON.stringify(listed)).not.toContain(doomed.clientSecret);
  });
});

describe('access tokens', () => {
  it('are accepted on the REST API with the credentialed quota', async () => {
    const accessToken = await tokenFor(server, client.clientId, client.clientSecret);
    const res = await request(`${server.base}/search?q=ryzen`, { headers: bearer(accessToken) });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('1000;w=60');
    expect((await request(`${server.base}/sandbox`, { headers: bearer(accessToken) })).status).toBe(200);
  });

  it('are accepted on /graphql', async () => {
    const accessToken = await tokenFor(server, client.clientId, client.clientSecret);
    const res = await request(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer(accessToken) },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.__typename).toBe('Query');
  });

  it('are accepted on the MCP endpoint', async () => {
    const accessToken = await tokenFor(server, client.clientId, client.clientSecret);
    const res = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(accessToken) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } }),
    });
    expect(res.status, res.text).toBe(200);
    // Connecting is free; a tool call is charged to the token's client, on the credentialed quota.
    const call = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(accessToken) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_builds', arguments: {} } }),
    });
    expect(call.status, call.text).toBe(200);
    expect(call.headers.get('ratelimit-policy')).toBe('1000;w=60');
    const refused = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...bearer(accessToken.slice(0, -3) + 'abc') },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
    });
    expectErrorBody(refused, 401, 'invalid_token');
    expect(refused.headers.get('www-authenticate')).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp"`);
  });

  it('are refused when expired, tampered, for another audience or issuer, unsigned or signed with another key', async () => {
    const tokens = await TokenService.open(() => server.db.em(), { issuer: server.url, audience: server.base });
    const expired = (await tokens.issue(client.clientId, 'catalog.read', { now: new Date(Date.now() - 3600_000) })).accessToken;
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(expired) }));
    const expiredBody = (await request(`${server.base}/search?q=ryzen`, { headers: bearer(expired) })).body;
    expect(expiredBody.error.message).toMatch(/expired/);

    const good = await tokenFor(server, client.clientId, client.clientSecret);
    const [h, p, s] = good.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, client_id: 'kpc_client_someoneelse', sub: 'kpc_client_someoneelse' })).toString('base64url');
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(`${h}.${forged}.${s}`) }));
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(`${h}.${p}.${flipped}`) }));

    const otherAudience = (await tokens.issue(client.clientId, 'catalog.read', { audience: 'https://elsewhere.example/api' })).accessToken;
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(otherAudience) }));

    const otherIssuer = await TokenService.open(() => server.db.em(), { issuer: 'https://evil.example', audience: server.base });
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer((await otherIssuer.issue(client.clientId, 'catalog.read')).accessToken) }));

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${p}.`;
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(none) }));

    const foreignKey = await new SignJWT({ client_id: client.clientId, scope: 'catalog.read' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(server.url)
      .setAudience(server.base)
      .setSubject(client.clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .setJti('x')
      .sign(crypto.randomBytes(32));
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(foreignKey) }));

    // A plain JWT (typ JWT instead of at+jwt) is not an access token.
    const plain = await new SignJWT({ client_id: client.clientId, scope: 'catalog.read' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(server.url)
      .setAudience(server.base)
      .setSubject(client.clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .setJti('y')
      .sign(crypto.randomBytes(32));
    expectInvalidToken(await request(`${server.base}/search?q=ryzen`, { headers: bearer(plain) }));
  });

  it('are refused on /graphql when invalid', async () => {
    const res = await request(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer('eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.abc') },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expectErrorBody(res, 401, 'invalid_token');
  });
});
