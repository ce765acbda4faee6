import path from 'node:path';
import { readProducts, type CatalogProduct } from '../../src/catalog/source.js';
import { shippedCatalogDir } from '../../src/paths.js';

const all: CatalogProduct[] = readProducts(path.join(shippedCatalogDir, 'products'));
const byName = new Map(all.map((p) => [p.name, p]));

/** A shipped product by its exact name, so tests read as the catalog does. */
export function seedProduct(name: string): CatalogProduct {
  const found = byName.get(name);
  if (!found) throw new Error(`no seed product named ${name}`);
  return found;
}

export const seedProducts = all;
