import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The restaurant's offers on table bookings: a percentage off on some days,
 * arrivals and dates, for parties from a size, up to a number of covers per slot. A booking keeps
 * the offer it took as it was then (its id, percent and what it applies to), so changing or
 * deleting the offer never changes a booking: no foreign key.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('offers')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('percent', 'integer', (col) => col.notNull())
    /** 'food' | 'all'. */
    .addColumn('applies_to', 'text', (col) => col.notNull())
    /** "1,5,6": Monday 1 … Sunday 7. */
    .addColumn('weekdays', 'text', (col) => col.notNull())
    .addColumn('first_slot', 'text', (col) => col.notNull())
    .addColumn('last_slot', 'text', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('max_covers_per_slot', 'integer', (col) => col.notNull())
    .addColumn('min_party', 'integer', (col) => col.notNull())
    /** 'active' | 'paused'. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('offers_restaurant_idx').on('offers').columns(['restaurant_id', 'valid_to']).execute();
  await db.schema.alterTable('bookings').addColumn('offer_id', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('offer_percent', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('offer_applies_to', 'text').execute();
  // An offer's uptake: its bookings, by status.
  await db.schema
    .createIndex('bookings_restaurant_offer_idx')
    .on('bookings')
    .columns(['restaurant_id', 'offer_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('bookings_restaurant_offer_idx').execute();
  await db.schema.alterTable('bookings').dropColumn('offer_applies_to').execute();
  await db.schema.alterTable('bookings').dropColumn('offer_percent').execute();
  await db.schema.alterTable('bookings').dropColumn('offer_id').execute();
  await db.schema.dropTable('offers').execute();
}
