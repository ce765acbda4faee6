import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSource } from '../../src/catalog/source.js';
import type { DecisionMethod, MatchedOffer } from '../../src/feeds/listings.js';
import { checkPrices } from '../../src/feeds/price-check.js';
import { jsonl, row, writeFile } from './helpers.js';
import { SAMPLE_NOW, samplesCatalog } from './samples.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The samples (where mitrovica-pc sells the Ryzen 5 7600, 1027, at €189 by its part number) with more stores listing it. */
function withStores(listings: Record<string, Record<string, unknown>>) {
  const dir = samplesCatalog();
  dirs.push(dir);
  const stores = JSON.parse(fs.readFileSync(path.join(dir, 'stores.json'), 'utf8'));
  const added = Object.keys(listings).map((id) => ({ id, name: id, city: 'Prishtinë', website: `https://${id}.example` }));
  writeFile(dir, 'stores.json', JSON.stringify([...stores, ...added]));
  for (const [id, fields] of Object.entries(listings)) {
    writeFile(dir, `feeds/${id}.jsonl`, jsonl(row({ store: id, sku: `${id}-1`, url: `https://${id}.example/p/1`, ...fields })));
  }
  return readSource(dir, { now: SAMPLE_NOW });
}

describe('the price check on title matches', () => {
  it('sends a title match priced far from what the other stores ask to review, with the figures', () => {
    const source = withStores({
      'store-a': { title: 'Procesor AMD Ryzen 5 7600 AM5 BOX', price: 175 },
      'store-b': { title: 'AMD Ryzen 5 7600 6-Core AM5 Box', price: 179 },
      'store-c': { title: 'AMD Ryzen 5 7600 3.8GHz AM5', price: 185 },
      'store-d': { title: 'AMD Ryzen 5 7600 AM5 Box', price: 19.9 },
    });
    const offered = source.offers.filter((o) => o.productId === 1027).map((o) => o.storeId);
    expect(offered).toEqual(['mitrovica-pc', 'store-a', 'store-b', 'store-c']);
    const held = source.report.review.find((r) => r.sku === 'store-d-1');
    expect(held).toMatchObject({ code: 'price_outlier', candidates: [1027], file: 'feeds/store-d.jsonl', line: 1, title: 'AMD Ryzen 5 7600 AM5 Box' });
    expect(held!.reason).toMatch(/€19\.90 is 0\.11× the median €182\.00 of 4 other stores' offers/);
  });

  it('keeps a price within the range, an identifier match whatever its price, and a product too few stores price', () => {
    const offer = (storeId: string, price: number | null, method: DecisionMethod = 'title', productId = 1027): MatchedOffer => ({
      productId,
      storeId,
      sku: `${storeId}-1`,
      price,
      currency: price === null ? null : 'EUR',
      availability: 'in_stock',
      retailerUrl: `https://${storeId}.example/p/1`,
      lastUpdated: null,
      match: { file: `feeds/${storeId}.jsonl`, line: 1, title: 'AMD Ryzen 5 7600', method, confidence: 0.9, evidence: { agreed: [], conflicts: [], gaps: [] } },
    });
    const kept = checkPrices([offer('a', 189, 'mpn'), offer('b', 175), offer('c', 179), offer('d', 99), offer('e', 19.9, 'mpn'), offer('f', null), offer('g', 19.9, 'title', 2020)]);
    expect(kept.review).toEqual([]);
    expect(kept.offers.map((o) => o.storeId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const held = checkPrices([offer('a', 189, 'mpn'), offer('b', 175), offer('c', 179), offer('d', 480)]);
    expect(held.review.map((r) => [r.sku, r.code])).toEqual([['d-1', 'price_outlier']]);
    expect(held.review[0].reason).toMatch(/€480\.00 is 2\.68× the median €179\.00/);
  });
});
