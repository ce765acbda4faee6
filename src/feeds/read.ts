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

/**
 * Reads one store feed (JSON Lines). A bad row is skipped and reported with its line;
 * it never stops the run. The same SKU twice keeps the last row, with a warning.
 */
export function readFeedFile(file: string): FeedFile {
  const name = path.basename(file);
  const text = fs.readFileSync(file, 'utf8');
  const problems: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const bySku = new Map<string, { line: number; row: FeedRow }>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      problems.push({ file: name, line, reason: 'not valid JSON' });
      return;
    }
    const parsed = feedRowSchema.safeParse(json);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ');
      problems.push({ file: name, line, reason });
      return;
    }
    const previous = bySku.get(parsed.data.sku);
    if (previous) warnings.push({ file: name, line, reason: `sku ${parsed.data.sku} repeats line ${previous.line}; the last one wins` });
    bySku.set(parsed.data.sku, { line, row: parsed.data });
  });
  return { file: name, rows: [...bySku.values()].sort((a, b) => a.line - b.line), problems, warnings };
}
