import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { compareProducts as compareEndpoint } from '../../facade/compare.js';
import { listDeals as dealsEndpoint } from '../../facade/deals.js';
import { lookupProduct as lookupEndpoint } from '../../facade/lookup.js';
import { getPriceHistory as priceHistoryEndpoint } from '../../facade/price-history.js';
import { parseBuildPlanBody } from '../../facade/build-plan.js';
import { readVariables, type ReadEndpoint } from '../../facade/read-endpoint.js';
import { searchInput, searchProducts as searchEndpoint } from '../../facade/search.js';
import { planRequestArg } from '../../schema/build-plan.js';
import { compareArgs } from '../../schema/compare.js';
import { lookupArgs } from '../../schema/lookup.js';
import { dealsArgs, priceHistoryArgs } from '../../schema/price-history.js';
import { searchArgs } from '../../schema/search.js';
import { buildPlanRequestSchema } from '../../src/build-plan-request.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { arbitraryFor, type Schema } from '../support/schema-arbitrary.js';

/**
 * Input is validated once, where it enters (schema/input.ts). A facade request is parsed at
 * its edge with the endpoint's zod schema and its fields take the variables as they are; a
 * /graphql request is parsed at the field. The first half proves that skipping the field's
 * schema loses nothing: for every input the edge accepts, the variables it makes are
 * already what the field's schema returns. The second counts the parses of real requests.
 */

/** Values `schema` accepts, drawn from its JSON Schema (a schema with an id is one definition behind a reference). */
function validInputs(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input' }) as Schema;
  const root = typeof json.$ref === 'string' ? (json.$defs as Record<string, Schema>)[json.$ref.split('/').pop()!] : json;
  return arbitraryFor(root).filter((input) => schema.safeParse(input).success);
}

/** A read endpoint, the field schema its operation's root field validates with, and which of its variables that field takes. */
const READS: [ReadEndpoint, z.ZodType, (vars: Record<string, unknown>) => unknown][] = [
  [searchEndpoint, searchArgs, (vars) => vars],
  [dealsEndpoint, dealsArgs, (vars) => vars],
  [compareEndpoint, compareArgs, (vars) => vars],
  [lookupEndpoint, lookupArgs, (vars) => vars],
  [priceHistoryEndpoint, priceHistoryArgs, ({ days }) => ({ days })],
];

describe('the facade hands its fields values their schemas would return', () => {
  it.each(READS.map(([endpoint, ...rest]) => [endpoint.operationId, endpoint, ...rest] as const))('%s', (_name, endpoint, fieldSchema, argsOf) => {
    fc.assert(
      fc.property(validInputs(endpoint.input), (input) => {
        const args = argsOf(readVariables(endpoint, input, 'argument'));
        expect(fieldSchema.parse(args)).toEqual(args);
      }),
      { numRuns: 200 },
    );
  });

  it('createBuildPlan', () => {
    fc.assert(
      fc.property(validInputs(buildPlanRequestSchema), (body) => {
        const request = parseBuildPlanBody(body);
        expect(planRequestArg.parse(request)).toEqual(request);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a request is parsed once, where it enters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const parses = () => ({
    searchEdge: vi.spyOn(searchInput, 'safeParse'),
    searchField: vi.spyOn(searchArgs, 'safeParse'),
    planEdge: vi.spyOn(buildPlanRequestSchema, 'safeParse'),
    planField: vi.spyOn(planRequestArg, 'safeParse'),
  });
  const counts = (spies: ReturnType<typeof parses>) => Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));
  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(body) });
  const graphql = (query: string, variables: Record<string, unknown> = {}) => request(`${server.url}/graphql`, json({ query, variables }));

  it('REST: by the endpoint schema at the edge, not again at the field', async () => {
    const spies = parses();
    // A miss, then the same read from the cache before Express, then a refusal: once each.
    expect((await request(`${server.base}/search?q=ssd&limit=2`)).status).toBe(200);
    expect((await request(`${server.base}/search?q=ssd&limit=2`)).status).toBe(200);
    expect((await request(`${server.base}/search?q=ssd&limit=26`)).status).toBe(400);
    expect((await request(`${server.base}/build-plan`, json({ useCase: 'gaming', budget: 900 }))).status).toBe(200);
    expect(counts(spies)).toEqual({ searchEdge: 3, searchField: 0, planEdge: 1, planField: 0 });
  });

  it('batch and MCP: by the endpoint schema, once per item or call', async () => {
    const spies = parses();
    const batch = await request(`${server.base}/batch`, json({ operations: [{ path: '/agent-api/v1/search?q=gpu' }, { path: '/agent-api/v1/search?q=ram' }] }));
    expect(batch.status).toBe(200);
    const call = (name: string, args: object) => request(`${server.url}/mcp`, json({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }));
    const tool = await call('search_products', { q: 'psu', limit: 1 });
    expect(tool.status).toBe(200);
    expect(tool.text).toContain('structuredContent');
    expect((await call('plan_build', { useCase: 'budget' })).text).toContain('structuredContent');
    expect(counts(spies)).toEqual({ searchEdge: 3, searchField: 0, planEdge: 1, planField: 0 });
  });

  it('GraphQL: by the field schema, and still refused with the field’s code and message', async () => {
    const spies = parses();
    const ok = await graphql('{ search(q: "ssd", limit: 2) { returned } }');
    expect(ok.body.data.search.returned).toBe(2);
    const refused = await graphql('{ search(q: "ssd", limit: 26) { returned } }');
    expect(refused.body.data.search).toBeNull();
    expect(refused.body.errors[0]).toMatchObject({
      message: 'limit: must be an integer from 1 to 25',
      extensions: { code: 'invalid_parameter', resolution: 'Use a limit between 1 and 25.' },
    });
    const plan = await graphql('query($r: JSON!) { buildPlan(request: $r) { request { useCase } } }', { r: { useCase: 'gaming', extra: 1 } });
    expect(plan.body.errors[0]).toMatchObject({ message: 'unknown body "extra"', extensions: { code: 'invalid_build_plan' } });
    expect(counts(spies)).toEqual({ searchEdge: 0, searchField: 2, planEdge: 0, planField: 1 });
  });
});
