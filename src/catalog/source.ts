import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createMatcher } from '../feeds/match.js';
import { feedStoreId, readFeedFile, type RowProblem } from '../feeds/read.js';
import { specSchemas } from './specs.js';
import { CATEGORIES, type CuratedBuild, type Offer, type Product, type ReleaseContent, type Store } from './types.js';

/**
 * Reads a catalog source directory — the shipped seeds or an operator's feed directory —
 * into the content of one release:
 *   stores.json            participating stores
 *   products/*.json        canonical products with their specs
 *   feeds/<store>.jsonl    one listing per line (or feeds/<store>.csv), matched to canonical products
 *   builds.json            curated builds (optional)
 * A structural problem (a missing or malformed file) stops the publish with the file and
 * the reason; a bad feed row is skipped and reported.
 */

export class SourceError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SourceError';
  }
}

const storeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/, 'must be a lowercase slug'),
  name: z.string().min(1).max(200),
  city: z.string().min(1).max(100),
  website: z.url({ protocol: /^https?$/ }),
});

const productBase = {
  id: z.number().int().min(1),
  name: z.string().min(1).max(300),
  brand: z.string().min(1).max(100).nullable(),
  model: z.string().min(1).max(300).nullable(),
  mpn: z.string().min(1).max(100).nullable(),
  ean: z.string().regex(/^\d{8,14}$/).nullable(),
  releasedAt: z.iso.date().nullable(),
  // Reference street price; only the synthetic and seed feed generators read it.
  msrpEur: z.number().positive().optional(),
};

const productSchema = z.discriminatedUnion(
  'category',
  CATEGORIES.map((category) =>
    z.strictObject({ ...productBase, category: z.literal(category), specs: specSchemas[category] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

const buildSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/),
  name: z.string().min(1).max(200),
  budgetTier: z.enum(['Budget', 'Entry', 'Mid', 'High']),
  parts: z.array(z.strictObject({ category: z.enum(CATEGORIES), productId: z.number().int().min(1) })).min(1).max(8),
});

export interface ReviewItem extends RowProblem {
  sku: string;
  title: string;
  candidates: number[];
}

export interface MatchedOffer extends Omit<Offer, 'id'> {
  sku: string;
  method: string;
  confidence: number;
}

export interface SourceContent {
  generatedAt: string;
  stores: Store[];
  products: Product[];
  offers: MatchedOffer[];
  builds: CuratedBuild[];
  /** Sha-256 of the normalized content: the same files always give the same digest. */
  digest: string;
  report: { rejected: RowProblem[]; warnings: RowProblem[]; review: ReviewItem[] };
}

function readJson(file: string, label: string): unknown {
  if (!fs.existsSync(file)) throw new SourceError(label, 'file is missing');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SourceError(label, `not valid JSON (${(error as Error).message})`);
  }
}

function parseArray<T>(schema: z.ZodType<T>, value: unknown, label: string): T[] {
  if (!Array.isArray(value)) throw new SourceError(label, 'must hold a JSON array');
  return value.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ');
      throw new SourceError(label, `entry ${index + 1}: ${reason}`);
    }
    return parsed.data;
  });
}

/** The canonical products of a catalog directory (`products/*.json`), validated, sorted by id. */
export function readProducts(dir: string): Product[] {
  const productDir = path.join(dir, 'products');
  if (!fs.existsSync(productDir)) throw new SourceError('products/', 'directory is missing');
  const products: Product[] = [];
  const seenIds = new Map<number, string>();
  for (const name of fs.readdirSync(productDir).filter((f) => f.endsWith('.json')).sort()) {
    const label = `products/${name}`;
    for (const raw of parseArray(productSchema, readJson(path.join(productDir, name), label), label)) {
      const { msrpEur: _reference, ...product } = raw as unknown as Product & { msrpEur?: number };
      if (seenIds.has(product.id)) throw new SourceError(label, `product id ${product.id} is also used in ${seenIds.get(product.id)}`);
      seenIds.set(product.id, label);
      products.push(product);
    }
  }
  if (products.length === 0) throw new SourceError('products/', 'holds no products');
  return products.sort((a, b) => a.id - b.id);
}

