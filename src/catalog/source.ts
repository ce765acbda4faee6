/**
 * Reads a catalog source directory — the shipped seeds or an operator's feed directory —
 * into the content of one release:
 *   stores.json                  participating stores
 *   products/*.jsonl             canonical products with their specs, one per line (or products/*.json arrays)
 *   source.json                  where the products come from: name, URL, licence, commit (optional)
 *   feeds/<store>.<ext>          the store's listings: .jsonl, .csv/.tsv/.txt (own columns,
 *                                Google Merchant, WooCommerce or Shopify export) or .xml
 *                                (Google Merchant RSS), matched to canonical products
 *   feeds/<store>.columns.json   how to read the store's columns (optional)
 *   mappings/<store>.json        the operator's pins and "not ours" marks (optional)
 *   builds.json                  curated builds (optional)
 * A structural problem (a missing or malformed file) stops the publish with the file and
 * the reason; a bad feed row is skipped and reported. One reader of one format, over 300
 * lines: every file's reader throws the SourceError and uses the JSON helpers defined here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RowProblem } from '../feeds/feed-file.js';
import { columnsFileSchema, type ColumnsFile, type FeedFormat } from '../feeds/formats.js';
import { MalformedFeedError } from '../feeds/google-merchant.js';
import { decideStoreListings, type MappingUse, type MatchedOffer, type ReviewItem } from '../feeds/listings.js';
import { checkPrices } from '../feeds/price-check.js';
import { mappingFileSchema, type StoreMapping } from '../feeds/mappings.js';
import { createMatcher } from '../feeds/match.js';
import { feedStoreId, readFeedFile } from '../feeds/read.js';
import { specSchemas } from './specs.js';
import { CATEGORIES } from '../enums.js';
import type { CuratedBuild, DataSource, Offer, Product, ReleaseContent, Store } from './types.js';

export class SourceError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SourceError';
  }
}

/** Every problem zod found in one entry, each at its path. */
const reasonsOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ');

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
  mpns: z.array(z.string().min(1).max(100)).max(32).optional(),
  ean: z
    .string()
    .regex(/^\d{8,14}$/)
    .nullable(),
  releasedAt: z.iso.date().nullable(),
  opendbId: z.string().min(1).max(64).nullable().optional(),
  // Reference street price; only the synthetic and seed feed generators read it.
  msrpEur: z.number().positive().optional(),
};

const productSchema = z.discriminatedUnion(
  'category',
  CATEGORIES.map((category) => z.strictObject({ ...productBase, category: z.literal(category), specs: specSchemas[category] })) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** A product as a catalog directory holds it: the release's fields plus the generators' reference price. */
export type CatalogProduct = Product & { msrpEur?: number };

function parseProduct(raw: unknown, label: string): CatalogProduct {
  const parsed = productSchema.safeParse(raw);
  if (!parsed.success) {
    throw new SourceError(label, reasonsOf(parsed.error));
  }
  const p = parsed.data as unknown as CatalogProduct & { mpns?: string[]; opendbId?: string | null };
  // Files written before part-number lists existed carry only `mpn`.
  const mpns = p.mpns ?? (p.mpn ? [p.mpn] : []);
  if (mpns.length && p.mpn !== mpns[0]) throw new SourceError(label, `mpn must be the first of mpns (${p.mpn} vs ${mpns[0]})`);
  return { ...p, mpns, opendbId: p.opendbId ?? null };
}

/**
 * Every product of a `products/` folder: `<name>.json` files hold a JSON array, `<name>.jsonl`
 * files one product per line (the compact form the imported catalog is written in).
 */
export function readProducts(productDir: string): CatalogProduct[] {
  if (!fs.existsSync(productDir)) throw new SourceError('products/', 'directory is missing');
  const products: CatalogProduct[] = [];
  const seenIds = new Map<number, string>();
  for (const name of fs
    .readdirSync(productDir)
    .filter((f) => /\.jsonl?$/.test(f))
    .sort()) {
    const file = path.join(productDir, name);
    const entries: [unknown, string][] = name.endsWith('.jsonl')
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [line, `products/${name}: line ${i + 1}`] as [string, string])
          .filter(([line]) => line.trim() !== '')
          .map(([line, label]) => {
            try {
              return [JSON.parse(line), label];
            } catch (error) {
              throw new SourceError(label, `not valid JSON (${(error as Error).message})`);
            }
          })
      : (() => {
          const value = readJson(file, `products/${name}`);
          if (!Array.isArray(value)) throw new SourceError(`products/${name}`, 'must hold a JSON array');
          return value.map((v, i) => [v, `products/${name}: entry ${i + 1}`] as [unknown, string]);
        })();
    for (const [raw, label] of entries) {
      const product = parseProduct(raw, label);
      if (seenIds.has(product.id)) throw new SourceError(label, `product id ${product.id} is also used in ${seenIds.get(product.id)}`);
      seenIds.set(product.id, label);
      products.push(product);
    }
  }
  if (products.length === 0) throw new SourceError('products/', 'holds no products');
  return products.sort((a, b) => a.id - b.id);
}

