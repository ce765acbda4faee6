import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { startServerProcess } from '../support/process.js';

const dataDir = tempDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Outcome = { status: number } | { error: string };

/**
 * Opens a build-plan request and sends half its body now; the rest comes when `finish`
 * is called. Until then the server holds the request in flight.
 */
function halfSent(url: string, body: string): { done: Promise<Outcome>; finish(): void } {
  let finish = () => {};
  const done = new Promise<Outcome>((resolve) => {
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { done, finish: () => finish() };
}

describe('graceful shutdown', () => {
  it('finishes every accepted request after SIGTERM, refuses new ones and exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ANONYMOUS: '100000;w=60' });
    const url = `${server.url}/agent-api/v1/build-plan`;
    const inFlight = Array.from({ length: 60 }, (_, i) => halfSent(url, JSON.stringify({ useCase: 'gaming', budget: 600 + i * 50 })));
    // Let the server accept every connection and read the request heads.
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const late = await new Promise<Outcome>((resolve) => {
      http.get(`${server.url}/healthz`, { agent: false }, (res) => resolve({ status: res.statusCode ?? 0 })).on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    for (const request of inFlight) request.finish();
    const results = await Promise.all(inFlight.map((r) => r.done));
    expect(results.filter((r) => !('status' in r) || r.status !== 200)).toEqual([]);
    expect(late).toEqual({ error: 'ECONNREFUSED' });
    expect(await server.stop()).toBe(0);
  });
});
