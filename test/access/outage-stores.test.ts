import fs from 'node:fs';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialStore } from '../../src/auth/credentials.js';
import { RecentlyVerified } from '../../src/auth/recently-verified.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { openOrm, type Orm } from '../../src/db/orm.js';
import { unavailable } from '../../src/errors.js';
import { FallbackRateLimitStore } from '../../src/ratelimit/db-store.js';
import { BoundedMemoryStore } from '../../src/ratelimit/memory-store.js';
import { tempDir } from '../support/app.js';

/** What keeps limits and credentials working while the database is away, and what bounds their memory. */

const init = (store: { init?(options: Options): void }, windowMs: number) => store.init?.({ windowMs } as Options);

describe('in-memory rate-limit counters', () => {
  it('counts per key within a fixed window and starts again after it', () => {
    let now = 1_000_000;
    const store = new BoundedMemoryStore(10, () => now);
    init(store, 60_000);
    expect(store.increment('a').totalHits).toBe(1);
    expect(store.increment('a').totalHits).toBe(2);
    expect(store.increment('b').totalHits).toBe(1);
    store.decrement('a');
    expect(store.get('a')?.totalHits).toBe(1);
    now += 60_000;
    expect(store.get('a')).toBeUndefined();
    expect(store.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(now + 60_000) });
  });

  it('keeps at most N keys, dropping the one whose window began longest ago', () => {
    let now = 0;
    const store = new BoundedMemoryStore(3, () => now);
    init(store, 60_000);
    for (const key of ['a', 'b', 'c']) {
      store.increment(key);
      now += 1;
    }
    store.increment('a');
    store.increment('d');
    expect(store.size).toBe(3);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')?.totalHits).toBe(1);
    expect(store.get('d')?.totalHits).toBe(1);
  });
});

/** A shared store whose every call fails, as the database store does during an outage. */
class BrokenStore implements Store {
  calls = 0;
  init(): void {}
  increment(): Promise<ClientRateLimitInfo> {
    this.calls += 1;
    return Promise.reject(new Error('connect ECONNREFUSED'));
  }
  decrement(): Promise<void> {
    return Promise.reject(new Error('connect ECONNREFUSED'));
  }
  resetKey(): Promise<void> {
    return Promise.reject(new Error('connect ECONNREFUSED'));
  }
}

describe('rate limits while the shared store is down', () => {
  it('counts in memory when the shared store fails, and skips it while the database is known down', async () => {
    const db = { healthy: true } as Database;
    const shared = new BrokenStore();
    const store = new FallbackRateLimitStore(db, shared);
    init(store, 60_000);
    for (let i = 1; i <= 3; i++) expect((await store.increment('ip:1')).totalHits).toBe(i);
    expect(shared.calls).toBe(3);
    (db as { healthy: boolean }).healthy = false;
    expect((await store.increment('ip:1')).totalHits).toBe(4);
    expect(shared.calls).toBe(3);
  });

  it('uses the shared store while it answers', async () => {
    const db = { healthy: true } as Database;
    const shared = new BoundedMemoryStore();
    const store = new FallbackRateLimitStore(db, shared);
    init(store, 60_000);
    await store.increment('k');
    await store.increment('k');
    expect(shared.get('k')?.totalHits).toBe(2);
  });
});

describe('recently verified credentials', () => {
  it('answers from a recent verification only when the check fails, within its TTL', async () => {
    let now = 0;
    const recent = new RecentlyVerified<string>(10, 1_000, () => now);
    expect(await recent.verify('k', async () => 'key_1')).toBe('key_1');
    const down = () => Promise.reject(new Error('database down'));
    expect(await recent.verify('k', down)).toBe('key_1');
    await expect(recent.verify('other', down)).rejects.toThrow('database down');
    now = 1_000;
    await expect(recent.verify('k', down)).rejects.toThrow('database down');
  });

  it('forgets a credential the database refused, and keeps at most N', async () => {
    const recent = new RecentlyVerified<string>(2);
    await recent.verify('a', async () => 'A');
    await recent.verify('a', async () => null);
    expect(recent.recall('a')).toBeUndefined();
    for (const key of ['x', 'y', 'z']) await recent.verify(key, async () => key);
    expect(recent.size).toBe(2);
    expect(recent.recall('x')).toBeUndefined();
    expect(recent.recall('z')).toBe('z');
  });
});

describe('credential checks through a database outage', () => {
  let orm: Orm;
  let dir: string;
  let down = false;
  const em = () => {
    if (down) throw unavailable('database_unavailable', 'down', 'retry');
    return orm.em.fork();
  };
  beforeAll(async () => {
    dir = tempDir();
    orm = await openOrm(loadConfig({ DATA_DIR: dir }));
  });
  afterAll(async () => {
    await orm.close(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts a key and a client verified before the outage, refuses unknown ones with the outage error', async () => {
    const store = await CredentialStore.open(em);
    const { id, apiKey } = await store.createApiKey('Agent');
    const { clientId } = await store.createOAuthClient('Tool');
    const other = await store.createApiKey('Never seen');
    expect(await store.verifyApiKey(apiKey)).toBe(id);
    expect(await store.activeClient(clientId)).toEqual({ clientId, scopes: ['catalog.read'] });
    down = true;
    try {
      expect(await store.verifyApiKey(apiKey)).toBe(id);
      expect(await store.activeClient(clientId)).toEqual({ clientId, scopes: ['catalog.read'] });
      await expect(store.verifyApiKey(other.apiKey)).rejects.toMatchObject({ code: 'database_unavailable' });
    } finally {
      down = false;
    }
    // With the database back, a revocation takes effect on the next check.
    await store.revokeApiKey(id);
    expect(await store.verifyApiKey(apiKey)).toBeNull();
  });
});