const dataSourceSchema = z.strictObject({
  name: z.string().min(1).max(200),
  url: z.url({ protocol: /^https?$/ }),
  licence: z.string().min(1).max(100),
  licenceUrl: z.url({ protocol: /^https?$/ }),
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'must be a git commit id'),
});

/** `source.json`: the origin of an imported catalog (optional). */
function readDataSource(dir: string): DataSource | null {
  const file = path.join(dir, 'source.json');
  if (!fs.existsSync(file)) return null;
  const parsed = dataSourceSchema.safeParse(readJson(file, 'source.json'));
  if (!parsed.success) throw new SourceError('source.json', reasonsOf(parsed.error));
  return parsed.data;
}

const buildSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/),
  name: z.string().min(1).max(200),
  nameSq: z.string().min(1).max(200).optional(),
  budgetTier: z.enum(['Budget', 'Entry', 'Mid', 'High']),
  parts: z
    .array(z.strictObject({ category: z.enum(CATEGORIES), productId: z.number().int().min(1) }))
    .min(1)
    .max(8),
});

export interface SourceReport {
  rejected: RowProblem[];
  warnings: RowProblem[];
  review: ReviewItem[];
  /** Mapping entries applied before matching, and those whose SKU no feed lists. */
  mappings: { applied: MappingUse[]; unused: RowProblem[] };
  /** How each store's feed was read. */
  formats: Record<string, FeedFormat | null>;
}

export interface SourceContent {
  generatedAt: string;
  /** Where the canonical products come from (`source.json`), or null for a hand-made catalog. */
  dataSource: DataSource | null;
  stores: Store[];
  products: Product[];
  offers: MatchedOffer[];
  builds: CuratedBuild[];
  /** Sha-256 of the normalized content: the same files always give the same digest. */
  digest: string;
  report: SourceReport;
}

export interface SourceOptions {
  /** The time sale windows in feeds are judged at; the publish's. */
  now?: Date;
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
      const reason = reasonsOf(parsed.error);
      throw new SourceError(label, `entry ${index + 1}: ${reason}`);
    }
    return parsed.data;
  });
}

