import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a test run keeps its seeded data directory (`seeded.ts`); the run is the global setup's id. */
export const seededDirOf = (run: string) => path.join(os.tmpdir(), `kpc-seeded-${run}`);

/** Removes a run's seeded directory and its lock (the global setup's teardown). */
export function removeSeededDataDir(run: string): void {
  const dir = seededDirOf(run);
  for (const p of [dir, `${dir}.lock`]) fs.rmSync(p, { recursive: true, force: true });
}
