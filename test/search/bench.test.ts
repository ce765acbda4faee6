/** The bench helpers run and report sensible shapes; no timing is asserted (machines differ). */
import { describe, expect, it } from 'vitest';
import { benchSearch, scaleReadModel } from '../../src/search/bench.js';
import { PRODUCTS, fixtureModel } from './fixture.js';

describe('bench helpers', () => {
  it('scales a catalog with fresh ids and copied offers', () => {
    const base = fixtureModel();
    const big = scaleReadModel(base, 100);
    expect(big.products).toHaveLength(100);
    expect(new Set(big.products.map((p) => p.id)).size).toBe(100);
    // Each copy carries the offers of the product it copies, under its own id.
    big.products.forEach((copy, i) => {
      const source = base.products[i % base.products.length];
      expect(big.offersByProduct.get(copy.id)?.length ?? 0, `copy ${copy.id} of ${source.id}`).toBe(base.offersByProduct.get(source.id)?.length ?? 0);
      expect((big.offersByProduct.get(copy.id) ?? []).every((o) => o.productId === copy.id)).toBe(true);
    });
  });

  it('reports percentiles for a query list', () => {
    const r = benchSearch(fixtureModel('bench'), ['rtx 4060', 'cheapest ssd'], { rounds: 2, warmup: 0 });
    expect(r).toMatchObject({ products: PRODUCTS.length, queries: 2, rounds: 2 });
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    expect(r.slowest.length).toBeLessThanOrEqual(5);
  });
});
