import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The guest book: one row per guest of a restaurant, keyed by the guest's phone
 * in international form (never the e-mail), holding the restaurant's own notes, tags and
 * allergens; the figures are read from the bookings. The id is what the screen and the calls name
 * a guest by. Bookings get an index by phone: a guest's bookings and the list's figures read it.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('guests')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    /** JSON array of the tags as typed. */
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    /** Comma-separated allergen codes, as on dishes. */
    .addColumn('allergens', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('notes_updated_at', timeType)
    .execute();
  await db.schema
    .createIndex('guests_restaurant_phone_idx')
    .on('guests')
    .columns(['restaurant_id', 'phone'])
    .unique()
    .execute();
  await db.schema
    .createIndex('bookings_restaurant_phone_idx')
    .on('bookings')
    .columns(['restaurant_id', 'phone', 'meal_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('bookings_restaurant_phone_idx').execute();
  await db.schema.dropTable('guests').execute();
}
