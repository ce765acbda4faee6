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

  it('exposes the planner with its estimated wattage', async () => {
    const res = await gql('query($r: JSON!) { buildPlan(request: $r) { estimatedWattage plan compatibility } }', { r: { useCase: 'gaming', budget: 1200 } });
    expect(res.status).toBe(200);
    expect(res.body.data.buildPlan.estimatedWattage).toBeGreaterThan(100);
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
