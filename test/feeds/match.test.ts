import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSource } from '../../src/catalog/source.js';
import type { Product } from '../../src/catalog/types.js';
import { createMatcher, type MatchInput } from '../../src/feeds/match.js';
import { analyze, inferCategory } from '../../src/feeds/normalize.js';
import { jsonl, row, seedProducts, tempDir, writeFile } from './helpers.js';

const products = seedProducts();
const matcher = createMatcher(products);
const match = (title: string, extra: Partial<MatchInput> = {}) => matcher.match({ title, ...extra });
const matchedId = (title: string, extra: Partial<MatchInput> = {}) => {
  const r = match(title, extra);
  return r.kind === 'matched' ? r.productId : r.kind;
};

describe('normalisation', () => {
  const tokens = (t: string) => analyze(t).tokens;

  it('reads model numbers alike however they are spaced', () => {
    expect(tokens('RTX4060Ti')).toEqual(tokens('RTX 4060 Ti'));
    expect(tokens('rtx 4060-ti')).toEqual(tokens('RTX 4060 Ti'));
    expect(tokens('RX7800XT')).toEqual(tokens('RX 7800 XT'));
    expect(tokens('RTX 4070 Ti SUPER')).toEqual(tokens('RTX4070TiSuper'));
    expect(tokens('Ryzen 7 7800X3D')).toEqual(tokens('Ryzen7 7800 X3D'));
    expect(tokens('i5-12400F')).toEqual(tokens('i5 12400F'));
    expect(tokens('990PRO')).toEqual(tokens('990 PRO'));
  });

  it('keeps model suffixes apart: 7600 is not 7600X, 4060 is not 4060 Ti, X3D2 is not X3D', () => {
    expect(tokens('Ryzen 5 7600X')).not.toContain('7600');
    expect(tokens('RTX 4060 Ti')).not.toContain('4060');
    expect(tokens('Ryzen 9 9950X3D2')).not.toContain('9950x3d');
  });

  it('folds diacritics and reads Albanian colours and category prefixes', () => {
    const facts = analyze('Kuti NZXT H5 Flow e bardhë');
    expect(facts.colors).toEqual(new Set(['white']));
    expect(analyze('Memorie e zezë').colors).toEqual(new Set(['black']));
    expect(inferCategory('Pllakë amë ASUS TUF GAMING B650-PLUS WIFI')).toBe('MOTHERBOARD');
    expect(inferCategory('Kartë grafike MSI RTX 4060')).toBe('GPU');
    expect(inferCategory('Ftohës CPU Noctua NH-D15')).toBe('COOLING');
    expect(inferCategory('CPU Cooler Arctic Freezer 36')).toBe('COOLING');
    expect(inferCategory('Cooler Master MasterBox Q300L')).toBeNull();
    expect(inferCategory('Ushqyes Corsair RM750e')).toBe('PSU');
    expect(inferCategory('AMD Ryzen 5 7600')).toBeNull();
  });

  it('reads capacities, kits, speeds, latencies and wattage in every spelling', () => {
    const ram = analyze('Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30');
    expect(ram.kit).toEqual({ modules: 2, moduleGb: 16 });
    expect(ram.speedsMts).toEqual([6000]);
    expect(ram.casLatencies).toEqual([30]);
    expect(analyze('DDR5-6000 C30 2 x 16 GB', 'RAM')).toMatchObject({ speedsMts: [6000], casLatencies: [30], kit: { modules: 2, moduleGb: 16 } });
    expect(analyze('32 GB DDR5 6000 MT/s').capacitiesGb).toEqual([32]);
    expect(analyze('990 PRO 1TB').capacitiesGb).toEqual([1000]);
    expect(analyze('A400 1.92TB').capacitiesGb).toEqual([1920]);
    expect(analyze('RTX 4060 8G').capacitiesGb).toEqual([8]);
    expect(analyze('Corsair RM750e 750W 80+ Gold')).toMatchObject({ watts: [750], efficiencies: new Set(['gold']) });
  });
});

