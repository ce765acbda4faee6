import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { capturedLog, rawExchange } from './helpers.js';

/**
 * Requests Node itself refuses before Express sees them, sent byte for byte over a socket:
 * each gets a complete HTTP response with the contract's Error body, then the connection closes.
 */

let server: TestServer;
const logs = capturedLog();
beforeAll(async () => {
  server = await startTestServer({}, { log: logs.log });
});
afterAll(async () => server?.close());

function expectRefusal(res: Awaited<ReturnType<typeof rawExchange>>, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers.connection).toBe('close');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ schemaVersion: 1, error: { code, message: expect.any(String), resolution: expect.any(String) } });
  expect(body.error.requestId).toBe(res.headers['x-request-id']);
}

describe('requests Node refuses', () => {
  it('answers oversized headers 431', async () => {
    expectRefusal(await rawExchange(server.url, `GET /agent-api/v1/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'headers_too_large');
    const many = Array.from({ length: 3000 }, (_, i) => `X-H${i}: v\r\n`).join('');
    expectRefusal(await rawExchange(server.url, `GET / HTTP/1.1\r\nHost: x\r\n${many}\r\n`), 431, 'headers_too_large');
  });

  it.each([
    'GARBAGE\r\n\r\n',
    'GET\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET /agent-api/v1/ HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n',
    'GET /agent-api/v1/ HTTP/1.1\r\nHost: x\r\nX-Ctl: a\u0001b\r\n\r\n',
    'POST /agent-api/v1/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
    'POST /agent-api/v1/batch HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'G\u00e9T / HTTP/1.1\r\n\r\n',
    '\u0000\u0001\u0002\r\n\r\n',
  ])('answers a malformed request %j 400', async (text) => {
    expectRefusal(await rawExchange(server.url, Buffer.from(text, 'latin1')), 400, 'malformed_request');
  });

  it('still serves well-formed requests on a new connection, and logs refusals without stack traces', async () => {
    const ok = await rawExchange(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(ok.status).toBe(200);
    const refusals = logs.lines().filter((l) => l.msg === 'malformed request refused');
    expect(refusals.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(refusals)).not.toContain('stack');
    expect(refusals.every((l) => l.level === 30)).toBe(true);
  });
});
