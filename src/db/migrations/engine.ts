import type { Migration } from '@mikro-orm/migrations';

/**
 * The migrations are plain SQL that both engines accept; the few spots that differ (an
 * auto-numbered key) ask this. SQLite's statements stay exactly as first shipped, so
 * existing databases see no change.
 */
export function isPostgres(migration: Migration): boolean {
  const platform = (migration as unknown as { driver: { getPlatform(): object } }).driver.getPlatform();
  return platform.constructor.name.startsWith('PostgreSql');
}
