import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../facade/openapi.js';
import { ROUTE_DOCS } from '../../facade/router.js';
import { createUrls } from '../../src/urls.js';
import { tempDir } from '../support/app.js';

/**
 * The OpenAPI document the facade serves passes both common linters with nothing to
 * report: Spectral with its OpenAPI ruleset (`spectral:oas`) and Redocly with its
 * recommended rules. Both also check every example in the document against its schema.
 */

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

let dir: string;
let file: string;

beforeAll(() => {
  dir = tempDir('kpc-lint-');
  file = path.join(dir, 'openapi.json');
  // A public address, as in production: both linters rightly flag a localhost server URL.
  fs.writeFileSync(file, JSON.stringify(buildOpenApi(createUrls('https://pc.kosovo.example'), ROUTE_DOCS)));
  fs.writeFileSync(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a linter that exits non-zero when it reports anything, and returns what it printed on stdout. */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: dir, maxBuffer: 32 * 1024 * 1024 })).stdout;
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  }
}

describe('OpenAPI lint', () => {
  it('Spectral (spectral:oas): no errors, warnings, infos or hints', async () => {
    const out = await lint(bin('spectral'), ['lint', file, '--ruleset', path.join(dir, '.spectral.yaml'), '--format', 'json', '--quiet']);
    const problems = JSON.parse(out.slice(out.indexOf('['), out.lastIndexOf(']') + 1)) as { code: string; message: string; path: string[] }[];
    expect(problems.map((p) => `${p.code} at ${p.path.join('.')}: ${p.message}`)).toEqual([]);
  });

  it('Redocly (recommended): no errors or warnings', async () => {
    const out = await lint(bin('redocly'), ['lint', file, '--format', 'json']);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
