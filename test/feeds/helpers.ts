import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProducts } from '../../src/catalog/source.js';
import type { Product } from '../../src/catalog/types.js';
import { shippedCatalogDir } from '../../src/paths.js';

/** A fresh temporary directory, removed by the caller. */
export function tempDir(prefix = 'feeds-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes `text` to `name` inside `dir` and returns the full path. */
export function writeFile(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** A valid feed row; override any field. */
export function row(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    store: 'teknoplus',
    sku: 'TP-1',
    title: 'Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX',
    price: 179.9,
    currency: 'EUR',
    availability: 'in_stock',
    url: 'https://teknoplus-ks.example/produkt/amd-ryzen-5-7600-tp-1',
    updatedAt: '2026-11-19T10:00:00Z',
    ...overrides,
  };
}

export const jsonl = (...rows: unknown[]) => rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';

let products: Product[] | null = null;
/** Every canonical product of the shipped seeds (`seeds/catalog/products/*.jsonl`). */
export function seedProducts(): Product[] {
  products ??= readProducts(path.join(shippedCatalogDir, 'products'));
  return products;
}
