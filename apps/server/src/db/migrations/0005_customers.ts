import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Customer accounts, and one home for the sessions and codes of every kind of account: the
 * partner-only tables (whose rows pointed at partners) become account_sessions and account_codes,
 * keyed by kind and id. Live partner sessions are carried over; codes are short-lived and are not
 * (a partner half-way through a code asks for a new one).
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('customers')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    // Null once the account is closed (and for a Google account until it gives a phone).
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('country_code', 'text', (col) => col.notNull().defaultTo(''))
    // '' for an account that only signs in with Google.
    .addColumn('password_hash', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('birth_date', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('closed_at', timeType)
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('account_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_kind', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('expires_at', timeType, (col) => col.notNull())
    .addColumn('revoked_at', timeType)
    .execute();
  await db.schema
    .createIndex('account_sessions_account_idx')
    .on('account_sessions')
    .columns(['account_kind', 'account_id'])
    .execute();
  await sql`insert into account_sessions (id, account_kind, account_id, scope, created_at, expires_at, revoked_at)
    select id, 'partner', partner_id, scope, created_at, expires_at, revoked_at from sessions`.execute(db);

  await db.schema
    .createTable('account_codes')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('account_kind', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('expires_at', timeType, (col) => col.notNull())
    .addColumn('consumed_at', timeType)
    .execute();
  await db.schema
    .createIndex('account_codes_account_purpose_idx')
    .on('account_codes')
    .columns(['account_kind', 'account_id', 'purpose', 'created_at'])
    .execute();

  await db.schema.dropTable('otp_codes').execute();
  await db.schema.dropTable('sessions').execute();
}

export async function down(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('expires_at', timeType, (col) => col.notNull())
    .addColumn('revoked_at', timeType)
    .execute();
  await db.schema.createIndex('sessions_partner_idx').on('sessions').column('partner_id').execute();
  await sql`insert into sessions (id, partner_id, scope, created_at, expires_at, revoked_at)
    select id, account_id, scope, created_at, expires_at, revoked_at from account_sessions
    where account_kind = 'partner'`.execute(db);
  await db.schema
    .createTable('otp_codes')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('expires_at', timeType, (col) => col.notNull())
    .addColumn('consumed_at', timeType)
    .execute();
  await db.schema
    .createIndex('otp_codes_partner_purpose_idx')
    .on('otp_codes')
    .columns(['partner_id', 'purpose', 'created_at'])
    .execute();
  for (const table of ['account_codes', 'account_sessions', 'customers']) {
    await db.schema.dropTable(table).execute();
  }
}
