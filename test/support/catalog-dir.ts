import fs from 'node:fs';
import path from 'node:path';
import { shippedCatalogDir } from '../../src/paths.js';
import { seedProducts } from './seeds.js';

/**
 * Writes a small, valid catalog directory: real seed products (a few per category) with
 * feeds at three stores. `priceFactor` changes every price, so two directories give two
 * distinguishable releases.
 */
export function writeCatalogDir(dir: string, opts: { priceFactor?: number; perCategory?: number } = {}): { productIds: number[] } {
  const factor = opts.priceFactor ?? 1;
  const perCategory = opts.perCategory ?? 4;
  fs.mkdirSync(path.join(dir, 'products'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'feeds'), { recursive: true });
  const stores = JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'stores.json'), 'utf8')).slice(0, 3);
  fs.writeFileSync(path.join(dir, 'stores.json'), JSON.stringify(stores));
  const byCategory = new Map<string, any[]>();
  for (const p of seedProducts as any[]) {
    const list = byCategory.get(p.category) ?? [];
    if (list.length < perCategory) list.push(p);
    byCategory.set(p.category, list);
  }
  const products = [...byCategory.values()].flat();
  fs.writeFileSync(path.join(dir, 'products', 'all.json'), JSON.stringify(products));
  stores.forEach((store: { id: string; website: string }, s: number) => {
    const rows = products.map((p, i) => ({
      store: store.id,
      sku: `${store.id}-${p.id}`,
      title: p.name,
      mpn: p.mpn ?? undefined,
      price: Math.round(p.msrpEur * factor * (1 + s * 0.02) * 100) / 100,
      currency: 'EUR',
      availability: (i + s) % 7 === 0 ? 'out_of_stock' : 'in_stock',
      url: `${store.website}/p/${p.id}`,
      updatedAt: `2026-11-${String(10 + s).padStart(2, '0')}T08:00:00Z`,
    }));
    fs.writeFileSync(path.join(dir, 'feeds', `${store.id}.jsonl`), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  });
  return { productIds: products.map((p) => p.id) };
}
