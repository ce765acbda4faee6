/** The shipped catalog, read and matched once for every test here (that costs seconds), hence one suite over 300 lines. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_OUT_OF_STOCK_PRODUCT_ID, REPEATED_SKUS, UNLISTED_PRODUCT_ID, generateFeeds, loadBuildPartIds, loadSeedProducts, loadStores, renderFeed } from '../../seeds/generate-feeds.js';
import { referencePrice } from '../../seeds/price-model.js';
import { buildView, type BuildView } from '../../src/catalog/builds.js';
import { readIdMap } from '../../src/catalog/import/ids.js';
import { lintCatalog } from '../../src/catalog/lint.js';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { readSource, type SourceContent } from '../../src/catalog/source.js';
import { specSchemas } from '../../src/catalog/specs.js';
import type { Category } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { checkCompatibility } from '../../src/compat/engine.js';
import type { PartSet } from '../../src/compat/rule.js';
import { fold } from '../../src/feeds/normalize.js';
import { shippedCatalogDir } from '../../src/paths.js';

const feedDir = path.join(shippedCatalogDir, 'feeds');
const all = loadSeedProducts();
const byId = new Map(all.map((p) => [p.id, p]));
const reference = (id: number) => referencePrice(byId.get(id)!);
/** The generator's output, computed once: it matches every row against the full catalog. */
let generated: ReturnType<typeof generateFeeds> | null = null;
const generatedFeeds = () => (generated ??= generateFeeds(all, loadStores(), loadBuildPartIds()));

const source: SourceContent = readSource(shippedCatalogDir);
const views: BuildView[] = (() => {
  const model = buildReadModel({
    id: 'seed-test',
    generatedAt: source.generatedAt,
    publishedAt: source.generatedAt,
    dataSource: source.dataSource,
    stores: source.stores,
    products: source.products,
    offers: source.offers.map((o, i) => ({ ...o, id: i + 1 })),
    builds: source.builds,
  });
  return source.builds.map((b) => buildView(model, b));
})();

