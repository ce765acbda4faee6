import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/paths.js';

/** ESLint and Prettier over the whole tree (what `.prettierignore` leaves out aside), run by `npm test` so CI runs them. */

const bin = (pkg: string, file: string) => path.join(projectRoot, 'node_modules', pkg, file);

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

  it('Prettier finds every file formatted', () => {
    const { code, output } = run(bin('prettier', 'bin/prettier.cjs'), ['--check', '.']);
    expect(output).toContain('All matched files use Prettier code style!');
    expect(code).toBe(0);
  });
});
