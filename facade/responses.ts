import { ErrorBody } from './contract.js';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Invalid or revoked credential',
  402: 'Payment required (x402); the challenge is in the PAYMENT-REQUIRED header',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'A request with this Idempotency-Key is still in progress',
  413: 'Body too large',
  415: 'Unsupported content type',
  422: 'Idempotency-Key reused with a different request',
  429: 'Rate limit exceeded; retry after Retry-After seconds',
  503: 'The catalog is unavailable',
};

/** The error responses a route can give, as OpenAPI response entries. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 402 ? { description: DESCRIPTIONS[402] } : { description: DESCRIPTIONS[status], schema: ErrorBody }]),
  );
}
