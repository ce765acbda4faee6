import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/types.js';
import { FILTERABLE_SPECS } from '../../src/search/filters.js';
import { expectErrorBody, request, type JsonResponse } from '../support/http.js';
import { useServer } from '../support/suite.js';

// No response cache: every answer below is computed, so equal bytes mean a deterministic engine.
const suite = useServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60', RESPONSE_CACHE_MB: '0' });
const model = () => suite.server.holder.current()!;

async function search(query: string): Promise<JsonResponse> {
  const res = await request(`${suite.server.base}/search?${query}`);
  if (res.status === 200) suite.api.check('get', '/search', 200, res.body);
  else suite.api.check('get', '/search', res.status, res.body);
  return res;
}

const product = (id: number): Product => model().productById.get(id)!;
const ids = (res: JsonResponse): number[] => res.body.results.map((r: { id: number }) => r.id);

/** Every match of a search, page after page (limit 25). */
async function everything(query: string): Promise<number[]> {
  const out: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await search(`${query}&limit=25${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    out.push(...ids(res));
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}

describe('GET /search filters', () => {
  it('brand: any of a comma list, in any letter case', async () => {
    const res = await search('q=ddr5&category=RAM&inStockOnly=false&brand=corsair,G.SKILL&limit=25');
    expect(res.status).toBe(200);
    expect(res.body.totalMatches).toBeGreaterThan(0);
    for (const id of ids(res)) expect(['corsair', 'g.skill']).toContain(product(id).brand!.toLowerCase());
    expect(res.body.query.filters).toEqual({ brand: ['corsair', 'G.SKILL'] });
    const both = res.body.totalMatches;
    const one = (await search('q=ddr5&category=RAM&inStockOnly=false&brand=Corsair')).body.totalMatches;
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(both);
  });

  it('minPrice and maxPrice bound the price each result shows', async () => {
    const res = await search('q=ssd&minPrice=50&maxPrice=120&limit=25');
    expect(res.body.totalMatches).toBeGreaterThan(0);
    for (const r of res.body.results) {
      expect(r.price).toBeGreaterThanOrEqual(50);
      expect(r.price).toBeLessThanOrEqual(120);
    }
    // a price phrase in q and the parameters both apply
    const tighter = await search('q=ssd%20under%2080&minPrice=50&maxPrice=120&limit=25');
    for (const r of tighter.body.results) expect(r.price).toBeLessThanOrEqual(80);
  });

  it("store and city keep only those stores' offers, price and stock following them", async () => {
    const store = model().stores[0];
    const res = await search(`q=rtx&store=${store.id}&limit=25`);
    expect(res.body.totalMatches).toBeGreaterThan(0);
    for (const r of res.body.results) {
      expect(r.offers.length).toBeGreaterThan(0);
      for (const o of r.offers) expect(o.store).toBe(store.id);
    }
    const inPrizren = new Set(
      model()
        .stores.filter((s) => s.city === 'Prizren')
        .map((s) => s.id),
    );
    const byCity = await search('q=rtx&city=prizreni&limit=25');
    expect(byCity.body.totalMatches).toBeGreaterThan(0);
    for (const r of byCity.body.results) for (const o of r.offers) expect(inPrizren.has(o.store)).toBe(true);
    // both: the stores in both lists
    const other = model().stores.find((s) => s.city !== 'Prizren')!;
    expect((await search(`q=rtx&city=Prizren&store=${other.id}`)).body.totalMatches).toBe(0);
  });

  it("spec values and ranges over the category's specs", async () => {
    const am5 = await everything('q=ryzen&category=CPU&inStockOnly=false&spec.socket=am5');
    expect(am5.length).toBeGreaterThan(0);
    for (const id of am5) expect((product(id).specs as { socket: string }).socket).toBe('AM5');
    const base = 'q=ddr5&category=RAM&inStockOnly=false&brand=corsair';
    const ram = await everything(`${base}&spec.capacityGb=32&spec.speedMts.min=6000&spec.speedMts.max=6400`);
    expect(ram.length).toBeGreaterThan(0);
    for (const id of ram) {
      const specs = product(id).specs as { capacityGb: number; speedMts: number };
      expect(specs.capacityGb).toBe(32);
      expect(specs.speedMts).toBeGreaterThanOrEqual(6000);
      expect(specs.speedMts).toBeLessThanOrEqual(6400);
    }
    // every product of the search that passes the filter is there: nothing is dropped but by the filter
    const all = await everything(base);
    const expected = all.filter((id) => {
      const s = product(id).specs as { capacityGb: number | null; speedMts: number | null };
      return s.capacityGb === 32 && s.speedMts !== null && s.speedMts >= 6000 && s.speedMts <= 6400;
    });
    expect([...ram].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    const cases = await everything('q=case&category=CASE&inStockOnly=false&spec.maxGpuLengthMm.min=400&spec.supportedBoards=e-atx');
    for (const id of cases) {
      const s = product(id).specs as { maxGpuLengthMm: number; supportedBoards: string[] };
      expect(s.maxGpuLengthMm).toBeGreaterThanOrEqual(400);
      expect(s.supportedBoards).toContain('E-ATX');
    }
  });

  it.each([
    ['an unknown spec key for the category', 'q=rtx&category=GPU&spec.socket=AM5', 'unknown_spec_key', /chipBrand, chip, vramGb/],
    ['a spec key no category has', 'q=rtx&category=GPU&spec.colour=red', 'unknown_spec_key', /GPU on: chipBrand/],
    ['a spec filter without category', 'q=ryzen&spec.socket=AM5', 'spec_filter_needs_category', /category/],
    ['an inverted price range', 'q=ssd&minPrice=200&maxPrice=100', 'invalid_range', /minimum/],
    ['an inverted spec range', 'q=ddr5&category=RAM&spec.capacityGb.min=64&spec.capacityGb.max=16', 'invalid_range', /minimum/],
    ['a negative price', 'q=ssd&minPrice=-1', 'invalid_parameter', /minPrice/],
    ['a price that is not a number', 'q=ssd&maxPrice=cheap', 'invalid_parameter', /maxPrice/],
    ['a range on a text spec', 'q=ryzen&category=CPU&spec.socket.min=3', 'unknown_spec_key', /CPU on: socket/],
    ['a number spec given text', 'q=ddr5&category=RAM&spec.capacityGb=lots', 'invalid_parameter', /capacityGb/],
    ['an unknown store', 'q=rtx&store=no-such-store', 'unknown_store', /teknoplus/],
    ['an unknown city', 'q=rtx&city=Atlantis', 'unknown_city', /Prizren/],
    ['too many brands', `q=rtx&brand=${Array.from({ length: 11 }, (_, i) => `b${i}`).join(',')}`, 'invalid_parameter', /brand/],
    ['a brand too long', `q=rtx&brand=${'x'.repeat(41)}`, 'invalid_parameter', /brand/],
    ['a repeated brand parameter', 'q=rtx&brand=asus&brand=msi', 'invalid_parameter', /brand/],
  ])('refuses %s with a 400 Error body', async (_what, query, code, resolution) => {
    const res = await search(query);
    expectErrorBody(res, 400, code);
    expect(`${res.body.error.message} ${res.body.error.resolution}`).toMatch(resolution);
  });

  it('binds the filters into the cursor', async () => {
    const query = 'q=ddr5&category=RAM&inStockOnly=false&brand=corsair&spec.capacityGb.min=16';
    const first = await search(`${query}&limit=5`);
    expect(first.body.nextCursor).toBeTruthy();
    const next = await search(`${query}&limit=5&cursor=${first.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(ids(next).some((id) => ids(first).includes(id))).toBe(false);
    const base = 'q=ddr5&category=RAM&inStockOnly=false';
    for (const other of [
      'brand=kingston&spec.capacityGb.min=16',
      'brand=corsair&spec.capacityGb.min=32',
      'brand=corsair',
      'brand=corsair&spec.capacityGb.min=16&minPrice=1',
      'brand=corsair&spec.capacityGb.min=16&store=teknoplus',
    ]) {
      expectErrorBody(await search(`${base}&${other}&limit=5&cursor=${first.body.nextCursor}`), 400, 'cursor_mismatch');
    }
    // facets change no page: the cursor holds with or without them
    expect((await search(`${query}&facets=true&limit=5&cursor=${first.body.nextCursor}`)).status).toBe(200);
    const unfiltered = await search('q=ddr5&category=RAM&inStockOnly=false&limit=5');
    expectErrorBody(await search(`q=ddr5&category=RAM&inStockOnly=false&limit=5&cursor=${unfiltered.body.nextCursor}&brand=corsair`), 400, 'cursor_mismatch');
  });

  it('answers the same bytes for the same request and release', async () => {
    const query = 'q=ddr5&category=RAM&inStockOnly=false&brand=corsair,kingston&spec.capacityGb.min=16&facets=true&limit=7';
    const a = await search(query);
    const b = await search(query.split('&').reverse().join('&'));
    expect(a.status).toBe(200);
    expect(b.text).toBe(a.text);
  });
});

