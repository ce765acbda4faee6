import type { Request, Response } from 'express';
import { z } from 'zod';
import { fingerprint, type IdempotencyStore, type StoredResponse } from '../src/idempotency/store.js';
import type { Principal } from '../src/auth/principal.js';
import { errorBody, HttpError, toHttpError } from './errors.js';

const IDEMPOTENCY_KEY = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[!-~]+$/);

/** The Idempotency-Key request header of the POST routes that keep their outcome under it. */
export const idempotencyKeyHeader = IDEMPOTENCY_KEY.optional().meta({
  description:
    'Makes a retry safe: the first outcome (success or 4xx) is kept for 24 hours and replayed byte for byte to a retry with the same body (Idempotent-Replayed: true); 8 to 128 visible ASCII characters, echoed in the response',
  examples: ['order-7f3a9c21'],
});

/** What a POST handler produces; sending it (and storing it for Idempotency-Key retries) happens here. */
export interface Outcome {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** The body already serialized, when the handler has it (a cached read); saves a second stringify. */
  raw?: string | Buffer;
}

/** An outcome ready to send; stored (with the body as text) only under an Idempotency-Key. */
type Answer = Omit<StoredResponse, 'body'> & { body: string | Buffer };

/** Keys are scoped to the caller, so one caller can never replay another's stored response. */
export function callerScope(req: Request, res: Response): string {
  const principal = res.locals.principal as Principal | undefined;
  return principal && principal.kind !== 'anonymous' ? `${principal.kind}:${principal.id}` : `ip:${req.ip ?? 'unknown'}`;
}

function send(res: Response, response: Answer, key: string | null): void {
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (key) res.setHeader('Idempotency-Key', key);
  res.status(response.status).type('application/json').send(response.body);
}

/**
 * Runs a POST handler under Idempotency-Key semantics. Without a key it simply runs.
 * With one: a first request runs and its outcome (success or 4xx) is stored; a retry
 * with the same body replays it byte for byte; a different body is 422; a retry while the
 * first is still running is 409. Failures on our side (5xx) are not stored.
 */
export async function respondIdempotently(req: Request, res: Response, store: IdempotencyStore, handler: () => Promise<Outcome>): Promise<void> {
  const key = req.get('idempotency-key') ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.safeParse(key).success) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 128 visible ASCII characters', 'Send a unique key such as a UUID.');
  }
  const run = async (): Promise<Answer> => {
    try {
      const outcome = await handler();
      return { status: outcome.status, headers: outcome.headers ?? {}, body: outcome.raw ?? JSON.stringify(outcome.body) };
    } catch (error) {
      const mapped = toHttpError(error);
      if (!mapped || mapped.status >= 500) throw error;
      return {
        status: mapped.status,
        headers: mapped.headers,
        body: JSON.stringify(errorBody(mapped.code, mapped.message, mapped.resolution, res.locals.requestId as string)),
      };
    }
  };
  if (key === null) return send(res, await run(), null);

  const scope = callerScope(req, res);
  const begun = await store.begin(scope, key, fingerprint(req.method, req.baseUrl + req.path, req.body));
  if (begun.kind === 'replay') {
    res.setHeader('Idempotent-Replayed', 'true');
    return send(res, begun.response, key);
  }
  res.setHeader('Idempotency-Key', key);
  if (begun.kind === 'mismatch') {
    throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request', 'Use a new key for a different request.');
  }
  if (begun.kind === 'in_progress') {
    throw new HttpError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed', 'Retry after a moment.', { 'Retry-After': '1' });
  }
  let response: StoredResponse;
  try {
    const answer = await run();
    response = { ...answer, body: answer.body.toString() };
  } catch (error) {
    await store.abandon(scope, key);
    throw error;
  }
  await store.finish(scope, key, response);
  send(res, response, key);
}
