import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Personal data: a customer's consents to news (one row per customer, restaurant — 0 for the
 * platform — and channel, with the proof of the latest choice), the restaurants' e-mail
 * campaigns and the guests each sent campaign goes to.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('consents')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('granted', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('at', timeType, (col) => col.notNull())
    .addUniqueConstraint('consents_choice_key', ['customer_id', 'restaurant_id', 'channel'])
    .execute();
  // A campaign's audience: a restaurant's granted e-mail consents.
  await db.schema
    .createIndex('consents_restaurant_idx')
    .on('consents')
    .columns(['restaurant_id', 'channel', 'granted'])
    .execute();
  await db.schema
    .createTable('campaigns')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('fr_subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('fr_body', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('last_visit_days', 'integer')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('sent_at', timeType)
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('campaigns_restaurant_idx').on('campaigns').columns(['restaurant_id', 'id']).execute();
  await db.schema
    .createTable('campaign_recipients')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('campaign_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('batch', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('sent_at', timeType)
    .addColumn('unsubscribed_at', timeType)
    .addUniqueConstraint('campaign_recipients_once_key', ['campaign_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('campaign_recipients_batch_idx')
    .on('campaign_recipients')
    .columns(['campaign_id', 'batch'])
    .execute();
  await db.schema
    .createIndex('campaign_recipients_customer_idx')
    .on('campaign_recipients')
    .columns(['customer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('campaign_recipients').execute();
  await db.schema.dropTable('campaigns').execute();
  await db.schema.dropTable('consents').execute();
}
