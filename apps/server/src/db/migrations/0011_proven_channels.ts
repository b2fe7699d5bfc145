import { type Kysely, sql } from 'kysely';

/*
 * A code proves only the channel it went to. Accounts keep `phone_verified` and
 * `email_verified` apart; a code row says which channel it was sent to; the message log says
 * whose account a send was for (per-account caps on text messages and contact changes).
 *
 * Accounts confirmed before this release were confirmed by one code sent to both channels: that
 * proves neither, so both start unproven. A customer made with Google has the e-mail Google
 * confirmed.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of ['customers', 'partners']) {
    await db.schema
      .alterTable(table)
      .addColumn('phone_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await sql`update customers set email_verified = 1 where google_sub is not null`.execute(db);
  // '' for codes written before channels were recorded (they fit neither and die in ten minutes).
  await db.schema
    .alterTable('account_codes')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('message_log')
    .addColumn('account_kind', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('message_log')
    .addColumn('account_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('message_log_account_idx')
    .on('message_log')
    .columns(['account_kind', 'account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('message_log_account_idx').execute();
  await db.schema.alterTable('message_log').dropColumn('account_id').execute();
  await db.schema.alterTable('message_log').dropColumn('account_kind').execute();
  await db.schema.alterTable('account_codes').dropColumn('channel').execute();
  for (const table of ['partners', 'customers']) {
    await db.schema.alterTable(table).dropColumn('email_verified').execute();
    await db.schema.alterTable(table).dropColumn('phone_verified').execute();
  }
}
