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
    expect(big.offersByProduct.get(big.products[99].id)?.length ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('reports percentiles for a query list', () => {
    const r = benchSearch(fixtureModel('bench'), ['rtx 4060', 'cheapest ssd'], { rounds: 2, warmup: 0 });
    expect(r).toMatchObject({ products: PRODUCTS.length, queries: 2, rounds: 2 });
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    expect(r.slowest.length).toBeLessThanOrEqual(5);
  });
});
