import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LOADING_REASON } from '../../facade/http/health.js';
import { freePort } from '../../bench/lib/free-port.js';
import { projectRoot } from '../../src/paths.js';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built server (`node dist/facade/server.js`, what `npm start` runs) and waits until it is ready. */
/** As in-process test servers: suites share two cores, so load shedding would read their contention as overload. */
export const RELAXED_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '60000', MAX_CONCURRENT_HEAVY: '10000' };

export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'facade', 'server.js')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, LOG_LEVEL: 'info', ...RELAXED_SHEDDING, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      // The server answers at once and serves data once its catalog is loaded (or found missing): /readyz says when.
      const res = await fetch(`${url}/readyz`);
      if (res.ok || ((await res.json()) as { reason?: string }).reason !== LOADING_REASON) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
