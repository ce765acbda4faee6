import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Principal } from '../auth/principal.js';
import type { RatePolicy } from '../config.js';
import { BoundedMemoryStore } from './memory-store.js';
import { memoryStores, type RateLimitStoreFactory } from './store.js';

/**
 * Per-principal rate limits over express-rate-limit's `Store` interface: anonymous callers
 * are counted by client IP (req.ip, so `trust proxy` decides which address that is; IPv6 by
 * /56), API keys and OAuth clients by their id. Headers: IETF draft-6 RateLimit-* (Reset in
 * delta seconds; Limit and Policy in the contract's policy form `<quota>;w=<seconds>`) plus
 * the integer legacy X-RateLimit-* and, on 429, Retry-After.
 *
 * The middleware is ours rather than express-rate-limit's: a hit on the in-memory store is
 * counted and answered synchronously (no promise, no option lookups, the headers written
 * in one pass), and only a shared store (PostgreSQL) makes the charge wait.
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
  /**
   * Charges one unit to an anonymous caller (`ip` as Express reports it) when the counters
   * live in this process and the caller is within quota, and returns the rate-limit header
   * fields (name, value, name, value, …); null, with nothing charged, otherwise — the caller
   * then takes the middleware's way, which answers every other case.
   */
  chargeAnonymousNow(ip: string | undefined): string[] | null;
  /** Charges `units` to the caller, for a request the middleware did not charge; same answer as chargeExtra. */
  charge(req: Request, res: Response, units: number): Promise<boolean>;
}

interface Charged {
  limiter: PolicyLimiter;
  key: string;
}

const CHARGED = Symbol('rateLimitCharged');

type LimitedRequest = Request & { [CHARGED]?: Charged };

export function principalOf(res: Response): Principal {
  return (res.locals.principal as Principal | undefined) ?? { kind: 'anonymous', id: 'anonymous' };
}

export function anonymousKeyOf(ip: string | undefined): string {
  return `ip:${ipKeyGenerator(ip ?? 'unknown')}`;
}

export function anonymousKey(req: Request): string {
  return anonymousKeyOf(req.ip);
}

/** The seven header fields for a caller who has used `totalHits` of the window ending at `resetAt` (epoch ms). */
export function rateLimitFields(policy: RatePolicy, totalHits: number, resetAt: number, now: number): string[] {
  const remaining = String(Math.max(0, policy.quota - totalHits));
  return [
    'X-RateLimit-Limit',
    String(policy.quota),
    'X-RateLimit-Remaining',
    remaining,
    'X-RateLimit-Reset',
    String(Math.ceil(resetAt / 1000)),
    'RateLimit-Policy',
    policy.text,
    'RateLimit-Limit',
    policy.text,
    'RateLimit-Remaining',
    remaining,
    'RateLimit-Reset',
    String(Math.max(0, Math.ceil((resetAt - now) / 1000))),
  ];
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>)?.then === 'function';

/** One policy's counters in one store (express-rate-limit stores are never shared between policies). */
class PolicyLimiter {
  private readonly windowMs: number;
  /** The in-memory store, when that is where the counters live: it answers synchronously. */
  private readonly local: BoundedMemoryStore | null;

  constructor(
    readonly policy: RatePolicy,
    readonly store: Store,
    readonly anonymous: boolean,
    private readonly reject: RejectHandler,
    /** False for a budget that is not the caller's quota: its counts stay out of the RateLimit headers. */
    private readonly headers = true,
  ) {
    this.windowMs = policy.windowSeconds * 1000;
    store.init?.({ windowMs: this.windowMs } as Options);
    this.local = store instanceof BoundedMemoryStore ? store : null;
  }

  increment(key: string): ClientRateLimitInfo | Promise<ClientRateLimitInfo> {
    return this.store.increment(key);
  }

  resetAt(info: ClientRateLimitInfo, now: number): number {
    return info.resetTime ? info.resetTime.getTime() : now + this.windowMs;
  }