/** Each store's operator mappings (`mappings/<store>.json`), validated; a malformed file stops the publish. */
function readMappings(dir: string, storeIds: Set<string>, products: readonly Product[]): Map<string, StoreMapping> {
  const mappingDir = path.join(dir, 'mappings');
  const out = new Map<string, StoreMapping>();
  if (!fs.existsSync(mappingDir)) return out;
  const known = new Set(products.map((p) => p.id));
  for (const name of fs
    .readdirSync(mappingDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const label = `mappings/${name}`;
    const storeId = name.slice(0, -'.json'.length);
    if (!storeIds.has(storeId)) throw new SourceError(label, `store ${storeId} is not in stores.json`);
    const entries = parseArray(mappingFileSchema, [readJson(path.join(mappingDir, name), label)], label)[0];
    const mapping: StoreMapping = new Map();
    entries.forEach((entry, index) => {
      if (mapping.has(entry.sku)) throw new SourceError(label, `entry ${index + 1}: sku ${entry.sku} is mapped twice`);
      if ('productId' in entry && !known.has(entry.productId)) throw new SourceError(label, `entry ${index + 1}: product ${entry.productId} is not in the catalog`);
      mapping.set(entry.sku, { entry, position: index + 1 });
    });
    out.set(storeId, mapping);
  }
  return out;
}

/** How to read a store's columns (`feeds/<store>.columns.json`), if the operator wrote one. */
function readColumns(feedDir: string, storeId: string): ColumnsFile | null {
  const file = path.join(feedDir, `${storeId}.columns.json`);
  if (!fs.existsSync(file)) return null;
  const label = `feeds/${storeId}.columns.json`;
  return parseArray(columnsFileSchema, [readJson(file, label)], label)[0];
}

/** The offer as it is stored in a release: without how it was matched. */
export const releaseOffer = ({ match: _match, ...offer }: MatchedOffer): Omit<Offer, 'id'> & { sku: string } => offer;

export function readSource(dir: string, options: SourceOptions = {}): SourceContent {
  const steps = readingSource(dir, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `readSource` that lets the event loop run while it matches the feeds (every few hundred
 * listings): matching the shipped feeds takes seconds, and a first start answers requests (503, not
 * ready) meanwhile instead of holding them until the catalog is read.
 */
export async function readSourceYielding(dir: string, options: SourceOptions = {}): Promise<SourceContent> {
  const steps = readingSource(dir, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Reads a source in steps: it pauses (yields) between the expensive parts. */
function* readingSource(dir: string, options: SourceOptions): Generator<void, SourceContent> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new SourceError(dir, 'is not a directory');
  const stores = parseArray(storeSchema, readJson(path.join(dir, 'stores.json'), 'stores.json'), 'stores.json');
  const storeIds = new Set(stores.map((s) => s.id));
  if (storeIds.size !== stores.length) throw new SourceError('stores.json', 'store ids must be unique');
  const products: Product[] = readProducts(path.join(dir, 'products')).map(({ msrpEur: _reference, ...product }) => product);
  const dataSource = readDataSource(dir);
  const mappings = readMappings(dir, storeIds, products);

  const matcher = createMatcher(products);
  yield* matcher.prepare();
  const feedDir = path.join(dir, 'feeds');
  if (!fs.existsSync(feedDir)) throw new SourceError('feeds/', 'directory is missing');
  const report: SourceReport = { rejected: [], warnings: [], review: [], mappings: { applied: [], unused: [] }, formats: {} };
  const matched: MatchedOffer[] = [];
  const now = options.now ?? new Date();
  const feedFiles = fs
    .readdirSync(feedDir)
    .filter((f) => feedStoreId(f) !== null)
    .sort();
  const seenStores = new Set<string>();
  for (const name of feedFiles) {
    const storeId = feedStoreId(name)!;
    const label = `feeds/${name}`;
    // Two files for one store would list its products twice.
    if (seenStores.has(storeId)) throw new SourceError(label, `store ${storeId} has more than one feed file`);
    seenStores.add(storeId);
    const store = stores.find((s) => s.id === storeId);
    if (!store) throw new SourceError(label, `store ${storeId} is not in stores.json`);
    let feed;
    try {
      feed = readFeedFile(path.join(feedDir, name), { storeId, website: store.website, now }, readColumns(feedDir, storeId));
    } catch (error) {
      if (error instanceof MalformedFeedError) throw new SourceError(label, `line ${error.line}: ${error.message}`);
      throw error;
    }
    report.formats[storeId] = feed.format;
    const decided = yield* decideStoreListings(storeId, label, feed, matcher, mappings.get(storeId) ?? null, `mappings/${storeId}.json`);
    matched.push(...decided.offers);
    report.rejected.push(...decided.rejected);
    report.warnings.push(...decided.warnings);
    report.review.push(...decided.review);
    report.mappings.applied.push(...decided.mappings.applied);
    report.mappings.unused.push(...decided.mappings.unused);
    yield;
  }
  const { offers, review: priceReview } = checkPrices(matched);
  report.review.push(...priceReview);
  for (const storeId of mappings.keys()) {
    if (!seenStores.has(storeId)) report.warnings.push({ file: `mappings/${storeId}.json`, line: 0, reason: `store ${storeId} has no feed; its mappings are unused` });
  }
  offers.sort((a, b) => a.productId - b.productId || (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : 0));

  const buildsFile = path.join(dir, 'builds.json');
  const builds: CuratedBuild[] = fs.existsSync(buildsFile) ? parseArray(buildSchema, readJson(buildsFile, 'builds.json'), 'builds.json') : [];

  const offered = new Set(offers.map((o) => o.productId));
  const released = products.filter((p) => offered.has(p.id));
  const generatedAt = offers.reduce<string | null>((max, o) => (o.lastUpdated && (!max || o.lastUpdated > max) ? o.lastUpdated : max), null) ?? new Date(0).toISOString();
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify({ stores, released, offers: offers.map(releaseOffer), builds, dataSource }))
    .digest('hex');
  return { generatedAt, dataSource, stores, products: released, offers, builds, digest, report };
}

/** The release a source becomes without a database (offers numbered in feed order): for tools and tests. */
export function contentOf(source: SourceContent, id = `rel-${source.digest.slice(0, 12)}`): ReleaseContent {
  return {
    id,
    generatedAt: source.generatedAt,
    publishedAt: source.generatedAt,
    dataSource: source.dataSource,
    stores: source.stores,
    products: source.products,
    offers: source.offers.map((o, i) => {
      const { sku: _sku, ...offer } = releaseOffer(o);
      return { ...offer, id: i + 1 };
    }),
    builds: source.builds,
  };
}
