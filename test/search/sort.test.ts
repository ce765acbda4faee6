import { describe, expect, it } from 'vitest';
import { fixtureModel } from './fixture.js';
import { ids, run } from './helpers.js';

const model = fixtureModel();

describe('sort orders', () => {
  it('price_asc puts products without a price last', () => {
    expect(ids(model, 'rtx 4060', { sort: 'price_asc' })).toEqual([201, 202, 203, 206]);
  });

  it('price_desc also puts products without a price last', () => {
    expect(ids(model, 'rtx 4060', { sort: 'price_desc' })).toEqual([203, 202, 201, 206]);
  });

  it('newest orders by release date, unknown dates last, then id', () => {
    expect(ids(model, 'rtx 4060', { sort: 'newest' })).toEqual([201, 202, 203, 206]);
    expect(ids(model, 'ryzen', { sort: 'newest', inStockOnly: false })).toEqual([101, 103, 102, 104, 107]);
  });

  it('reads cheapest as price_asc, but a given sort wins', () => {
    expect(run(model, 'cheapest rtx 4060').query).toMatchObject({ sort: 'price_asc', sortSource: 'query' });
    expect(ids(model, 'cheapest rtx 4060')).toEqual([201, 202, 203, 206]);
    const r = run(model, 'cheapest rtx 4060', { sort: 'newest' });
    expect(r.query).toMatchObject({ sort: 'newest', sortSource: 'param' });
  });

  it.each(['me i lire ssd', 'më e lirë ssd', 'ssd lowest price', 'më të lirë ssd'])('%s sorts by price', (q) => {
    expect(ids(model, q)).toEqual([503, 505, 501, 502]);
  });

  it('defaults to relevance', () => {
    expect(run(model, 'rtx 4060').query).toMatchObject({ sort: 'relevance', sortSource: 'default' });
  });
});