describe('the shipped catalog goes through the feed pipeline cleanly', () => {
  it('reads with no rejected row and nothing left for review', () => {
    expect(source.report.rejected).toEqual([]);
    expect(source.report.review).toEqual([]);
  });

  it('warns only about the deliberately repeated SKUs, and keeps their last row', () => {
    expect(source.report.warnings).toHaveLength(REPEATED_SKUS.length);
    for (const w of source.report.warnings) expect(w.reason).toMatch(/repeats line \d+; the last one wins/);
    for (const { storeId, productId } of REPEATED_SKUS) {
      const rows = fs
        .readFileSync(path.join(feedDir, `${storeId}.jsonl`), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const offer = source.offers.find((o) => o.storeId === storeId && o.productId === productId)!;
      const same = rows.filter((r) => r.sku === offer.sku);
      expect(same).toHaveLength(2);
      expect(offer.lastUpdated).toBe(new Date(same[1].updatedAt).toISOString());
    }
  });

  it('matches every feed row to the product it was written for', () => {
    const { feeds, truth } = generatedFeeds();
    const truthBySku = new Map<string, number>();
    for (const [key, productId] of truth) {
      const [store, sku] = key.split('|');
      truthBySku.set(`${store}|${sku}`, productId);
    }
    expect(source.offers.length).toBe(truthBySku.size);
    for (const o of source.offers) expect(o.productId, `${o.storeId} ${o.sku}`).toBe(truthBySku.get(`${o.storeId}|${o.sku}`));
    expect([...feeds.values()].flat().length).toBe(source.offers.length + REPEATED_SKUS.length);
  });

  it('ships the feeds the generator writes today (deterministic and up to date)', () => {
    const { feeds } = generatedFeeds();
    const onDisk = fs
      .readdirSync(feedDir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    expect(onDisk).toEqual([...feeds.keys()].map((s) => `${s}.jsonl`).sort());
    for (const [storeId, rows] of feeds) {
      expect(fs.readFileSync(path.join(feedDir, `${storeId}.jsonl`), 'utf8') === renderFeed(rows), `${storeId}.jsonl is stale`).toBe(true);
    }
  });
});

describe('canonical products', () => {
  it('all validate against their category specs', () => {
    for (const p of all) {
      const parsed = specSchemas[p.category].safeParse(p.specs);
      expect(parsed.success, `${p.id} ${p.name}`).toBe(true);
    }
  });

  it('keep stable ids: the first products of each category are pinned', () => {
    const first = (category: Category) =>
      all
        .filter((p) => p.category === category)
        .slice(0, 3)
        .map((p) => `${p.id} ${p.name}`);
    expect(first('CPU')).toEqual(['1001 AMD Ryzen 3 4100', '1002 AMD Ryzen 5 4500', '1003 AMD Ryzen 5 5500']);
    expect(first('GPU')).toEqual(['2001 ASUS Dual GeForce RTX 3050 OC Edition 8GB GDDR6', '2002 MSI GeForce RTX 3050 VENTUS 2X 8G OC', '2003 Gigabyte GeForce RTX 3050 WINDFORCE OC V2 8G']);
    expect(first('MOTHERBOARD')).toEqual(['3001 MSI B450 TOMAHAWK MAX II', '3002 MSI B450 GAMING PLUS MAX', '3003 MSI B450M PRO-VDH MAX']);
    expect(first('RAM')).toEqual([
      '4001 Corsair Vengeance DDR5 32GB (2x16GB) 5200MT/s CL40',
      '4002 Corsair Vengeance DDR5 32GB (2x16GB) 5600MT/s CL36',
      '4003 Corsair Vengeance DDR5 32GB (2x16GB) 6000MT/s CL30',
    ]);
    expect(first('STORAGE')).toEqual(['5001 Samsung 990 PRO 1TB', '5002 Samsung 990 PRO 2TB', '5003 Samsung 990 PRO 4TB']);
    expect(first('PSU')).toEqual(['6001 Corsair CX550 550W 80+ Bronze Non-Modular', '6002 Corsair CX650 650W 80+ Bronze Non-Modular', '6003 Corsair CX750 750W 80+ Bronze Non-Modular']);
    expect(first('CASE')).toEqual(['7001 Lian Li O11 Dynamic EVO Black', '7002 Lian Li O11 Dynamic EVO White', '7003 Lian Li O11 Dynamic EVO XL Black']);
    expect(first('COOLING')).toEqual(['8001 Noctua NH-D15', '8002 Noctua NH-D15 chromax.black', '8003 Noctua NH-D15 G2']);
  });

  it('have unique ids: curated products in one block per category, imported ones from 10001', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const base: Record<Category, number> = { CPU: 1000, GPU: 2000, MOTHERBOARD: 3000, RAM: 4000, STORAGE: 5000, PSU: 6000, CASE: 7000, COOLING: 8000 };
    for (const p of all) {
      if (p.id > 10_000) expect(p.opendbId, `${p.id}`).not.toBeNull();
      else expect(Math.floor(p.id / 1000) * 1000, `${p.id}`).toBe(base[p.category]);
    }
  });

  it('come from the open parts database at a recorded commit, each open-db record under the id the id map gives it', () => {
    const source = JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'source.json'), 'utf8'));
    expect(source).toMatchObject({ name: 'BuildCores OpenDB', licence: 'ODC-By-1.0', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const ids = readIdMap(path.join(shippedCatalogDir, 'opendb-ids.tsv'));
    const imported = all.filter((p) => p.opendbId !== null);
    expect(imported.length).toBeGreaterThan(20_000);
    for (const p of imported) expect(ids.get(p.opendbId!), p.name).toBe(p.id);
    expect(new Set(imported.map((p) => p.opendbId)).size).toBe(imported.length);
  });

  it('carry a manufacturer part number on at least 95% of products, in the published formats', () => {
    expect(all.filter((p) => p.mpn !== null).length / all.length).toBeGreaterThanOrEqual(0.95);
    for (const p of all) if (p.mpns.length) expect(p.mpn, p.name).toBe(p.mpns[0]);
  });

  it('pass the catalog lint', () => {
    expect(lintCatalog(shippedCatalogDir)).toEqual([]);
  });
});

