import { Migration } from '@mikro-orm/migrations';

/**
 * Access control: operator-issued API keys and OAuth clients (salted, peppered hashes only),
 * contact messages, and the x402 authorization nonces already spent (replay protection).
 */
export class Migration0002Access extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table api_key (
      id varchar(64) not null primary key,
      name varchar(100) not null,
      salt varchar(64) not null,
      hash varchar(64) not null,
      created_at varchar(32) not null,
      revoked_at varchar(32) null)`);
    this.addSql(`create table oauth_client (
      client_id varchar(64) not null primary key,
      name varchar(100) not null,
      salt varchar(64) not null,
      hash varchar(64) not null,
      scopes varchar(200) not null,
      created_at varchar(32) not null,
      revoked_at varchar(32) null)`);
    this.addSql(`create table contact_message (
      id varchar(64) not null primary key,
      name varchar(100) not null,
      email varchar(254) not null,
      subject varchar(200) not null,
      message text not null,
      ip_hash varchar(64) not null,
      created_at varchar(32) not null)`);
    this.addSql(`create index contact_message_created_at_index on contact_message (created_at)`);
    this.addSql(`create table x402_payment_nonce (
      payer varchar(42) not null,
      nonce varchar(66) not null,
      network varchar(32) not null,
      asset varchar(42) not null,
      pay_to varchar(42) not null,
      amount varchar(78) not null,
      resource varchar(2048) not null,
      payload text not null,
      used_at varchar(32) not null,
      primary key (payer, nonce))`);
  }
}
