import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from '../db/database.js';
import { BoundedMemoryStore } from './memory-store.js';
import type { RateLimitStoreFactory } from './store.js';

/**
 * Rate-limit counters in the database table `rate_limit_counter` (fixed windows, one row per
 * limiter and key), so every instance behind a load balancer charges the same quota. One
 * statement per hit: an upsert that starts a new window when the old one has ended.
 */
export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    private readonly limiter: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    const rows: { hits: number | string; reset_at: number | string }[] = await this.db.run((em) =>
      em.getConnection().execute(
        `insert into rate_limit_counter (limiter, key, hits, reset_at) values (?, ?, 1, ?)
         on conflict (limiter, key) do update set
           hits = case when rate_limit_counter.reset_at <= ? then 1 else rate_limit_counter.hits + 1 end,
           reset_at = case when rate_limit_counter.reset_at <= ? then excluded.reset_at else rate_limit_counter.reset_at end
         returning hits, reset_at`,
        [this.limiter, key, now + this.windowMs, now, now],
        'all',
      ),
    );
    const row = rows[0];
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows: { hits: number | string; reset_at: number | string }[] = await this.db.run((em) =>
      em.getConnection().execute('select hits, reset_at from rate_limit_counter where limiter = ? and key = ? and reset_at > ?', [this.limiter, key, Date.now()], 'all'),
    );
    const row = rows[0];
    return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.db.run((em) => em.getConnection().execute('update rate_limit_counter set hits = hits - 1 where limiter = ? and key = ? and hits > 0', [this.limiter, key], 'run'));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.run((em) => em.getConnection().execute('delete from rate_limit_counter where limiter = ? and key = ?', [this.limiter, key], 'run'));
  }
}

/**
 * The shared store with this instance's memory behind it: while the database is away (or a
 * statement fails) the hit is counted in memory instead, so limits keep holding — per
 * instance — through an outage rather than letting every request through. Once the database
 * is back the shared counters take over again.
 */
export class FallbackRateLimitStore implements Store {
  localKeys = false;

  constructor(
    private readonly db: Database,
    private readonly shared: Store,
    private readonly local: BoundedMemoryStore = new BoundedMemoryStore(),
  ) {}

  init(options: Options): void {
    void this.shared.init?.(options);
    this.local.init(options);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either((store) => store.increment(key));
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either((store) => store.get?.(key));
  }

  decrement(key: string): Promise<void> {
    return this.either((store) => store.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.either((store) => store.resetKey(key));
  }

  private async either<T>(op: (store: Store) => T | Promise<T>): Promise<T> {
    if (this.db.healthy) {
      try {
        return await op(this.shared);
      } catch {
        // Counted locally below; the database's own health check records the outage.
      }
    }
    return op(this.local);
  }
}

export function databaseStores(db: Database): RateLimitStoreFactory {
  return (name) => new FallbackRateLimitStore(db, new DatabaseRateLimitStore(db, name));
}

/** Drops counters whose window ended (housekeeping). */
export async function purgeExpiredCounters(db: Database): Promise<number> {
  const result = await db.run((em) => em.getConnection().execute('delete from rate_limit_counter where reset_at <= ?', [Date.now()], 'run'));
  return Number((result as { affectedRows?: number; changes?: number }).affectedRows ?? (result as { changes?: number }).changes ?? 0);
}
