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
 * call `chargeExtra` for the remaining units after the body is known; requests whose cost
 * is only known from their body (an MCP tool call) call `charge` instead of the middleware.
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
  /** Charges `units` to the caller, for a request the middleware did not charge; same answer as chargeExtra. */
  charge(req: Request, res: Response, units: number): Promise<boolean>;
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
  /** False for a budget that is not the caller's quota: its counts stay out of the RateLimit headers. */
  headers?: boolean;
}): { middleware: RequestHandler; store: Store } {
  const store = (opts.stores ?? memoryStores)(opts.name);
  const headers = opts.headers ?? true;
  const middleware = rateLimit({
    windowMs: opts.policy.windowSeconds * 1000,
    limit: opts.policy.quota,
    standardHeaders: headers ? 'draft-6' : false,
    legacyHeaders: headers,
    // The shared store never fails (it counts in memory while the database is away), so limits always hold.
    store,
    keyGenerator: (req, res) => opts.key(req, res),
    handler: (req, res) => {
      const info = (req as LimitedRequest).rateLimit;
      const reset = info?.resetTime ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000)) : opts.policy.windowSeconds;
      res.setHeader('Retry-After', String(reset));
      if (headers) limitHeader(res, opts.policy);
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
  /** Names this limiter's stores (`<name>-anonymous`, …) when it is not the callers' quota itself. */
  name?: string;
  headers?: boolean;
}): PrincipalLimiter {
  const credentialedKey = (res: Response) => {
    const p = principalOf(res);
    return `${p.kind}:${p.id}`;
  };
  const prefix = opts.name ? `${opts.name}-` : '';
  const common = { reject: opts.reject, stores: opts.stores, headers: opts.headers };
  const anon = createPolicyLimiter({ name: `${prefix}anonymous`, policy: opts.anonymous, key: (req) => anonymousKey(req), anonymous: true, ...common });
  const cred = createPolicyLimiter({ name: `${prefix}credentialed`, policy: opts.credentialed, key: (_req, res) => credentialedKey(res), anonymous: false, ...common });

  const select = (req: Request, res: Response): Charged => {
    const anonymous = principalOf(res).kind === 'anonymous';
    return {
      store: anonymous ? anon.store : cred.store,
      policy: anonymous ? opts.anonymous : opts.credentialed,
      key: anonymous ? anonymousKey(req) : credentialedKey(res),
      anonymous,
    };
  };

  const middleware: RequestHandler = (req, res, next) => {
    const charged = select(req, res);
    (req as LimitedRequest)[CHARGED] = charged;
    return (charged.anonymous ? anon : cred).middleware(req, res, (error?: unknown) => {
      if (opts.headers ?? true) limitHeader(res, charged.policy);
      next(error as Error | undefined);
    });
  };

  async function add(req: Request, res: Response, charged: Charged, units: number): Promise<boolean> {
    let totalHits = 0;
    let resetTime: Date | undefined;
    for (let i = 0; i < units; i++) ({ totalHits, resetTime } = await charged.store.increment(charged.key));
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

  async function chargeExtra(req: Request, res: Response, units: number): Promise<boolean> {
    const charged = (req as LimitedRequest)[CHARGED];
    const extra = Math.max(0, Math.floor(units));
    if (!charged || extra === 0) return true;
    return add(req, res, charged, extra);
  }

  async function charge(req: Request, res: Response, units: number): Promise<boolean> {
    const charged = select(req, res);
    (req as LimitedRequest)[CHARGED] = charged;
    return add(req, res, charged, Math.max(1, Math.floor(units)));
  }

  return { middleware, chargeExtra, charge };
}
