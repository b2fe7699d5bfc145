import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('partners')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('logo_image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('admin_aproval', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('suspended', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('device_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('device_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('device_token', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('partners_approval_idx')
    .on('partners')
    .columns(['admin_aproval', 'is_verified'])
    .execute();

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

  await db.schema
    .createTable('message_log')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_log_destination_idx')
    .on('message_log')
    .columns(['destination', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['message_log', 'otp_codes', 'sessions', 'partners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
