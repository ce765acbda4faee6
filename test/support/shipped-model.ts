import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import { contentOf, readSource } from '../../src/catalog/source.js';
import { shippedCatalogDir } from '../../src/paths.js';

let cached: ReadModel | null = null;

/** The shipped catalog as the server would hold it, built in-process (offer ids in feed order). */
export function shippedModel(): ReadModel {
  cached ??= buildReadModel(contentOf(readSource(shippedCatalogDir)));
  return cached;
}
