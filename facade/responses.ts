import { ErrorBody, PaymentRequiredBody } from './contract.js';
import type { ResponseDoc } from './doc.js';
import type { ResponseHeader } from './headers.js';

/** What each error status means, with the body a typical case of it gets. */
const ERRORS: Record<number, { description: string; code: string; message: string; resolution: string; headers?: ResponseHeader[] }> = {
  400: {
    description: 'Invalid input: a parameter or body outside its bounds, a repeated query parameter, or a credential in the query string',
    code: 'invalid_parameter',
    message: 'limit: must be an integer from 1 to 25',
    resolution: 'Fix "limit" and retry; the OpenAPI document at /agent-api/v1/openapi.json lists every bound.',
  },
  401: {
    description: 'A credential was sent and is invalid, expired or revoked (anonymous calls need none)',
    code: 'invalid_token',
    message: 'The access token has expired',
    resolution: 'Get a new token at POST /oauth/token.',
    headers: ['WWW-Authenticate'],
  },
  404: { description: 'Not found', code: 'product_not_found', message: 'No product with id 999999 in the current release', resolution: 'Find valid ids with GET /search.' },
  409: {
    description: 'A request with this Idempotency-Key is still being processed',
    code: 'idempotency_in_progress',
    message: 'A request with this Idempotency-Key is still being processed',
    resolution: 'Retry after a moment.',
    headers: ['Retry-After'],
  },
  413: { description: 'The body is larger than 64 KB after decompression', code: 'payload_too_large', message: 'The request body is larger than 64 KB', resolution: 'Send a smaller body.' },
  415: {
    description: 'The body is not JSON, or is compressed in an unsupported way',
    code: 'unsupported_media_type',
    message: 'Send the body as application/json',
    resolution: 'Set Content-Type: application/json.',
  },
  422: {
    description: 'This Idempotency-Key was used with a different request',
    code: 'idempotency_key_reused',
    message: 'This Idempotency-Key was used with a different request',
    resolution: 'Use a new key for a different request.',
  },
  429: {
    description: 'Rate limit exceeded; retry after Retry-After seconds',
    code: 'rate_limited',
    message: 'Rate limit of 60 requests per 60 seconds exceeded',
    resolution: 'Retry after 42 seconds. An API key or OAuth client (request one via POST /api/mail) gets a higher limit.',
  },
  503: {
    description: 'The catalog or its database is unavailable, or the service is overloaded; retry after Retry-After seconds',
    code: 'catalog_unavailable',
    message: 'No catalog release is available right now',
    resolution: 'Retry in a minute; the service is loading or repairing its catalog.',
  },
};

export type ErrorStatus = 400 | 401 | 402 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** An Error body as an example: a fixed request id, since examples are part of a deterministic document. */
export function errorExample(code: string, message: string, resolution: string) {
  return { schemaVersion: 1, error: { code, message, resolution, requestId: 'req_0123456789abcdef0123456789abcdef' } };
}

/**
 * The error responses a route can give. `codes` names the error a status usually carries on
 * this route when it is not the common one (e.g. 400 `invalid_ids` on /compare).
 */
export function errorResponses(
  statuses: ErrorStatus[],
  codes: Partial<Record<ErrorStatus, { code: string; message: string; resolution?: string; description?: string }>> = {},
): Record<number, ResponseDoc> {
  return Object.fromEntries(
    statuses.map((status) => {
      if (status === 402) {
        const description = 'Payment required (x402, anonymous callers while payments are on): the challenge is in PAYMENT-REQUIRED; the body is not an Error';
        return [402, { description, schema: PaymentRequiredBody, example: { value: {} } } satisfies ResponseDoc];
      }
      const base = ERRORS[status];
      const own = codes[status];
      return [
        status,
        {
          description: own?.description ?? base.description,
          schema: ErrorBody,
          example: { value: errorExample(own?.code ?? base.code, own?.message ?? base.message, own?.resolution ?? base.resolution) },
          headers: base.headers,
        } satisfies ResponseDoc,
      ];
    }),
  );
}
