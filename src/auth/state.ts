import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { StateEntity } from '../db/service-state.js';

/**
 * Where the access layer gets database work done: a fresh entity manager per call (a
 * `Database.em()` — which throws the 503 domain error while the database is unavailable — or
 * `() => orm.em.fork()` in the CLI).
 */
export type EmSource = () => EntityManager | Promise<EntityManager>;

/**
 * Server-side secrets of the access layer (the hashing pepper, the token signing key), kept
 * in service_state like the cursor key, so the CLI, every instance and every restart agree.
 * Insert-or-keep: when two processes race, both end up with the first one's value.
 */
export async function loadOrCreateStateSecret(em: EmSource, name: string, bytes = 32): Promise<Buffer> {
  const key = `secret:${name}`;
  const existing = await (await em()).findOne(StateEntity, { key });
  if (existing) return Buffer.from(existing.value, 'base64');
  const value = crypto.randomBytes(bytes).toString('base64');
  await (await em()).getConnection().execute('insert into service_state (key, value) values (?, ?) on conflict (key) do nothing', [key, value]);
  const stored = await (await em()).findOneOrFail(StateEntity, { key });
  return Buffer.from(stored.value, 'base64');
}
