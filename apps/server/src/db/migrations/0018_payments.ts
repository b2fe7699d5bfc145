import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/* The tables of the payments module: a booking's card guarantee, charges, refunds and the provider's events applied once. */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  // The report sums a period's no-show compensation from the journal's entries of those kinds:
  // by restaurant, kind and time it reads only them, not a year of sales entries.
  await db.schema
    .createIndex('journal_restaurant_kind_created_idx')
    .on('journal_entries')
    .columns(['restaurant_id', 'kind', 'created_at'])
    .execute();

  // Each provider event once: its id is the key, inserted with the change the event makes.
  await db.schema
    .createTable('payment_provider_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('provider_created_at', timeType, (col) => col.notNull())
    .addColumn('applied_at', timeType, (col) => col.notNull())
    .execute();

  // A booking's saved card: ids, brand, last 4 digits, expiry, the per-cover amount as booked.
  await db.schema
    .createTable('booking_guarantees')
    .addColumn('booking_id', 'integer', (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('provider_customer_id', 'text', (col) => col.notNull())
    .addColumn('setup_intent_id', 'text', (col) => col.notNull().unique())
    .addColumn('payment_method_id', 'text')
    .addColumn('card_brand', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('card_last4', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('per_cover_cents', 'integer', (col) => col.notNull())
    .addColumn('covers_guaranteed', 'integer', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('booking_charges')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('failure', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('payment_intent_id', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  // Once per booking: of two presses at once, the second insert fails here (a failed charge does not count).
  await db.schema
    .createIndex('booking_charges_once_idx')
    .on('booking_charges')
    .column('booking_id')
    .unique()
    .where(sql.ref('status'), '<>', 'failed')
    .execute();
  await db.schema.createIndex('booking_charges_intent_idx').on('booking_charges').column('payment_intent_id').execute();

  await db.schema
    .createTable('booking_refunds')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('charge_id', 'integer', (col) => col.notNull())
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('provider_refund_id', 'text', (col) => col.unique())
    .addColumn('member_id', 'integer')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('succeeded'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema.createIndex('booking_refunds_charge_idx').on('booking_refunds').column('charge_id').execute();
  // One refund waiting for the provider per charge: a second one is refused until it is answered.
  await db.schema
    .createIndex('booking_refunds_waiting_idx')
    .on('booking_refunds')
    .column('charge_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'unanswered')`)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('journal_restaurant_kind_created_idx').execute();
  await db.schema.dropTable('booking_refunds').execute();
  await db.schema.dropTable('booking_charges').execute();
  await db.schema.dropTable('booking_guarantees').execute();
  await db.schema.dropTable('payment_provider_events').execute();
}
