/**
 * Writes a synthetic catalog source directory of any size, for load tests and search
 * benchmarks:
 *
 *   node dist/seeds/synthetic.js --products N --out <dir> [--stores S]
 *
 *   <dir>/stores.json               S stores (default 12) across Kosovo's cities
 *   <dir>/products/<cat>-NNNN.json  N products, valid specs, at most 50 000 per file
 *   <dir>/feeds/<store>.jsonl       1–6 listings per product, each carrying the MPN (and the
 *                                   EAN where the product has one), so every row matches exactly
 *   <dir>/builds.json               one compatible build per budget tier
 *
 * Deterministic: product i is a pure function of i (a PRNG seeded with a hash of i), so the
 * same N always writes the same bytes, and the first N products of a bigger catalog are the
 * products of a smaller one. Streaming: products and rows go to disk through small buffers,
 * so a million products need tens of megabytes of memory, not gigabytes.
 *
 * Names read like real part names — brand, series, model number, variant — so search
 * benchmarks over them are meaningful: `MSI GeForce RTX 5770 Ti Ventus 3X OC 16GB`,
 * `Kingston Fury Beast DDR5 32GB (2x16GB) 6400MT/s CL32 White`, `Seasonic Focus GX-850`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category } from '../src/catalog/types.js';
import { CATEGORY_SLUGS } from '../src/enums.js';
import { buildsFrom, offerToBuilds, type BuildSlots } from './synthetic/builds.js';
import { feedRows } from './synthetic/feeds.js';
import { BufferedFile, ProductFiles } from './synthetic/files.js';
import { syntheticProduct } from './synthetic/products.js';
import { syntheticStores } from './synthetic/stores.js';

/** Marks a directory as the generator's own, so a later run may overwrite it. */
const MARKER = '.synthetic-catalog';

export interface SyntheticSummary {
  products: number;
  rows: number;
  stores: number;
  productFiles: number;
  builds: number;
}

/** Writes the synthetic catalog of `count` products into `outDir` (created if missing). */
export function writeSyntheticCatalog(outDir: string, count: number, storeCount = 12): SyntheticSummary {
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products must be a positive integer, got ${count}`);
  const stores = syntheticStores(storeCount);
  const productDir = path.join(outDir, 'products');
  const feedDir = path.join(outDir, 'feeds');
  const marker = path.join(outDir, MARKER);
  // Only a directory this generator wrote before (or an empty one) is overwritten.
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0 && !fs.existsSync(marker)) {
    throw new Error(`${outDir} is not empty and was not written by the synthetic generator; refusing to overwrite it`);
  }
  fs.mkdirSync(productDir, { recursive: true });
  fs.mkdirSync(feedDir, { recursive: true });
  fs.writeFileSync(marker, 'Written by seeds/synthetic.ts; safe to delete or regenerate.\n');
  for (const dir of [productDir, feedDir]) for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
  fs.writeFileSync(path.join(outDir, 'stores.json'), JSON.stringify(stores, null, 2) + '\n');

  const productFiles = new Map<Category, ProductFiles>();
  const feeds = stores.map((s) => new BufferedFile(path.join(feedDir, `${s.id}.jsonl`)));
  const slots: BuildSlots = {};
  let rows = 0;
  for (let id = 1; id <= count; id++) {
    const p = syntheticProduct(id);
    let files = productFiles.get(p.category);
    if (!files) {
      files = new ProductFiles(productDir, CATEGORY_SLUGS[p.category]);
      productFiles.set(p.category, files);
    }
    files.add(p);
    for (const { storeIndex, line } of feedRows(p, stores)) {
      feeds[storeIndex].write(line);
      rows++;
    }
    offerToBuilds(slots, p);
  }
  for (const files of productFiles.values()) files.end();
  for (const feed of feeds) feed.close();
  const builds = buildsFrom(slots);
  fs.writeFileSync(path.join(outDir, 'builds.json'), JSON.stringify(builds, null, 2) + '\n');
  return { products: count, rows, stores: stores.length, productFiles: fs.readdirSync(productDir).length, builds: builds.length };
}

function main(argv: string[]): void {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const count = Number(value('--products') ?? value('-n'));
  const out = value('--out');
  const storeCount = Number(value('--stores') ?? 12);
  if (!out || !Number.isInteger(count) || count < 1 || !Number.isInteger(storeCount) || storeCount < 1) {
    console.error('usage: node dist/seeds/synthetic.js --products <N> --out <dir> [--stores <S>]');
    process.exit(2);
  }
  const started = Date.now();
  const summary = writeSyntheticCatalog(path.resolve(out), count, storeCount);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote ${summary.products} products (${summary.productFiles} files), ${summary.rows} feed rows at ${summary.stores} stores and ${summary.builds} builds to ${out} in ${seconds}s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
