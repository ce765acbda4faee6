/**
 * Child processes of the bench: the built service (`node dist/facade/server.js`, what
 * `npm start` runs), the reference servers, and one-shot CLI commands. Every child is
 * started here and stopped by its own pid; nothing is killed by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '../../src/paths.js';
import { freePort } from './free-port.js';

export const distDir = path.join(projectRoot, 'dist');

export interface Child {
  url: string;
  pid: number;
  /** From spawn to the first HTTP answer of any status, and to the probe's first 2xx (ms). */
  answeredMs: number;
  readyMs: number;
  output(): string;
  stop(): Promise<number | null>;
}

const live = new Set<ChildProcess>();
/** Children still running when the bench exits (error, Ctrl-C) are stopped with it. */
function stopAllOnExit(): void {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.on('exit', stopAllOnExit);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllOnExit();
    process.exit(130);
  });
}

/** Polls `probe` until it answers 2xx; resolves with when it first answered at all and when it answered 2xx. */
async function waitForHttp(child: ChildProcess, probe: string, output: () => string, timeoutMs: number): Promise<{ answeredAt: number; readyAt: number }> {
  const deadline = Date.now() + timeoutMs;
  let answeredAt: number | null = null;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${probe}: process exited early:\n${output()}`);
    try {
      const res = await fetch(probe);
      await res.arrayBuffer();
      answeredAt ??= performance.now();
      if (res.ok) return { answeredAt, readyAt: performance.now() };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${probe}: did not answer within ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface StartOptions {
  nodeArgs?: string[];
  /** The child's stdout goes to this file (its log lines), instead of a pipe read by the bench. */
  stdoutFile?: string;
  /** Runs the command in place of `node <script>` (e.g. npm start). */
  command?: string[];
}

function startNode(script: string, args: string[], env: Record<string, string>, probePath: string, port: number, timeoutMs: number, opts: StartOptions = {}): Promise<Child> {
  const stdout = opts.stdoutFile ? fs.openSync(opts.stdoutFile, 'a') : 'pipe';
  const [file, ...argv] = opts.command ?? [process.execPath, ...(opts.nodeArgs ?? []), script, ...args];
  const spawnedAt = performance.now();
  const child = spawn(file, argv, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  live.add(child);
  let output = '';
  const keep = (d: Buffer) => {
    output += d.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const handle: Child = {
    url,
    pid: child.pid!,
    answeredMs: 0,
    readyMs: 0,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  return waitForHttp(child, url + probePath, () => output, timeoutMs).then(
    ({ answeredAt, readyAt }) => ({ ...handle, answeredMs: answeredAt - spawnedAt, readyMs: readyAt - spawnedAt }),
    async (error: unknown) => {
      await handle.stop();
      throw error;
    },
  );
}

/** Load-shedding bounds out of reach: throughput is measured on the work, not on cheap refusals. */
export const NO_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '60000', MAX_CONCURRENT_HEAVY: '10000' };

/**
 * The built service on a free loopback port, rate limits out of the way, quiet logs, on
 * `dataDir` (which the caller has prepared: empty, or with a published release).
 */
export async function startService(dataDir: string, extraEnv: Record<string, string> = {}, opts: StartOptions = {}): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANONYMOUS: '100000000;w=60',
    RATE_LIMIT_CREDENTIALED: '100000000;w=60',
    ...extraEnv,
  };
  return startNode(path.join(distDir, 'facade', 'server.js'), [], env, '/readyz', port, 600_000, opts);
}

export type ReferenceKind = 'ceiling' | 'peer' | 'peer-bytes';

/** A reference server serving the bodies in `entriesFile` (bench/reference-server.ts). */
export async function startReference(kind: ReferenceKind, entriesFile: string): Promise<Child> {
  const port = await freePort();
  return startNode(path.join(distDir, 'bench', 'reference-server.js'), [kind, String(port), entriesFile], { NODE_ENV: 'production' }, '/__ready', port, 30_000);
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a built script to completion. */
export function runNode(script: string, args: string[], env: Record<string, string>, nodeArgs: string[] = []): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    live.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      live.delete(child);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

export interface Memory {
  /** Resident set size now, MiB. */
  rssMiB: number | null;
  /** Peak resident set size since the process started (VmHWM), MiB. */
  peakRssMiB: number | null;
}

/** Resident memory of a process, from /proc (Linux); nulls elsewhere. */
export function memoryOf(pid: number): Memory {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Math.round((Number(m[1]) / 1024) * 10) / 10 : null;
    };
    return { rssMiB: kb('VmRSS'), peakRssMiB: kb('VmHWM') };
  } catch {
    return { rssMiB: null, peakRssMiB: null };
  }
}
