import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * What a French menu needs beyond the first screens: sizes with their own prices, a limit per
 * order, the EU allergens on items and add-on options, and "sold out today".
 */

export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema.alterTable('items').addColumn('max_per_order', 'integer').execute();
  await db.schema
    .alterTable('items')
    .addColumn('allergens', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('items').addColumn('sold_out_until', timeType).execute();
  await db.schema
    .alterTable('addon_options')
    .addColumn('allergens', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('item_sizes')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('en_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('item_sizes_item_idx').on('item_sizes').columns(['item_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('item_sizes').execute();
  await db.schema.alterTable('addon_options').dropColumn('allergens').execute();
  await db.schema.alterTable('items').dropColumn('sold_out_until').execute();
  await db.schema.alterTable('items').dropColumn('allergens').execute();
  await db.schema.alterTable('items').dropColumn('max_per_order').execute();
}
