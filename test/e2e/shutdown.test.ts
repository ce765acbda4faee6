import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/app.js';
import { startServerProcess, type RunningServer } from '../support/process.js';

const dataDir = tempDir();
const loadDataDir = tempDir();
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(loadDataDir, { recursive: true, force: true });
});

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

/**
 * Resolves once the server has accepted every connection opened before this call: it accepts
 * from its backlog in order, so a new connection it answers comes after all earlier ones.
 */
async function acceptedSoFar(url: string): Promise<void> {
  const res = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
  await res.arrayBuffer();
}

async function drainStarted(server: RunningServer): Promise<void> {
  for (let i = 0; i < 300 && !server.output().includes('"msg":"draining"'); i++) await new Promise((r) => setTimeout(r, 20));
  if (!server.output().includes('"msg":"draining"')) throw new Error('the server never started draining');
}

describe('graceful shutdown', () => {
  it('finishes every accepted request after SIGTERM, refuses new ones and exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', RATE_LIMIT_ANONYMOUS: '100000;w=60' });
    const url = `${server.url}/agent-api/v1/build-plan`;
    const inFlight = Array.from({ length: 60 }, (_, i) => halfSent(url, JSON.stringify({ useCase: 'gaming', budget: 600 + i * 50 })));
    await new Promise((r) => setTimeout(r, 200));
    await acceptedSoFar(server.url);
    server.child.kill('SIGTERM');
    await drainStarted(server);
    const late = await new Promise<Outcome>((resolve) => {
      http
        .get(`${server.url}/healthz`, { agent: false }, (res) => resolve({ status: res.statusCode ?? 0 }))
        .on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    for (const request of inFlight) request.finish();
    const results = await Promise.all(inFlight.map((r) => r.done));
    expect(results.filter((r) => !('status' in r) || r.status !== 200)).toEqual([]);
    expect(late).toEqual({ error: 'ECONNREFUSED' });
    expect(await server.stop()).toBe(0);
  });

  it('drains keep-alive clients under load without resetting a request, and exits 0 before its deadline', async () => {
    const server = await startServerProcess({ DATA_DIR: loadDataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ANONYMOUS: '1000000;w=60' });
    const answered = new Map<number, number>();
    const api = `${server.url}/agent-api/v1`;
    const statuses: number[] = [];
    const failures: string[] = [];
    let closedAfterSigterm = 0;
    let sigterm = false;

    /** One keep-alive connection sending request after request until the server stops taking connections. */
    async function client(id: number): Promise<void> {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = 0; ; n++) {
          const kind = (id + n) % 3;
          const outcome = await new Promise<{ status: number; close: boolean } | { error: string }>((resolve) => {
            const body = kind === 2 ? JSON.stringify({ useCase: 'gaming', budget: 600 + ((id * 37 + n) % 900) }) : undefined;
            const path = kind === 0 ? `/search?q=${encodeURIComponent(`ryzen ${id}-${n}`)}` : kind === 1 ? '/products/1001' : '/build-plan';
            const req = http.request(`${api}${path}`, { method: body ? 'POST' : 'GET', agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, close: res.headers.connection === 'close' }));
              res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
            });
            req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
            req.end(body);
          });
          if ('error' in outcome) {
            // A refused new connection is the expected end once the listener has closed.
            if (outcome.error !== 'ECONNREFUSED' || !sigterm) failures.push(`${outcome.error} (request ${n} of client ${id})`);
            return;
          }
          statuses.push(outcome.status);
          answered.set(id, n + 1);
          if (sigterm && outcome.close) closedAfterSigterm += 1;
        }
      } finally {
        agent.destroy();
      }
    }

    const count = 24;
    const clients = Array.from({ length: count }, (_, i) => client(i));
    // Under load: every client has its connection in use, and a few rounds are through.
    while (answered.size < count || Math.min(...answered.values()) < 3) await new Promise((r) => setTimeout(r, 20));
    sigterm = true;
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await server.stop()).toBe(0);
    expect(failures, server.output().slice(-3000)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(24);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(closedAfterSigterm).toBeGreaterThan(0);
    expect(server.output()).not.toContain('drain deadline reached');
  });
});
