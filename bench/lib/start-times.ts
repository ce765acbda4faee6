/** How long the built tree takes to start and to run an admin command. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/paths.js';
import { runNode, startService } from './procs.js';
import { round } from './stats.js';

interface StartTime {
  /** Until the first HTTP answer (the server listens before its catalog is loaded), ms. */
  answeredMs: number;
  /** Until /readyz says ready (catalog published and loaded), ms. */
  readyMs: number;
}

export interface StartTimes {
  /** `npm start`'s script on an empty DATA_DIR (migrates, publishes the shipped catalog). */
  first: StartTime;
  /** The same on the data directory the first start left. */
  restart: StartTime;
  /** `npm run admin -- api-key list`'s script, start to exit, ms. */
  adminMs: number;
}

/** Start and admin-command times of the built tree, as `npm start` and `npm run admin` run them (npm's own start-up not included). */
export async function measureStartTimes(tmp: string): Promise<StartTimes> {
  const dataDir = path.join(tmp, 'data-start');
  const command = [process.execPath, path.join('src', 'build', 'ensure-built.mjs'), path.join('facade', 'server.js')];
  const timed = async (): Promise<StartTime> => {
    const service = await startService(dataDir, {}, { command });
    await service.stop();
    return { answeredMs: round(service.answeredMs, 0), readyMs: round(service.readyMs, 0) };
  };
  const first = await timed();
  const restart = await timed();
  const admin = await runNode(path.join(projectRoot, 'src', 'build', 'ensure-built.mjs'), [path.join('src', 'cli', 'admin.js'), 'api-key', 'list'], { DATA_DIR: dataDir });
  if (admin.code !== 0) throw new Error(`admin api-key list failed (${admin.code}): ${admin.stderr}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { first, restart, adminMs: admin.ms };
}
