import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs; credentials never reach them, whatever a caller sends. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["payment-signature"]', '*.apiKey', '*.clientSecret'],
      censor: '[redacted]',
    },
  });
}
