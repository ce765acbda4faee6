/** The store feed rows of a synthetic product: 1 to 6 listings at stores of its own choosing, each carrying its MPN. */
import { chance, int, hash, prng } from '../random.js';
import type { Store } from '../../src/catalog/types.js';
import { CATEGORY_SLUGS } from '../../src/enums.js';
import type { SyntheticProduct } from './products.js';

const BASE_DATE_MS = Date.UTC(2026, 10, 20, 8, 0, 0);

function formatIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function feedRows(p: SyntheticProduct, stores: readonly Store[]): { storeIndex: number; line: string }[] {
  const r = prng(hash(`synthetic-offers|${p.id}`));
  const count = p.msrpEur >= 1000 ? int(r, 1, 3) : int(r, 1, 6);
  const first = Math.floor(r() * stores.length);
  const step = 1 + Math.floor(r() * Math.max(1, stores.length - 1));
  const used = new Set<number>();
  const rows: { storeIndex: number; line: string }[] = [];
  for (let k = 0; k < Math.min(count, stores.length); k++) {
    let s = (first + k * step) % stores.length;
    while (used.has(s)) s = (s + 1) % stores.length;
    used.add(s);
    const store = stores[s];
    const price = Math.round(p.msrpEur * (0.92 + 0.2 * r()) * 100) / 100;
    const sku = `${store.id.slice(4, 7).toUpperCase()}-${p.id}`;
    const row = {
      store: store.id,
      sku,
      title: chance(r, 0.5) ? p.name : `${p.name} ${p.category === 'CPU' ? 'BOX' : ''}`.trim(),
      mpn: p.mpn,
      ...(p.ean ? { ean: p.ean } : {}),
      category: p.category,
      price: chance(r, 0.01) ? null : chance(r, 0.5) ? price : `${price.toFixed(2).replace('.', ',')} €`,
      currency: 'EUR',
      availability: chance(r, 0.1) ? 'out_of_stock' : 'in_stock',
      url: `${store.website}/p/${p.id}-${CATEGORY_SLUGS[p.category]}`,
      updatedAt: formatIso(BASE_DATE_MS - Math.floor(r() * 240 * 60) * 60_000),
    };
    rows.push({ storeIndex: s, line: JSON.stringify(row) + '\n' });
  }
  return rows;
}
