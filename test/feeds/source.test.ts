import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSource, SourceError } from '../../src/catalog/source.js';
import { runCatalog } from '../../src/cli/catalog.js';
import { startTestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { jsonl, row, writeFile } from './helpers.js';
import { SAMPLE_NOW, samplesCatalog } from './samples.js';

const dirs: string[] = [];
const catalog = () => {
  const d = samplesCatalog();
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the sample feeds through readSource', () => {
  const source = readSource(catalog(), { now: SAMPLE_NOW });
  const offer = (store: string, sku: string) => source.offers.find((o) => o.storeId === store && o.sku === sku);
  const review = (sku: string) => source.report.review.find((r) => r.sku === sku);

  it('reads every format and names it in the report', () => {
    expect(source.report.formats).toEqual({
      'gjakova-gaming': 'shopify',
      'mitrovica-pc': 'google',
      'peja-tech': 'google',
      'podujeva-it': 'columns',
      'vushtrria-shop': 'woocommerce',
    });
  });

  it('makes offers with the evidence of each decision', () => {
    expect(offer('peja-tech', 'PT-1001')).toMatchObject({
      productId: 2020,
      price: 329,
      match: { file: 'feeds/peja-tech.xml', line: 7, method: 'title', evidence: { agreed: expect.arrayContaining(['brand msi', 'VRAM 8 GB']), conflicts: [] } },
    });
    expect(offer('peja-tech', 'PT-1002')).toMatchObject({
      productId: 5002,
      price: 169,
      match: { method: 'mpn', evidence: { agreed: expect.arrayContaining(['MPN MZ-V9P2T0BW', 'capacity 2000 GB']) } },
    });
    expect(offer('gjakova-gaming', 'GG-4000D-W')).toMatchObject({ productId: 7058, availability: 'out_of_stock' });
    expect(offer('podujeva-it', 'PD-004')).toMatchObject({ productId: 2139, price: 519 });
  });

  it('applies operator mappings before matching: a pin becomes the offer, "not ours" is left out, both reported', () => {
    expect(offer('peja-tech', 'PT-1008')).toMatchObject({ productId: 2016, match: { method: 'pinned', confidence: 1 } });
    expect(source.offers.some((o) => o.sku === 'PT-1006')).toBe(false);
    expect(review('PT-1006')).toBeUndefined();
    expect(source.report.mappings.applied.map((m) => [m.sku, m.productId])).toEqual([
      ['PT-1006', null],
      ['PT-1008', 2016],
    ]);
    expect(source.report.mappings.unused).toEqual([]);
  });

  it('sends used, refurbished, bundled and near-miss listings to review with their reason', () => {
    expect(review('PT-1004')).toMatchObject({ code: 'used', file: 'feeds/peja-tech.xml', line: 36 });
    expect(review('MP-04')).toMatchObject({ code: 'refurbished' });
    expect(review('VS-BUNDLE')).toMatchObject({ code: 'bundle' });
    expect(review('GG-GX650V4')).toMatchObject({ code: 'conflict' });
    expect(review('GG-GX650V4')!.candidates).toContain(6022);
    expect(review('GG-GX650V4')!.reason).toMatch(/^closest is 6022 .*"v4" names another edition/);
  });

  it('publishes the stronger of two listings of one product and reviews the other with both titles', () => {
    expect(offer('mitrovica-pc', 'MP-07')).toMatchObject({ productId: 6048, match: { method: 'mpn' } });
    expect(offer('mitrovica-pc', 'MP-06')).toBeUndefined();
    expect(review('MP-06')).toMatchObject({
      code: 'duplicate',
      candidates: [6048],
      listings: [
        { sku: 'MP-07', title: 'be quiet! PURE POWER 12 M 750W ATX 3.0', method: 'mpn' },
        { sku: 'MP-06', title: 'Ushqyes be quiet! Pure Power 12 M 750W 80+ Gold', method: 'title' },
      ],
    });
  });

  it('rejects rows in other currencies and malformed rows, and publishes the rest', () => {
    expect(source.report.rejected.map((r) => `${r.file}:${r.line}`)).toEqual([
      'feeds/mitrovica-pc.tsv:6',
      'feeds/peja-tech.xml:44',
      'feeds/podujeva-it.csv:4',
      'feeds/vushtrria-shop.csv:11',
    ]);
    expect(source.offers.length).toBe(21);
  });
});

describe('listings of one store that resolve to one product', () => {
  it('go to review together when their evidence is equal: file order never decides', () => {
    const dir = catalog();
    fs.rmSync(path.join(dir, 'mappings'), { recursive: true });
    writeFile(
      dir,
      'feeds/peja-tech.xml',
      fs
        .readFileSync(path.join(dir, 'feeds/peja-tech.xml'), 'utf8')
        .replace('<g:title>MSI GeForce RTX 4060 VENTUS 2X BLACK 8G</g:title>', '<g:title>MSI RTX 4060 Ventus 2X Black 8G OC</g:title>'),
    );
    const source = readSource(dir, { now: SAMPLE_NOW });
    expect(source.offers.filter((o) => o.productId === 2020)).toEqual([]);
    const dupes = source.report.review.filter((r) => r.code === 'duplicate' && r.file === 'feeds/peja-tech.xml');
    expect(dupes.map((r) => r.sku).sort()).toEqual(['PT-1001', 'PT-1006']);
    expect(dupes[0].reason).toMatch(/equal evidence/);
  });
});

