/** Progress lines, plain-text tables and the JSON report files. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/paths.js';

/** A progress line, on stderr so the tables on stdout stay clean. */
export const log = (line: string) => process.stderr.write(`${line}\n`);

export const reportsDir = path.join(projectRoot, 'bench', 'reports');

export type Cell = string | number | null | undefined;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '–';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '–';
    if (Number.isInteger(cell)) return String(cell);
    return Math.abs(cell) >= 100 ? cell.toFixed(0) : Math.abs(cell) >= 10 ? cell.toFixed(1) : cell.toFixed(2);
  }
  return cell;
}

/** A table with a header row; numbers right-aligned. */
export function table(header: string[], rows: Cell[][]): string {
  const cells = [header, ...rows.map((r) => r.map(text))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const numeric = header.map((_, c) => rows.every((r) => typeof r[c] === 'number' || r[c] === null || r[c] === undefined));
  const line = (r: string[]) =>
    r
      .map((v, c) => (numeric[c] ? (v ?? '').padStart(widths[c]) : (v ?? '').padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Writes `<prefix>-<timestamp>.json` and `latest.json` (for `bench`) into bench/reports/. */
export function writeReport(prefix: string, report: unknown, latest: string | null): string {
  fs.mkdirSync(reportsDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(reportsDir, `${prefix}-${stamp}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, json);
  if (latest) fs.writeFileSync(path.join(reportsDir, latest), json);
  return file;
}
