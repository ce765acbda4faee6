import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/catalog/types.js';
import { evaluateMatcher, readLabelled } from '../../src/feeds/evaluate.js';
import { fold } from '../../src/feeds/normalize.js';
import { seedProducts } from './helpers.js';

const entries = readLabelled(fileURLToPath(new URL('./labelled.json', import.meta.url)));
const products = seedProducts();
const byId = new Map(products.map((p) => [p.id, p]));

describe('the labelled listing set', () => {
  it('holds at least 300 listings, every title once', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length);
  });

  it('covers every category, with at least 20 listings each', () => {
    for (const category of CATEGORIES) {
      const count = entries.filter((e) => e.truth !== null && byId.get(e.truth)?.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(20);
    }
  });

  it('mixes Albanian and English titles', () => {
    const albanian = entries.filter((e) => /\b(procesor|pllak|kart[ae]|kartel|memorie|ushqyes|furnizues|kuti|shtepiz|ftohes|disk|bardhe|zeze|perdorur)/.test(fold(e.title)));
    expect(albanian.length).toBeGreaterThanOrEqual(40);
    expect(entries.length - albanian.length).toBeGreaterThanOrEqual(200);
  });

  it('includes listings of products the catalog does not hold', () => {
    expect(entries.filter((e) => e.truth === null).length).toBeGreaterThanOrEqual(50);
  });

  it('includes the classic near misses', () => {
    const truthOf = (title: string) => entries.find((e) => e.title === title)?.truth;
    expect(truthOf('AMD Ryzen 5 7600X 4.7GHz AM5 WOF (pa ftohës)')).toBe(1029);
    expect(truthOf('Procesor AMD Ryzen 5 7600, 3.8GHz, 32MB, AM5, Box')).toBe(1027);
    expect(truthOf('Kartë grafike MSI GeForce RTX 4060 Ti VENTUS 2X BLACK 8G OC')).toBe(2033);
    expect(truthOf('Karte grafike MSI GeForce RTX4060 VENTUS 2X BLACK 8G OC')).toBe(2020);
    expect(truthOf('SSD Samsung 990 PRO 1TB M.2 NVMe')).toBe(5001);
    expect(truthOf('Samsung 990 PRO 2TB PCIe 4.0 NVMe M.2')).toBe(5002);
    expect(truthOf('MSI RTX 4060 Ventus 2X White 8GB OC')).toBe(2021);
    expect(truthOf('ASUS TUF Gaming RTX 4070 Ti OC 12GB')).toBeNull();
  });
});

describe('matcher precision and recall', () => {
  const result = evaluateMatcher(products, entries);

  it('holds precision ≥ 0.98: a match it makes is right', () => {
    expect(result.precision, `wrong: ${JSON.stringify(result.wrong.map((w) => w.title))}`).toBeGreaterThanOrEqual(0.98);
  });

  it('holds recall ≥ 0.90: it finds the product behind a listing', () => {
    expect(result.recall, `missed: ${JSON.stringify(result.missed.map((m) => m.title))}`).toBeGreaterThanOrEqual(0.9);
  });

  it('counts as the definitions say', () => {
    expect(result.matchesMade).toBe(result.correct + result.wrong.length);
    expect(result.precision).toBeCloseTo(result.correct / result.matchesMade, 10);
    expect(result.recall).toBeCloseTo(result.correct / result.withTruth, 10);
  });

  it('scores a matcher that matches nothing as precise but with no recall', () => {
    const none = evaluateMatcher(products, [{ title: 'zzz unknown', truth: 1027 }]);
    expect(none).toMatchObject({ matchesMade: 0, precision: 1, recall: 0 });
  });

  it('refuses a labelled truth that is not a catalog product', () => {
    expect(() => evaluateMatcher(products, [{ title: 'x', truth: 999_999 }])).toThrow(/not a catalog product/);
  });
});
