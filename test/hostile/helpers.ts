import net from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Logger } from '../../src/logger.js';

/** The problems loadConfig reports for `env`, one per line; '' when it loads. */
export function configProblems(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.join('\n');
  }
}

/** A logger writing JSON lines into memory, so a test can read what the service logged. */
export function capturedLog(): { log: Logger; lines(): Record<string, unknown>[] } {
  let text = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    log: pino({ level: 'info', base: undefined }, sink),
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client fixes them up) and reads the answer until the server closes. */
export function rawExchange(url: string, bytes: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, split === -1 ? text.length : split).split('\r\n');
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: split === -1 ? '' : text.slice(split + 4) });
    });
  });
}
