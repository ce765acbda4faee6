import { parse, print, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { built, nonNull, type BodyNode, type ReadNodes } from '../../facade/body-map.js';
import { buildPlanBody, compileBuildPlan, parseBuildPlanBody, runBuildPlan } from '../../facade/build-plan.js';
import { AsyncBuildPlanJob, BuildPlanResponse, Product, ProductResponse } from '../../facade/contract.js';
import { ProductFields } from '../../facade/fragments.js';
import { jsonSchemaOf, type JsonSchema } from '../../facade/json-schema.js';
import { compileRead, readVariables, runRead } from '../../facade/read-endpoint.js';
import { READ_ENDPOINTS, ROUTE_DOCS } from '../../facade/router.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { lookupByMpn } from '../../src/catalog/identifier-index.js';
import { createUrls } from '../../src/urls.js';
import { createContext } from '../../schema/context.js';
import { schema } from '../../schema/index.js';
import { bodyMismatches, checkContract, selectionNodes } from '../support/contract-check.js';
import { shippedModel } from '../support/shipped-model.js';

/**
 * The Pothos schema is the source of every GraphQL shape; the contract's zod schemas are the
 * REST bodies. Each endpoint that runs GraphQL declares its body in terms of its selection
 * (`body`, facade/body-map.ts): this file holds that declaration to the SDL's types, to the
 * schema its OpenAPI entry names for 200, and to the bodies the endpoint gives.
 */

/** Keys the contract lets be absent though every body has them: it promises less than the bodies give, never more. */
const LOOSER = ['Catalog.degraded', 'Product.specs', 'BuildPlanRequest.budget', 'BuildPlanRequest.inStockOnly', 'BuildPlanRequest.maxAlternatives'];

function readNodes(document: DocumentNode): ReadNodes {
  const { catalog, result } = selectionNodes(schema, document);
  return { catalog, result };
}

function okSchema(operationId: string): z.ZodType {
  const schemaOf200 = ROUTE_DOCS.find((doc) => doc.operationId === operationId)?.responses[200]?.schema;
  if (!schemaOf200) throw new Error(`${operationId} documents no 200 schema`);
  return schemaOf200;
}

const planBody = () => buildPlanBody(readNodes(compileBuildPlan(schema).document));

/** Every body made from a GraphQL execution, with the schema its route documents for 200. */
const declared = () => [
  ...READ_ENDPOINTS.map((endpoint) => ({ name: endpoint.operationId, body: endpoint.body(readNodes(compileRead(schema, endpoint).operation.document)) })),
  // A job's result is the synchronous plan, served as it is at its resultUrl.
  { name: 'createBuildPlan', body: planBody() },
  { name: 'getBuildPlanJobResult', body: planBody() },
];

describe('response bodies against the SDL and the contract', () => {
  it('each body, declared from its selection, has the keys, nullability, lists and scalar kinds of its 200 schema', () => {
    for (const { name, body } of declared()) {
      expect(checkContract(body, jsonSchemaOf(okSchema(name)), LOOSER).errors, name).toEqual([]);
    }
    expect(AsyncBuildPlanJob.shape.job.shape.result.unwrap()).toBe(BuildPlanResponse);
  });

  it('gives every optional key of the contract in some body', () => {
    const given = new Map<string, boolean>();
    for (const { name, body } of declared()) {
      for (const [key, present] of checkContract(body, jsonSchemaOf(okSchema(name)), LOOSER).optionalKeys) given.set(key, (given.get(key) ?? false) || present);
    }
    expect([...given].filter(([, present]) => !present).map(([key]) => key)).toEqual([]);
  });

  it('fails a field selected but not in the contract, a contract field not selected, and nullability on one side only', () => {
    const { result } = readNodes(parse('query { result: product(id: 1) { id name price releasedAt } }'));
    const contract = z.object({ product: z.object({ id: z.number().int(), name: z.string().nullable(), price: z.number(), model: z.string() }) });
    expect(checkContract({ product: nonNull(result) }, jsonSchemaOf(contract)).errors).toEqual([
      '.product.name: the contract allows null; GraphQL never answers null (result.name)',
      '.product.price: GraphQL may answer null (result.price); the contract does not allow null',
      '.product.releasedAt: in the body (result.releasedAt) but not in the contract',
      '.product.model: required by the contract, not in the body',
    ]);

    // The product fragment with one more Product field, and the contract's Product with one property changed.
    const product = (extra: string) => ({ product: nonNull(readNodes(parse(`query { result: product(id: 1) { ...ProductFields ${extra} } } ${print(ProductFields)}`)).result) });
    const productBody = (change: Record<string, JsonSchema> = {}) => {
      const body = jsonSchemaOf(z.object({ product: Product }));
      Object.assign((body.$defs as Record<string, JsonSchema>).Product.properties as JsonSchema, change);
      return body;
    };
    expect(checkContract(product(''), productBody(), LOOSER).errors).toEqual([]);
    expect(checkContract(product('releasedAt'), productBody(), LOOSER).errors).toEqual(['.product.releasedAt: in the body (result.releasedAt) but not in the contract']);
    expect(checkContract(product(''), productBody({ price: { type: 'number' } }), LOOSER).errors).toEqual([
      '.product.price: GraphQL may answer null (result.price); the contract does not allow null',
    ]);
    expect(checkContract(product(''), productBody({ inStock: { type: ['boolean', 'null'] } }), LOOSER).errors).toEqual([
      '.product.inStock: the contract allows null; GraphQL never answers null (result.inStock)',
    ]);
    expect(checkContract(product(''), productBody({ availability: { type: 'boolean' } }), LOOSER).errors).toEqual([
      '.product.availability: GraphQL String (result.availability) against {"type":"boolean"}',
    ]);
    expect(checkContract({ schemaVersion: nonNull(product('').product) }, jsonSchemaOf(ProductResponse)).errors).toContain(
      '.schemaVersion: an object in GraphQL (result), not in the contract',
    );
  });
});

describe('declared bodies against the bodies given', () => {
  let model: ReadModel;
  beforeAll(() => {
    model = shippedModel();
  });
  const context = () => createContext({ model, urls: createUrls('http://example.test'), cursorKey: Buffer.alloc(32, 5), requestId: 'req' });

  it('every key a body has is declared, every key declared for all bodies is there, and nulls only where declared', async () => {
    const ids = model.products.slice(0, 3).map((p) => p.id);
    const cpu = model.builds[0].parts.find((p) => p.category === 'CPU')!.productId;
    const mpns = model.products.map((p) => p.mpn).filter((mpn): mpn is string => mpn !== null && mpn.replace(/[^A-Za-z0-9]/g, '').length >= 3);
    const mpnNaming = (count: (n: number) => boolean) => mpns.find((mpn) => count(lookupByMpn(model, mpn).productIds.length))!;
    const inputs: Record<string, Record<string, unknown>[]> = {
      searchProducts: [{ q: 'rtx 4060' }, { q: 'ssd', facets: true, limit: 3 }, { q: 'zzzzqqqq' }, { q: 'motherboard', category: 'MOTHERBOARD', compatibleWith: `CPU:${cpu}` }],
      getProduct: [{ id: ids[0] }],
      getOffers: [{ id: ids[1] }],
      getPriceHistory: [{ id: ids[0], days: 365 }],
      compareProducts: [{ ids }],
      listBuilds: [{}],
      lookupProduct: [{ mpn: mpnNaming((n) => n === 1) }, { mpn: mpnNaming((n) => n > 1) }],
      listDeals: [{}, { category: 'GPU', limit: 2 }],
    };
    const given = new Set<string>();
    const expectDeclared = (name: string, body: Record<string, BodyNode>, value: object) => {
      expect(bodyMismatches(built(body), value), name).toEqual([]);
      for (const key of Object.keys(value)) given.add(`${name}.${key}`);
    };
    for (const endpoint of READ_ENDPOINTS) {
      const compiled = compileRead(schema, endpoint);
      const body = endpoint.body(readNodes(compiled.operation.document));
      for (const input of inputs[endpoint.operationId]) expectDeclared(endpoint.operationId, body, await runRead(schema, compiled, readVariables(endpoint, input, 'input'), context()));
    }
    const plan = compileBuildPlan(schema);
    for (const request of [
      { useCase: 'gaming', budget: 1200 },
      { useCase: 'workstation', budget: null, requirements: 'quiet', preferences: { cpuBrand: 'AMD' }, buildSnapshot: { CPU: cpu } },
    ]) {
      expectDeclared('createBuildPlan', planBody(), await runBuildPlan(schema, plan, parseBuildPlanBody(request), context()));
    }
    // The inputs reach both answers of a lookup and the optional parts of a search page.
    for (const key of ['lookupProduct.product', 'lookupProduct.matches', 'searchProducts.suggestions', 'searchProducts.facets']) expect(given, key).toContain(key);
  });
});
