import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Table reservations: a restaurant's settings, services and tables, the bookings
 * with their tables, history and the guests' modification requests. Availability is computed
 * from the bookings of a day, so (restaurant_id, date) is the index that keeps it fast however
 * many bookings a restaurant has had.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('reservation_settings')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('min_notice_minutes', 'integer', (col) => col.notNull())
    .addColumn('max_advance_days', 'integer', (col) => col.notNull())
    .addColumn('max_party_online', 'integer', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('durations_by_party', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('auto_confirm_max_covers', 'integer')
    .addColumn('imprint_per_cover_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('imprint_min_party', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('reservation_services')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('fr_name', 'text', (col) => col.notNull())
    .addColumn('weekdays', 'text', (col) => col.notNull())
    .addColumn('first_slot', 'text', (col) => col.notNull())
    .addColumn('last_slot', 'text', (col) => col.notNull())
    .addColumn('capacity_covers', 'integer', (col) => col.notNull())
    .addColumn('pacing_covers', 'integer')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_services_restaurant_idx')
    .on('reservation_services')
    .column('restaurant_id')
    .execute();

  await db.schema
    .createTable('reservation_tables')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('min_covers', 'integer', (col) => col.notNull())
    .addColumn('max_covers', 'integer', (col) => col.notNull())
    .addColumn('online', 'integer', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_tables_restaurant_idx')
    .on('reservation_tables')
    .column('restaurant_id')
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    // No foreign key: a closed customer account stays, anonymised, and its bookings point at it.
    .addColumn('customer_id', 'integer')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('fr'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('meal_at', timeType, (col) => col.notNull())
    .addColumn('ends_at', timeType, (col) => col.notNull())
    .addColumn('covers', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('occasion', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('meal_voucher', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('service_id', 'integer')
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('guarantee', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('fraud_reason_code', 'text')
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // One restaurant's day: the book, availability and the check before every insert.
  await db.schema
    .createIndex('bookings_restaurant_date_idx')
    .on('bookings')
    .columns(['restaurant_id', 'date'])
    .execute();
  // A customer's bookings (myBookings, the 2-hour rule, closing the account).
  await db.schema.createIndex('bookings_customer_idx').on('bookings').columns(['customer_id', 'meal_at']).execute();
  // The bookings waiting for the restaurant (the sidebar's count).
  await db.schema
    .createIndex('bookings_restaurant_status_idx')
    .on('bookings')
    .columns(['restaurant_id', 'status'])
    .execute();

  await db.schema
    .createTable('booking_tables')
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('table_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('booking_tables_pk', ['booking_id', 'table_id'])
    .execute();
  await db.schema.createIndex('booking_tables_table_idx').on('booking_tables').column('table_id').execute();

  await db.schema
    .createTable('booking_history')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('at', timeType, (col) => col.notNull())
    .addColumn('status', 'text')
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('member_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('change', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('booking_history_booking_idx').on('booking_history').column('booking_id').execute();

  await db.schema
    .createTable('booking_modification_requests')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('covers', 'integer', (col) => col.notNull())
    .addColumn('proposed_time', 'text')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('answered_at', timeType)
    .execute();
  await db.schema
    .createIndex('booking_modification_requests_booking_idx')
    .on('booking_modification_requests')
    .column('booking_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'booking_modification_requests',
    'booking_history',
    'booking_tables',
    'bookings',
    'reservation_tables',
    'reservation_services',
    'reservation_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
