import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GoldenQuery } from '../../src/search/relevance.js';
import { dcg, evaluateRelevance, gradeProduct, ndcgAtK, reciprocalRank } from '../../src/search/relevance.js';
import { JUDGED_BENCH_QUERIES } from '../../src/search/bench.js';
import { search } from '../../src/search/search.js';
import { ctx } from './fixture.js';
import { seedReadModel } from '../../seeds/shelf-read-model.js';

const here = dirname(fileURLToPath(import.meta.url));
const golden = JSON.parse(readFileSync(join(here, 'golden.json'), 'utf8')) as { queries: GoldenQuery[] };
const baseline = JSON.parse(readFileSync(join(here, 'baseline.json'), 'utf8')) as { ndcgAt10: number; mrr: number };

describe('relevance measures', () => {
  it('computes DCG, NDCG@k and reciprocal rank', () => {
    expect(dcg([3, 2], 10)).toBeCloseTo(7 + 3 / Math.log2(3));
    expect(ndcgAtK([3, 2, 0], [0, 2, 3, 0], 10)).toBeCloseTo(1);
    expect(ndcgAtK([2, 3], [3, 2], 10)).toBeCloseTo((3 + 7 / Math.log2(3)) / (7 + 3 / Math.log2(3)));
    expect(ndcgAtK([], [0, 0], 10)).toBe(1);
    expect(ndcgAtK([0], [0, 0], 10)).toBe(0);
    expect(reciprocalRank([0, 1, 2, 3])).toBeCloseTo(1 / 3);
    expect(reciprocalRank([0, 1])).toBe(0);
  });

  it('grades with the first judgement that matches', () => {
    const p = { id: 7, name: 'AMD Ryzen 5 7600 Tray', brand: 'AMD', model: null, category: 'CPU', mpn: null, ean: null, releasedAt: null, specs: { socket: 'AM5' } } as never;
    expect(
      gradeProduct(p, 150, [
        { grade: 3, name: '7600$' },
        { grade: 2, name: '7600 tray' },
      ]),
    ).toBe(2);
    expect(
      gradeProduct(p, 150, [
        { grade: 3, specs: { socket: 'AM5' }, maxPrice: 100 },
        { grade: 1, category: 'CPU' },
      ]),
    ).toBe(1);
    expect(gradeProduct(p, 150, [{ grade: 3, ids: [8] }])).toBe(0);
  });
});

describe('golden relevance over the seed catalog', () => {
  const model = seedReadModel();
  const run = (g: GoldenQuery) => search(model!, { q: g.q, category: g.category ?? null, sort: null, inStockOnly: true, limit: 10, cursor: null }, ctx).productIds;

  it('has a large, varied golden set', () => {
    expect(golden.queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(golden.queries.map((g) => `${g.q}|${g.city ?? ''}|${(g.stores ?? []).join()}`)).size).toBe(golden.queries.length);
    const qs = golden.queries.map((g) => g.q);
    for (const q of JUDGED_BENCH_QUERIES) expect(qs).toContain(q);
  });

  it('stays at or above the recorded NDCG@10 and MRR baseline', () => {
    const report = evaluateRelevance(model!, golden.queries, run);
    const worst = report.perQuery.filter((s) => s.ndcg < 0.8).map((s) => `${s.q}: ${s.ndcg.toFixed(3)} [${s.grades.join('')}]`);
    expect(worst, 'queries far below the others').toEqual([]);
    expect(report.ndcgAt10).toBeGreaterThanOrEqual(baseline.ndcgAt10);
    expect(report.mrr).toBeGreaterThanOrEqual(baseline.mrr);
  });
});
