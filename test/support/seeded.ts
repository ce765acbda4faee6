import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startRuntime } from '../../facade/runtime.js';
import { seededDirOf } from './seeded-dir.js';

/**
 * A data directory holding the shipped catalog already published, made once per test run by the
 * first worker that needs it. Most suites want a server over the shipped catalog, not a first
 * start: a copy of this directory starts like a restart (about a second), where a first start
 * matches every feed listing and writes the release (about ten). Its secrets are removed, so each
 * server still makes its own keys. Suites that test a first start, use PostgreSQL, or set their own
 * clock or data directory start from nothing. Whichever worker asks first makes it; the others wait.
 */
export async function seededDataDir(): Promise<string> {
  const seededDir = seededDirOf(inject('testRun'));
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
