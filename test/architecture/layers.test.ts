import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/paths.js';

/**
 * The layer rules of .dependency-cruiser.cjs over the real tree, and over a small tree that
 * breaks each rule once, so a rule that stopped matching (a renamed folder, a resolver that
 * no longer follows `.js` specifiers to `.ts` sources) fails here instead of passing quietly.
 */

const depcruise = path.join(projectRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const CONFIG = path.join(projectRoot, '.dependency-cruiser.cjs');

interface CruiseResult {
  modules: { source: string; dependencies: { module: string; resolved: string; couldNotResolve: boolean; dependencyTypes: string[] }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[]; totalCruised: number };
}

function cruise(cwd: string, dirs: string[]): CruiseResult {
  let out: string;
  try {
    out = execFileSync(process.execPath, [depcruise, ...dirs, '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // It exits non-zero when a rule is broken and still prints the whole result.
    out = (error as { stdout: string }).stdout;
  }
  return JSON.parse(out) as CruiseResult;
}

describe('layers', () => {
  it('src/ imports neither schema/ nor facade/, schema/ not facade/, the bench no test helper, and nothing is in a cycle', () => {
    const result = cruise(projectRoot, ['src', 'schema', 'facade', 'seeds', 'bench']);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
    // Every relative import resolved to a file: an edge the cruiser cannot follow is an edge no rule sees.
    const unresolved = result.modules.flatMap((m) => m.dependencies.filter((d) => d.module.startsWith('.') && d.couldNotResolve).map((d) => `${m.source} → ${d.module}`));
    expect(unresolved).toEqual([]);
    const sources = new Set(result.modules.map((m) => m.source));
    for (const file of ['src/catalog/read-model.ts', 'schema/index.ts', 'facade/app.ts', 'facade/runtime.ts', 'facade/server.ts']) expect(sources, file).toContain(file);
  });

  it('reports each kind of back-edge and a cycle', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-layers-'));
    try {
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true }, include: ['**/*.ts'] }),
        'src/core.ts': "import type { Shape } from '../schema/shape.js';\nexport const core = (s: Shape) => s;\n",
        'schema/shape.ts': "import { route } from '../facade/route.js';\nexport type Shape = typeof route;\n",
        'facade/route.ts': 'export const route = 1;\n',
        'src/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
        'src/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
        'bench/run.ts': "import { helper } from '../test/helper.js';\nexport const run = helper;\n",
        'test/helper.ts': 'export const helper = 1;\n',
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      const broken = cruise(root, ['src', 'schema', 'facade', 'bench']).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
      expect(broken).toEqual(
        expect.arrayContaining([
          'core-imports-no-upper-layer: src/core.ts → schema/shape.ts',
          'schema-imports-no-facade: schema/shape.ts → facade/route.ts',
          'no-cycles: src/a.ts → src/b.ts',
          'bench-imports-no-test-helpers: bench/run.ts → test/helper.ts',
        ]),
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
