/**
 * npm run bench:matching — the listing matcher's precision and recall, by running the
 * project's evaluation (`dist/src/feeds/evaluate-cli.js`, arguments passed through, e.g.
 * `npm run bench:matching -- --verbose`). Its output is printed as it comes and kept in
 * bench/reports/matching-<time>.json; the exit code is the evaluation's (1 below its floors).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/paths.js';
import { writeReport } from './lib/report.js';

const cli = path.join(projectRoot, 'dist', 'src', 'feeds', 'evaluate-cli.js');

if (!fs.existsSync(cli)) {
  process.stderr.write(`bench:matching: ${path.relative(projectRoot, cli)} is not built (src/feeds/evaluate-cli.ts missing?)\n`);
  process.exit(2);
}

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
  process.stdout.write(chunk);
});
child.on('exit', (code, signal) => {
  const percent = (label: string) => {
    const m = new RegExp(`^${label}:\\s+([\\d.]+)%`, 'm').exec(output);
    return m ? Number(m[1]) / 100 : null;
  };
  const file = writeReport(
    'matching',
    { schemaVersion: 1, at: new Date().toISOString(), args: process.argv.slice(2), exitCode: code, precision: percent('precision'), recall: percent('recall'), output },
    null,
  );
  process.stderr.write(`report: ${path.relative(projectRoot, file)}\n`);
  process.exit(code ?? (signal ? 1 : 0));
});
