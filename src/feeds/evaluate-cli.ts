import path from 'node:path';
import { readProducts } from '../catalog/source.js';
import type { Product } from '../catalog/types.js';
import { projectRoot, shippedCatalogDir } from '../paths.js';
import { evaluateMatcher, readLabelled } from './evaluate.js';

/**
 * Prints the listing matcher's precision and recall over the labelled shop titles.
 *
 *   node dist/src/feeds/evaluate-cli.js [--labelled <file>] [--catalog <dir>] [--verbose]
 *
 * Defaults: test/feeds/labelled.json against every product of the shipped catalog
 * (seeds/catalog/products). Exits 1 when precision falls below 0.98 or recall below 0.90,
 * the floors the test suite holds.
 */

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const labelledFile = path.resolve(arg('--labelled') ?? path.join(projectRoot, 'test', 'feeds', 'labelled.json'));
const catalogDir = path.resolve(arg('--catalog') ?? shippedCatalogDir);
const verbose = process.argv.includes('--verbose');

const products: Product[] = readProducts(path.join(catalogDir, 'products'));
const entries = readLabelled(labelledFile);
const started = performance.now();
const result = evaluateMatcher(products, entries);
const ms = performance.now() - started;
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const name = new Map(products.map((p) => [p.id, p.name]));

console.log(`labelled listings: ${result.total} (${result.withTruth} of catalog products, ${result.total - result.withTruth} of products not in the catalog)`);
console.log(`matches made:      ${result.matchesMade}, correct ${result.correct}`);
console.log(`precision:         ${pct(result.precision)}`);
console.log(`recall:            ${pct(result.recall)}`);
console.log(`time:              ${ms.toFixed(0)} ms for ${result.total} listings, index included`);
for (const w of result.wrong) {
  const got = w.result.kind === 'matched' ? w.result.productId : null;
  console.log(`  WRONG  ${JSON.stringify(w.title)} → ${got} ${got ? (name.get(got) ?? '') : ''} (truth: ${w.truth === null ? 'not in the catalog' : `${w.truth} ${name.get(w.truth) ?? ''}`})`);
}
if (verbose || result.missed.length <= 25) {
  for (const m of result.missed) {
    const why = m.result.kind === 'ambiguous' ? `ambiguous between ${m.result.candidates.join(', ')}` : 'unmatched';
    console.log(`  MISSED ${JSON.stringify(m.title)} (truth: ${m.truth} ${name.get(m.truth!) ?? ''}): ${why}`);
  }
} else {
  console.log(`  ${result.missed.length} listings left for review (run with --verbose to list them)`);
}
if (result.precision < 0.98 || result.recall < 0.9) process.exitCode = 1;
