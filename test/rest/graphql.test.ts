import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const gql = (query: string, variables: Record<string, unknown> = {}) =>
  request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

describe('/graphql', () => {
  it('answers the same data as the REST facade', async () => {
    const id = server.holder.current()!.products[0].id;
    const res = await gql('query($id: Int!) { product(id: $id) { id name price offers { store price } } }', { id });
    expect(res.status).toBe(200);
    const rest = await request(`${server.base}/products/${id}`);
    expect(res.body.data.product.name).toBe(rest.body.product.name);
    expect(res.body.data.product.price).toBe(rest.body.product.price);
    expect(res.body.data.product.offers.map((o: any) => o.store)).toEqual(rest.body.product.offers.map((o: any) => o.store));
  });

  it('exposes the planner with its estimated wattage, and the plan typed as the REST body has it', async () => {
    const body = { useCase: 'gaming', budget: 1200 };
    const res = await gql(
      'query($r: JSON!) { buildPlan(request: $r) { estimatedWattage request { useCase budget inStockOnly } plan { status totalPrice parts { category productId price storeCoverage } alternatives { productId reason } } compatibility { state hardBlockCount issues { ruleId parts } } citations { productId source url } } }',
      { r: body },
    );
    expect(res.status).toBe(200);
    const plan = res.body.data.buildPlan;
    expect(plan.estimatedWattage).toBeGreaterThan(100);
    const rest = await request(`${server.base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(plan.request).toEqual({ useCase: 'gaming', budget: 1200, inStockOnly: true });
    expect(plan.plan.status).toBe(rest.body.plan.status);
    expect(plan.plan.totalPrice).toBe(rest.body.plan.totalPrice);
    expect(plan.plan.parts).toEqual(rest.body.plan.parts.map((p: any) => ({ category: p.category, productId: p.productId, price: p.price, storeCoverage: p.storeCoverage })));
    expect(plan.plan.alternatives).toEqual(rest.body.plan.alternatives.map((a: any) => ({ productId: a.productId, reason: a.reason })));
    expect(plan.compatibility.state).toBe(rest.body.compatibility.state);
    expect(plan.citations).toEqual(rest.body.citations.map((c: any) => ({ productId: c.productId, source: c.source, url: c.url })));
  });

  it('types the plan, its verdict and its citations: no JSON scalar on the plan types (introspection)', async () => {
    const res = await gql('{ __schema { types { name kind fields { name type { name kind ofType { name kind ofType { name kind ofType { name } } } } } } } }');
    const types = res.body.data.__schema.types as { name: string; kind: string; fields: { name: string; type: any }[] | null }[];
    const byName = new Map(types.map((t) => [t.name, t]));
    const named = (type: any): string => (type.name ? type.name : named(type.ofType));
    const planTypes = ['BuildPlanResult', 'PlanRequest', 'PlanPreferences', 'PlanSnapshot', 'Plan', 'PlanPart', 'PlanAlternative', 'Compatibility', 'CompatibilityFinding', 'PlanCitation'];
    for (const name of planTypes) {
      const type = byName.get(name);
      expect(type?.kind, name).toBe('OBJECT');
      expect(type!.fields!.filter((f) => named(f.type) === 'JSON').map((f) => `${name}.${f.name}`)).toEqual([]);
    }
  });

  it('keeps domain error codes and refuses abusive documents as GraphQL errors, not 500s', async () => {
    const notFound = await gql('{ compare(ids: [999999]) { cheapestProductId } }');
    expect(notFound.status).toBeLessThan(500);
    expect(notFound.body.errors[0].extensions.code).toBe('product_not_found');
    const deep = await gql('{ compare(ids: [1001]) { products { offers { id } } cheapestOffer { id } } catalog { participatingStores { id } } }');
    expect(deep.status).toBeLessThan(500);
    const tooDeep = `{ ${'a: catalog { participatingStores { id } } '.repeat(40)} }`;
    const aliases = await gql(tooDeep);
    expect(aliases.status).toBeLessThan(500);
    expect(aliases.body.errors?.length).toBeGreaterThan(0);
    const tokens = await gql(`{ catalog { ${'releaseId '.repeat(3000)} } }`);
    expect(tokens.status).toBeLessThan(500);
    expect(tokens.body.errors?.length).toBeGreaterThan(0);
  });
});
