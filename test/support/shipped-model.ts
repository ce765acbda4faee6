import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import { readSource } from '../../src/catalog/source.js';
import { shippedCatalogDir } from '../../src/paths.js';

let cached: ReadModel | null = null;

/** The shipped catalog as the server would hold it, built in-process (offer ids in feed order). */
export function shippedModel(): ReadModel {
  if (cached) return cached;
  const source = readSource(shippedCatalogDir);
  cached = buildReadModel({
    id: `rel-test-${source.digest.slice(0, 8)}`,
    generatedAt: source.generatedAt,
    publishedAt: source.generatedAt,
    stores: source.stores,
    products: source.products,
    offers: source.offers.map(({ method: _m, confidence: _c, sku: _s, ...offer }, i) => ({ ...offer, id: i + 1 })),
    builds: source.builds,
  });
  return cached;
}
