import { Migration } from '@mikro-orm/migrations';

/**
 * Shared rate-limit counters (one row per limiter and key, fixed window), so several
 * instances behind a load balancer enforce one quota. Used when the database is PostgreSQL.
 */
export class Migration0004RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rate_limit_counter (
      limiter varchar(64) not null,
      key varchar(200) not null,
      hits integer not null,
      reset_at bigint not null,
      primary key (limiter, key))`);
    this.addSql(`create index rate_limit_counter_reset_at_index on rate_limit_counter (reset_at)`);
  }
}
