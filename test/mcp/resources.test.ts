import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/enums.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/** Resources (what agents read often) and prompts (the common tasks), through the SDK's own client. */

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  client = new Client({ name: 'resources-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

async function read(uri: string): Promise<any> {
  const { contents } = await client.readResource({ uri });
  expect(contents).toHaveLength(1);
  expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
  return JSON.parse((contents[0] as { text: string }).text);
}

const rest = async (path: string) => (await request(`${server.base}${path}`)).body;

describe('resources', () => {
  it('are announced, listed and described', async () => {
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {}, completions: {} });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['catalog://categories', 'catalog://stores', 'catalog://release', 'catalog://builds']);
    for (const r of resources) expect(r.description!.length, r.uri).toBeGreaterThan(40);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['catalog://products/{id}', 'catalog://builds/{id}']);
  });

  it('categories: every category with its products counted and the spec keys its products carry', async () => {
    const model = server.holder.current()!;
    const body = await read('catalog://categories');
    expect(body.releaseId).toBe(model.release.id);
    expect(body.categories.map((c: any) => c.category)).toEqual([...CATEGORIES]);
    for (const c of body.categories) {
      expect(c.productCount).toBe(model.productsByCategory.get(c.category)?.length ?? 0);
      const product = model.productsByCategory.get(c.category)?.[0];
      if (product) expect(c.specKeys.map((k: any) => k.key).sort()).toEqual(Object.keys(product.specs).sort());
    }
    const cpu = body.categories.find((c: any) => c.category === 'CPU');
    expect(cpu.specKeys.find((k: any) => k.key === 'socket')).toMatchObject({ type: 'string', values: expect.arrayContaining(['AM5']) });
    expect(cpu.specKeys.find((k: any) => k.key === 'cores')).toMatchObject({ type: 'integer' });
  });

  it('stores: each store with its offers counted, and each city with its stores and search spellings', async () => {
    const model = server.holder.current()!;
    const body = await read('catalog://stores');
    expect(body.stores.map((s: any) => s.id).sort()).toEqual(model.stores.map((s) => s.id).sort());
    const offers = [...model.offersByProduct.values()].flat();
    for (const s of body.stores) expect(s.offerCount).toBe(offers.filter((o) => o.storeId === s.id).length);
    const prishtina = body.cities.find((c: any) => c.city === 'Prishtinë');
    expect(prishtina.searchSpellings).toContain('pristina');
    expect(prishtina.storeIds.length).toBeGreaterThan(0);
  });

  it('release: the id, dates, notes and counts of the release the answers come from', async () => {
    const model = server.holder.current()!;
    const body = await read('catalog://release');
    expect(body).toMatchObject({ id: model.release.id, generatedAt: model.release.generatedAt, degraded: false });
    expect(body.counts).toMatchObject({ products: model.products.length, stores: model.stores.length, builds: model.builds.length });
    expect(body.freshnessNote).toContain(model.release.id);
  });

  it('builds and products are their REST bodies; one build by its id', async () => {
    expect(await read('catalog://builds')).toEqual(await rest('/builds'));
    const id = server.holder.current()!.products[0].id;
    expect(await read(`catalog://products/${id}`)).toEqual(await rest(`/products/${id}`));
    const builds = (await rest('/builds')).builds;
    const one = await read(`catalog://builds/${builds[0].id}`);
    expect(one.build).toEqual(builds[0]);
  });

  it('an unknown resource is the protocol error "resource not found"', async () => {
    for (const uri of ['catalog://products/999999', 'catalog://products/abc', 'catalog://builds/nope', 'catalog://nothing']) {
      await expect(client.readResource({ uri }), uri).rejects.toMatchObject({ code: -32002 });
    }
  });
});

describe('prompts', () => {
  it('are listed with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['plan_build', 'compare_offers', 'cheapest_part']);
    expect(prompts[0].arguments?.find((a) => a.name === 'useCase')).toMatchObject({ required: true });
  });

  it('plan_build leads to a plan_build call with checked arguments', async () => {
    const { messages } = await client.getPrompt({ name: 'plan_build', arguments: { useCase: 'gaming', budget: '1200', requirements: 'quiet' } });
    const text = (messages[0].content as { text: string }).text;
    expect(text).toContain('within €1200');
    expect(text).toContain('{"useCase":"gaming","budget":1200,"requirements":"quiet"}');
    const best = (await client.getPrompt({ name: 'plan_build', arguments: { useCase: 'budget' } })).messages[0].content as { text: string };
    expect(best.text).toContain('best value');
  });

  it('compare_offers and cheapest_part lead to the search and offers tools', async () => {
    const compare = (await client.getPrompt({ name: 'compare_offers', arguments: { model: 'RTX 4060', city: 'Prizren' } })).messages[0].content as { text: string };
    expect(compare.text).toContain('"q":"RTX 4060 Prizren"');
    expect(compare.text).toContain('get_offers');
    const cheapest = (await client.getPrompt({ name: 'cheapest_part', arguments: { category: 'ram', words: 'DDR5 32GB' } })).messages[0].content as { text: string };
    expect(cheapest.text).toContain('"category":"RAM"');
    expect(cheapest.text).toContain('"sort":"price_asc"');
  });

  it('refuses arguments the tool would refuse', async () => {
    for (const [name, args] of [
      ['plan_build', { useCase: 'mining' }],
      ['plan_build', { useCase: 'gaming', budget: '-5' }],
      ['plan_build', {}],
      ['cheapest_part', { category: 'toaster' }],
      ['compare_offers', { model: 'x' }],
      ['nope', {}],
    ] as const) {
      await expect(client.getPrompt({ name, arguments: args as Record<string, string> }), `${name} ${JSON.stringify(args)}`).rejects.toMatchObject({ code: -32602 });
    }
  });

  it('completes argument values', async () => {
    const useCase = await client.complete({ ref: { type: 'ref/prompt', name: 'plan_build' }, argument: { name: 'useCase', value: 'w' } });
    expect(useCase.completion.values).toEqual(['workstation']);
    const city = await client.complete({ ref: { type: 'ref/prompt', name: 'compare_offers' }, argument: { name: 'city', value: 'pri' } });
    expect(city.completion.values).toEqual(['Prishtinë', 'Prizren']);
  });
});
