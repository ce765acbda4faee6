import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { StateEntity } from './db/service-state.js';

/**
 * Server-side keys (cursor signing, later token signing) are generated once and kept in
 * the database, so every instance and every restart agrees on them.
 */
export interface Secrets {
  cursorKey: Buffer;
}

async function loadOrCreate(em: EntityManager, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  const existing = await em.findOne(StateEntity, { key });
  if (existing) return Buffer.from(existing.value, 'base64');
  const value = crypto.randomBytes(32).toString('base64');
  // Insert-or-keep: when two processes race, both end up with the first one's key.
  await em.getConnection().execute('insert into service_state (key, value) values (?, ?) on conflict (key) do nothing', [key, value]);
  const stored = await em.fork().findOneOrFail(StateEntity, { key });
  return Buffer.from(stored.value, 'base64');
}

export async function loadSecrets(em: EntityManager): Promise<Secrets> {
  return { cursorKey: await loadOrCreate(em, 'cursor') };
}

/**
 * Keys for a process that started without its database: cursors it signs are valid only
 * until it restarts, which is acceptable for a degraded, read-only service.
 */
export function ephemeralSecrets(): Secrets {
  return { cursorKey: crypto.randomBytes(32) };
}
