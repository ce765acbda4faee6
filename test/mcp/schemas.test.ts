import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';

/**
 * Tool schemas every MCP client reads alike. The rules are what clients were seen to trip
 * on: the MCP Inspector's schema lint (a `type` array, an untyped or boolean schema, a
 * non-object input root, a remote `$ref`), its previous version (a form renderer that knew
 * neither `anyOf` nor `null` in inputs, and output schemas compiled by a default, strict,
 * draft-07 Ajv without formats — which refuses unknown keywords and formats and logs union
 * types), and hosts that never resolve `$ref`. Every tool's real output must validate
 * against its schema under the strictest of those validators too.
 */

let server: TestServer;
let client: Client;
let tools: Tool[];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  client = new Client({ name: 'schema-check', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  tools = (await client.listTools()).tools;
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

type Node = Record<string, unknown>;

/** Keywords whose value is data, never a schema. */
const DATA = new Set(['enum', 'const', 'examples', 'default', 'required', 'description', 'title']);
const BOOLEAN_ALLOWED = new Set(['additionalProperties']);
const TYPED = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/** Every rule broken anywhere in one schema, as `path: rule` lines. */
function schemaFindings(schema: unknown, side: 'input' | 'output'): string[] {
  const findings: string[] = [];
  const root = schema as Node;
  if (root.type !== 'object') findings.push('(root): not type object');
  const visit = (node: unknown, path: string, keyword: string | undefined) => {
    if (typeof node === 'boolean') {
      if (!keyword || !BOOLEAN_ALLOWED.has(keyword)) findings.push(`${path}: boolean schema`);
      return;
    }
    if (!node || typeof node !== 'object' || Array.isArray(node)) return (findings.push(`${path}: not a schema`), undefined);
    const n = node as Node;
    if (Array.isArray(n.type)) findings.push(`${path}: type array ${JSON.stringify(n.type)}`);
    else if (n.type !== undefined && !TYPED.has(n.type as string)) findings.push(`${path}: unknown type ${String(n.type)}`);
    if (n.type === undefined && !Array.isArray(n.anyOf) && !Array.isArray(n.enum) && !('const' in n)) findings.push(`${path}: untyped`);
    for (const key of ['$ref', '$defs', 'definitions', '$schema', 'format', 'oneOf', 'allOf', 'not', 'nullable', 'example']) {
      if (key in n) findings.push(`${path}: ${key}`);
    }
    if (side === 'input' && (n.type === 'null' || 'anyOf' in n)) findings.push(`${path}: ${n.type === 'null' ? 'null' : 'anyOf'} in an input`);
    if (Array.isArray(n.anyOf)) {
      const branches = n.anyOf as Node[];
      if (branches.some((b) => typeof b.type !== 'string')) findings.push(`${path}: anyOf branch without one type`);
    }
    if (n.type === 'object' && n.properties === undefined && n.additionalProperties !== true) findings.push(`${path}: object with no properties that is not open`);
    for (const [key, value] of Object.entries(n)) {
      if (DATA.has(key)) continue;
      if (key === 'properties') for (const [name, s] of Object.entries(value as Node)) visit(s, `${path}.${name}`, key);
      else if (key === 'anyOf') (value as unknown[]).forEach((s, i) => visit(s, `${path}.anyOf[${i}]`, key));
      else if (key === 'items' || key === 'additionalProperties' || key === 'propertyNames') visit(value, `${path}.${key}`, key);
    }
  };
  visit(schema, '', undefined);
  return findings;
}

/** The previous Inspector's validator: Ajv's defaults (draft-07, strict), logging into `logs`. */
function strictDraft07(logs: string[]) {
  const logger = { log: (...a: unknown[]) => logs.push(a.join(' ')), warn: (...a: unknown[]) => logs.push(a.join(' ')), error: (...a: unknown[]) => logs.push(a.join(' ')) };
  return new Ajv.default({ logger });
}

describe('tool schemas', () => {
  it('lists nine tools with both schemas', () => {
    expect(tools).toHaveLength(9);
    for (const tool of tools) expect(tool.outputSchema, tool.name).toBeDefined();
  });

  it('follow every portability rule, inputs and outputs', () => {
    const findings = tools.flatMap((tool) => [
      ...schemaFindings(tool.inputSchema, 'input').map((f) => `${tool.name} input ${f}`),
      ...schemaFindings(tool.outputSchema, 'output').map((f) => `${tool.name} output ${f}`),
    ]);
    expect(findings).toEqual([]);
  });

  it('compile without a warning in a default strict draft-07 Ajv and in a strict 2020-12 Ajv', () => {
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        const logs: string[] = [];
        expect(() => strictDraft07(logs).compile(schema!), tool.name).not.toThrow();
        expect(logs, tool.name).toEqual([]);
        expect(() => new Ajv2020.default({ strict: true, logger: false }).compile(schema!), tool.name).not.toThrow();
      }
    }
  });

  it('type every property and give each a description or a self-explaining name', () => {
    for (const tool of tools) {
      const properties = tool.inputSchema.properties as Record<string, Node>;
      for (const [name, schema] of Object.entries(properties)) expect(typeof schema.type, `${tool.name}.${name}`).toBe('string');
    }
  });

  it('validate what the tools really return, under the strict validator', async () => {
    const model = server.holder.current()!;
    const [a, b] = model.products.map((p) => p.id);
    const calls: [string, Record<string, unknown>][] = [
      ['search_products', { q: 'rtx 4060', limit: 3 }],
      ['search_products', { q: 'zzqqxxyy' }],
      ['get_product', { id: a }],
      ['get_offers', { id: a }],
      ['get_price_history', { id: a, days: 30 }],
      ['list_deals', { limit: 3 }],
      ['compare_products', { ids: [a, b] }],
      ['list_builds', {}],
      ['plan_build', { useCase: 'gaming', budget: 1000 }],
      ['plan_build', { useCase: 'budget', budget: 150 }],
    ];
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const [name, args] of calls) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError ?? false, `${name}: ${JSON.stringify(result.content).slice(0, 300)}`).toBe(false);
      const logs: string[] = [];
      const validate = strictDraft07(logs).compile(byName.get(name)!.outputSchema!);
      expect(validate(result.structuredContent), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
