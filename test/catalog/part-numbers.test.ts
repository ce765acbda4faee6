import { describe, expect, it } from 'vitest';
import { dropSharedPartNumbers } from '../../src/catalog/import/part-numbers.js';
import type { CatalogProduct } from '../../src/catalog/source.js';

const product = (id: number, category: string, mpns: string[]) => ({ id, category, mpns, mpn: mpns[0] ?? null }) as unknown as CatalogProduct;

describe('part numbers several products carry', () => {
  it('stay with the product naming the code first, across categories too', () => {
    const board = product(3040, 'MOTHERBOARD', ['A620M S2H (rev. 1.0)', 'ST4000VN006']);
    const drive = product(5121, 'STORAGE', ['ST4000VN006', 'ST4000VN008']);
    dropSharedPartNumbers([board, drive], new Set([3040, 5121]));
    expect(board.mpns).toEqual(['A620M S2H (rev. 1.0)']);
    expect(drive.mpns).toEqual(['ST4000VN006', 'ST4000VN008']);
  });

  it('are taken off every holder when none stands out', () => {
    const a = product(20001, 'CPU', ['99999']);
    const b = product(20002, 'STORAGE', ['99999', 'SSDSC2KB019T8']);
    dropSharedPartNumbers([a, b], new Set());
    expect([a.mpns, b.mpns]).toEqual([[], ['SSDSC2KB019T8']]);
  });
});