describe('matching paths', () => {
  it('matches by GTIN first, ignoring leading zeros', () => {
    const withEan = products.map((p) => (p.id === 1027 ? ({ ...p, ean: '0730143314442' } as Product) : p));
    const m = createMatcher(withEan);
    expect(m.match({ title: 'anything at all', gtin: '730143314442' })).toEqual({ kind: 'matched', productId: 1027, method: 'gtin', confidence: 1 });
    expect(m.match({ title: 'anything at all', ean: '0730143314442' })).toMatchObject({ kind: 'matched', productId: 1027, method: 'gtin' });
  });

  it('reports a GTIN shared by two products as ambiguous', () => {
    const shared = products.map((p) => (p.id === 1027 || p.id === 1028 ? ({ ...p, ean: '4006381333931' } as Product) : p));
    expect(createMatcher(shared).match({ title: 'x', gtin: '4006381333931' })).toMatchObject({ kind: 'ambiguous', candidates: [1027, 1028] });
  });

  it('matches by MPN, whatever its punctuation', () => {
    expect(match('Karte grafike', { mpn: 'gv-n4060eagle oc-8gd' })).toEqual({ kind: 'matched', productId: 2024, method: 'mpn', confidence: 0.97 });
    expect(match('Kingston Fury Beast 32GB DDR5', { mpn: 'KF560C30BBEK2-32' })).toMatchObject({ productId: 4069, method: 'mpn' });
  });

  it('sends a listing whose MPN and title name different products to review', () => {
    const r = match('MSI GeForce RTX 4060 Ti VENTUS 2X BLACK 8G OC', { mpn: 'V516-001R' });
    expect(r).toMatchObject({ kind: 'ambiguous', candidates: [2020, 2033] });
  });

  it('falls back to the title when the MPN is unknown', () => {
    expect(match('Samsung 990 PRO 2TB', { mpn: 'NOT-A-REAL-MPN' })).toMatchObject({ kind: 'matched', productId: 5002, method: 'title' });
  });

  it('finds a catalog MPN written inside the title', () => {
    expect(match('Memorie Corsair CMK32GX5M2B6000C30')).toMatchObject({ kind: 'matched', productId: 4003, method: 'mpn' });
  });

  it('matches by title with a confidence that reflects whether the brand was seen', () => {
    expect(match('Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX')).toEqual({ kind: 'matched', productId: 1027, method: 'title', confidence: 0.9 });
    expect(match('Procesor Ryzen 5 7600 AM5')).toMatchObject({ kind: 'matched', productId: 1027, confidence: 0.8 });
  });
});

