/**
 * The headers the API sends, as the OpenAPI document declares them. Which response carries
 * which is decided in one place (`responseHeaders`), from the same facts the access layer
 * and the routes act on, and the response tests check every real response against it.
 */

interface HeaderDef {
  description: string;
  schema: Record<string, unknown>;
  example: string | number;
}

const BASE64 = '^[A-Za-z0-9+/]+={0,2}$';
const POLICY = '^[0-9]+;w=[0-9]+$';

export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description: "This request's id, also `error.requestId` in an Error body; a well-formed X-Request-Id sent by the caller is kept",
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$' },
    example: 'req_0123456789abcdef0123456789abcdef',
  },
  'RateLimit-Limit': { description: "The caller's quota in the policy form `<quota>;w=<window seconds>`", schema: { type: 'string', pattern: POLICY }, example: '60;w=60' },
  'RateLimit-Policy': { description: 'The quota policy that applies to the caller, `<quota>;w=<window seconds>`', schema: { type: 'string', pattern: POLICY }, example: '60;w=60' },
  'RateLimit-Remaining': { description: 'Units left in the current window', schema: { type: 'integer', minimum: 0 }, example: 59 },
  'RateLimit-Reset': { description: 'Seconds until the current window ends', schema: { type: 'integer', minimum: 0 }, example: 60 },
  'X-RateLimit-Limit': { description: 'The quota per window, as an integer', schema: { type: 'integer', minimum: 0 }, example: 60 },
  'X-RateLimit-Remaining': { description: 'Units left in the current window', schema: { type: 'integer', minimum: 0 }, example: 59 },
  'X-RateLimit-Reset': { description: 'When the current window ends, in Unix seconds', schema: { type: 'integer', minimum: 0 }, example: 1795610502 },
  'Retry-After': { description: 'Seconds to wait before trying again (or before polling)', schema: { type: 'integer', minimum: 0 }, example: 30 },
  Location: {
    description: 'The job status URL (`statusUrl`)',
    schema: { type: 'string', format: 'uri' },
    example: 'https://pc.kosovo.example/agent-api/v1/jobs/service_job_0123456789abcdef0123456789abcdef',
  },
  'Preference-Applied': { description: 'The preference honoured (RFC 7240)', schema: { type: 'string', enum: ['respond-async'] }, example: 'respond-async' },
  'Idempotency-Key': { description: "The request's Idempotency-Key, echoed", schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[!-~]+$' }, example: 'order-7f3a9c21' },
  'Idempotent-Replayed': { description: 'Present on a stored outcome replayed for a retry with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] }, example: 'true' },
  'PAYMENT-REQUIRED': {
    description: 'x402 v2 payment requirements: standard base64 of JSON `{x402Version, error, resource, accepts}` ($0.01 in USDC on eip155:84532 per item)',
    schema: { type: 'string', pattern: BASE64 },
    example: 'eyJ4NDAyVmVyc2lvbiI6Mn0=',
  },
  'PAYMENT-RESPONSE': {
    description: 'x402 settlement of a paid request: standard base64 of JSON `{success, transaction, network, payer}`',
    schema: { type: 'string', pattern: BASE64 },
    example: 'eyJzdWNjZXNzIjp0cnVlfQ==',
  },
  'WWW-Authenticate': {
    description: 'The bearer challenge: the protected-resource metadata to read (`resource_metadata`) and, for a refused token, `error` and `error_description`',
    schema: { type: 'string', pattern: '^Bearer ' },
    example:
      'Bearer realm="kosovo-pc-parts", error="invalid_token", error_description="The access token has expired", resource_metadata="https://pc.kosovo.example/.well-known/oauth-protected-resource/agent-api/v1"',
  },
  Vary: { description: 'The request headers the body depends on: `Accept` where a route has more than one representation', schema: { type: 'string' }, example: 'Accept' },
  Deprecation: {
    description: 'When the operator announced the deprecation of v1 (RFC 9745), as `@<Unix seconds>`; only when configured',
    schema: { type: 'string', pattern: '^@[0-9]+$' },
    example: '@1798761600',
  },
  Sunset: { description: 'When v1 stops answering (RFC 8594), an HTTP-date; only when configured', schema: { type: 'string' }, example: 'Thu, 31 Dec 2027 00:00:00 GMT' },
  Link: {
    description: 'The deprecation policy, `<url>; rel="deprecation"; type="text/html"`; only when configured',
    schema: { type: 'string' },
    example: '<https://pc.kosovo.example/api-policy>; rel="deprecation"; type="text/html"',
  },
} satisfies Record<string, HeaderDef>;

export type ResponseHeader = keyof typeof RESPONSE_HEADERS;

const RATE_LIMIT: ResponseHeader[] = ['RateLimit-Limit', 'RateLimit-Policy', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** Headers a response they are listed for may lack; every other listed header is always sent. */
const SOMETIMES = new Set<ResponseHeader>(['PAYMENT-RESPONSE', 'Idempotency-Key', 'Idempotent-Replayed', 'Deprecation', 'Sunset', 'Link']);

/** Whether a header is always present on the responses it is listed for, unless a response says otherwise. */
export const alwaysSent = (name: ResponseHeader): boolean => !SOMETIMES.has(name);

/** Statuses the idempotency layer answers after reading the key, so they echo it. */
const IDEMPOTENT_STATUSES = new Set([200, 202, 400, 409, 422]);

export interface HeaderUse {
  name: ResponseHeader;
  required: boolean;
}

/**
 * The headers of one response: every response has its request id and, when configured, the
 * deprecation headers; the rate-limit headers come from the limiter, which runs before
 * anything else can answer — except a query string refused before routing (400) and load
 * shedding (503), which answer first; 429 and 503 say when to come back.
 */
export function responseHeaders(status: number, route: { paid: string | false; idempotent?: boolean }, extra: ResponseHeader[] = []): HeaderUse[] {
  const names: ResponseHeader[] = ['X-Request-Id', ...RATE_LIMIT];
  if (status === 429 || status === 503) names.push('Retry-After');
  if (status === 402) names.push('PAYMENT-REQUIRED');
  if (status === 200 && route.paid !== false) names.push('PAYMENT-RESPONSE');
  if (route.idempotent && IDEMPOTENT_STATUSES.has(status)) names.push('Idempotency-Key', 'Idempotent-Replayed');
  names.push(...extra, 'Deprecation', 'Sunset', 'Link');
  const rateLimitAlways = status !== 400 && status !== 503;
  return [...new Set(names)].map((name) => ({ name, required: RATE_LIMIT.includes(name) ? rateLimitAlways : alwaysSent(name) }));
}
