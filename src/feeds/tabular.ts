import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { detectFormat, mapper, type Cells, type ColumnsFile, type FeedContext, type FeedFormat } from './formats.js';
import { collect, type FeedFile, type RawRecord } from './feed-file.js';

/**
 * Store feeds as delimited text, read with csv-parse: the project's own columns, Google
 * Merchant Center's TSV (or CSV), and the product exports of WooCommerce and Shopify,
 * told apart by their header (or named by `feeds/<store>.columns.json`). `,` `;` tab and
 * `|` separators, quoted fields over several lines, a byte-order mark and mixed line ends
 * are all read; every record keeps the line it starts on, so problems point at it.
 */

/** The delimiter of a text: the one of `,` `;` `\t` `|` found most often in its first line, outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
}

interface TextRecord {
  line: number;
  fields: string[];
}

/** Records with the line each starts on; a record csv-parse cannot read becomes a problem at its line. */
function records(buffer: Buffer, delimiter: string): { records: TextRecord[]; broken: { line: number; reason: string }[] } {
  const broken: { line: number; reason: string }[] = [];
  const parsed = parse(buffer, {
    bom: true,
    delimiter,
    info: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => void broken.push({ line: Number(error?.lines ?? 0), reason: (error?.message ?? 'unreadable record').replace(/ at line \d+.*$/, '') }),
  }) as unknown as { info: { bytes: number }; record: string[] }[];
  // Line numbers come from byte offsets, counted once over the file.
  const out: TextRecord[] = [];
  let line = 1;
  let scanned = 0;
  let previous = 0;
  const isGap = (b: number) => b === 10 || b === 13 || b === 0xef || b === 0xbb || b === 0xbf;
  for (const { info, record } of parsed) {
    let start = previous;
    while (start < buffer.length && isGap(buffer[start])) start++;
    for (; scanned < start; scanned++) if (buffer[scanned] === 10) line++;
    out.push({ line, fields: record.map((f) => f.trim()) });
    previous = info.bytes;
  }
  return { records: out, broken };
}

/** Feed columns of the project's own format, by their lowercase spelling. */
const NATIVE_COLUMNS = new Map(
  ['store', 'sku', 'title', 'brand', 'mpn', 'ean', 'gtin', 'category', 'price', 'currency', 'availability', 'url', 'updatedAt', 'specs', 'condition'].map(
    (c) => [c.toLowerCase(), c] as const,
  ),
);
const NATIVE_REQUIRED = ['store', 'sku', 'title', 'price', 'availability', 'url'];
/** Columns a Shopify export writes only on a product's first row; its other rows (variants) share them. */
const SHOPIFY_SHARED = ['title', 'vendor', 'type', 'product category', 'published', 'status'];

function nativeRows(name: string, header: TextRecord, body: TextRecord[], warnings: FeedFile['warnings']): Generator<RawRecord> | string {
  const columns = header.fields.map((f) => NATIVE_COLUMNS.get(f.toLowerCase()) ?? null);
  header.fields.forEach((f, index) => {
    if (columns[index] === null) warnings.push({ file: name, line: header.line, reason: `unknown column "${f}" is ignored` });
  });
  const duplicate = columns.find((c, index) => c !== null && columns.indexOf(c) !== index);
  const missing = NATIVE_REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return `the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
  if (duplicate) return `the column ${duplicate} appears twice`;
  return (function* () {
    for (const record of body) {
      if (record.fields.length > columns.length) {
        yield { line: record.line, error: `has ${record.fields.length} fields but the header has ${columns.length}` };
        continue;
      }
      const value: { [field: string]: unknown } = {};
      let specsError: string | null = null;
      columns.forEach((column, index) => {
        const cell = record.fields[index] ?? '';
        if (column === null) return;
        if (column === 'price') value.price = cell === '' ? null : cell;
        else if (cell === '') return;
        else if (column === 'specs') {
          try {
            value.specs = JSON.parse(cell);
          } catch {
            specsError = 'specs: not valid JSON';
          }
        } else value[column] = cell;
      });
      yield specsError ? { line: record.line, error: specsError } : { line: record.line, value };
    }
  })();
}

function* mappedRows(format: FeedFormat, file: ColumnsFile, ctx: FeedContext, header: TextRecord, body: TextRecord[], name: string, warnings: FeedFile['warnings']): Generator<RawRecord> {
  const index = new Map(header.fields.map((h, i) => [h.toLowerCase(), i] as const));
  const map = mapper(format, file, ctx);
  const shared = new Map<string, string>();
  for (const record of body) {
    const cell = (column: string) => {
      const i = index.get(column.toLowerCase());
      const v = i === undefined ? '' : (record.fields[i] ?? '');
      return v === '' ? undefined : v;
    };
    let cells: Cells = cell;
    if (format === 'shopify') {
      // Variant and image rows leave the product's columns empty; they belong to the first row of the handle.
      if (cell('Title') !== undefined) for (const c of SHOPIFY_SHARED) shared.set(c, cell(c) ?? '');
      cells = (column) => cell(column) ?? (SHOPIFY_SHARED.includes(column.toLowerCase()) ? shared.get(column.toLowerCase()) || undefined : undefined);
      if (cell('Variant Price') === undefined && cell('Variant SKU') === undefined) continue;
    }
    const mapped = map(cells);
    if ('skip' in mapped) warnings.push({ file: name, line: record.line, reason: `skipped: ${mapped.skip}` });
    else if ('error' in mapped) yield { line: record.line, error: mapped.error };
    else yield { line: record.line, value: Object.fromEntries(Object.entries(mapped.value).filter(([, v]) => v !== undefined)) };
  }
}

/**
 * Reads one delimited feed. `columns` (from `feeds/<store>.columns.json`) names the format
 * and overrides columns; without it the header decides. An unknown header stops the file
 * with a reason; a bad record is skipped and reported with its line.
 */
export function readTabularFeedFile(file: string, ctx: FeedContext, columns: ColumnsFile | null = null): FeedFile {
  const name = path.basename(file);
  const buffer = fs.readFileSync(file);
  const text = buffer.toString('utf8');
  const warnings: FeedFile['warnings'] = [];
  const fail = (line: number, reason: string, format: FeedFormat | null = columns?.format ?? null): FeedFile => ({
    file: name,
    format,
    rows: [],
    problems: [{ file: name, line, reason }],
    warnings,
  });
  const delimiter = columns?.delimiter ?? (file.toLowerCase().endsWith('.tsv') ? '\t' : detectDelimiter(text.replace(/^\uFEFF/, '')));
  const { records: all, broken } = records(buffer, delimiter);
  const header = all.shift();
  if (!header) return fail(1, 'the file has no header row');
  const format = columns?.format ?? detectFormat(header.fields);
  if (!format) return fail(header.line, `the header names no known feed format (own columns, Google Merchant, WooCommerce or Shopify); map its columns in ${ctx.storeId}.columns.json`);
  const problems = broken.map((b) => ({ file: name, line: b.line, reason: b.reason }));
  if (format === 'native') {
    const rows = nativeRows(name, header, all, warnings);
    if (typeof rows === 'string') return fail(header.line, rows, format);
    return { ...collect(name, rows, problems, warnings), format };
  }
  return { ...collect(name, mappedRows(format, columns ?? { currency: 'EUR' }, ctx, header, all, name, warnings), problems, warnings), format };
}
