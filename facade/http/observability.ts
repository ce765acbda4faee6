import { createServer, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler, Response } from 'express';
import { errorBody } from '../errors.js';
import { newRequestId } from '../request-id.js';
import type { Principal } from '../../src/auth/principal.js';
import { pino } from 'pino';
import type { Logger } from '../../src/logger.js';
import { httpDuration, registry } from '../../src/metrics.js';

/** Writes one request's log line and histogram sample: id, route, status, duration, principal kind — never a credential. */
export type RequestRecorder = (requestId: string, method: string, route: string, status: number, seconds: number, principal: string) => void;

/**
 * The per-request line is the one line every request writes, so it is written as pino would
 * write it (level, time, fields, msg) straight into the logger's destination: its fields are
 * known and carry no credential, so it needs neither pino's generic serialisation nor the
 * redaction pass every other line goes through — together most of a line's cost.
 */
export function requestRecorder(log: Logger): RequestRecorder {
  const stream = (log as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym];
  const level = log.levels.values.info;
  return (requestId, method, route, status, seconds, principal) => {
    httpDuration.observe({ method, route, status: String(status) }, seconds);
    if (!log.isLevelEnabled('info')) return;
    stream.write(
      `{"level":${level},"time":${Date.now()},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"durationMs":${Math.round(seconds * 1e5) / 100},"principal":${JSON.stringify(principal)},"msg":"request"}\n`,
    );
  };
}

const STARTED = Symbol('requestStarted');

type TimedResponse = Response & { [STARTED]?: number };

/** Records every request Express answers once its response is finished (see recordRequest). */
export function requestLog(log: Logger): RequestHandler {
  const record = requestRecorder(log);
  // One listener for every response (`this` is the response), rather than a closure per request.
  function finished(this: TimedResponse) {
    const req = this.req;
    const seconds = (performance.now() - (this[STARTED] ?? 0)) / 1000;
    const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : req.baseUrl || 'unmatched';
    record(this.locals.requestId as string, req.method, route, this.statusCode, seconds, (this.locals.principal as Principal | undefined)?.kind ?? 'anonymous');
  }
  return (_req, res, next) => {
    (res as TimedResponse)[STARTED] = performance.now();
    res.on('finish', finished);
    next();
  };
}

/**
 * Prometheus metrics on their own listener (METRICS_HOST:METRICS_PORT, loopback by default),
 * never on the public one: behind a reverse proxy on the same host every outside caller looks
 * like loopback to the public app. GET /metrics only; anything else is a 404 Error body.
 */
export async function startMetricsListener(where: { port: number; host: string }, log: Logger): Promise<Server> {
  const answer = (res: ServerResponse, status: number, code: string, message: string, resolution: string) => {
    const requestId = newRequestId();
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Id': requestId, 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(errorBody(code, message, resolution, requestId)));
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      answer(res, 404, 'route_not_found', 'This listener serves GET /metrics only', 'Scrape /metrics.');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'metrics collection failed');
        answer(res, 503, 'metrics_unavailable', 'The metrics could not be collected', 'Retry the scrape.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info({ address: server.address() }, 'metrics listening');
  return server;
}
