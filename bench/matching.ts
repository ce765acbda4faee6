/**
 * npm run bench:matching [-- --set training|training-2|retail|retail-2|retail-3|retail-4|held-out|retail-5|held-out-2|retail-6|held-out-3|retail-7|held-out-4|retail-8|held-out-5|all] [--catalog <dir>] [--verbose]
 *
 * The listing matcher scored on the labelled titles: precision, recall, near-miss attach
 * rate and cross-category attaches, overall and per category, for each labelled set
 * (`LABELLED_SETS`: two sets of shop titles and five rounds of retail titles the matcher is
 * tuned on, and the held-out halves of the last three retail rounds, which it is not).
 * Defaults: every set, the shipped catalog. Prints a table per set and the wrong matches,
 * writes bench/reports/matching-<time>.json, and exits 1 when a set misses a target.
 */
import path from 'node:path';
import { readProducts } from '../src/catalog/source.js';
import { evaluateMatcher, LABELLED_SETS, LISTING_CATEGORIES, readLabelled, type Evaluation, type LabelledSetName, type Score } from '../src/feeds/evaluate.js';
import { projectRoot, shippedCatalogDir } from '../src/paths.js';
import { table, writeReport } from './lib/report.js';

/** The targets; the test suite holds the same. */
export const TARGETS = { precision: 0.99, categoryPrecision: 0.97, recall: 0.97, nearMissRate: 0.01, crossCategory: 0 };

const SETS = Object.keys(LABELLED_SETS) as LabelledSetName[];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const which = arg('--set') ?? 'all';
if (which !== 'all' && !(which in LABELLED_SETS)) {
  process.stderr.write(`bench:matching: --set must be ${SETS.join(', ')} or all\n`);
  process.exit(64);
}
const sets = SETS.filter((s) => which === 'all' || which === s);
const products = readProducts(path.join(path.resolve(arg('--catalog') ?? shippedCatalogDir), 'products'));
const name = new Map(products.map((p) => [p.id, p.name]));
const verbose = process.argv.includes('--verbose');
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function row(label: string, s: Score) {
  return [
    label,
    s.listings,
    s.positives,
    s.matchesMade,
    s.correct,
    s.precision,
    s.recall,
    `${s.nearMissesAttached}/${s.nearMisses}`,
    pct(s.nearMissRate),
    s.crossCategory,
    `${s.conditionsAttached}/${s.conditions}`,
    `${s.ambiguousAttached}/${s.ambiguous}`,
  ];
}

function misses(e: Evaluation): string[] {
  const describe = (id: number | null) => (id === null ? 'not in the catalog' : `${id} ${name.get(id) ?? ''}`);
  const lines = e.wrong.map((w) => `  WRONG  ${JSON.stringify(w.title)} → ${describe(w.result.kind === 'matched' ? w.result.productId : null)} (truth: ${describe(w.truth)})`);
  if (verbose) for (const m of e.missed) lines.push(`  MISSED ${JSON.stringify(m.title)} (truth: ${describe(m.truth)}): ${m.result.kind === 'matched' ? '' : m.result.reason}`);
  else if (e.missed.length) lines.push(`  ${e.missed.length} listings of catalog products left for review (--verbose lists them)`);
  return lines;
}

function shortfalls(e: Evaluation): string[] {
  const out: string[] = [];
  if (e.precision < TARGETS.precision) out.push(`precision ${e.precision.toFixed(3)} < ${TARGETS.precision}`);
  if (e.recall < TARGETS.recall) out.push(`recall ${e.recall.toFixed(3)} < ${TARGETS.recall}`);
  if (e.nearMissRate > TARGETS.nearMissRate) out.push(`near-miss attach ${pct(e.nearMissRate)} > ${pct(TARGETS.nearMissRate)}`);
  if (e.crossCategory > TARGETS.crossCategory) out.push(`${e.crossCategory} cross-category attaches`);
  for (const c of LISTING_CATEGORIES) {
    const s = e.byCategory[c];
    if (s.matchesMade > 0 && s.precision < TARGETS.categoryPrecision) out.push(`${c} precision ${s.precision.toFixed(3)} < ${TARGETS.categoryPrecision}`);
  }
  return out;
}

const report: Record<string, unknown> = { schemaVersion: 2, at: new Date().toISOString(), args: process.argv.slice(2), targets: TARGETS };
let failed = false;
for (const set of sets) {
  const file = path.join(projectRoot, LABELLED_SETS[set]);
  const entries = readLabelled(file);
  const started = performance.now();
  const result = evaluateMatcher(products, entries);
  const ms = performance.now() - started;
  const header = ['category', 'listings', 'of catalog', 'matched', 'correct', 'precision', 'recall', 'near-miss', 'near-miss %', 'cross-cat', 'condition', 'ambiguous'];
  const rows = [...LISTING_CATEGORIES.map((c) => row(c, result.byCategory[c])), row('all', result)];
  const short = shortfalls(result);
  failed ||= short.length > 0;
  console.log(`\n${set}: ${LABELLED_SETS[set]} — ${entries.length} listings in ${ms.toFixed(0)} ms, index included`);
  console.log(table(header, rows));
  console.log(short.length ? `targets missed: ${short.join('; ')}` : 'all targets met');
  for (const line of misses(result)) console.log(line);
  const { wrong, missed, ...scores } = result;
  report[set] = {
    ...scores,
    wrong: wrong.map((w) => ({ title: w.title, truth: w.truth, got: w.result.kind === 'matched' ? w.result.productId : null })),
    missed: missed.length,
    shortfalls: short,
  };
}
process.stderr.write(`report: ${path.relative(projectRoot, writeReport('matching', report, null))}\n`);
process.exitCode = failed ? 1 : 0;
