import type { EntityManager } from '@mikro-orm/knex';

export type Tx = Parameters<Parameters<EntityManager['transactional']>[0]>[0];

/** Bound parameters per multi-row INSERT: under SQLite's (32,766) and PostgreSQL's (65,535) limits. */
const PARAMS_PER_INSERT = 30_000;

/**
 * Plain multi-row INSERTs inside the publishing transaction: a release holds tens of
 * thousands of rows, and building managed entities for each costs more than the write.
 * `upsertOn` makes it an upsert on that key (canonical products outlive releases).
 */
export async function insertRows(tx: Tx, table: string, columns: readonly string[], rows: readonly unknown[][], upsertOn?: readonly string[]): Promise<void> {
  const conflict = upsertOn
    ? ` on conflict (${upsertOn.join(', ')}) do update set ${columns
        .filter((c) => !upsertOn.includes(c))
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}`
    : '';
  const perInsert = Math.floor(PARAMS_PER_INSERT / columns.length);
  for (let at = 0; at < rows.length; at += perInsert) {
    const chunk = rows.slice(at, at + perInsert);
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await tx.getConnection().execute(`insert into ${table} (${columns.join(', ')}) values ${values}${conflict}`, chunk.flat(), 'run', tx.getTransactionContext());
  }
}
