import fs from 'node:fs';
import { execute, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { createUrls } from '../../src/urls.js';
import { shippedModel } from '../support/shipped-model.js';
import { createContext } from '../../schema/context.js';
import { schema } from '../../schema/index.js';
import { printedSdl, printedTyping, sdlPath, typingPath } from '../../schema/print.js';

let model: ReadModel;

beforeAll(() => {
  model = shippedModel();
});

const context = () => createContext({ model, urls: createUrls('http://example.test'), cursorKey: Buffer.alloc(32, 7), requestId: 'req-test', validatedAtEdge: false });

describe('schema', () => {
  it('matches the committed SDL printout (run npm run schema:print after changing the schema)', () => {
    expect(fs.readFileSync(sdlPath, 'utf8')).toBe(printedSdl());
  });

  it('matches the committed typing that types the facade documents (run npm run schema:print after changing the schema)', () => {
    expect(fs.readFileSync(typingPath, 'utf8')).toBe(printedTyping());
  });

  it('batches: N products load with one call per loader', async () => {
    const ids = model.products.slice(0, 20).map((p) => p.id);
    const ctx = context();
    const result = await execute({
      schema,
      document: parse(`query($ids: [Int!]!) { products(ids: $ids) { id offers { storeName serviceUrl } } }`),
      variableValues: { ids },
      contextValue: ctx,
    });
    expect(result.errors).toBeUndefined();
    expect((result.data as any).products).toHaveLength(20);
    expect(ctx.loaderStats).toEqual({ product: 1, offers: 1, store: 1 });
  });

  it('keeps loaders per request: a second context loads again', async () => {
    const document = parse('{ product(id: 1001) { id } }');
    const first = context();
    const second = context();
    await execute({ schema, document, contextValue: first });
    await execute({ schema, document, contextValue: second });
    expect(first.loaderStats.product).toBe(1);
    expect(second.loaderStats.product).toBe(1);
  });
});
