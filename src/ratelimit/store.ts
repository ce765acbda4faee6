import type { Store } from 'express-rate-limit';
import { BoundedMemoryStore } from './memory-store.js';

/**
 * Where rate-limit counters live. Every limiter asks this factory for its own store (one
 * store per limiter: express-rate-limit refuses to share one). The default keeps counters
 * in process memory (bounded in keys), which is exact for one instance; for several
 * instances behind a load balancer, supply a factory returning a shared `Store`
 * (express-rate-limit's interface: init, increment, decrement, resetKey, get) backed by
 * PostgreSQL or Redis — nothing else changes. With a PostgreSQL DATABASE_URL the app uses
 * `databaseStores` (./db-store.ts).
 */
export type RateLimitStoreFactory = (name: string) => Store;

export const memoryStores: RateLimitStoreFactory = () => new BoundedMemoryStore();
