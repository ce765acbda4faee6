import type { RequestHandler } from 'express';
import type { Principal } from '../../schema/context.js';
import type { Logger } from '../logger.js';
import { httpDuration, registry } from '../metrics.js';

/** One log line and one histogram sample per request: id, route, status, duration, principal kind — never a credential. */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : req.baseUrl || 'unmatched';
      httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      const principal = (res.locals.principal as Principal | undefined)?.kind ?? 'anonymous';
      log.info(
        { requestId: res.locals.requestId, method: req.method, route, status: res.statusCode, durationMs: Math.round(seconds * 1e5) / 100, principal },
        'request',
      );
    });
    next();
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Prometheus metrics, for the operator's scraper on the same host only: they reveal
 * traffic and release details that are no business of API callers.
 */
export const metricsEndpoint: RequestHandler = async (req, res, next) => {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return next();
  res.setHeader('Content-Type', registry.contentType);
  res.send(await registry.metrics());
};
