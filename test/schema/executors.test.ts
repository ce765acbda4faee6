import type { ExecutionResult } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileBuildPlan } from '../../facade/build-plan.js';
import { compileRead } from '../../facade/read-endpoint.js';
import { READ_ENDPOINTS } from '../../facade/router.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { createUrls } from '../../src/urls.js';
import { shippedModel } from '../support/shipped-model.js';
import { createContext } from '../../schema/context.js';
import { executePrepared, type PreparedOperation } from '../../schema/execute.js';
import { schema } from '../../schema/index.js';

let model: ReadModel;

beforeAll(() => {
  model = shippedModel();
});

const context = () => createContext({ model, urls: createUrls('http://example.test'), cursorKey: Buffer.alloc(32, 3), requestId: 'req', validatedAtEdge: false });

async function both(operation: PreparedOperation, variables: Record<string, unknown>) {
  expect(operation.compiled).not.toBeNull();
  // Error objects differ in incidental fields (locations, key order); data and what each error says must not.
  const canonical = (result: ExecutionResult) => JSON.stringify({ data: result.data ?? null, errors: (result.errors ?? []).map((e) => ({ message: e.message, path: e.path })) });
  const compiled = await executePrepared(schema, operation, variables, context());
  const reference = await executePrepared(schema, operation, variables, context(), true);
  return { compiled: canonical(compiled), reference: canonical(reference) };
}

describe('compiled executor', () => {
  it('returns exactly what graphql-js returns for every facade document', async () => {
    const ids = model.products.slice(0, 8).map((p) => p.id);
    const inputs: Record<string, Record<string, unknown>[]> = {
      searchProducts: [
        { q: 'rtx 4060', category: null, sort: null, inStockOnly: true, limit: 10, cursor: null },
        { q: 'karta grafike nën 300€ prishtina', category: null, sort: 'price_asc', inStockOnly: false, limit: 25, cursor: null },
        { q: 'zzzzqqqq', category: null, sort: null, inStockOnly: true, limit: 5, cursor: null },
      ],
      getProduct: [{ id: ids[0] }, { id: 999999 }],
      getOffers: [{ id: ids[1] }],
      getPriceHistory: [
        { id: ids[0], days: 90 },
        { id: 999999, days: 30 },
      ],
      listDeals: [
        { category: null, city: null, limit: 10, cursor: null },
        { category: 'GPU', city: 'prishtina', limit: 3, cursor: null },
      ],
      compareProducts: [{ ids }, { ids: [ids[0], 999999] }],
      listBuilds: [{}],
      lookupProduct: [
        { gtin: null, mpn: 'GV-N3050WF2OC-6GD' },
        { gtin: '0761345100602', mpn: null },
        { gtin: null, mpn: 'NO-SUCH-PART' },
      ],
    };
    for (const endpoint of READ_ENDPOINTS) {
      const operation = compileRead(schema, endpoint).operation;
      for (const variables of inputs[endpoint.operationId]) {
        const { compiled, reference } = await both(operation, variables);
        expect(compiled).toBe(reference);
      }
    }
    const plan = compileBuildPlan(schema);
    for (const request of [
      { useCase: 'gaming', budget: 1200, inStockOnly: true, maxAlternatives: 2 },
      { useCase: 'workstation', budget: null, inStockOnly: true, maxAlternatives: 3 },
    ]) {
      const { compiled, reference } = await both(plan, { request });
      expect(compiled).toBe(reference);
    }
  });
});
