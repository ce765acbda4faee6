import fs from 'node:fs';
import path from 'node:path';
import { collect, type FeedFile, type RawRecord } from './feed-file.js';
import type { ColumnsFile, FeedContext } from './formats.js';
import { readGoogleMerchantXml } from './google-merchant.js';
import { readTabularFeedFile } from './tabular.js';

/**
 * File extensions a store feed may have: JSON Lines, delimited text (the project's own
 * columns, Google Merchant TSV, WooCommerce or Shopify CSV), Google Merchant RSS XML.
 */
export const FEED_EXTENSIONS = ['.jsonl', '.csv', '.tsv', '.txt', '.xml'] as const;

/** The store id a feed file belongs to (`feeds/teknoplus.csv` → `teknoplus`), or null for other files. */
export function feedStoreId(fileName: string): string | null {
  const ext = FEED_EXTENSIONS.find((e) => fileName.toLowerCase().endsWith(e));
  return ext ? fileName.slice(0, -ext.length) : null;
}

/** Reads one store feed as JSON Lines. */
export function readJsonlFeedFile(file: string): FeedFile {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  function* records(): Generator<RawRecord> {
    const lines = text.split(/\r?\n/);
    for (let index = 0; index < lines.length; index++) {
      const raw = lines[index];
      if (raw.trim() === '') continue;
      try {
        yield { line: index + 1, value: JSON.parse(raw) };
      } catch {
        yield { line: index + 1, error: 'not valid JSON' };
      }
    }
  }
  return { ...collect(path.basename(file), records()), format: 'native' };
}

/**
 * Reads one store feed, chosen by its extension: `.jsonl`, `.xml` (Google Merchant RSS), or
 * delimited text (`.csv`, `.tsv`, `.txt`) whose header tells its format. `columns` is the
 * store's `<store>.columns.json`, if any. A bad row is skipped and reported with its line.
 */
export function readFeedFile(file: string, ctx: FeedContext, columns: ColumnsFile | null = null): FeedFile {
  const lower = file.toLowerCase();
  if (lower.endsWith('.jsonl')) return readJsonlFeedFile(file);
  if (lower.endsWith('.xml')) return readGoogleMerchantXml(file, ctx, columns);
  return readTabularFeedFile(file, ctx, columns);
}
