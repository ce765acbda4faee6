import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/catalog/source.js';
import { shippedCatalogDir } from '../../src/paths.js';
import { seededHistory } from '../../seeds/price-history.js';

describe("the shipped catalog's seeded price history", () => {
  const source = readSource(shippedCatalogDir);
  const seed = seededHistory(source);

  it('is anchored to generatedAt, not to the day it is published', () => {
    const first = seed(new Date('2026-11-25T10:00:00Z'));
    expect(seed(new Date('2027-06-01T10:00:00Z'))).toEqual(first);
    expect(first.length).toBeGreaterThan(50_000);
    const days = first.map((r) => r.day).sort();
    expect(days.at(-1)).toBe('2026-11-19');
    expect(days[0] >= '2025-11-20').toBe(true);
  });

  it('ends before the publish day even when a clock runs behind the catalog', () => {
    const early = seed(new Date('2026-11-01T10:00:00Z'));
    expect(early.every((r) => r.day < '2026-11-01')).toBe(true);
  });

  it('covers each in-stock priced offer once, with positive prices in change order', () => {
    const rows = seed(new Date('2026-11-25T10:00:00Z'));
    const offered = new Set(source.offers.filter((o) => o.availability === 'in_stock' && o.price !== null).map((o) => `${o.productId}|${o.storeId}`));
    const seen = new Set(rows.map((r) => `${r.productId}|${r.storeId}`));
    expect([...seen].every((k) => offered.has(k))).toBe(true);
    expect(seen.size).toBe(offered.size);
    expect(rows.every((r) => r.lowest !== null && r.lowest > 0 && r.lowest === r.last)).toBe(true);
  });
});
