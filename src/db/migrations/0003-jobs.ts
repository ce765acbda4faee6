import { Migration } from '@mikro-orm/migrations';

/** Async build-plan jobs and stored Idempotency-Key outcomes. */
export class Migration0003Jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table build_plan_job (
      id varchar(64) not null primary key,
      status varchar(16) not null,
      request text not null,
      principal varchar(200) not null,
      result text null,
      error text null,
      attempts integer not null,
      created_at varchar(32) not null,
      updated_at varchar(32) not null,
      expires_at varchar(32) not null)`);
    this.addSql(`create index build_plan_job_status_index on build_plan_job (status, created_at)`);
    this.addSql(`create index build_plan_job_expires_at_index on build_plan_job (expires_at)`);
    this.addSql(`create table idempotency_record (
      scope varchar(200) not null,
      idempotency_key varchar(128) not null,
      fingerprint varchar(64) not null,
      state varchar(16) not null,
      response_status integer null,
      response_headers text null,
      response_body text null,
      created_at varchar(32) not null,
      expires_at varchar(32) not null,
      primary key (scope, idempotency_key))`);
    this.addSql(`create index idempotency_record_expires_at_index on idempotency_record (expires_at)`);
  }
}
