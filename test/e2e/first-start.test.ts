import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { startServerProcess, type RunningServer } from '../support/process.js';

const dataDir = tempDir();
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('first start on an empty DATA_DIR', () => {
  it('migrates, seeds, publishes and serves; SIGTERM drains and exits 0', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'catalog.sqlite'))).toBe(true);
    const root = await (await fetch(`${server.url}/agent-api/v1/`)).json();
    expect(root.schemaVersion).toBe(1);
    const builds = await (await fetch(`${server.url}/agent-api/v1/builds`)).json();
    expect(builds.catalog.participatingStoreCount).toBeGreaterThanOrEqual(8);
    expect(builds.builds.length).toBeGreaterThanOrEqual(8);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('shipped catalog published');
  });

  it('refuses to start on bad configuration, naming each variable', async () => {
    await expect(startServerProcess({ DATA_DIR: dataDir, PORT: 'x', LOG_LEVEL: 'loud' })).rejects.toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });
});