describe('title matching', () => {
  it.each([
    ['Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX', 1027],
    ['Pllakë amë ASUS TUF GAMING B650-PLUS WIFI, Socket AM5, ATX', 3044],
    ['Karte grafike MSI GeForce RTX4060 VENTUS 2X 8G OC', 2020],
    ['Memorie RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30', 4069],
    ['SSD Samsung 990 PRO 1TB M.2 NVMe', 5001],
    ['Ushqyes be quiet! Pure Power 12 M 750W 80+ Gold', 6048],
    ['Kuti NZXT H5 Flow (2024) e bardhë', 7048],
    ['Ftohës CPU Noctua NH-D15', 8001],
  ])('%s → %d', (title, id) => {
    expect(matchedId(title)).toBe(id);
  });

  it('tells near misses apart', () => {
    expect(matchedId('AMD Ryzen 5 7600X AM5')).toBe(1029);
    expect(matchedId('AMD Ryzen 5 7600 AM5')).toBe(1027);
    expect(matchedId('AMD Ryzen 5 7600 Tray')).toBe(1028);
    expect(matchedId('MSI RTX 4060 Ti Ventus 2X Black 8G OC')).toBe(2033);
    expect(matchedId('MSI RTX 4060 Ventus 2X Black 8G OC')).toBe(2020);
    expect(matchedId('MSI RTX 4060 Ti Ventus 2X Black 16G OC')).toBe(2042);
    expect(matchedId('Samsung 990 PRO 1TB')).toBe(5001);
    expect(matchedId('Samsung 990 PRO 2TB')).toBe(5002);
    expect(matchedId('Samsung 990 PRO 2TB Heatsink')).toBe(5005);
    expect(matchedId('Kingston Fury Beast 32GB DDR5 6000 CL36')).toBe(4070);
    expect(matchedId('Kingston Fury Beast 32GB (2x16GB) DDR5 6000 CL30 White')).toBe(4074);
    expect(matchedId('Kingston Fury Beast 16GB (1x16GB) DDR4 3200 CL16')).toBe(4085);
    expect(matchedId('Kingston Fury Beast 16GB (2x8GB) DDR4 3200 CL16')).toBe(4083);
    expect(matchedId('be quiet! Pure Power 12 M 750W')).toBe(6048);
    expect(matchedId('be quiet! Pure Power 12 750W')).toBe(6045);
    expect(matchedId('Corsair 4000D Airflow White')).toBe(7058);
    expect(matchedId('Corsair 4000D Airflow')).toBe(7057);
    expect(matchedId('MSI PRO B760M-A WIFI DDR4')).toBe(3120);
    expect(matchedId('MSI PRO B760M-A WIFI')).toBe(3121);
  });

  it('reads partner cards without GeForce or Radeon', () => {
    expect(matchedId('ASUS TUF RTX 4070 SUPER OC 12GB')).toBe(2054);
    expect(matchedId('Sapphire Pulse RX 7800 XT 16GB')).toBe(2139);
  });

  it('never matches a product the catalog does not hold', () => {
    for (const title of ['Samsung 990 PRO 8TB', 'Corsair RM750 750W', 'Maus Logitech G502']) {
      expect(match(title).kind, title).not.toBe('matched');
    }
  });

  it('leaves complete PCs, laptops and used parts for review', () => {
    expect(match('PC Gaming Ryzen 5 7600 / RTX 4060 / 32GB DDR5')).toMatchObject({ kind: 'unmatched' });
    expect(match('Karte grafike MSI RTX 4060 Ventus 2X 8G OC (e përdorur)')).toMatchObject({ kind: 'unmatched' });
  });

  it('sends a title that fits several products to review as ambiguous, with the candidates', () => {
    expect(match('Kingston Fury Beast 32GB DDR5 6000MHz')).toMatchObject({ kind: 'ambiguous', candidates: [4069, 4070, 16062, 16259] });
    expect(match('Dual RTX 4060 8GB')).toMatchObject({ kind: 'ambiguous', candidates: [2016, 2027, 10761, 13249] });
    // Corsair sells the RM750e in three model years; a title without the year names none of them.
    expect(match('Ushqyes Corsair RM750e 750W 80+ Gold')).toMatchObject({ kind: 'ambiguous' });
    expect(match('NZXT H5 Flow White')).toMatchObject({ kind: 'ambiguous', candidates: [7046, 7048] });
  });

  it('uses the category the feed states', () => {
    expect(matchedId('Kingston Fury Renegade 1TB', { category: 'STORAGE' })).toBe(5088);
    expect(match('Kingston Fury Renegade 1TB', { category: 'RAM' }).kind).toBe('unmatched');
  });

  it('reports an unmatched listing with a reason', () => {
    expect(match('Something entirely different')).toEqual({ kind: 'unmatched', reason: 'no product matches the GTIN, MPN or title' });
  });
});

describe('feeds through readSource', () => {
  const dir = tempDir('source-test-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('turns matches into offers and puts ambiguous and unmatched listings in review', () => {
    const seeds = path.join(process.cwd(), 'seeds', 'catalog');
    fs.mkdirSync(path.join(dir, 'products'), { recursive: true });
    fs.copyFileSync(path.join(seeds, 'stores.json'), path.join(dir, 'stores.json'));
    for (const f of fs.readdirSync(path.join(seeds, 'products'))) fs.copyFileSync(path.join(seeds, 'products', f), path.join(dir, 'products', f));
    writeFile(
      dir,
      'feeds/teknoplus.jsonl',
      jsonl(
        row({ sku: 'A', title: 'Procesor AMD Ryzen 5 7600 AM5 BOX' }),
        row({ sku: 'B', title: 'Kingston Fury Beast 32GB DDR5 6000MHz' }),
        row({ sku: 'C', title: 'Maus Logitech G502' }),
        row({ sku: 'D', title: 'SSD', mpn: 'MZ-V9P1T0BW' }),
        row({ sku: 'E', title: 'x', currency: 'USD' }),
      ),
    );
    const source = readSource(dir);
    expect(source.offers.map((o) => [o.sku, o.productId, o.method])).toEqual([
      ['A', 1027, 'title'],
      ['D', 5001, 'mpn'],
    ]);
    expect(source.report.review.map((r) => [r.sku, r.candidates])).toEqual([
      ['B', [4069, 4070, 16062, 16259]],
      ['C', []],
    ]);
    expect(source.report.rejected).toHaveLength(1);
    expect(source.report.rejected[0]).toMatchObject({ file: 'feeds/teknoplus.jsonl', line: 5 });
  });
});
