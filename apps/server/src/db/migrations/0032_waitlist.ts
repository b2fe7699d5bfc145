import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The waitlist of a restaurant's day and today's walk-in queue, one table: a guest waiting for
 * covers to free up between two times (`kind` 'waitlist', a customer account), or a party at the
 * door told a wait (`kind` 'walk_in', a name and maybe a phone). An offered time is the entry's
 * until `offer_expires_at`; the booking made from the entry is kept with it.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    /** 'waitlist' | 'walk_in'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    /** Paris date "YYYY-MM-DD". */
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('covers', 'integer', (col) => col.notNull())
    /** The window of arrival "HH:MM" (waitlist); null for a walk-in. */
    .addColumn('earliest', 'text')
    .addColumn('latest', 'text')
    .addColumn('quoted_minutes', 'integer')
    .addColumn('ready_notified_at', timeType)
    /** waiting | offered | booked | expired | left | seated. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('offer_time', 'text')
    .addColumn('offer_expires_at', timeType)
    /** Counts the offers made: names each offer's jobs and link. */
    .addColumn('offers_made', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('booking_id', 'integer')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_entries_day_idx')
    .on('waitlist_entries')
    .columns(['restaurant_id', 'date', 'status'])
    .execute();
  await db.schema.createIndex('waitlist_entries_customer_idx').on('waitlist_entries').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('waitlist_entries').execute();
}