describe('mapping files', () => {
  it('stop the publish when malformed or pointing at a product the catalog lacks', () => {
    const dir = catalog();
    writeFile(dir, 'mappings/peja-tech.json', JSON.stringify([{ sku: 'PT-1', productId: 99999 }]));
    expect(() => readSource(dir)).toThrowError(/mappings\/peja-tech\.json: entry 1: product 99999 is not in the catalog/);
    writeFile(dir, 'mappings/peja-tech.json', JSON.stringify([{ sku: 'PT-1', productId: 2020, notOurs: true }]));
    expect(() => readSource(dir)).toThrowError(SourceError);
    writeFile(dir, 'mappings/peja-tech.json', JSON.stringify([{ sku: 'PT-1', notOurs: true }]));
    expect(readSource(dir, { now: SAMPLE_NOW }).report.mappings.unused).toEqual([
      { file: 'mappings/peja-tech.json', line: 1, reason: 'sku PT-1 is not in feeds/peja-tech.xml; its mapping (entry 1) is unused' },
    ]);
  });

  it('stop the publish for a store that is not in stores.json', () => {
    const dir = catalog();
    writeFile(dir, 'mappings/nowhere.json', '[]');
    expect(() => readSource(dir)).toThrowError(/mappings\/nowhere\.json: store nowhere is not in stores\.json/);
  });
});

describe('malformed feed files', () => {
  it('stop the publish with the file and line, leaving nothing half read', () => {
    const dir = catalog();
    writeFile(dir, 'feeds/peja-tech.xml', '<?xml version="1.0"?>\n<rss><channel>\n<item><title>x</title>\n</channel></rss>\n');
    expect(() => readSource(dir)).toThrowError(/feeds\/peja-tech\.xml: line \d+: not well-formed XML/);
  });

  it('stop the publish when a columns file is malformed', () => {
    const dir = catalog();
    writeFile(dir, 'feeds/podujeva-it.columns.json', JSON.stringify({ format: 'excel' }));
    expect(() => readSource(dir)).toThrowError(/feeds\/podujeva-it\.columns\.json/);
  });
});

describe('publishing the samples', () => {
  it('prints the review list, mappings, formats and every match with its evidence, and serves the offers', async () => {
    const server = await startTestServer();
    try {
      const dir = catalog();
      writeFile(dir, 'feeds/teknoplus.jsonl', jsonl(row({ sku: 'TK-1', title: 'Procesor AMD Ryzen 5 7600 AM5 BOX', price: 175 })));
      const stores = JSON.parse(fs.readFileSync(path.join(dir, 'stores.json'), 'utf8'));
      writeFile(dir, 'stores.json', JSON.stringify([...stores, { id: 'teknoplus', name: 'TeknoPlus', city: 'Prishtinë', website: 'https://teknoplus-ks.example' }]));
      const out: string[] = [];
      const code = await runCatalog(['publish', dir, '--force'], server.db.em(), { out: (l) => out.push(l), err: () => undefined }, SAMPLE_NOW);
      expect(code).toBe(0);
      const report = JSON.parse(out[out.length - 1]);
      expect(report.published).toBe(true);
      expect(report.formats['teknoplus']).toBe('native');
      expect(report.diff.reviewByCode).toMatchObject({ bundle: 1, conflict: 1, duplicate: 1, refurbished: 1, used: 1 });
      expect(report.diff).toMatchObject({ pinned: 1, notOurs: 1 });
      expect(report.review.find((r: { sku: string }) => r.sku === 'MP-06').listings).toHaveLength(2);
      expect(report.matches.find((m: { sku: string }) => m.sku === 'PT-1008')).toMatchObject({
        productId: 2016,
        method: 'pinned',
        agreed: [expect.stringMatching(/pinned by mappings\/peja-tech\.json/)],
      });
      expect(report.matches.find((m: { sku: string }) => m.sku === 'TK-1')).toMatchObject({ productId: 1027, method: 'title', agreed: expect.arrayContaining(['brand amd']) });

      await server.holder.refresh();
      const offers = await request(`${server.base}/products/5002/offers`);
      expect(offers.status).toBe(200);
      expect(offers.body.offers.map((o: { store: string; price: number }) => [o.store, o.price])).toEqual([['peja-tech', 169]]);
      const pinned = await request(`${server.base}/products/2016/offers`);
      expect(pinned.body.offers.map((o: { store: string }) => o.store)).toEqual(['peja-tech']);
    } finally {
      await server.close();
    }
  });
});
