import { Lru } from '../lru.js';

/**
 * Credentials this instance verified against the database lately, for use only when the
 * database cannot be asked: a caller with a good key or token keeps being served (from the
 * last good release, like anonymous callers) through an outage, instead of being refused.
 * While the database answers it is always asked, so a revocation still takes effect on the
 * next request. Bounded in entries (least recently verified out first) and in age.
 */

export const RECENTLY_VERIFIED_MAX = 10_000;
export const RECENTLY_VERIFIED_TTL_MS = 60 * 60 * 1000;

export class RecentlyVerified<T> {
  private readonly entries: Lru<string, { value: T; at: number }>;

  constructor(
    maxEntries = RECENTLY_VERIFIED_MAX,
    private readonly ttlMs = RECENTLY_VERIFIED_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new Lru(maxEntries);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Runs `check` (which asks the database) and remembers its answer; when the check throws,
   * answers from a verification of `key` within the TTL, or rethrows when there is none.
   */
  async verify(key: string, check: () => Promise<T | null>): Promise<T | null> {
    let value: T | null;
    try {
      value = await check();
    } catch (error) {
      const recalled = this.recall(key);
      if (recalled === undefined) throw error;
      return recalled;
    }
    if (value === null) this.forget(key);
    else this.remember(key, value);
    return value;
  }

  remember(key: string, value: T): void {
    this.entries.set(key, { value, at: this.now() });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** The value verified under `key` within the TTL, or undefined. */
  recall(key: string): T | undefined {
    const entry = this.entries.peek(key);
    if (!entry) return undefined;
    if (entry.at + this.ttlMs > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }
}