describe('the release the seeds publish', () => {
  it('holds at least 10,000 products with at least 95% MPN coverage, from every category', () => {
    expect(source.products.length).toBeGreaterThanOrEqual(10_000);
    expect(source.products.filter((p) => p.mpn !== null).length / source.products.length).toBeGreaterThanOrEqual(0.95);
    for (const c of CATEGORIES) expect(source.products.filter((p) => p.category === c).length, c).toBeGreaterThan(150);
    expect(source.dataSource).toMatchObject({ name: 'BuildCores OpenDB', url: 'https://github.com/buildcores/buildcores-open-db' });
  });

  it('has at least 8 stores in at least 5 cities, each with a feed of a few thousand listings', () => {
    expect(source.stores.length).toBeGreaterThanOrEqual(8);
    expect(new Set(source.stores.map((s) => s.city)).size).toBeGreaterThanOrEqual(5);
    for (const s of source.stores) expect(source.offers.filter((o) => o.storeId === s.id).length, s.id).toBeGreaterThan(1_500);
  });

  it('lists every product at 1 to 6 stores, mainstream parts at more of them', () => {
    const stores = new Map<number, Set<string>>();
    for (const o of source.offers) stores.set(o.productId, (stores.get(o.productId) ?? new Set()).add(o.storeId));
    for (const p of source.products) {
      const n = stores.get(p.id)?.size ?? 0;
      expect(n, `${p.id}`).toBeGreaterThanOrEqual(1);
      expect(n, `${p.id}`).toBeLessThanOrEqual(6);
    }
    const avg = (ids: number[]) => ids.reduce((s, id) => s + (stores.get(id)?.size ?? 0), 0) / ids.length;
    expect(avg(source.products.filter((p) => reference(p.id) < 150).map((p) => p.id))).toBeGreaterThan(avg(source.products.filter((p) => reference(p.id) >= 700).map((p) => p.id)) + 0.5);
  });

  it('has about 10% of offers out of stock and a few without a price', () => {
    const out = source.offers.filter((o) => o.availability === 'out_of_stock').length / source.offers.length;
    expect(out).toBeGreaterThan(0.06);
    expect(out).toBeLessThan(0.14);
    const unpriced = source.offers.filter((o) => o.price === null);
    expect(unpriced.length).toBeGreaterThanOrEqual(5);
    expect(unpriced.length / source.offers.length).toBeLessThan(0.02);
    for (const o of unpriced) expect(o.currency).toBeNull();
  });

  it('prices offers around the reference price, differently per store', () => {
    for (const o of source.offers) {
      if (o.price === null) continue;
      const msrp = reference(o.productId);
      // msrp × 0.92–1.12, moved to a .90/.99/.00 ending
      expect(o.price, `${o.storeId} ${o.sku}`).toBeGreaterThanOrEqual(msrp * 0.92 - 0.5);
      expect(o.price, `${o.storeId} ${o.sku}`).toBeLessThanOrEqual(msrp * 1.12 + 0.5);
      expect(Math.round((o.price % 1) * 100), `${o.storeId} ${o.sku}`).toBeOneOf([90, 99, 0]);
    }
    const prices = new Map<number, Set<number>>();
    for (const o of source.offers) if (o.price !== null) prices.set(o.productId, (prices.get(o.productId) ?? new Set()).add(o.price));
    const multi = [...prices.values()].filter((s) => s.size > 1).length;
    expect(multi).toBeGreaterThan(600);
  });

  it('spreads updates over the last ten days and links each offer into its store', () => {
    const times = source.offers.map((o) => Date.parse(o.lastUpdated!));
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThan(7);
    const website = new Map(source.stores.map((s) => [s.id, s.website]));
    for (const o of source.offers) expect(o.retailerUrl.startsWith(website.get(o.storeId)!)).toBe(true);
  });

  it('leaves the unlisted product out, and prices the sold-out one without stock', () => {
    expect(source.products.some((p) => p.id === UNLISTED_PRODUCT_ID)).toBe(false);
    expect(byId.has(UNLISTED_PRODUCT_ID)).toBe(true);
    const soldOut = source.offers.filter((o) => o.productId === ALL_OUT_OF_STOCK_PRODUCT_ID);
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    for (const o of soldOut) {
      expect(o.availability).toBe('out_of_stock');
      expect(o.price).not.toBeNull();
    }
  });
});

describe('shipped feeds look like Kosovo shop feeds', () => {
  const rows = fs
    .readdirSync(feedDir)
    .flatMap((f) => fs.readFileSync(path.join(feedDir, f), 'utf8').trim().split('\n'))
    .map((l) => JSON.parse(l) as { title: string; mpn?: string; price: unknown; sku: string });
  const skuProduct = new Map(source.offers.map((o) => [`${o.storeId}|${o.sku}`, o.productId]));

  it('mixes Albanian and English titles and prefixes', () => {
    const albanian = rows.filter((r) => /^(procesor|pllake ame|kart|memorie|ushqyes|furnizues|kuti|shtepize|kase|ftohes|disk)/.test(fold(r.title)));
    expect(albanian.length / rows.length).toBeGreaterThan(0.25);
    expect(albanian.length / rows.length).toBeLessThan(0.75);
  });

  it('carries the MPN on most, not all, rows whose product has one', () => {
    const withMpn = rows.filter((r) => byId.get(skuProduct.get(`${(r as { store?: string }).store}|${r.sku}`)!)?.mpn);
    const share = withMpn.filter((r) => r.mpn).length / withMpn.length;
    expect(share).toBeGreaterThan(0.75);
    expect(share).toBeLessThan(0.95);
  });

  it("adds the resellers' own words to some titles", () => {
    expect(rows.filter((r) => /garanci|origjinal|genuine|oferta|free delivery|\| ibri computers|^e re:/i.test(r.title)).length).toBeGreaterThan(500);
  });

  it('writes prices both as numbers and as localized text', () => {
    expect(rows.filter((r) => typeof r.price === 'number').length).toBeGreaterThan(500);
    expect(rows.filter((r) => typeof r.price === 'string' && /\d,\d{2}/.test(r.price)).length).toBeGreaterThan(500);
    expect(rows.some((r) => typeof r.price === 'string' && /^\d{1,3}(\.\d{3})+,\d{2} €$/.test(r.price))).toBe(true);
  });

  it('spells the same product differently at different stores', () => {
    const titles = new Map<number, Set<string>>();
    for (const r of rows) {
      const id = skuProduct.get(`${(r as { store?: string }).store}|${r.sku}`)!;
      titles.set(id, (titles.get(id) ?? new Set()).add(r.title));
    }
    const varied = [...titles.values()].filter((t) => t.size >= 3).length;
    expect(varied).toBeGreaterThan(400);
  });
});

