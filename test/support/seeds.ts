import fs from 'node:fs';
import path from 'node:path';
import { shippedCatalogDir } from '../../src/paths.js';

interface SeedProduct {
  id: number;
  name: string;
  category: string;
}

const all: SeedProduct[] = fs
  .readdirSync(path.join(shippedCatalogDir, 'products'))
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'products', f), 'utf8')) as SeedProduct[]);

/** A shipped product by its exact name, so tests read as the catalog does. */
export function seedProduct(name: string): SeedProduct {
  const found = all.find((p) => p.name === name);
  if (!found) throw new Error(`no seed product named ${name}`);
  return found;
}

export const seedProducts = all;
