import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/knex';
import { DEFAULT_MAX_DROP, diffRelease, publishReport, storeDrops } from '../catalog/diff.js';
import { currentReleaseId, findRelease, loadRelease, publishRelease } from '../catalog/repository.js';
import { importCatalog } from '../catalog/import/import.js';
import { OpenDbError } from '../catalog/import/opendb.js';
import { lintCatalog } from '../catalog/lint.js';
import { readSource, SourceError } from '../catalog/source.js';
import { projectRoot } from '../paths.js';
import { ConfigError, loadConfig } from '../config.js';
import { openOrm } from '../db/orm.js';

/**
 * npm run catalog -- publish <dir> [--dry-run] [--force] [--max-drop <share>]
 *   build a release from a catalog directory and make it current; --dry-run prints what would
 *   change instead; a store losing more than --max-drop (default 0.5) of its offers blocks the
 *   publish unless --force (a broken feed must not empty the catalog). The JSON report lists
 *   rejected rows, the review list (with reason and candidates), the operator mappings
 *   applied, each feed's format, and every published match with the evidence that agreed.
 * npm run catalog -- status
 *   print the current release and its counts
 * npm run catalog -- import <open-db checkout> --out <catalog dir> [--curated <dir>] [--commit <sha>]
 *   rebuild the catalog's products from the open parts database plus the curated products
 *   (default seeds/curated); the commit is read with git when not given
 * npm run catalog -- lint <catalog dir>
 *   check the products' internal consistency; prints the problems, exit 1 when there are any
 * Exit codes: 0 done, 1 no current release (status) or lint problems, 2 bad directory or
 * config, 3 refused by the offer-drop guard, 64 usage.
 */

const USAGE =
  'usage: catalog publish <dir> [--dry-run] [--force] [--max-drop <0..1>] | catalog status\n' +
  '       catalog import <open-db checkout> --out <catalog dir> [--curated <dir>] [--commit <sha>] | catalog lint <catalog dir>\n';

export interface CatalogIo {
  out(line: string): void;
  err(line: string): void;
}

/** The value after `--name`, if the flag is there. */
function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function commitOf(dir: string): string | null {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The commands that only read and write files: no database is opened for them. */
export function runFileCommand(argv: string[], io: CatalogIo): number | null {
  const [command, ...rest] = argv;
  if (command === 'import') {
    const opendbDir = rest[0];
    const outDir = option(rest, '--out');
    const commit = option(rest, '--commit') ?? (opendbDir ? commitOf(opendbDir) : null);
    if (!opendbDir || opendbDir.startsWith('--') || !outDir) {
      io.err(USAGE);
      return 64;
    }
    if (!commit) {
      io.err(`${opendbDir} is not a git checkout; pass the open-db commit with --commit <sha>\n`);
      return 64;
    }
    const report = importCatalog({ opendbDir, outDir, curatedDir: option(rest, '--curated') ?? path.join(projectRoot, 'seeds', 'curated'), commit });
    io.out(JSON.stringify(report));
    return 0;
  }
  if (command === 'lint') {
    if (!rest[0]) {
      io.err(USAGE);
      return 64;
    }
    const problems = lintCatalog(rest[0]);
    io.out(JSON.stringify({ problems: problems.length, details: problems }));
    return problems.length ? 1 : 0;
  }
  return null;
}

export async function runCatalog(argv: string[], em: EntityManager, io: CatalogIo, now = new Date()): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'status') {
    const id = await currentReleaseId(em);
    const release = id ? await findRelease(em, id) : null;
    io.out(JSON.stringify({ current: release && { ...release, dataSource: release.dataSource ? JSON.parse(release.dataSource) : null } }));
    return release ? 0 : 1;
  }
  if (command !== 'publish') {
    io.err(USAGE);
    return 64;
  }
  const flags = new Set(rest.filter((a) => a === '--dry-run' || a === '--force'));
  const maxDropAt = rest.indexOf('--max-drop');
  const maxDrop = maxDropAt >= 0 ? Number(rest[maxDropAt + 1]) : DEFAULT_MAX_DROP;
  const dir = rest.find((a, i) => !a.startsWith('--') && (maxDropAt < 0 || i !== maxDropAt + 1));
  if (!dir || !(maxDrop >= 0 && maxDrop <= 1)) {
    io.err(USAGE);
    return 64;
  }
  // Read and validate everything before touching the database: a bad directory leaves the current release as it was.
  const source = readSource(dir, { now });
  const currentId = await currentReleaseId(em);
  const diff = diffRelease(currentId ? await loadRelease(em, currentId) : null, source);
  const drops = storeDrops(diff, maxDrop);
  const report = { diff, drops, ...publishReport(source) };
  if (flags.has('--dry-run')) {
    io.out(JSON.stringify({ dryRun: true, ...report }));
    return 0;
  }
  if (drops.length > 0 && !flags.has('--force')) {
    io.out(JSON.stringify({ published: false, refused: 'offer_drop', ...report }));
    io.err(
      `refused: ${drops.map((d) => `${d.store} would go from ${d.current} to ${d.next} offers`).join('; ')} ` +
        `(more than ${maxDrop * 100}% fewer); check the feed, or publish with --force\n`,
    );
    return 3;
  }
  const outcome = await publishRelease(em, source, dir, now);
  io.out(JSON.stringify({ published: !outcome.alreadyCurrent, release: outcome.release, ...report }));
  return 0;
}

async function main(): Promise<number> {
  const io: CatalogIo = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(line),
  };
  const done = runFileCommand(process.argv.slice(2), io);
  if (done !== null) return done;
  const orm = await openOrm(loadConfig());
  try {
    return await runCatalog(process.argv.slice(2), orm.em.fork(), io);
  } finally {
    await orm.close(true);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof SourceError || error instanceof ConfigError || error instanceof OpenDbError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`catalog failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
