/**
 * A short reading of a V8 .cpuprofile (node --cpu-prof): where the samples landed, by
 * function and by package (node_modules/<name>, or the project folder), self time only.
 *   node dist/bench/lib/profile.js <file.cpuprofile> [top]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../src/paths.js';
import { table } from './report.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  file: string;
  seconds: number;
  byFunction: { name: string; where: string; percent: number }[];
  byPackage: { name: string; percent: number }[];
}

function packageOf(url: string): string {
  if (!url) return '(native / gc / program)';
  if (url.startsWith('node:')) return 'node core';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const rel = path.relative(projectRoot, file);
  if (!rel.startsWith('..')) {
    const parts = rel.split(path.sep);
    return parts[0] === 'dist' ? parts.slice(1, 3).join('/') : parts.slice(0, 2).join('/');
  }
  return file;
}

export function summarizeProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  let total = 0;
  const fn = new Map<string, { name: string; where: string; hits: number }>();
  const pkg = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    // idle samples are time the service waited for work (e.g. while the references were measured)
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
    const key = `${functionName}@${url}:${lineNumber}`;
    const entry = fn.get(key) ?? { name: functionName || '(anonymous)', where, hits: 0 };
    entry.hits += hits;
    fn.set(key, entry);
    const p = packageOf(url);
    pkg.set(p, (pkg.get(p) ?? 0) + hits);
  }
  const pct = (n: number) => Math.round((n / Math.max(1, total)) * 1000) / 10;
  return {
    file,
    seconds: Math.round((profile.endTime - profile.startTime) / 1e5) / 10,
    byFunction: [...fn.values()]
      .sort((a, b) => b.hits - a.hits)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, percent: pct(f.hits) })),
    byPackage: [...pkg]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({ name, percent: pct(hits) })),
  };
}

export function printProfile(s: ProfileSummary): string {
  return [
    `${path.relative(projectRoot, s.file)} (${s.seconds}s profiled; self time of the busy samples)`,
    table(
      ['%', 'package / folder'],
      s.byPackage.map((p) => [p.percent, p.name]),
    ),
    '',
    table(
      ['%', 'function', 'where'],
      s.byFunction.map((f) => [f.percent, f.name, f.where]),
    ),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: profile <file.cpuprofile> [top]\n');
    process.exit(64);
  }
  process.stdout.write(`${printProfile(summarizeProfile(file, Number(top ?? 20)))}\n`);
}
