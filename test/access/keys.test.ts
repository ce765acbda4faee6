import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/cli/admin.js';
import { projectRoot } from '../../src/paths.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';
import { admin, bearer } from './helpers.js';

/** API keys end to end: the admin CLI (in-process and as the built binary), bearer use, revocation and the 401 rules. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '1000;w=60', RATE_LIMIT_CREDENTIALED: '1000;w=60' });
});
afterAll(async () => server?.close());

const get = (p: string, headers: Record<string, string> = {}) => request(`${server.base}${p}`, { headers });

function expectInvalidToken(res: Awaited<ReturnType<typeof request>>, code = 'invalid_token') {
  expectErrorBody(res, 401, code);
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer /);
  expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/agent-api/v1"`);
}

/** Runs the built CLI (what `npm run admin --` runs) against the running server's database. */
function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist', 'src', 'cli', 'admin.js'), ...args], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: server.dataDir,
      DATABASE_URL: server.config.database.kind === 'postgres' ? server.config.database.url : `sqlite:${server.config.database.path}`,
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('admin CLI', () => {
  it('creates a key shown once, lists it without the secret, and stores only a salted hash', async () => {
    const created = await admin(server, 'api-key', 'create', '--name', 'Agent One');
    expect(Object.keys(created).sort()).toEqual(['apiKey', 'id']);
    expect(created.apiKey).toMatch(/^kpc_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(created.id).toMatch(/^key_[0-9a-f]{16}$/);

    const listed = await admin(server, 'api-key', 'list');
    const entry = listed.apiKeys.find((k: any) => k.id === created.id);
    expect(entry).toMatchObject({ id: created.id, name: 'Agent One', status: 'active', revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.apiKey.slice(26));

    const rows = await server.db.em().getConnection().execute('select * from api_key where id = ?', [created.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0] as Record<string, string>;
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(created.apiKey.slice(26));
    // Two keys never share a salt.
    const other = await admin(server, 'api-key', 'create', '--name', 'Agent Two');
    const [row2] = (await server.db.em().getConnection().execute('select salt from api_key where id = ?', [other.id])) as { salt: string }[];
    expect(row2.salt).not.toBe(row.salt);
  });

  it('reports usage errors and unknown ids with exit codes', async () => {
    const io = { out: () => undefined, err: () => undefined };
    expect(await runAdmin(['api-key'], () => server.db.em(), io)).toBe(64);
    expect(await runAdmin(['api-key', 'create'], () => server.db.em(), io)).toBe(64);
    expect(await runAdmin(['api-key', 'create', '--name', ''], () => server.db.em(), io)).toBe(2);
    expect(await runAdmin(['api-key', 'revoke', 'key_0000000000000000'], () => server.db.em(), io)).toBe(1);
    expect(await runAdmin(['oauth-client', 'revoke', 'kpc_client_nope'], () => server.db.em(), io)).toBe(1);
  });

  it('works as the built binary against the database of the running server (create, list, revoke)', async () => {
    const created = cli('api-key', 'create', '--name', 'From the shell');
    expect(created.code).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { id, apiKey } = JSON.parse(lines[0]);
    expect((await get('/search?q=ryzen', bearer(apiKey))).status).toBe(200);

    const list = cli('api-key', 'list');
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).apiKeys.map((k: any) => k.id)).toContain(id);

    const revoked = cli('api-key', 'revoke', id);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toEqual({ id, status: 'revoked' });
    // Effective on the very next request of the running server.
    expectInvalidToken(await get('/search?q=ryzen', bearer(apiKey)));

    const client = cli('oauth-client', 'create', '--name', 'Shell client');
    expect(client.code).toBe(0);
    const { clientId, clientSecret } = JSON.parse(client.stdout);
    expect(clientId).toMatch(/^kpc_client_/);
    expect(clientSecret).toMatch(/^kpc_secret_/);
    expect(JSON.parse(cli('oauth-client', 'list').stdout).oauthClients.map((c: any) => c.clientId)).toContain(clientId);
    expect(JSON.parse(cli('oauth-client', 'revoke', clientId).stdout)).toEqual({ clientId, status: 'revoked' });
    expect(cli('api-key', 'bogus').code).toBe(64);
  });
});

describe('bearer API keys', () => {
  it('accepts a valid key on REST and GraphQL and counts it against the credentialed quota', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'reader');
    const res = await get('/search?q=ryzen', bearer(apiKey));
    expect(res.status).toBe(200);
    expect(res.body.schemaVersion).toBe(1);
    const gql = await request(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer(apiKey) },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(gql.status).toBe(200);
    expect(gql.body.data.__typename).toBe('Query');
  });

  it('refuses a revoked key with 401', async () => {
    const { id, apiKey } = await admin(server, 'api-key', 'create', '--name', 'soon revoked');
    expect((await get('/builds', bearer(apiKey))).status).toBe(200);
    expect(await admin(server, 'api-key', 'revoke', id)).toEqual({ id, status: 'revoked' });
    expect(await admin(server, 'api-key', 'revoke', id)).toEqual({ id, status: 'already_revoked' });
    const res = await get('/builds', bearer(apiKey));
    expectInvalidToken(res);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect((await admin(server, 'api-key', 'list')).apiKeys.find((k: any) => k.id === id).status).toBe('revoked');
  });

  it('refuses unknown, mangled and unrecognisable bearer credentials with 401', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'mangled');
    const mangled = apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A');
    for (const token of [mangled, 'kpc_live_0123456789abcdef_' + 'x'.repeat(43), 'kpc_live_short', 'not-a-credential', 'a.b.c']) {
      expectInvalidToken(await get('/search?q=ryzen', bearer(token)));
    }
  });

  it('answers 401 to a malformed Authorization header', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Token abc', 'bearer two words', 'kpc_live_abc']) {
      const res = await get('/search?q=ryzen', { authorization: header });
      expectInvalidToken(res, 'invalid_authorization_header');
    }
  });

  it('still serves GET / and the OpenAPI document with a bad credential, and HEAD /', async () => {
    for (const p of ['/', '/openapi.json']) {
      const res = await get(p, bearer('kpc_live_bad'));
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${server.base}/`, { method: 'HEAD', headers: { authorization: 'Basic x' } })).status).toBe(200);
    // …but every other operation answers 401.
    for (const p of ['/sandbox', '/builds', '/products/1', '/jobs/service_job_x', '/nope']) expectInvalidToken(await get(p, bearer('kpc_live_bad')));
  });

  it('refuses a bad credential on /graphql and /mcp with 401 (the MCP challenge names its own metadata)', async () => {
    const gql = await request(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer('kpc_live_bad') },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expectErrorBody(gql, 401, 'invalid_token');
    const mcp = await request(`${server.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer('nope') }, body: '{}' });
    expectErrorBody(mcp, 401, 'invalid_token');
    expect(mcp.headers.get('www-authenticate')).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource/mcp"`);
  });
});

describe('credentials in the query string', () => {
  it('are refused with 400 on the REST API, even on GET /', async () => {
    const { apiKey } = await admin(server, 'api-key', 'create', '--name', 'leaky');
    for (const p of [`/search?q=ryzen&api_key=${apiKey}`, '/search?q=ryzen&access_token=abc', '/?token=x', `/builds?x=${apiKey}`, '/openapi.json?client_secret=x']) {
      expectErrorBody(await get(p), 400, 'credential_in_query');
    }
  });

  it('are refused with 400 on /graphql', async () => {
    const res = await request(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}&access_token=abc`, { headers: { accept: 'application/json' } });
    expectErrorBody(res, 400, 'credential_in_query');
    const ok = await request(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json' } });
    expect(ok.status).toBe(200);
  });
});
