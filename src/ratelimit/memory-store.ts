import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Lru } from '../lru.js';

/**
 * Rate-limit counters in process memory (fixed windows), bounded in keys: anonymous callers
 * are keyed by address, and one client with many IPv6 prefixes could otherwise grow the map
 * without end. A key's counter is re-inserted when its window restarts, so the map stays in
 * order of window start and the keys dropped first, when full, are those whose windows
 * ended or began longest ago.
 */

export const MAX_RATE_LIMIT_KEYS = 100_000;

interface Counter {
  hits: number;
  resetAt: number;
}

export class BoundedMemoryStore implements Store {
  localKeys = true;
  private windowMs = 60_000;
  private readonly counters: Lru<string, Counter>;

  constructor(
    maxKeys = MAX_RATE_LIMIT_KEYS,
    private readonly now: () => number = Date.now,
  ) {
    this.counters = new Lru(maxKeys);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  get size(): number {
    return this.counters.size;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const counter = this.live(key);
    return counter && { totalHits: counter.hits, resetTime: new Date(counter.resetAt) };
  }

  increment(key: string): ClientRateLimitInfo {
    let counter = this.live(key);
    if (!counter) {
      counter = { hits: 0, resetAt: this.now() + this.windowMs };
      this.counters.set(key, counter);
    }
    counter.hits += 1;
    return { totalHits: counter.hits, resetTime: new Date(counter.resetAt) };
  }

  /** Counts one hit unless the key has used `limit` already in its window; null (nothing counted) then. */
  incrementWithin(key: string, limit: number): ClientRateLimitInfo | null {
    const counter = this.live(key);
    return counter && counter.hits >= limit ? null : this.increment(key);
  }

  decrement(key: string): void {
    const counter = this.live(key);
    if (counter && counter.hits > 0) counter.hits -= 1;
  }

  resetKey(key: string): void {
    this.counters.delete(key);
  }

  resetAll(): void {
    this.counters.clear();
  }

  private live(key: string): Counter | undefined {
    const counter = this.counters.peek(key);
    return counter && counter.resetAt > this.now() ? counter : undefined;
  }
}
