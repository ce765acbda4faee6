import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticCatalog, type SyntheticSummary } from '../../seeds/synthetic.js';
import { categoryOf, syntheticProduct } from '../../seeds/synthetic/products.js';
import { readSource, type SourceContent } from '../../src/catalog/source.js';
import type { Product } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { checkCompatibility } from '../../src/compat/engine.js';
import type { PartSet } from '../../src/compat/rule.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'synthetic-test-'));
const dirA = path.join(root, 'a');
const dirB = path.join(root, 'b');
let summary: SyntheticSummary;
let source: SourceContent;

beforeAll(() => {
  summary = writeSyntheticCatalog(dirA, 2000);
  writeSyntheticCatalog(dirB, 2000);
  source = readSource(dirA);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

describe('synthetic catalog (N = 2000)', () => {
  it('is accepted by readSource: no rejected row, nothing for review, every product offered', () => {
    expect(source.report.rejected).toEqual([]);
    expect(source.report.review).toEqual([]);
    expect(source.report.warnings).toEqual([]);
    expect(source.products).toHaveLength(2000);
    expect(source.offers.length).toBe(summary.rows);
    expect(new Set(source.offers.map((o) => o.match.method))).toEqual(new Set(['gtin', 'mpn']));
  });

  it('has unique ids 1..N, every category, and names that read like part names', () => {
    expect(source.products.map((p) => p.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    for (const c of CATEGORIES) expect(source.products.filter((p) => p.category === c).length, c).toBeGreaterThan(150);
    for (const p of source.products) {
      expect(p.name.startsWith(`${p.brand} `)).toBe(true);
      expect(p.name).toMatch(/\d/);
      expect(p.category).toBe(categoryOf(p.id));
    }
    expect(new Set(source.products.map((p) => p.name)).size).toBeGreaterThan(1500);
  });

  it('writes the same bytes for the same N', () => {
    const files = filesOf(dirA);
    expect(files).toEqual(filesOf(dirB));
    for (const f of files) expect(fs.readFileSync(path.join(dirA, f)).equals(fs.readFileSync(path.join(dirB, f))), f).toBe(true);
    expect(syntheticProduct(1234)).toEqual(syntheticProduct(1234));
  });

  it('lists every product at 1 to 6 of its stores', () => {
    const stores = new Map<number, Set<string>>();
    for (const o of source.offers) stores.set(o.productId, (stores.get(o.productId) ?? new Set()).add(o.storeId));
    for (const set of stores.values()) {
      expect(set.size).toBeGreaterThanOrEqual(1);
      expect(set.size).toBeLessThanOrEqual(6);
    }
    expect(new Set(source.stores.map((s) => s.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('comes with one compatible build per tier', () => {
    expect(source.builds.map((b) => b.budgetTier)).toEqual(['Budget', 'Entry', 'Mid', 'High']);
    const byId = new Map<number, Product>(source.products.map((p) => [p.id, p]));
    for (const b of source.builds) {
      expect(b.parts.length, b.id).toBeGreaterThanOrEqual(7);
      const parts = Object.fromEntries(b.parts.map((p) => [p.category, byId.get(p.productId)])) as PartSet;
      expect(
        checkCompatibility(parts).issues.map((i) => i.message),
        b.id,
      ).toEqual([]);
    }
  });

  it('keeps the first products of a bigger catalog identical', () => {
    const small = path.join(root, 'small');
    writeSyntheticCatalog(small, 40);
    const products = fs.readdirSync(path.join(small, 'products')).flatMap((f) => JSON.parse(fs.readFileSync(path.join(small, 'products', f), 'utf8')) as Product[]);
    const big = new Map(source.products.map((p) => [p.id, p]));
    for (const p of products) {
      const { msrpEur: _m, ...rest } = p as Product & { msrpEur?: number };
      expect(rest).toEqual(big.get(p.id));
    }
  });

  it('refuses to overwrite a directory it did not write', () => {
    const foreign = path.join(root, 'foreign');
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, 'stores.json'), '[]');
    expect(() => writeSyntheticCatalog(foreign, 10)).toThrow(/refusing to overwrite/);
    expect(fs.readFileSync(path.join(foreign, 'stores.json'), 'utf8')).toBe('[]');
  });
});
