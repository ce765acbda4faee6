import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/** Discovery before connecting: the AI Catalog points at the Server Card, which names the endpoint the client then uses. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('MCP discovery', () => {
  it('leads from the API root to the AI Catalog, the Server Card and a working connection', async () => {
    const root = await request(`${server.base}/`);
    expect(root.body.links).toMatchObject({ mcpServerCard: `${server.url}/mcp/server-card`, aiCatalog: `${server.url}/.well-known/ai-catalog.json` });

    const catalog = await request(root.body.links.aiCatalog);
    expect(catalog.headers.get('content-type')).toMatch(/^application\/ai-catalog\+json/);
    expect(catalog.body).toEqual({
      specVersion: '1.0',
      entries: [{ identifier: 'urn:air:127.0.0.1:mcp:kosovo-pc-parts', type: 'application/mcp-server-card+json', url: root.body.links.mcpServerCard }],
    });

    const card = await request(catalog.body.entries[0].url, { headers: { accept: 'application/mcp-server-card+json' } });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toMatch(/^application\/mcp-server-card\+json/);
    expect(card.body).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: '1.0.0.127/kosovo-pc-parts',
      version: expect.any(String),
      websiteUrl: server.url,
      remotes: [{ type: 'streamable-http', url: `${server.url}/mcp` }],
    });
    expect(card.body.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(card.body.description.length).toBeLessThanOrEqual(100);
    expect(card.body.remotes[0].supportedProtocolVersions).toContain(LATEST_PROTOCOL_VERSION);

    // What the card says is what the connection says.
    const client = new Client({ name: 'discovery-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(card.body.remotes[0].url)));
    expect(client.getServerVersion()).toMatchObject({ version: card.body.version, title: card.body.title });
    await client.close();
  });

  it('serves the card at the older .well-known locations too, cacheable, open to browsers, revalidated by ETag', async () => {
    const card = await request(`${server.url}/mcp/server-card`);
    for (const path of ['/.well-known/mcp/server-card.json', '/.well-known/mcp.json']) {
      const res = await request(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual(card.body);
    }
    expect(card.headers.get('access-control-allow-origin')).toBe('*');
    expect(card.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = card.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(`${server.url}/mcp/server-card`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const preflight = await fetch(`${server.url}/mcp/server-card`, { method: 'OPTIONS', headers: { origin: 'https://agent.example', 'access-control-request-headers': 'if-none-match' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('If-None-Match');
  });
});
