import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { Principal } from '../../schema/context.js';
import type { RatePolicy } from '../config.js';
import { memoryStores, type RateLimitStoreFactory } from './store.js';

/**
 * Per-principal rate limits with express-rate-limit 8: anonymous callers are counted by
 * client IP (req.ip, so `trust proxy` decides which address that is; IPv6 by /56), API keys
 * and OAuth clients by their id. Headers: IETF draft-6 RateLimit-* (Reset in delta seconds,
 * Policy `<quota>;w=<seconds>`) plus legacy X-RateLimit-* and, on 429, Retry-After.
 *
 * The middleware charges one unit. Requests that cost more (POST /batch: one per item)
 * call `chargeExtra` for the remaining units after the body is known.
 */

export interface LimitedInfo {
  policy: RatePolicy;
  retryAfterSeconds: number;
  anonymous: boolean;
}

export type RejectHandler = (req: Request, res: Response, info: LimitedInfo) => void;

export interface PrincipalLimiter {
  /** Charges one unit to the caller in `res.locals.principal` (anonymous when unset). */
  middleware: RequestHandler;
  /**
   * Charges `units` more to the caller the middleware already charged on this request and
   * refreshes the headers. Resolves true when still within quota; false when it answered 429.
   */
  chargeExtra(req: Request, res: Response, units: number): Promise<boolean>;
}

interface Charged {
  store: Store;
  policy: RatePolicy;
  key: string;
  anonymous: boolean;
}

const CHARGED = Symbol('rateLimitCharged');

type LimitedRequest = Request & { rateLimit?: RateLimitInfo; [CHARGED]?: Charged };

export function principalOf(res: Response): Principal {
  return (res.locals.principal as Principal | undefined) ?? { kind: 'anonymous', id: 'anonymous' };
}

export function anonymousKey(req: Request): string {
  return `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
}

/**
 * The contract gives RateLimit-Limit, like RateLimit-Policy, in the policy form
 * `<quota>;w=<window seconds>` (express-rate-limit writes a bare quota); the X- legacy
 * headers stay plain integers.
 */
function limitHeader(res: Response, policy: RatePolicy): void {
  if (!res.headersSent) res.setHeader('RateLimit-Limit', policy.text);
}

function setHeaders(res: Response, policy: RatePolicy, totalHits: number, resetTime: Date | undefined): number {
  const resetSeconds = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : policy.windowSeconds;
  const remaining = Math.max(0, policy.quota - totalHits);
  if (res.headersSent) return resetSeconds;
  res.setHeader('RateLimit-Policy', `${policy.quota};w=${policy.windowSeconds}`);
  limitHeader(res, policy);
  res.setHeader('RateLimit-Remaining', String(remaining));
  res.setHeader('RateLimit-Reset', String(resetSeconds));
  res.setHeader('X-RateLimit-Limit', String(policy.quota));
  res.setHeader('X-RateLimit-Remaining', String(remaining));
  res.setHeader('X-RateLimit-Reset', String(Math.ceil((resetTime?.getTime() ?? Date.now() + policy.windowSeconds * 1000) / 1000)));
  return resetSeconds;
}

/** One express-rate-limit instance for one policy, with the 429 handed to `reject`. */
export function createPolicyLimiter(opts: {
  name: string;
  policy: RatePolicy;
  key: (req: Request, res: Response) => string;
  reject: RejectHandler;
  anonymous: boolean;
  stores?: RateLimitStoreFactory;
}): { middleware: RequestHandler; store: Store } {
  const store = (opts.stores ?? memoryStores)(opts.name);
  const middleware = rateLimit({
    windowMs: opts.policy.windowSeconds * 1000,
    limit: opts.policy.quota,
    standardHeaders: 'draft-6',
    legacyHeaders: true,
    // The shared store never fails (it counts in memory while the database is away), so limits always hold.
    store,
    keyGenerator: (req, res) => opts.key(req, res),
    handler: (req, res) => {
      const info = (req as LimitedRequest).rateLimit;
      const reset = info?.resetTime ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : opts.policy.windowSeconds;
      res.setHeader('Retry-After', String(reset));
      limitHeader(res, opts.policy);
      opts.reject(req, res, { policy: opts.policy, retryAfterSeconds: reset, anonymous: opts.anonymous });
    },
  });
  return { middleware, store };
}

export function createPrincipalLimiter(opts: {
  anonymous: RatePolicy;
  credentialed: RatePolicy;
  reject: RejectHandler;
  stores?: RateLimitStoreFactory;
}): PrincipalLimiter {
  const credentialedKey = (res: Response) => {
    const p = principalOf(res);
    return `${p.kind}:${p.id}`;
  };
  const anon = createPolicyLimiter({ name: 'anonymous', policy: opts.anonymous, key: (req) => anonymousKey(req), reject: opts.reject, anonymous: true, stores: opts.stores });
  const cred = createPolicyLimiter({ name: 'credentialed', policy: opts.credentialed, key: (_req, res) => credentialedKey(res), reject: opts.reject, anonymous: false, stores: opts.stores });

  const middleware: RequestHandler = (req, res, next) => {
    const anonymous = principalOf(res).kind === 'anonymous';
    const chosen = anonymous ? anon : cred;
    (req as LimitedRequest)[CHARGED] = {
      store: chosen.store,
      policy: anonymous ? opts.anonymous : opts.credentialed,
      key: anonymous ? anonymousKey(req) : credentialedKey(res),
      anonymous,
    };
    return chosen.middleware(req, res, (error?: unknown) => {
      limitHeader(res, anonymous ? opts.anonymous : opts.credentialed);
      next(error as Error | undefined);
    });
  };

  async function chargeExtra(req: Request, res: Response, units: number): Promise<boolean> {
    const charged = (req as LimitedRequest)[CHARGED];
    const extra = Math.max(0, Math.floor(units));
    if (!charged || extra === 0) return true;
    let totalHits = 0;
    let resetTime: Date | undefined;
    for (let i = 0; i < extra; i++) ({ totalHits, resetTime } = await charged.store.increment(charged.key));
    const resetSeconds = setHeaders(res, charged.policy, totalHits, resetTime);
    const info = (req as LimitedRequest).rateLimit;
    if (info) {
      info.used = totalHits;
      info.remaining = Math.max(0, charged.policy.quota - totalHits);
      info.resetTime = resetTime;
    }
    if (totalHits <= charged.policy.quota) return true;
    const retryAfterSeconds = Math.max(1, resetSeconds);
    res.setHeader('Retry-After', String(retryAfterSeconds));
    opts.reject(req, res, { policy: charged.policy, retryAfterSeconds, anonymous: charged.anonymous });
    return false;
  }

  return { middleware, chargeExtra };
}