  /** Writes the headers for `info`; answers 429 (and returns false) past the quota. */
  settle(req: Request, res: Response, info: ClientRateLimitInfo): boolean {
    if (res.headersSent) return true;
    const now = Date.now();
    const resetAt = this.resetAt(info, now);
    if (this.headers) {
      const fields = rateLimitFields(this.policy, info.totalHits, resetAt, now);
      for (let i = 0; i < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    }
    if (info.totalHits <= this.policy.quota) return true;
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    this.reject(req, res, { policy: this.policy, retryAfterSeconds, anonymous: this.anonymous });
    return false;
  }

  /** Charges one unit when the counters are in memory and the caller has one left; the header fields, or null. */
  chargeNow(key: string): string[] | null {
    const info = this.local?.incrementWithin(key, this.policy.quota);
    if (!info) return null;
    const now = Date.now();
    return rateLimitFields(this.policy, info.totalHits, this.resetAt(info, now), now);
  }

  middleware(key: (req: Request, res: Response) => string): RequestHandler {
    return (req, res, next) => {
      const k = key(req, res);
      (req as LimitedRequest)[CHARGED] = { limiter: this, key: k };
      const charged = this.increment(k);
      if (!isPromise(charged)) {
        if (this.settle(req, res, charged)) next();
        return;
      }
      charged.then((info) => {
        if (this.settle(req, res, info)) next();
      }, next);
    };
  }
}

/** One policy's limiter over its own store, with the 429 handed to `reject`. */
export function createPolicyLimiter(opts: {
  name: string;
  policy: RatePolicy;
  key: (req: Request, res: Response) => string;
  reject: RejectHandler;
  anonymous: boolean;
  stores?: RateLimitStoreFactory;
}): { middleware: RequestHandler; store: Store } {
  const limiter = new PolicyLimiter(opts.policy, (opts.stores ?? memoryStores)(opts.name), opts.anonymous, opts.reject);
  return { middleware: limiter.middleware(opts.key), store: limiter.store };
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
  const stores = opts.stores ?? memoryStores;
  const prefix = opts.name ? `${opts.name}-` : '';
  const anon = new PolicyLimiter(opts.anonymous, stores(`${prefix}anonymous`), true, opts.reject, opts.headers);
  const cred = new PolicyLimiter(opts.credentialed, stores(`${prefix}credentialed`), false, opts.reject, opts.headers);
  const credentialedKey = (_req: Request, res: Response) => {
    const p = principalOf(res);
    return `${p.kind}:${p.id}`;
  };
  const anonMiddleware = anon.middleware(anonymousKey);
  const credMiddleware = cred.middleware(credentialedKey);

  const middleware: RequestHandler = (req, res, next) => (principalOf(res).kind === 'anonymous' ? anonMiddleware : credMiddleware)(req, res, next);

  async function add(req: Request, res: Response, charged: Charged, units: number): Promise<boolean> {
    let info: ClientRateLimitInfo = { totalHits: 0, resetTime: undefined };
    for (let i = 0; i < units; i++) info = await charged.limiter.increment(charged.key);
    return charged.limiter.settle(req, res, info);
  }

  async function chargeExtra(req: Request, res: Response, units: number): Promise<boolean> {
    const charged = (req as LimitedRequest)[CHARGED];
    const extra = Math.max(0, Math.floor(units));
    if (!charged || extra === 0) return true;
    return add(req, res, charged, extra);
  }

  async function charge(req: Request, res: Response, units: number): Promise<boolean> {
    const anonymous = principalOf(res).kind === 'anonymous';
    const charged: Charged = anonymous ? { limiter: anon, key: anonymousKey(req) } : { limiter: cred, key: credentialedKey(req, res) };
    (req as LimitedRequest)[CHARGED] = charged;
    return add(req, res, charged, Math.max(1, Math.floor(units)));
  }

  return { middleware, chargeExtra, charge, chargeAnonymousNow: (ip) => anon.chargeNow(anonymousKeyOf(ip)) };
}
