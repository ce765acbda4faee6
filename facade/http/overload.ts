import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { Counter } from 'prom-client';
import { errorBody } from '../errors.js';
import { requestId } from '../request-id.js';
import { registry } from '../../src/metrics.js';

/**
 * Load shedding. Past capacity a queue only turns into waits of many seconds and timeouts,
 * so a request the service cannot start soon is answered at once with 503 and Retry-After.
 *
 * Two signals:
 * - heavy requests in flight (searches, build plans, batches, GraphQL, MCP, search and builder
 *   pages): each holds a slot while it is worked on; with every slot taken, the next heavy
 *   request is refused;
 * - event-loop delay: a heartbeat timer's lateness tells how long the loop's turns take, and
 *   the time since it last ran how long the current turn has been going (every socket read
 *   later in a long turn has waited at least that long). Heavy requests are refused past
 *   MAX_EVENT_LOOP_DELAY_MS, the rest (product and offer reads, compare, builds — answered
 *   from the response cache, cheap) only past LIGHT_FACTOR times that, so they are the last
 *   to go. Health checks and metrics never are.
 *
 * Requests read in one turn of the loop are admitted in that turn and mostly worked on in its
 * check phase (a mounted router that does not match hands on through setImmediate), so the
 * heavy bound is in effect the heavy work admitted per turn: 64 searches or plans keep a turn
 * near the delay bound.
 */

const BEAT_MS = 10;
const LIGHT_FACTOR = 4;
const OVERLOAD_RETRY_AFTER_SECONDS = 2;

const HEAVY_API = /^\/agent-api\/v1\/(?:search|build-plan|batch)\/?$/i;
const HEAVY_DOOR = /^\/(?:graphql|mcp)(?:\/|$)/i;
const HEAVY_PAGE = /^\/(?:kerko|ndertuesi|en\/search|en\/builder)\/?$/i;
const EXEMPT = /^\/(?:healthz|readyz|metrics)\/?$/i;
const API = /^\/agent-api\//i;

export type RequestWeight = 'heavy' | 'light' | 'exempt';

export function weightOf(path: string): RequestWeight {
  if (EXEMPT.test(path)) return 'exempt';
  return HEAVY_API.test(path) || HEAVY_DOOR.test(path) || HEAVY_PAGE.test(path) ? 'heavy' : 'light';
}

export type ShedReason = 'concurrency' | 'event_loop_delay';

const shed = new Counter({
  name: 'http_requests_shed_total',
  help: 'Requests refused with 503 because the service was overloaded, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export interface LoadShedderOptions {
  maxConcurrentHeavy: number;
  maxEventLoopDelayMs: number;
  /** The clock (tests drive it by hand). */
  now?: () => number;
}

export class LoadShedder {
  private heavy = 0;
  private lastBeat: number;
  private lags: [number, number] = [0, 0];
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(private readonly opts: LoadShedderOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.lastBeat = this.now();
    this.timer = setInterval(() => this.beat(), BEAT_MS);
    this.timer.unref();
  }

  /** Records that the event loop ran its timers (called by the heartbeat), and how late it came. */
  beat(): void {
    const now = this.now();
    this.lags = [this.lags[1], Math.max(0, now - this.lastBeat - BEAT_MS)];
    this.lastBeat = now;
  }

  /**
   * How far the event loop is behind: how late the heartbeat came the last two times (the
   * smaller, so one long garbage collection alone sheds nothing), or the time since it last
   * ran when the current turn has been going longer than that.
   */
  delayMs(): number {
    return Math.max(Math.min(this.lags[0], this.lags[1]), this.now() - this.lastBeat - BEAT_MS);
  }

  get heavyInFlight(): number {
    return this.heavy;
  }

  /** Why a request of this weight must be refused now, or null when it may run. */
  refusal(weight: RequestWeight): ShedReason | null {
    if (weight === 'exempt') return null;
    const limit = weight === 'heavy' ? this.opts.maxEventLoopDelayMs : this.opts.maxEventLoopDelayMs * LIGHT_FACTOR;
    if (this.delayMs() > limit) return 'event_loop_delay';
    if (weight === 'heavy' && this.heavy >= this.opts.maxConcurrentHeavy) return 'concurrency';
    return null;
  }

  /** Whether heavy work may start now (background work waits rather than compete with callers). */
  admitsHeavy(): boolean {
    return this.refusal('heavy') === null;
  }

  /**
   * Takes a heavy slot for work outside a request that has already started (a claimed job), so
   * callers see the load it makes. Call the returned function once when done.
   */
  holdHeavy(): () => void {
    return this.take();
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      const weight = weightOf(req.path);
      const reason = this.refusal(weight);
      if (reason !== null) return refuse(req, res, reason);
      if (weight === 'heavy') this.holdWhileWorking(req, res);
      next();
    };
  }

  /**
   * A heavy request holds its slot from the moment its body is in (a slow upload costs no
   * work, and must not let a few slow clients take every slot) until its answer is handed to
   * Node ('prefinish', within res.end) — not until the socket write completes, which happens
   * only in a later turn of the loop and would make the bound count finished work.
   */
  private holdWhileWorking(req: Request, res: Response): void {
    let done = false;
    let release: (() => void) | null = null;
    const finish = () => {
      done = true;
      release?.();
    };
    res.once('prefinish', finish);
    // An aborted request ends without an answer.
    res.once('close', finish);
    const take = () => {
      if (!done) release = this.take();
    };
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) take();
    else req.once('end', take);
  }

  private take(): () => void {
    this.heavy += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.heavy -= 1;
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * The refusal must cost next to nothing, or refusing becomes the overload: one JSON body
 * written straight to the socket, no further middleware. Refused requests are counted in
 * http_requests_shed_total rather than logged one by one.
 */
function refuse(req: Request, res: Response, reason: ShedReason): void {
  shed.inc({ reason });
  requestId(req, res, () => undefined);
  const body = JSON.stringify(
    errorBody('overloaded', 'The service is too busy to answer this request now', `Retry after ${OVERLOAD_RETRY_AFTER_SECONDS} seconds.`, res.locals.requestId as string),
  );
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Web pages may call the API (CORS is open there); they must be able to read the refusal too.
    ...(API.test(req.path) ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id' } : {}),
  });
  res.end(body);
}
