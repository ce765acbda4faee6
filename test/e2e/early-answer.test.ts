import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOADING_REASON } from '../../facade/http/health.js';
import { projectRoot } from '../../src/paths.js';
import { tempDir } from '../support/app.js';
import { freePort } from '../../bench/lib/free-port.js';
import { RELAXED_SHEDDING } from '../support/process.js';

/**
 * The server listens before its catalog is published and loaded (a first start publishes the
 * shipped catalog, which grows with it): it answers at once, data routes give the contract's 503
 * with Retry-After until the release is loaded, and /readyz says `not_ready` until the start is done.
 */

const dataDir = tempDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a first start', () => {
  it('answers while it publishes and loads the catalog, and serves data once ready', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'facade', 'server.js')], {
      cwd: projectRoot,
      // Polled every 10 ms for as long as the start takes: the anonymous quota must not answer first.
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ANONYMOUS: '100000;w=60',
        ...RELAXED_SHEDDING,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const readiness: string[] = [];
      const dataAnswers = new Set<string>();
      for (let i = 0; i < 3000 && readiness.at(-1) !== 'ready'; i++) {
        try {
          const ready = await fetch(`${url}/readyz`);
          const { status, reason } = (await ready.json()) as { status: string; reason: string | null };
          if (readiness.at(-1) !== status) readiness.push(status);
          if (status === 'not_ready') expect(reason).toBe(LOADING_REASON);
          if (status === 'not_ready') {
            const builds = await fetch(`${url}/agent-api/v1/builds`);
            const body = (await builds.json()) as { error?: { code: string } };
            dataAnswers.add(builds.ok ? '200' : `${builds.status} ${body.error?.code} retry-after=${builds.headers.get('retry-after')}`);
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(readiness).toEqual(['not_ready', 'ready']);
      // The release serves as soon as it is in; /readyz waits for the rest of the start (its snapshot, the job pool).
      expect(dataAnswers).toContain('503 catalog_unavailable retry-after=60');
      expect([...dataAnswers].filter((a) => a !== '200' && a !== '503 catalog_unavailable retry-after=60')).toEqual([]);
      const builds = await fetch(`${url}/agent-api/v1/builds`);
      expect(builds.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
