import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/paths.js';

/**
 * ESLint over the whole tree and Prettier over the files already in its format, run by
 * `npm test` so CI runs them. The tree gets its one-time format at a quiet moment between
 * branches; until then Prettier checks the files listed here, and each file formatted
 * joins the list.
 */

const bin = (pkg: string, file: string) => path.join(projectRoot, 'node_modules', pkg, file);

const FORMATTED = [
  '.dependency-cruiser.cjs',
  '.prettierrc.json',
  'eslint.config.js',
  'bench/lib/free-port.ts',
  'facade/http/graphiql.ts',
  'schema/plan.ts',
  'seeds/shelf-products.ts',
  'seeds/shelf-read-model.ts',
  'src/auth/entities.ts',
  'src/auth/principal.ts',
  'src/catalog/entities.ts',
  'src/contact/entity.ts',
  'src/db/entities.ts',
  'src/db/service-state.ts',
  'src/idempotency/entity.ts',
  'src/jobs/entity.ts',
  'src/payments/entity.ts',
  'src/planner/branch-and-bound.ts',
  'src/planner/frontier.ts',
  'src/planner/heap.ts',
  'src/planner/part-order.ts',
  'src/planner/plan-notes.ts',
  'src/planner/plan-setup.ts',
  'src/planner/plan.ts',
  'src/planner/searcher.ts',
  'src/planner/upgrade.ts',
  'src/search/bounds.ts',
  'test/db/migrations.test.ts',
  'test/pages/graphiql.test.ts',
  'test/architecture/layers.test.ts',
  'test/architecture/lint.test.ts',
];

function run(file: string, args: string[]): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, [file, ...args], { cwd: projectRoot, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('lint', () => {
  it('ESLint reports nothing, and every disable comment it sees is still needed', () => {
    const { code, output } = run(bin('eslint', 'bin/eslint.js'), ['.', '--max-warnings', '0']);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('Prettier finds the formatted files formatted', () => {
    const { code, output } = run(bin('prettier', 'bin/prettier.cjs'), ['--check', ...FORMATTED]);
    expect(output).toContain('All matched files use Prettier code style!');
    expect(code).toBe(0);
  });
});
