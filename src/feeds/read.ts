import fs from 'node:fs';
import path from 'node:path';
import { feedRowSchema, type FeedRow } from './row.js';

export interface RowProblem {
  file: string;
  line: number;
  reason: string;
}

export interface FeedFile {
  file: string;
  rows: { line: number; row: FeedRow }[];
  problems: RowProblem[];
  warnings: RowProblem[];
}

/** File extensions a store feed may have: JSON Lines or CSV with a header row. */
export const FEED_EXTENSIONS = ['.jsonl', '.csv'] as const;

/** The store id a feed file belongs to (`feeds/teknoplus.csv` → `teknoplus`), or null for other files. */
export function feedStoreId(fileName: string): string | null {
  const ext = FEED_EXTENSIONS.find((e) => fileName.toLowerCase().endsWith(e));
  return ext ? fileName.slice(0, -ext.length) : null;
}

/** One record of a feed before validation: its line and either the raw object or why it is unreadable. */
type RawRecord = { line: number; value: unknown } | { line: number; error: string };

/**
 * Validates raw records with the feed row schema. A bad row is skipped and reported with
 * its line; it never stops the run. The same SKU twice keeps the last row, with a warning.
 */
function collect(name: string, records: Iterable<RawRecord>, problems: RowProblem[] = [], warnings: RowProblem[] = []): FeedFile {
  const bySku = new Map<string, { line: number; row: FeedRow }>();
  for (const record of records) {
    if ('error' in record) {
      problems.push({ file: name, line: record.line, reason: record.error });
      continue;
    }
    const parsed = feedRowSchema.safeParse(record.value);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');
      problems.push({ file: name, line: record.line, reason });
      continue;
    }
    const previous = bySku.get(parsed.data.sku);
    if (previous) warnings.push({ file: name, line: record.line, reason: `sku ${parsed.data.sku} repeats line ${previous.line}; the last one wins` });
    bySku.set(parsed.data.sku, { line: record.line, row: parsed.data });
  }
  return { file: name, rows: [...bySku.values()].sort((a, b) => a.line - b.line), problems, warnings };
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
  return collect(path.basename(file), records());
}

/**
 * Reads one store feed, JSON Lines (`.jsonl`) or CSV (`.csv`), chosen by the extension.
 * A bad row is skipped and reported with its line; it never stops the run.
 */
export function readFeedFile(file: string): FeedFile {
  return file.toLowerCase().endsWith('.csv') ? readCsvFeedFile(file) : readJsonlFeedFile(file);
}

export interface CsvRecord {
  /** Line of the file the record starts on (1-based). */
  line: number;
  fields: string[];
  /** Set when the record cannot be read, e.g. a quote that never closes. */
  error?: string;
}

/** The delimiter of a CSV text: the one of `,` `;` `\t` found most often in the header line, outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
}

/**
 * RFC 4180 CSV: fields separated by the delimiter, optionally quoted with `"`; a quote
 * inside a quoted field is doubled (`""`); quoted fields may span lines. Blank lines are
 * skipped. Each record keeps the line it starts on so problems point at the right place.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  const src = text.replace(/^\uFEFF/, '');
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let error: string | undefined;
    let quotedField = false;
    let atFieldStart = true;
    let endOfRecord = false;
    while (i < src.length && !endOfRecord) {
      const ch = src[i];
      if (atFieldStart && ch === ' ') {
        let j = i;
        while (src[j] === ' ') j++;
        if (src[j] === '"') {
          i = j;
          continue;
        }
      }
      if (atFieldStart && ch === '"') {
        quotedField = true;
        atFieldStart = false;
        i++;
        let closed = false;
        while (i < src.length) {
          const c = src[i];
          if (c === '"') {
            if (src[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            closed = true;
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        if (!closed) error = 'a quoted field is never closed';
        continue;
      }
      atFieldStart = false;
      if (ch === delimiter) {
        fields.push(quotedField ? field : field.trim());
        field = '';
        quotedField = false;
        atFieldStart = true;
        i++;
      } else if (ch === '\r' || ch === '\n') {
        i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      } else if (quotedField && (ch === ' ' || ch === '\t')) {
        i++;
      } else {
        if (quotedField && !error) error = 'unexpected text after a closing quote';
        field += ch;
        i++;
      }
    }
    fields.push(quotedField ? field : field.trim());
    const blank = fields.length === 1 && fields[0] === '' && !quotedField;
    if (!blank) records.push(error ? { line: start, fields, error } : { line: start, fields });
  }
  return records;
}

/** Feed columns, by their lowercase spelling. */
const COLUMNS = new Map(
  ['store', 'sku', 'title', 'brand', 'mpn', 'ean', 'gtin', 'category', 'price', 'currency', 'availability', 'url', 'updatedAt', 'specs'].map(
    (c) => [c.toLowerCase(), c] as const,
  ),
);
const REQUIRED_COLUMNS = ['store', 'sku', 'title', 'price', 'availability', 'url'];

/**
 * Reads one store feed as CSV: a header row naming the same fields as the JSON Lines
 * format (any case, any order), then one listing per record. Empty cells are absent
 * fields; an empty price is "no price" (null); `specs` holds a JSON object. Rows are
 * validated and reported exactly like JSON Lines rows.
 */
export function readCsvFeedFile(file: string): FeedFile {
  const name = path.basename(file);
  const records = parseCsv(fs.readFileSync(file, 'utf8'));
  const problems: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const header = records.shift();
  if (!header) return { file: name, rows: [], problems: [{ file: name, line: 1, reason: 'the CSV file has no header row' }], warnings };
  if (header.error) return { file: name, rows: [], problems: [{ file: name, line: header.line, reason: `header: ${header.error}` }], warnings };
  const columns = header.fields.map((f) => COLUMNS.get(f.trim().toLowerCase()) ?? null);
  header.fields.forEach((f, index) => {
    if (columns[index] === null) warnings.push({ file: name, line: header.line, reason: `unknown column "${f}" is ignored` });
  });
  const duplicate = columns.find((c, index) => c !== null && columns.indexOf(c) !== index);
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length || duplicate) {
    const reason = missing.length ? `the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : `the column ${duplicate} appears twice`;
    return { file: name, rows: [], problems: [{ file: name, line: header.line, reason }], warnings };
  }
  function* rows(): Generator<RawRecord> {
    for (const record of records) {
      if (record.error) {
        yield { line: record.line, error: record.error };
        continue;
      }
      if (record.fields.length > columns.length) {
        yield { line: record.line, error: `has ${record.fields.length} fields but the header has ${columns.length}` };
        continue;
      }
      const value: Record<string, unknown> = {};
      let specsError: string | null = null;
      columns.forEach((column, index) => {
        if (column === null) return;
        const cell = record.fields[index] ?? '';
        if (column === 'price') {
          value.price = cell === '' ? null : cell;
          return;
        }
        if (cell === '') return;
        if (column === 'specs') {
          try {
            value.specs = JSON.parse(cell);
          } catch {
            specsError = 'specs: not valid JSON';
          }
          return;
        }
        value[column] = cell;
      });
      if (specsError) yield { line: record.line, error: specsError };
      else yield { line: record.line, value };
    }
  }
  return collect(name, rows(), problems, warnings);
}
