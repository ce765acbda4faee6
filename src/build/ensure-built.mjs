/**
 * Runs a compiled entry point, compiling the TypeScript first only when a source file is newer
 * than the last successful build. `npm ci` builds once (the `prepare` script), so `npm start` and
 * the CLI commands start at once instead of paying for the compiler (15–30 s here) on every run,
 * and an edited source is still never served stale.
 *
 *   node src/build/ensure-built.mjs                      build if stale
 *   node src/build/ensure-built.mjs facade/server.js ...    build if stale, then run dist/facade/server.js
 *
 * Plain JavaScript on purpose: it has to run before anything is compiled.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.build-stamp');
/** What `tsconfig.json` compiles, plus the files that change how it compiles. */
const SOURCE_DIRS = ['src', 'schema', 'facade', 'seeds', 'bench'];
const CONFIG_FILES = ['tsconfig.json', 'package-lock.json'];

function newestSourceMtime() {
  let newest = 0;
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of SOURCE_DIRS) {
    const full = path.join(root, dir);
    if (fs.existsSync(full)) visit(full);
  }
  for (const file of CONFIG_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Compiles when the build is missing or older than a source; returns whether it compiled. */
export function ensureBuilt() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : -1;
  if (built >= newestSourceMtime()) return false;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  process.stderr.write('Compiling TypeScript (sources changed since the last build)…\n');
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json')], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return true;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    ensureBuilt();
  } catch {
    // tsc has printed the errors already.
    process.exit(1);
  }
  const entry = process.argv[2];
  if (entry) {
    const compiled = path.join(dist, entry);
    // The entry point sees itself as the script that was run, with its own arguments.
    process.argv.splice(1, 2, compiled);
    await import(pathToFileURL(compiled).href);
  }
}
