import { describe, expect, it } from 'vitest';
import { scaleReadModel } from '../../src/search/bench.js';
import { MATCH_CAP } from '../../src/search/search.js';
import { fixtureModel } from './fixture.js';
import { run, walk } from './helpers.js';

describe('MATCH_CAP', () => {
  const big = scaleReadModel(fixtureModel(), 3100);

  it('caps a large match set and says it did', () => {
    const r = run(big, 'cheapest');
    expect(MATCH_CAP).toBe(1000);
    expect(r.totalMatches).toBe(MATCH_CAP);
    expect(r.truncated).toBe(true);
    expect(r.query.matchesBeforeCap).toBeGreaterThan(MATCH_CAP);
  });

  it('keeps the first MATCH_CAP in the effective order and pages through exactly those', () => {
    const w = walk(big, 'cheapest', [25, 10]);
    expect(w.ids).toHaveLength(MATCH_CAP);
    expect(new Set(w.ids).size).toBe(MATCH_CAP);
    const prices = w.ids.map((id) => big.summaryByProduct.get(id)!.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('is not truncated below the cap', () => {
    const r = run(big, 'rtx 4060 ti');
    expect(r.totalMatches).toBeLessThan(MATCH_CAP);
    expect(r.truncated).toBe(false);
  });
});
