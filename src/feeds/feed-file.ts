import type { FeedFormat } from './formats.js';
import { feedRowSchema, type FeedRow } from './row.js';

/** A feed file as read: its valid rows, the rows it rejected and why, and warnings. */

export interface RowProblem {
  file: string;
  line: number;
  reason: string;
}

export interface FeedFile {
  file: string;
  /** How the file was read; null when it could not be told. */
  format: FeedFormat | null;
  rows: { line: number; row: FeedRow }[];
  problems: RowProblem[];
  warnings: RowProblem[];
}

/** One record of a feed before validation: its line and either the raw object or why it is unreadable. */
export type RawRecord = { line: number; value: unknown } | { line: number; error: string };

/**
 * Validates raw records with the feed row schema. A bad row is skipped and reported with
 * its line; it never stops the run. The same SKU twice keeps the last row, with a warning.
 */
export function collect(name: string, records: Iterable<RawRecord>, problems: RowProblem[] = [], warnings: RowProblem[] = []): Omit<FeedFile, 'format'> {
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
  problems.sort((a, b) => a.line - b.line);
  return { file: name, rows: [...bySku.values()].sort((a, b) => a.line - b.line), problems, warnings };
}
