import type { ErrorRequestHandler, Response } from 'express';
import { DomainError, type ErrorKind } from '../src/errors.js';
import type { Logger } from '../src/logger.js';

/**
 * The contract's Error body and the one mapping from error kinds to HTTP statuses.
 * An error nobody mapped is a 500 with a generic message — never a stack trace.
 */

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid_input: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly resolution: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: string, message: string, resolution: string, requestId: string) {
  return { schemaVersion: 1, error: { code, message, resolution, requestId } };
}

/** Every 503 tells the caller when to come back; a sender with a better estimate sets its own first. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

export function sendError(res: Response, status: number, code: string, message: string, resolution: string): void {
  if (status === 503 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify(errorBody(code, message, resolution, res.locals.requestId)));
}

/**
 * Body-parser and similar middleware errors carry a `type`; each gets its own status and code.
 * A body that does not decode with its Content-Encoding (gzip, deflate, br) comes as a bare
 * 400 with the decompressor's error inside.
 */
function fromMiddleware(error: { type?: string; status?: number; errno?: unknown }): HttpError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'invalid_json', 'The request body is not valid JSON', 'Send a well-formed JSON document.');
    case 'entity.too.large':
      return new HttpError(413, 'payload_too_large', 'The request body is larger than 64 KB', 'Send a smaller body.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'unsupported_media_type', 'The request body encoding is not supported', 'Send UTF-8 JSON.');
    case 'request.aborted':
      return new HttpError(400, 'request_aborted', 'The request body was not received completely', 'Retry the request.');
    case undefined:
      // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR, ERR__ERROR_FORMAT_…) carry a numeric errno.
      return error.status === 400 && typeof error.errno === 'number'
        ? new HttpError(
            400,
            'invalid_body',
            'The request body does not decode with its Content-Encoding',
            'Send the body uncompressed, or compressed exactly as Content-Encoding says (gzip, deflate or br).',
          )
        : null;
    default:
      return null;
  }
}

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return new HttpError(STATUS_BY_KIND[error.kind], error.code, error.message, error.resolution);
  if (error && typeof error === 'object') return fromMiddleware(error as { type?: string });
  return null;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const mapped = toHttpError(error);
    if (res.headersSent) return;
    if (!mapped) {
      log.error({ err: error, requestId: res.locals.requestId }, 'unhandled error');
      sendError(res, 500, 'internal_error', 'The service failed to answer this request', 'Retry later; quote the requestId if it keeps failing.');
      return;
    }
    for (const [name, value] of Object.entries(mapped.headers)) res.setHeader(name, value);
    sendError(res, mapped.status, mapped.code, mapped.message, mapped.resolution);
  };
}
