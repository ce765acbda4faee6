import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { startServerProcess } from '../support/process.js';

const dataDir = tempDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function post(url: string, body: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

describe('graceful shutdown', () => {
  it('answers every accepted request after SIGTERM under load, refuses new ones, and exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const url = `${server.url}/agent-api/v1/build-plan`;
    const budgets = Array.from({ length: 80 }, (_, i) => 600 + i * 50);
    const accepted = budgets.map((budget) => post(url, JSON.stringify({ useCase: 'gaming', budget })));
    await new Promise((r) => setTimeout(r, 40));
    server.child.kill('SIGTERM');
    const results = await Promise.all(accepted);
    expect(results.every((r) => 'status' in r && r.status === 200)).toBe(true);
    const late = await post(url, JSON.stringify({ useCase: 'gaming' }));
    expect('error' in late).toBe(true);
    expect(await server.stop()).toBe(0);
  });
});
