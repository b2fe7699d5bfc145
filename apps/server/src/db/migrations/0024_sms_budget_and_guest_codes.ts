import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Every text message the platform sends is counted in `sms_sends` (one-time codes and booking
 * messages alike), so the hourly budgets per number, per account and for the whole platform hold
 * across processes. Counts look back an hour: the index by time is all they need.
 *
 * `pending_guests`: a phone typed on a booking page whose code is not yet proven. It is not an
 * account (it holds no name and reserves nothing): the code is bound to it, and the account is
 * made only once the code comes back.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('sms_sends')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('destination', 'text', (col) => col.notNull())
    // 'customer:12', 'partner:3', '' when no account sends it.
    .addColumn('account', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_sends_created_idx').on('sms_sends').column('created_at').execute();

  await db.schema
    .createTable('pending_guests')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pending_guests_created_idx').on('pending_guests').column('created_at').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('pending_guests_created_idx').execute();
  await db.schema.dropTable('pending_guests').execute();
  await db.schema.dropIndex('sms_sends_created_idx').execute();
  await db.schema.dropTable('sms_sends').execute();
}
