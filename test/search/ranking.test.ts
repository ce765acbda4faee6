import { describe, expect, it } from 'vitest';
import { FIELD_BRAND, FIELD_CATEGORY, FIELD_MODEL, FIELD_NAME, FIELD_SPECS, MASK_WEIGHT } from '../../src/search/search-index.js';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { SEED_STORES } from '../../seeds/shelf-read-model.js';
import { PRODUCTS, fixtureModel, fixtureOffers } from './fixture.js';
import { ids, run } from './helpers.js';

const model = fixtureModel();

describe('model numbers match whatever the spacing', () => {
  it.each([
    [['rtx4060', 'rtx 4060', 'RTX-4060', 'RTX 4060', 'geforce rtx4060']],
    [['4060ti', '4060 ti', 'rtx 4060ti', 'RTX-4060-Ti']],
    [['i5-14600k', '14600k', 'core i5 14600k', 'i5 14600K', 'intel i5-14600k']],
    [['32gb ddr5 6000', '32 gb ddr5-6000', 'ddr5 6000mhz 32gb']],
    [['1tb nvme', '1 tb nvme', '1000gb nvme']],
    [['samsung 990pro', 'samsung 990 pro', 'Samsung 990-PRO']],
  ])('%j give the same results', (queries) => {
    const first = ids(model, queries[0]);
    expect(first.length).toBeGreaterThan(0);
    for (const q of queries.slice(1)) expect([q, ids(model, q)]).toEqual([q, first]);
  });

  it('finds a 1024 GB drive as a 1 TB drive', () => {
    expect(ids(model, '1tb nvme')).toEqual(expect.arrayContaining([501, 505]));
  });
});

describe('typo tolerance', () => {
  it.each([
    ['geforse rtx 4060', 'geforse', 'geforce', [201, 202, 206]],
    ['ryzn 7600', 'ryzn', 'ryzen', [103]],
    ['samsng 990 pro', 'samsng', 'samsung', [501]],
    ['noctau nh-d15', 'noctau', 'noctua', [801]],
  ])('%s', (q, typo, word, top) => {
    const r = run(model, q);
    expect(top).toContain(r.productIds[0]);
    expect(r.query.corrections).toEqual({ [typo]: [word] });
  });

  it('never corrects model numbers', () => {
    expect(ids(model, '14600kx')).toEqual([]);
  });
});

describe('an exact model ranks above its near misses', () => {
  it('7800x3d: the X3D first, the plain 7800X never before it', () => {
    expect(ids(model, '7800x3d')).toEqual([101]);
    expect(ids(model, '7800x')).toEqual([102, 101]);
  });

  it('rtx 4060: every plain 4060 before the 4060 Ti', () => {
    const r = ids(model, 'RTX 4060');
    expect(r.slice(0, 3).sort()).toEqual([201, 202, 206]);
    expect(r[3]).toBe(203);
  });

  it('rtx 4060 ti: only the Ti', () => {
    expect(ids(model, 'RTX 4060 Ti')).toEqual([203]);
  });

  it('i5-14600k: the K first, the KF after', () => {
    expect(ids(model, 'i5-14600k')).toEqual([105, 106]);
    expect(ids(model, '14600kf')).toEqual([106]);
  });

  it('ryzen 5 7600: the 7600 before the 7600X', () => {
    expect(ids(model, 'ryzen 5 7600')).toEqual([103, 104]);
  });
});

describe('weights and ties', () => {
  it('weighs model > name > brand > specs > category', () => {
    const w = [FIELD_MODEL, FIELD_NAME, FIELD_BRAND, FIELD_SPECS, FIELD_CATEGORY].map((f) => MASK_WEIGHT[f]);
    expect([...w].sort((a, b) => b - a)).toEqual(w);
    expect(new Set(w).size).toBe(5);
    expect(MASK_WEIGHT[FIELD_MODEL | FIELD_SPECS]).toBe(MASK_WEIGHT[FIELD_MODEL]);
  });

  it('breaks equal scores by price ascending (none last), then id', () => {
    const twin = PRODUCTS.find((p) => p.id === 702)!;
    const twins = [910, 911, 912, 913].map((id) => ({ ...twin, id, name: 'Kolink Twin Box', model: 'Twin Box' }));
    const prices: [number, number | null][] = [
      [910, 50],
      [911, null],
      [912, 50],
      [913, 40],
    ];
    const m = buildReadModel({
      id: 'twins',
      generatedAt: '2025-01-15T08:00:00.000Z',
      publishedAt: '2025-01-15T08:00:00.000Z',
      stores: SEED_STORES,
      products: [...PRODUCTS, ...twins],
      offers: [
        ...fixtureOffers(),
        ...prices.map(([productId, price], i) => ({
          id: 1000 + i,
          productId,
          storeId: 'vatra-prishtina',
          price,
          currency: price === null ? null : ('EUR' as const),
          availability: 'in_stock' as const,
          retailerUrl: 'https://vatra.example/p',
          lastUpdated: null,
        })),
      ],
      builds: [],
    });
    expect(ids(m, 'twin box')).toEqual([913, 910, 912, 911]);
  });
});

describe('matching semantics', () => {
  it('requires every term', () => {
    expect(ids(model, 'noctua nh-d15')).toEqual([801]);
    expect(run(model, 'noctua nh-d15').query.matchMode).toBe('all');
  });

  it('falls back to a partial match when all terms together find nothing, and says so', () => {
    const r = run(model, 'rtx 4060 samsung');
    expect(r.query.matchMode).toBe('partial');
    expect(r.productIds).toEqual(expect.arrayContaining([201, 202]));
  });

  it('never drops a model number or size in the fallback', () => {
    const r = run(model, 'rtx 4070 super 16gb');
    expect(r.totalMatches).toBe(0);
    expect(r.query.matchMode).toBe('none');
  });

  it('lifts soft words without requiring them', () => {
    const r = ids(model, 'gaming gpu');
    expect(r[0]).toBe(203); // MSI … GAMING X
    expect(r).toHaveLength(6);
  });

  it('ignores words that are intents, not product words', () => {
    expect(ids(model, 'cheapest rtx 4060 in stock në prishtinë').length).toBeGreaterThan(0);
  });
});
