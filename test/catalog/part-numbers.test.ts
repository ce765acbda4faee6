import { describe, expect, it } from 'vitest';
import { dropSharedPartNumbers } from '../../src/catalog/import/part-numbers.js';
import type { CatalogProduct } from '../../src/catalog/source.js';

const product = (id: number, category: string, mpns: string[]) => ({ id, category, mpns, mpn: mpns[0] ?? null }) as unknown as CatalogProduct;

describe('part numbers several products of a category carry', () => {
  it('stay with the product naming the code first', () => {
    const box = product(1017, 'CPU', ['100-100000063WOF', '100-000000063']);
    const tray = product(10140, 'CPU', ['100-000000063']);
    dropSharedPartNumbers([box, tray], new Set([1017]));
    expect(box.mpns).toEqual(['100-100000063WOF', '100-000000063']);
    expect(tray.mpns).toEqual([]);
  });

  it('are taken off every holder when none stands out', () => {
    const a = product(20001, 'STORAGE', ['99999']);
    const b = product(20002, 'STORAGE', ['99999', 'SSDSC2KB019T8']);
    dropSharedPartNumbers([a, b], new Set());
    expect([a.mpns, b.mpns]).toEqual([[], ['SSDSC2KB019T8']]);
  });
});
