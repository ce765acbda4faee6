import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { expectErrorBody, request } from '../support/http.js';

/**
 * Quota is charged per tool call, as its REST twin would be charged, and shared with REST;
 * connecting, notifications and the lists cost nothing, within a generous budget of their
 * own (ten times the quota) that only a flood exhausts.
 */

let tight: TestServer;
let flood: TestServer;

beforeAll(async () => {
  [tight, flood] = await Promise.all([startTestServer({ RATE_LIMIT_ANONYMOUS: '3;w=600' }), startTestServer({ RATE_LIMIT_ANONYMOUS: '1;w=600' })]);
});
afterAll(async () => Promise.all([tight, flood].map((s) => s?.close())));

let id = 0;
const rpc = (server: TestServer, method: string, params: Record<string, unknown> = {}) =>
  request(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
  });
const callBuilds = (server: TestServer) => rpc(server, 'tools/call', { name: 'list_builds', arguments: {} });

describe('MCP quota', () => {
  it('costs nothing to connect and list; each tool call costs one unit of the caller’s REST quota', async () => {
    const client = new Client({ name: 'quota-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${tight.url}/mcp`)));
    await client.listTools();
    await client.listResources();
    await client.listResourceTemplates();
    await client.listPrompts();
    await client.getPrompt({ name: 'plan_build', arguments: { useCase: 'gaming' } });
    await client.readResource({ uri: 'catalog://release' });
    await client.close();

    const listed = await rpc(tight, 'tools/list');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('ratelimit-remaining')).toBeNull();

    for (const remaining of ['2', '1', '0']) {
      const res = await callBuilds(tight);
      expect(res.status).toBe(200);
      expect(res.body.result.isError ?? false).toBe(false);
      expect(res.headers.get('ratelimit-remaining')).toBe(remaining);
      expect(res.headers.get('ratelimit-policy')).toBe('3;w=600');
    }
    const refused = await callBuilds(tight);
    expectErrorBody(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The quota is the REST one: spent by tool calls, it is spent for REST too, and for the paid resources.
    expectErrorBody(await request(`${tight.base}/builds`), 429, 'rate_limited');
    expect((await rpc(tight, 'resources/read', { uri: 'catalog://builds' })).status).toBe(429);
    // Protocol messages still answer.
    expect((await rpc(tight, 'tools/list')).status).toBe(200);
    expect((await rpc(tight, 'resources/read', { uri: 'catalog://stores' })).status).toBe(200);
  });

  it('refuses a flood of protocol messages past ten times the quota', async () => {
    for (let i = 0; i < 10; i++) expect((await rpc(flood, 'tools/list')).status, `message ${i + 1}`).toBe(200);
    const refused = await rpc(flood, 'prompts/list');
    expectErrorBody(refused, 429, 'rate_limited');
    expect(refused.body.error.message).toContain('10 requests per 600 seconds');
  });
});
