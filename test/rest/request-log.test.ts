import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestRecorder } from '../../facade/http/observability.js';

/** The request line is written straight into the logger's destination; it must read as the line pino writes. */

function capture(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level, base: undefined, redact: { paths: ['*.apiKey'], censor: '[redacted]' } }, sink), lines };
}

describe('the request log line', () => {
  it('has the fields, order and form of a pino info line', async () => {
    const { log, lines } = capture('info');
    requestRecorder(log)('req_0123456789abcdef0123456789abcdef', 'GET', '/agent-api/v1/products/:id', 200, 0.001234, 'anonymous');
    log.info({ requestId: 'req_0123456789abcdef0123456789abcdef', method: 'GET', route: '/agent-api/v1/products/:id', status: 200, durationMs: 1.23, principal: 'anonymous' }, 'request');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    const [ours, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ours)).toEqual(Object.keys(pinos));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(Math.abs((ours.time as number) - Date.now())).toBeLessThan(60_000);
  });

  it('is not written above info, and escapes what it is given', async () => {
    const quiet = capture('warn');
    requestRecorder(quiet.log)('id', 'GET', '/x', 200, 0, 'anonymous');
    await new Promise((r) => setImmediate(r));
    expect(quiet.lines).toEqual([]);
    const { log, lines } = capture('info');
    requestRecorder(log)('id"}', 'GET', '/x"\\', 404, 0, 'anonymous');
    await new Promise((r) => setImmediate(r));
    expect(JSON.parse(lines[0])).toMatchObject({ requestId: 'id"}', route: '/x"\\', status: 404 });
  });
});
