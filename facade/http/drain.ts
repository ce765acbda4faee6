import type http from 'node:http';
import net from 'node:net';
import type { Logger } from '../../src/logger.js';

/**
 * Graceful shutdown without resetting a single request. A keep-alive client may have its next
 * request already on the wire to a connection the server thinks idle; destroying that socket
 * (what `server.close()` does to idle connections since Node 19) resets the request. So on
 * shutdown:
 * - the listener stops accepting, and nothing else is closed at once;
 * - every response from then on, and every response still being prepared, carries
 *   `Connection: close`, so clients stop reusing the connection and Node closes it after the
 *   response;
 * - connections that stayed idle through IDLE_GRACE_MS (their clients are not sending) are
 *   closed then;
 * - at the deadline whatever is left is cut, so the process always exits.
 */

const IDLE_GRACE_MS = 1_000;

export interface Drain {
  /** Starts draining (idempotent); `done` runs once every connection has closed. */
  start(done: () => void): void;
  readonly draining: boolean;
}

export function drainable(server: http.Server, log: Logger, deadlineMs: number): Drain {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  // Before the app's own listener, so the header is in place whatever the handler sends.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    get draining() {
      return draining;
    },
    start(done) {
      if (draining) return;
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      inFlight.clear();
      // net.Server's close stops the listener only; http.Server's would also destroy idle keep-alive sockets now.
      net.Server.prototype.close.call(server, () => done());
      setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
      setTimeout(() => {
        log.warn('drain deadline reached; closing remaining connections');
        server.closeAllConnections();
      }, deadlineMs).unref();
    },
  };
}
