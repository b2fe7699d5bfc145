import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The restaurant's profile: one row per restaurant beside its account row, the
 * gallery, the hours of weekdays that differ from the usual ones, exceptional closures, and the
 * reference lists it chose. The account row keeps what signing in needs, and the reason given
 * when the account was rejected or suspended.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .alterTable('partners')
    .addColumn('status_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('restaurant_profiles')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey().references('partners.id').onDelete('cascade'))
    .addColumn('web_restro', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('web_instagram', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('web_facebook', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('preparation_time', 'integer')
    .addColumn('capacity', 'integer')
    .addColumn('price_range', 'integer')
    .addColumn('parking', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('owner_details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('open_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('close_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('legal_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('siret', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('allergen_notice', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('paused_until', timeType)
    // Bumped by every change a visitor of the public page could see (its ETag).
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('restaurant_gallery')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('thumb_name', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('restaurant_gallery_restaurant_idx')
    .on('restaurant_gallery')
    .column('restaurant_id')
    .execute();

  await db.schema
    .createTable('restaurant_weekday_hours')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    // Comma-separated "HH:MM"; both empty: closed that day.
    .addColumn('open_time', 'text', (col) => col.notNull())
    .addColumn('close_time', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('restaurant_weekday_hours_pk', ['restaurant_id', 'weekday'] as never)
    .execute();

  await db.schema
    .createTable('restaurant_closures')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('restaurant_closures_restaurant_idx')
    .on('restaurant_closures')
    .columns(['restaurant_id', 'end_date'])
    .execute();

  // The lists a restaurant chose, in the order chosen (as items do).
  const links: Array<[table: string, column: string, target: string]> = [
    ['restaurant_cuisines', 'cuisine_id', 'cuisines.id'],
    ['restaurant_service_types', 'service_type_id', 'service_types.id'],
    ['restaurant_food_choices', 'food_choice_id', 'food_choices.id'],
    ['restaurant_payment_methods', 'payment_method_id', 'payment_methods.id'],
  ];
  for (const [table, column, target] of links) {
    await db.schema
      .createTable(table)
      .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
      .addColumn(column, 'integer', (col) => col.notNull().references(target).onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['restaurant_id', column] as never)
      .execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'restaurant_payment_methods',
    'restaurant_food_choices',
    'restaurant_service_types',
    'restaurant_cuisines',
    'restaurant_closures',
    'restaurant_weekday_hours',
    'restaurant_gallery',
    'restaurant_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('partners').dropColumn('status_reason').execute();
}
