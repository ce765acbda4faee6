import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs; credentials never reach them, whatever a caller sends. Lines go to stdout
 * through an asynchronous destination: a line per request written synchronously would cost
 * a write(2) each, on the event loop. Whatever is still buffered is written out when the
 * process exits (pino flushes its destinations on `exit`), including after a fatal error.
 */
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
    pino.destination({ dest: 1, sync: false }),
  );
}
