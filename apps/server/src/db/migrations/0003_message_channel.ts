import type { Kysely } from 'kysely';

/*
 * The message log learns which channel each send used, so the platform-wide hourly budget of
 * text messages can be counted by time alone.
 */

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('message_log')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('unknown'))
    .execute();
  await db.schema
    .createIndex('message_log_channel_time_idx')
    .on('message_log')
    .columns(['channel', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('message_log_channel_time_idx').execute();
  await db.schema.alterTable('message_log').dropColumn('channel').execute();
}