export function readSource(dir: string): SourceContent {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new SourceError(dir, 'is not a directory');
  const stores = parseArray(storeSchema, readJson(path.join(dir, 'stores.json'), 'stores.json'), 'stores.json');
  const storeIds = new Set(stores.map((s) => s.id));
  if (storeIds.size !== stores.length) throw new SourceError('stores.json', 'store ids must be unique');
  const products = readProducts(dir);

  const matcher = createMatcher(products);
  const feedDir = path.join(dir, 'feeds');
  if (!fs.existsSync(feedDir)) throw new SourceError('feeds/', 'directory is missing');
  const rejected: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const review: ReviewItem[] = [];
  const offers: MatchedOffer[] = [];
  const feedFiles = fs.readdirSync(feedDir).filter((f) => feedStoreId(f) !== null).sort();
  const seenStores = new Set<string>();
  for (const name of feedFiles) {
    const storeId = feedStoreId(name)!;
    // Two files for one store would list its products twice.
    if (seenStores.has(storeId)) throw new SourceError(`feeds/${name}`, `store ${storeId} has more than one feed file`);
    seenStores.add(storeId);
    if (!storeIds.has(storeId)) throw new SourceError(`feeds/${name}`, `store ${storeId} is not in stores.json`);
    const feed = readFeedFile(path.join(feedDir, name));
    rejected.push(...feed.problems.map((p) => ({ ...p, file: `feeds/${p.file}` })));
    warnings.push(...feed.warnings.map((p) => ({ ...p, file: `feeds/${p.file}` })));
    const perProduct = new Map<number, MatchedOffer>();
    for (const { line, row } of feed.rows) {
      const file = `feeds/${name}`;
      if (row.store !== storeId) {
        rejected.push({ file, line, reason: `store ${row.store} does not match the feed file's store ${storeId}` });
        continue;
      }
      const result = matcher.match(row);
      if (result.kind !== 'matched') {
        review.push({ file, line, sku: row.sku, title: row.title, reason: result.reason, candidates: result.kind === 'ambiguous' ? result.candidates : [] });
        continue;
      }
      if (perProduct.has(result.productId)) {
        warnings.push({ file, line, reason: `sku ${row.sku} lists product ${result.productId} again; the last listing wins` });
      }
      perProduct.set(result.productId, {
        productId: result.productId,
        storeId,
        sku: row.sku,
        price: row.price,
        currency: row.price === null ? null : 'EUR',
        availability: row.availability,
        retailerUrl: row.url,
        lastUpdated: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
        method: result.method,
        confidence: result.confidence,
      });
    }
    offers.push(...perProduct.values());
  }
  offers.sort((a, b) => a.productId - b.productId || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0));

  const buildsFile = path.join(dir, 'builds.json');
  const builds: CuratedBuild[] = fs.existsSync(buildsFile) ? parseArray(buildSchema, readJson(buildsFile, 'builds.json'), 'builds.json') : [];

  const offered = new Set(offers.map((o) => o.productId));
  const released = products.filter((p) => offered.has(p.id));
  const generatedAt =
    offers.reduce<string | null>((max, o) => (o.lastUpdated && (!max || o.lastUpdated > max) ? o.lastUpdated : max), null) ??
    new Date(0).toISOString();
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify({ stores, released, offers: offers.map(({ method: _m, confidence: _c, ...o }) => o), builds }))
    .digest('hex');
  return { generatedAt, stores, products: released, offers, builds, digest, report: { rejected, warnings, review } };
}

/** The release a source becomes without a database (offers numbered in feed order): for tools and tests. */
export function contentOf(source: SourceContent, id = `rel-${source.digest.slice(0, 12)}`): ReleaseContent {
  return {
    id,
    generatedAt: source.generatedAt,
    publishedAt: source.generatedAt,
    stores: source.stores,
    products: source.products,
    offers: source.offers.map(({ method: _m, confidence: _c, sku: _s, ...offer }, i) => ({ ...offer, id: i + 1 })),
    builds: source.builds,
  };
}
