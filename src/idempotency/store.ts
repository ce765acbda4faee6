import crypto from 'node:crypto';
import type { Database } from '../db/database.js';
import { IdempotencyEntity } from '../db/entities.js';

/**
 * Idempotency-Key records (Stripe's semantics): the first request's outcome is kept for
 * 24 hours; a retry with the same key and body replays it, a different body is refused,
 * and a retry while the first is still running is told so.
 */

export const RETENTION_MS = 24 * 3600 * 1000;

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Begin =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

export function fingerprint(method: string, path: string, body: unknown): string {
  return crypto.createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export class IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async begin(scope: string, key: string, print: string): Promise<Begin> {
    const em = this.db.em();
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
    if (row.state !== 'done') return { kind: 'in_progress' };
    return {
      kind: 'replay',
      response: { status: row.responseStatus!, headers: JSON.parse(row.responseHeaders ?? '{}'), body: row.responseBody ?? '' },
    };
  }

  async finish(scope: string, key: string, response: StoredResponse): Promise<void> {
    await this.db.em().nativeUpdate(
      IdempotencyEntity,
      { scope, idempotencyKey: key },
      { state: 'done', responseStatus: response.status, responseHeaders: JSON.stringify(response.headers), responseBody: response.body },
    );
  }

  /** A request that failed on our side leaves no record, so the caller may retry with the same key. */
  async abandon(scope: string, key: string): Promise<void> {
    await this.db.em().nativeDelete(IdempotencyEntity, { scope, idempotencyKey: key });
  }

  async purgeExpired(): Promise<number> {
    return this.db.em().nativeDelete(IdempotencyEntity, { expiresAt: { $lte: this.now().toISOString() } });
  }
}
