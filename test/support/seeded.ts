import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startRuntime } from '../../facade/runtime.js';

/**
 * A data directory holding the shipped catalog already published, made once per test run by the
 * first worker that needs it. Most suites want a server over the shipped catalog, not a first
 * start: a copy of this directory starts like a restart (about a second), where a first start
 * matches every feed listing and writes the release (about ten). Its secrets are removed, so each
 * server still makes its own keys. Suites that test a first start, use PostgreSQL, or set their own
 * clock or data directory start from nothing.
 */
const seededDir = path.join(os.tmpdir(), `kpc-seeded-${process.ppid}`);

/** The directory of this run's published catalog, made by whichever worker asks first. */
export async function seededDataDir(): Promise<string> {
  const lock = `${seededDir}.lock`;
  let mine = false;
  try {
    fs.mkdirSync(lock);
    mine = true;
  } catch {
    // Another worker is making it.
  }
  if (mine) {
    const work = fs.mkdtempSync(`${seededDir}.work-`);
    const config = loadConfig({ DATA_DIR: work, SITE_URL: 'http://127.0.0.1:1', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const runtime = await startRuntime(config, createLogger(config.logLevel));
    await runtime.db.em().getConnection().execute("delete from service_state where key like 'secret:%'");
    await runtime.close();
    fs.renameSync(work, seededDir);
  }
  for (let waited = 0; !fs.existsSync(seededDir); waited += 200) {
    if (waited > 110_000) throw new Error(`no seeded data directory at ${seededDir}`);
    await sleep(200);
  }
  return seededDir;
}

/** Removes this run's seeded directory (the global setup's teardown, in the run's main process). */
export function removeSeededDataDir(mainPid: number): void {
  const dir = path.join(os.tmpdir(), `kpc-seeded-${mainPid}`);
  for (const p of [dir, `${dir}.lock`]) fs.rmSync(p, { recursive: true, force: true });
}
