/** Open-loop load at a fixed rate: requests leave on schedule whatever the answers, and a wait counts from the scheduled time. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { distribution, round, Samples, type Distribution } from './stats.js';
import { searchPath } from './unique-queries.js';

export const WARMUP_SECONDS = 4;
export const TIMEOUT_MS = 10_000;
/** Keep-alive connections the client may open: enough that requests wait in the server, not in the client. */
const MAX_SOCKETS = 1_000;

export interface RateRun {
  label: string;
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  shed: number;
  otherStatus: number;
  timeouts: number;
  errors: number;
  okPerSecond: number;
  shedShare: number;
  /** Waits (from the scheduled send) of the requests answered with something other than 503. */
  answeredWait: Distribution;
  /** Waits of the 503 answers. */
  shedWait: Distribution;
}

export async function openLoop(label: string, url: string, rate: number, seconds: number, counter: { n: number }): Promise<RateRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const answered = new Samples();
  const shedWaits = new Samples();
  const tally = { ok: 0, otherStatus: 0, timeouts: 0, errors: 0, sent: 0 };
  const warmup = Math.round(rate * WARMUP_SECONDS);
  const total = warmup + Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  const fire = (scheduledAt: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${url}${searchPath(counter.n++)}`, { agent, signal: AbortSignal.timeout(TIMEOUT_MS) }, (res) => {
        res.resume();
        res.on('end', () => {
          if (counted) {
            const wait = performance.now() - scheduledAt;
            if (res.statusCode === 503) shedWaits.push(wait);
            else {
              answered.push(wait);
              if (res.statusCode === 200) tally.ok += 1;
              else tally.otherStatus += 1;
            }
          }
          resolve();
        });
      });
      req.on('error', (error: Error) => {
        if (counted) {
          if (error.name === 'AbortError') tally.timeouts += 1;
          else tally.errors += 1;
        }
        resolve();
      });
    });
  const start = performance.now();
  let scheduled = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      for (; scheduled < due; scheduled++) pending.push(fire(start + (scheduled * 1000) / rate, scheduled >= warmup));
      if (scheduled < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  const shed = shedWaits.values().length;
  const sent = total - warmup;
  return {
    label,
    rate: round(rate, 0),
    seconds,
    sent,
    ok: tally.ok,
    shed,
    otherStatus: tally.otherStatus,
    timeouts: tally.timeouts,
    errors: tally.errors,
    okPerSecond: round(tally.ok / seconds, 1),
    shedShare: round(shed / Math.max(1, sent), 4),
    answeredWait: distribution(answered.values()),
    shedWait: distribution(shedWaits.values()),
  };
}
