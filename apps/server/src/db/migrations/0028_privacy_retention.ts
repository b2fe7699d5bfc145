import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * A person's requests to exercise their rights: the access request's archive (JSON and CSV),
 * kept until its download link expires, and the answer's deadline, extended once with a reason.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('rights_requests')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('account_kind', 'text', (col) => col.notNull())
    .addColumn('account_id', 'integer', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('deadline_at', timeType, (col) => col.notNull())
    .addColumn('extended_at', timeType)
    .addColumn('extension_reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('answered_at', timeType)
    .addColumn('archive_sent_at', timeType)
    .addColumn('link_hash', 'text')
    .addColumn('link_expires_at', timeType)
    .addColumn('archive_json', 'text')
    .addColumn('archive_csv', 'text')
    .execute();
  await db.schema
    .createIndex('rights_requests_account_idx')
    .on('rights_requests')
    .columns(['account_kind', 'account_id'])
    .execute();
  await db.schema.createIndex('rights_requests_link_idx').on('rights_requests').column('link_hash').unique().execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rights_requests').execute();
}
