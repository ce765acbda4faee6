/**
 * Catalogs for the bench at a given size. The project's synthetic generator
 * (`dist/seeds/synthetic.js --products N --out <dir>`) is used when it is built; until then
 * a catalog directory is written here from the shipped seed products: below their count an
 * even spread of them, above it copies under new ids (`… S3`), each with its own EAN, and
 * deterministic store feeds (1–4 offers per product, some unpriced, some out of stock) that
 * the publish matches by GTIN. Either way the directory goes through the real publish
 * (`dist/src/cli/catalog.js publish`), so the service loads it as it would in production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import { contentOf, readProducts, readSource } from '../../src/catalog/source.js';
import type { Category, CuratedBuild, Store } from '../../src/catalog/types.js';
import { shippedCatalogDir } from '../../src/paths.js';
import { distDir, runNode } from './procs.js';

interface RawProduct {
  id: number;
  name: string;
  brand: string | null;
  model: string | null;
  category: Category;
  mpn: string | null;
  ean: string | null;
  releasedAt: string | null;
  msrpEur?: number;
  specs: Record<string, unknown>;
}

export interface PreparedCatalog {
  dir: string;
  size: number;
  generator: 'seeds/synthetic' | 'bench/lib/catalog';
  generateMs: number;
}

export const projectGenerator = path.join(distDir, 'seeds', 'synthetic.js');

export async function prepareCatalog(size: number, dir: string): Promise<PreparedCatalog> {
  fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  if (fs.existsSync(projectGenerator)) {
    const run = await runNode(projectGenerator, ['--products', String(size), '--out', dir], {});
    if (run.code !== 0) throw new Error(`seeds/synthetic failed (${run.code}):\n${run.stderr || run.stdout}`);
    return { dir, size, generator: 'seeds/synthetic', generateMs: Date.now() - started };
  }
  writeClonedCatalog(size, dir);
  return { dir, size, generator: 'bench/lib/catalog', generateMs: Date.now() - started };
}

const MARKUPS = [1, 1.04, 0.97, 1.09];
const TIERS: CuratedBuild['budgetTier'][] = ['Budget', 'Entry', 'Mid', 'High'];

function loadSeedProducts(): RawProduct[] {
  return readProducts(path.join(shippedCatalogDir, 'products')) as unknown as RawProduct[];
}

/** Writes a catalog directory of `size` products derived from the shipped seeds. */
export function writeClonedCatalog(size: number, dir: string): void {
  const base = loadSeedProducts();
  const stores = JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'stores.json'), 'utf8')) as Store[];
  if (base.length === 0 || stores.length === 0) throw new Error('the shipped seeds hold no products or stores');
  const products: RawProduct[] = [];
  if (size <= base.length) {
    for (let k = 0; k < size; k++) products.push({ ...base[Math.floor((k * base.length) / size)] });
  } else {
    const stride = Math.max(...base.map((p) => p.id)) + 1;
    for (let i = 0; products.length < size; i++) {
      const src = base[i % base.length];
      const copy = Math.floor(i / base.length);
      const suffix = copy === 0 ? '' : ` S${copy}`;
      products.push({
        ...src,
        id: src.id + copy * stride,
        name: src.name + suffix,
        model: src.model === null ? null : src.model + suffix,
        mpn: src.mpn === null || copy === 0 ? src.mpn : `${src.mpn}-S${copy}`,
      });
    }
  }
  for (const p of products) p.ean = `2${String(p.id).padStart(12, '0')}`;

  fs.mkdirSync(path.join(dir, 'products'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'feeds'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'stores.json'), JSON.stringify(stores, null, 1));
  const byCategory = new Map<Category, RawProduct[]>();
  for (const p of products) (byCategory.get(p.category) ?? byCategory.set(p.category, []).get(p.category)!).push(p);
  for (const [category, list] of byCategory) {
    fs.writeFileSync(path.join(dir, 'products', `${category.toLowerCase()}.json`), `[\n${list.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`);
  }

  const lines = new Map<string, string[]>(stores.map((s) => [s.id, []]));
  for (const p of products) {
    const count = (p.id % 4) + 1;
    for (let k = 0; k < count; k++) {
      const store = stores[(p.id + 2 * k) % stores.length];
      const priced = p.msrpEur !== undefined && p.id % 13 !== 0;
      const inStock = p.id % 11 !== 0 && (p.id + k) % 5 !== 4;
      const row: Record<string, unknown> = {
        store: store.id,
        sku: `${store.id}-${p.id}`,
        title: p.name,
        ...(p.brand ? { brand: p.brand } : {}),
        ean: p.ean,
        category: p.category,
        price: priced ? Math.round(p.msrpEur! * MARKUPS[(p.id + k) % MARKUPS.length] * 100) / 100 : null,
        ...(priced ? { currency: 'EUR' } : {}),
        availability: inStock ? 'in_stock' : 'out_of_stock',
        url: `${store.website}/p/${p.id}`,
        updatedAt: '2025-01-15T08:00:00.000Z',
      };
      lines.get(store.id)!.push(JSON.stringify(row));
    }
  }
  for (const [store, rows] of lines) fs.writeFileSync(path.join(dir, 'feeds', `${store}.jsonl`), rows.join('\n') + '\n');

  // Curated builds: per tier, the product at that price quantile of every category.
  const originals = new Set(base.map((p) => p.id));
  const builds: CuratedBuild[] = TIERS.map((tier, t) => ({
    id: `bench-${tier.toLowerCase()}`,
    name: `Bench ${tier} build`,
    budgetTier: tier,
    parts: [...byCategory].map(([category, list]) => {
      const priced = list.filter((p) => p.msrpEur !== undefined && originals.has(p.id)).sort((a, b) => a.msrpEur! - b.msrpEur! || a.id - b.id);
      const pool = priced.length > 0 ? priced : list;
      return { category, productId: pool[Math.min(pool.length - 1, Math.floor(((t * 2 + 1) / 8) * pool.length))].id };
    }),
  }));
  fs.writeFileSync(path.join(dir, 'builds.json'), JSON.stringify(builds, null, 1));
}

/** Publishes a catalog directory into `dataDir` with the project's catalog CLI. */
export async function publishCatalog(dir: string, dataDir: string): Promise<{ ms: number; release: unknown }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const run = await runNode(path.join(distDir, 'src', 'cli', 'catalog.js'), ['publish', dir], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  if (run.code !== 0) throw new Error(`catalog publish failed (${run.code}):\n${run.stderr || run.stdout}`);
  let release: unknown = null;
  try {
    const report = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { release?: unknown; review?: unknown[]; rejectedRows?: unknown[] };
    release = report.release ?? null;
  } catch {
    // the report is informative only
  }
  return { ms: run.ms, release };
}

/** The read model the service would build from this directory (same products, offers and builds). */
export function readModelFromDir(dir: string): ReadModel {
  const source = readSource(dir);
  return buildReadModel(contentOf(source, `bench-${source.digest.slice(0, 12)}`));
}

/** Product ids of a catalog directory, in file order (to pick request targets from). */
export function productIdsOf(dir: string): { id: number; category: string }[] {
  const productDir = path.join(dir, 'products');
  return fs
    .readdirSync(productDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(productDir, f), 'utf8')) as RawProduct[]).map((p) => ({ id: p.id, category: p.category })));
}
