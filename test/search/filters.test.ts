import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { SEED_STORES } from '../../seeds/shelf-read-model.js';
import { fixtureModel, fixtureOffers } from './fixture.js';
import { ids, run } from './helpers.js';

const model = fixtureModel();

describe('category', () => {
  it('filters by a category word', () => {
    const r = run(model, 'karta grafike');
    expect(r.query).toMatchObject({ category: 'GPU', categorySource: 'query', matchMode: 'browse' });
    expect(r.productIds.sort()).toEqual([201, 202, 203, 204, 205, 206]);
  });

  it("lets the caller's category win over the words", () => {
    const r = run(model, 'cooler 750w', { category: 'PSU' });
    expect(r.query).toMatchObject({ category: 'PSU', categorySource: 'param' });
    expect(r.productIds.sort()).toEqual([601, 603]);
  });

  it('narrows storage with the type words', () => {
    expect(ids(model, 'ssd 1tb').sort()).toEqual([501, 503, 505]);
    expect(ids(model, 'nvme 1tb').sort()).toEqual([501, 505]);
    expect(ids(model, 'hdd')).toEqual([504]);
  });
});

describe('price bounds apply to the effective price', () => {
  it('keeps only products priced within the bounds', () => {
    const r = run(model, 'karta grafike nën 300€');
    expect(r.query).toMatchObject({ priceMax: 300, priceMin: null });
    expect(r.productIds.sort()).toEqual([201, 205]); // 206 has no price, so no bound can hold
  });

  it('reads ranges and lower bounds', () => {
    expect(ids(model, 'gpu 300-500 eur').sort()).toEqual([202, 203]);
    expect(ids(model, 'gpu mbi 500')).toEqual([204]);
  });

  it('takes the price in the asked place, not the cheapest anywhere', () => {
    // 202 costs 305 in Mitrovicë but 319 in Prishtinë
    expect(ids(model, 'rtx 4060 under 310')).toEqual(expect.arrayContaining([202]));
    expect(ids(model, 'rtx 4060 prishtina under 310')).toEqual([201]);
  });
});

describe('place and store intent', () => {
  it('returns the store filter and restricts matches to those stores', () => {
    const r = run(model, 'ryzen 5 7600 prishtina');
    expect(r.storeFilter).toEqual(['kalaja-prishtina', 'vatra-prishtina']);
    expect(r.productIds).toEqual([103, 104]);
    expect(r.query.place).toEqual({ cities: ['Prishtinë'], namedStores: [], storeIds: ['kalaja-prishtina', 'vatra-prishtina'] });
  });

  it('drops products not sold there', () => {
    expect(ids(model, 'rtx 4060 prizren')).toEqual([201]);
    expect(ids(model, 'noctua peja')).toEqual([]);
  });

  it('counts stock only in those stores', () => {
    // 104 is in stock in Prishtinë but sold out in Ferizaj
    expect(ids(model, 'ryzen ferizaj')).toEqual([]);
    expect(ids(model, 'ryzen ferizaj', { inStockOnly: false })).toEqual([104]);
  });

  it('knows the towns of the participating stores even outside the alias table', () => {
    const base = fixtureModel();
    const withTown = buildReadModel({
      id: 'with-vushtrri',
      generatedAt: base.release.generatedAt,
      publishedAt: base.release.publishedAt,
      stores: [...SEED_STORES, { id: 'vushtrri-pc', name: 'Vushtrri PC', city: 'Vushtrri', website: 'https://vpc.example' }],
      products: [...base.products],
      offers: [
        ...fixtureOffers(),
        { id: 999, productId: 801, storeId: 'vushtrri-pc', price: 101, currency: 'EUR', availability: 'in_stock', retailerUrl: 'https://vpc.example/p', lastUpdated: null },
      ],
      builds: [],
    });
    const r = run(withTown, 'noctua në vushtrri');
    expect(r.storeFilter).toEqual(['vushtrri-pc']);
    expect(r.productIds).toEqual([801]);
  });

  it('has no store filter without place words', () => {
    expect(run(model, 'rtx 4060').storeFilter).toBeNull();
  });
});

describe('stock', () => {
  it('hides sold-out products by default and shows them on request', () => {
    expect(ids(model, '5800x3d')).toEqual([]);
    expect(ids(model, '5800x3d', { inStockOnly: false })).toEqual([107]);
  });

  it('reads an in-stock intent even when the caller allowed sold-out products', () => {
    const r = run(model, '5800x3d në stok', { inStockOnly: false });
    expect(r.query).toMatchObject({ stockIntent: true, inStockOnly: true });
    expect(r.productIds).toEqual([]);
  });
});

describe('the query description', () => {
  it('is JSON-safe and deterministic', () => {
    const a = run(model, 'cheapest rtx 4060 në Prishtinë under 400€');
    const b = run(model, 'cheapest rtx 4060 në Prishtinë under 400€');
    expect(JSON.parse(JSON.stringify(a.query))).toEqual(a.query);
    expect(a).toEqual(b);
    expect(a.query).toMatchObject({
      q: 'cheapest rtx 4060 në Prishtinë under 400€',
      normalized: 'cheapest rtx 4060 ne prishtine under 400€',
      terms: ['rtx', '4060'],
      priceMax: 400,
      sort: 'price_asc',
      sortSource: 'query',
      matchMode: 'all',
    });
  });
});