describe('curated builds', () => {
  const tierRange: Record<string, [number, number]> = { Budget: [500, 700], Entry: [800, 1000], Mid: [1300, 1800], High: [2500, 6000] };

  it('offer at least two builds per tier', () => {
    for (const tier of ['Budget', 'Entry', 'Mid', 'High']) expect(source.builds.filter((b) => b.budgetTier === tier).length, tier).toBeGreaterThanOrEqual(2);
  });

  it('name real products of the right category; only the deliberately unlisted one is missing from the release', () => {
    const released = new Set(source.products.map((p) => p.id));
    const missing: number[] = [];
    for (const b of source.builds) {
      for (const part of b.parts) {
        expect(byId.get(part.productId)?.category, `${b.id} ${part.productId}`).toBe(part.category);
        if (!released.has(part.productId)) missing.push(part.productId);
      }
    }
    expect(missing).toEqual([UNLISTED_PRODUCT_ID]);
  });

  it('are complete and compatible on the real specs', () => {
    for (const b of source.builds) {
      const parts = Object.fromEntries(b.parts.map((p) => [p.category, byId.get(p.productId)])) as PartSet;
      const cpu = parts.CPU!;
      for (const c of ['CPU', 'MOTHERBOARD', 'RAM', 'STORAGE', 'PSU', 'CASE'] as const) expect(parts[c], `${b.id} ${c}`).toBeDefined();
      if (!cpu.specs.integratedGraphics) expect(parts.GPU, `${b.id} GPU`).toBeDefined();
      if (!cpu.specs.coolerIncluded) expect(parts.COOLING, `${b.id} COOLING`).toBeDefined();
      const report = checkCompatibility(parts);
      expect(
        report.issues.map((i) => i.message),
        b.id,
      ).toEqual([]);
      expect(report.state).toBe('compatible');
      const need = 1.3 * cpu.specs.tdpW + (parts.GPU?.specs.boardPowerW ?? 0) + 100;
      expect(parts.PSU!.specs.wattage, b.id).toBeGreaterThanOrEqual(need);
    }
  });

  it('cost what their tier says', () => {
    for (const v of views) {
      const missingMsrp = v.parts.filter((p) => p.price === null).reduce((s, p) => s + ((byId.get(p.part.productId) as { msrpEur?: number }).msrpEur ?? 0), 0);
      const total = (v.total ?? 0) + missingMsrp;
      const [lo, hi] = tierRange[v.build.budgetTier];
      expect(total, v.build.id).toBeGreaterThanOrEqual(lo);
      expect(total, v.build.id).toBeLessThanOrEqual(hi);
    }
  });

  it('include one build with a part absent from the release and one with a sold-out part; the rest are ready to buy', () => {
    const withMissing = views.filter((v) => v.missingPartCount > 0);
    expect(withMissing.map((v) => [v.build.id, v.missingPartCount, v.complete])).toEqual([['mid-am5-white', 1, false]]);
    expect(withMissing[0].parts.find((p) => p.part.productId === UNLISTED_PRODUCT_ID)?.name).toBeNull();
    const withSoldOut = views.filter((v) => v.outOfStockPartCount > 0);
    expect(withSoldOut.map((v) => [v.build.id, v.outOfStockPartCount, v.missingPartCount])).toEqual([['high-am5-x3d', 1, 0]]);
    const soldOut = withSoldOut[0].parts.find((p) => p.part.productId === ALL_OUT_OF_STOCK_PRODUCT_ID)!;
    expect(soldOut).toMatchObject({ inStock: false, available: false });
    expect(soldOut.price).not.toBeNull();
    for (const v of views) if (v !== withMissing[0] && v !== withSoldOut[0]) expect(v.readyToBuy, v.build.id).toBe(true);
  });
});
