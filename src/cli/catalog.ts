import { currentReleaseId, findRelease, publishRelease } from '../catalog/repository.js';
import { readSource, SourceError } from '../catalog/source.js';
import { ConfigError, loadConfig } from '../config.js';
import { openOrm } from '../db/orm.js';

/**
 * npm run catalog -- publish <dir>   build a release from a seed/feed directory and make it current
 * npm run catalog -- status          print the current release and its counts
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'publish' && command !== 'status') {
    process.stderr.write('usage: catalog publish <dir> | catalog status\n');
    return 64;
  }
  const config = loadConfig();
  if (command === 'publish') {
    const dir = rest.find((a) => !a.startsWith('--'));
    if (!dir) {
      process.stderr.write('usage: catalog publish <dir>\n');
      return 64;
    }
    // Read and validate everything before touching the database: a bad directory leaves the current release as it was.
    const source = readSource(dir);
    const orm = await openOrm(config);
    try {
      const outcome = await publishRelease(orm.em.fork(), source, dir, new Date());
      process.stdout.write(
        `${JSON.stringify({
          published: !outcome.alreadyCurrent,
          release: outcome.release,
          rejectedRows: source.report.rejected,
          warnings: source.report.warnings,
          review: source.report.review,
        })}\n`,
      );
    } finally {
      await orm.close(true);
    }
    return 0;
  }
  const orm = await openOrm(config);
  try {
    const em = orm.em.fork();
    const id = await currentReleaseId(em);
    const release = id ? await findRelease(em, id) : null;
    process.stdout.write(`${JSON.stringify({ current: release })}\n`);
    return release ? 0 : 1;
  } finally {
    await orm.close(true);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SourceError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`catalog failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