describe('GET /search?facets=true', () => {
  it('counts the whole match set, consistent with totalMatches and with the filters it offers', async () => {
    const query = 'q=ddr5%2032gb&category=RAM&inStockOnly=false';
    const res = await search(`${query}&facets=true&limit=3`);
    expect(res.status).toBe(200);
    const { facets, totalMatches } = res.body;
    expect(totalMatches).toBeGreaterThan(25);
    expect(res.body.truncated).toBe(false);
    const sum = (f: { values: { count: number }[]; other: number; unknown: number }) => f.values.reduce((s, v) => s + v.count, 0) + f.other + f.unknown;
    expect(sum(facets.brand)).toBe(totalMatches);
    expect(facets.price.bands.reduce((s: number, b: { count: number }) => s + b.count, 0) + facets.price.unknown).toBe(totalMatches);
    expect(facets.specs.map((f: { key: string }) => f.key)).toEqual(Object.keys(FILTERABLE_SPECS.RAM));
    const spec = (key: string) => facets.specs.find((f: { key: string }) => f.key === key);
    expect(sum(spec('capacityGb'))).toBe(totalMatches);
    // values by count, then value
    const counts = facets.brand.values.map((v: { count: number }) => v.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(facets.brand.values.length).toBeLessThanOrEqual(20);
    // a facet value's count is the totalMatches of the search filtered on it
    const [brand] = facets.brand.values;
    expect((await search(`${query}&brand=${encodeURIComponent(brand.value)}`)).body.totalMatches).toBe(brand.count);
    const [capacity] = spec('capacityGb').values;
    expect((await search(`${query}&spec.capacityGb=${capacity.value}`)).body.totalMatches).toBe(capacity.count);
    const [store] = facets.store.values;
    expect((await search(`${query}&store=${store.value}`)).body.totalMatches).toBe(store.count);
    const band = facets.price.bands.find((b: { count: number }) => b.count > 0);
    const inBand = await everything(`${query}&minPrice=${band.min}${band.max === null ? '' : `&maxPrice=${band.max}`}`);
    const upper = await search(`${query}&minPrice=${band.max ?? 1e5}&maxPrice=${band.max ?? 1e5}`);
    // bands exclude their upper bound, the filters include it
    expect(inBand.length - (band.max === null ? 0 : upper.body.totalMatches)).toBe(band.count);
  });

  it('has no spec facets without one category in view, and no facets unless asked', async () => {
    const res = await search('q=corsair&facets=true');
    expect(res.body.facets.specs).toBeNull();
    expect((await search('q=corsair')).body.facets).toBeUndefined();
  });
});
