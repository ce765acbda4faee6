import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the SQLite file and the last-good snapshot. A directory the process cannot
 * write is a deployment mistake, not an outage to ride out: starting anyway would serve 503
 * for ever. So it is checked once, at start, by writing a file (permission bits alone say
 * nothing for root or on a read-only mount), and the start stops with the directory named.
 */
export class DataDirError extends Error {
  constructor(dir: string, cause: NodeJS.ErrnoException) {
    super(`DATA_DIR ${dir} is not a writable directory (${cause.code ?? cause.message}); fix its path or permissions`);
    this.name = 'DataDirError';
  }
}

export function ensureWritableDataDir(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new DataDirError(dir, error as NodeJS.ErrnoException);
  }
}
