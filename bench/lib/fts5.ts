/**
 * The comparison engine: SQLite FTS5 (in memory, unicode61 with diacritics removed) over the
 * same product names, ranked by bm25. A query's words are quoted (so no word is read as FTS5
 * syntax) and combined two ways: `or` (any word, ranked by bm25 — the relevance-oriented
 * reading) and `and` (FTS5's own implicit AND: every word). Category and stock filters are
 * plain columns, so FTS5 is held to the same filters as the engine.
 * Driven through the `sqlite3` package (the project's SQLite driver), whose calls hop to a
 * worker thread; `roundTripMs` measures that fixed cost with `SELECT 1` so it can be read
 * apart from the search itself.
 */
import { performance } from 'node:perf_hooks';
import sqlite3 from 'sqlite3';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { distribution, type Distribution } from './stats.js';

export type FtsMode = 'or' | 'and';

export interface FtsQuery {
  q: string;
  mode?: FtsMode;
  category?: string | null;
  inStockOnly?: boolean;
  limit?: number;
}

const SQL = `SELECT rowid AS id FROM names
  WHERE names MATCH ?1 AND (?2 IS NULL OR category = ?2) AND (?3 = 0 OR in_stock = 1)
  ORDER BY bm25(names), rowid LIMIT ?4`;

/** FTS5 MATCH text for free text: every word quoted, OR-ed or AND-ed; null when there is no word. */
export function matchExpression(q: string, mode: FtsMode = 'or'): string | null {
  const words = q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return [...new Set(words.map((w) => w.toLowerCase()))].map((w) => `"${w}"`).join(mode === 'or' ? ' OR ' : ' ');
}

export class Fts5Index {
  private constructor(
    private readonly db: sqlite3.Database,
    private readonly stmt: sqlite3.Statement,
    private readonly ping: sqlite3.Statement,
    readonly size: number,
    readonly buildMs: number,
  ) {}

  static async build(model: ReadModel): Promise<Fts5Index> {
    const started = performance.now();
    const db = new sqlite3.Database(':memory:');
    const run = (sql: string, params: unknown[] = []) => new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));
    await run(`CREATE VIRTUAL TABLE names USING fts5(name, category UNINDEXED, in_stock UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`);
    await run('BEGIN');
    const rows = model.products.map((p) => [p.id, p.name, p.category, model.summaryByProduct.get(p.id)?.inStock ? 1 : 0]);
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await run(`INSERT INTO names (rowid, name, category, in_stock) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`, chunk.flat());
    }
    await run('COMMIT');
    await run(`INSERT INTO names(names) VALUES ('optimize')`);
    const stmt = db.prepare(SQL);
    const ping = db.prepare('SELECT 1 AS one');
    return new Fts5Index(db, stmt, ping, model.products.length, performance.now() - started);
  }

  /** Ranked product ids. */
  search(query: FtsQuery): Promise<number[]> {
    const match = matchExpression(query.q, query.mode);
    if (match === null) return Promise.resolve([]);
    const params = [match, query.category ?? null, query.inStockOnly === false ? 0 : 1, query.limit ?? 10];
    return new Promise((resolve, reject) => this.stmt.all(params, (err: Error | null, rows: { id: number }[]) => (err ? reject(err) : resolve(rows.map((r) => r.id)))));
  }

  private pingOnce(): Promise<void> {
    return new Promise((resolve, reject) => this.ping.get([], (err) => (err ? reject(err) : resolve())));
  }

  /** Latency of every query over `rounds` rounds (after `warmup` untimed ones), one at a time. */
  async bench(queries: readonly FtsQuery[], rounds: number, warmup = 2): Promise<Distribution & { roundTripMs: Distribution }> {
    for (let r = 0; r < warmup; r++) for (const q of queries) await this.search(q);
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now();
        await this.search(q);
        times.push(performance.now() - t);
      }
    }
    const trips: number[] = [];
    for (let i = 0; i < Math.max(200, times.length); i++) {
      const t = performance.now();
      await this.pingOnce();
      trips.push(performance.now() - t);
    }
    return { ...distribution(times), roundTripMs: distribution(trips) };
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.stmt.finalize(() => this.ping.finalize(() => this.db.close(() => resolve())));
    });
  }
}
