import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { Database } from '../db/database.js';
import { IdempotencyEntity } from './entity.js';

/**
 * Idempotency-Key records (Stripe's semantics): the first request's outcome is kept for
 * 24 hours; a retry with the same key and body replays it, a different body is refused,
 * and a retry while the first is still running is told so. A record still `in_progress`
 * long after any request could have finished (its process stopped, or the database went
 * away before the outcome was stored) no longer blocks the key: the retry takes it over.
 * While the database is away every step answers 503 (database_unavailable).
 */

export const RETENTION_MS = 24 * 3600 * 1000;
/** Longer than any request may run (the server's request timeout is 30 s). */
export const IN_PROGRESS_TIMEOUT_MS = 2 * 60 * 1000;

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Begin = { kind: 'new' } | { kind: 'replay'; response: StoredResponse } | { kind: 'in_progress' } | { kind: 'mismatch' };

export function fingerprint(method: string, path: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

export class IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  begin(scope: string, key: string, print: string): Promise<Begin> {
    return this.db.run((em) => this.beginWith(em, scope, key, print));
  }

  private async beginWith(em: EntityManager, scope: string, key: string, print: string): Promise<Begin> {
    const now = this.now();
    // An expired record no longer binds the key.
    await em.nativeDelete(IdempotencyEntity, { scope, idempotencyKey: key, expiresAt: { $lte: now.toISOString() } });
    const inserted = await em.getConnection().execute(
      `insert into idempotency_record (scope, idempotency_key, fingerprint, state, created_at, expires_at)
       values (?, ?, ?, 'in_progress', ?, ?) on conflict (scope, idempotency_key) do nothing`,
      [scope, key, print, now.toISOString(), new Date(now.getTime() + RETENTION_MS).toISOString()],
      'run',
    );
    if ((inserted as { affectedRows?: number; changes?: number }).affectedRows === 1 || (inserted as { changes?: number }).changes === 1) {
      return { kind: 'new' };
    }
    const row = await em.findOne(IdempotencyEntity, { scope, idempotencyKey: key });
    if (!row) return { kind: 'in_progress' };
    if (row.fingerprint !== print) return { kind: 'mismatch' };
    if (row.state !== 'done') {
      const stale = Date.parse(row.createdAt) <= now.getTime() - IN_PROGRESS_TIMEOUT_MS;
      // Conditional on the old createdAt, so of two retries racing for a stale record one wins.
      const taken = stale ? await em.nativeUpdate(IdempotencyEntity, { scope, idempotencyKey: key, state: 'in_progress', createdAt: row.createdAt }, { createdAt: now.toISOString() }) : 0;
      return taken === 1 ? { kind: 'new' } : { kind: 'in_progress' };
    }
    return {
      kind: 'replay',
      response: { status: row.responseStatus!, headers: JSON.parse(row.responseHeaders ?? '{}'), body: row.responseBody ?? '' },
    };
  }

  async finish(scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.db.run((em) =>
      em.nativeUpdate(
        IdempotencyEntity,
        { scope, idempotencyKey: key },
        { state: 'done', responseStatus: response.status, responseHeaders: JSON.stringify(response.headers), responseBody: response.body },
      ),
    );
  }

  /** A request that failed on our side leaves no record, so the caller may retry with the same key. */
  async abandon(scope: string, key: string): Promise<void> {
    await this.db.run((em) => em.nativeDelete(IdempotencyEntity, { scope, idempotencyKey: key }));
  }

  async purgeExpired(): Promise<number> {
    return this.db.run((em) => em.nativeDelete(IdempotencyEntity, { expiresAt: { $lte: this.now().toISOString() } }));
  }
}
