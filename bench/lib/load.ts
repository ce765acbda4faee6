/**
 * One autocannon run from the bench process, with latencies taken from every 2xx response
 * at sub-millisecond resolution (autocannon's own histogram rounds to whole milliseconds).
 */
import autocannon from 'autocannon';
import { distribution, round, Samples } from './stats.js';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Rewrites each outgoing request (autocannon `setupRequest`), e.g. for inputs that never repeat. */
  setup?: (request: { method: string; path: string; body?: string | Buffer; headers?: Record<string, string> }) => object;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of unmeasured load first, so the server's JIT and caches are warm. */
  warmupSeconds?: number;
}

export interface LoadResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  /** Completed 2xx responses per second. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Bytes per second of response (2xx). */
  bytesPerSec: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function once(url: string, requests: LoadRequest[], connections: number, durationSeconds: number, samples: Samples | null) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        timeout: 30,
        requests: requests.map((r) => ({
          method: r.method,
          path: r.path,
          headers: { ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}), ...r.headers },
          ...(r.body !== undefined ? { body: r.body } : {}),
          ...(r.setup ? { setupRequest: r.setup } : {}),
        })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (samples) {
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) samples.push(ms);
      });
    }
  });
}

/** Drives `requests` (each connection loops through them in order) against `url`. */
export async function load(url: string, requests: LoadRequest[], opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds && opts.warmupSeconds > 0) await once(url, requests, opts.connections, opts.warmupSeconds, null);
  const samples = new Samples();
  const result = await once(url, requests, opts.connections, opts.durationSeconds, samples);
  const d = distribution(samples.values());
  const seconds = result.duration || opts.durationSeconds;
  return {
    connections: opts.connections,
    durationSeconds: seconds,
    requests: d.n,
    rps: round(d.n / seconds, 1),
    p50Ms: d.p50Ms,
    p99Ms: d.p99Ms,
    meanMs: d.meanMs,
    maxMs: d.maxMs,
    bytesPerSec: Math.round(result.throughput.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
