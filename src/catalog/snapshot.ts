import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseContent } from './types.js';

/**
 * The last-good snapshot: a self-contained copy of the current release in DATA_DIR, so the
 * service keeps answering (marked degraded) when its database cannot be read.
 * Written atomically (temp file + rename): a reader finds the old copy or the new one.
 */

export const SNAPSHOT_FILE = 'last-good-release.json';

export function snapshotPath(dataDir: string): string {
  return path.join(dataDir, SNAPSHOT_FILE);
}

export async function writeSnapshot(dataDir: string, content: ReleaseContent): Promise<void> {
  const target = snapshotPath(dataDir);
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.mkdir(dataDir, { recursive: true });
  await fs.promises.writeFile(temp, JSON.stringify(content));
  await fs.promises.rename(temp, target);
}

/** The snapshot's release, or null when there is none or it cannot be read. */
export async function readSnapshot(dataDir: string): Promise<ReleaseContent | null> {
  try {
    const content = JSON.parse(await fs.promises.readFile(snapshotPath(dataDir), 'utf8')) as ReleaseContent;
    return typeof content.id === 'string' && Array.isArray(content.products) && Array.isArray(content.offers) ? content : null;
  } catch {
    return null;
  }
}
