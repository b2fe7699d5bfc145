import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Orders placed by customers, priced by the server; their status history; the sales journal
 * (append-only, hash-chained per restaurant) and its day, month and year closings.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('orders')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id'))
    // No foreign key: a closed customer account stays, anonymised, and orders keep pointing at it.
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('order_number', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('service_type', 'integer', (col) => col.notNull())
    .addColumn('no_of_people', 'integer', (col) => col.notNull())
    .addColumn('payment_method', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('customer_first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('tva_cents', 'integer', (col) => col.notNull())
    .addColumn('service_charge_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('reject_reason', 'text', (col) => col.notNull().defaultTo(''))
    // Words of the order (dish names, customer) for the orders screen's search, accents folded.
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .addUniqueConstraint('orders_restaurant_number_unique', ['restaurant_id', 'order_number'])
    .execute();
  await db.schema
    .createIndex('orders_restaurant_created_idx')
    .on('orders')
    .columns(['restaurant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_restaurant_status_idx')
    .on('orders')
    .columns(['restaurant_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('size_id', 'integer')
    .addColumn('fr_name', 'text', (col) => col.notNull())
    .addColumn('en_name', 'text', (col) => col.notNull())
    .addColumn('size_fr', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('size_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('discount_percent', 'integer', (col) => col.notNull())
    .addColumn('buy_one_get_one', 'integer', (col) => col.notNull())
    // The chosen options as they were: [{ group_fr, group_en, fr_name, en_name, price_cents }].
    .addColumn('addons_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('addons_unit_cents', 'integer', (col) => col.notNull())
    .addColumn('line_total_cents', 'integer', (col) => col.notNull())
    .addColumn('tva_bp', 'integer', (col) => col.notNull())
    .addColumn('tva_cents', 'integer', (col) => col.notNull())
    .addColumn('allergens', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_history_order_idx').on('order_status_history').column('order_id').execute();

  // One row per restaurant: the next order number and the head of its journal chain.
  await db.schema
    .createTable('order_counters')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey().references('partners.id'))
    .addColumn('last_order_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_journal_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_journal_hash', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('order_number', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    // Sales and TVA per rate, canonical JSON: {"1000":{"sales_cents":1250,"tva_cents":114}}.
    .addColumn('by_rate_json', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addUniqueConstraint('journal_restaurant_seq_unique', ['restaurant_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('journal_restaurant_created_idx')
    .on('journal_entries')
    .columns(['restaurant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('journal_closings')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // '2026-11-23', '2026-11' or '2026' (Europe/Paris).
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('orders', 'integer', (col) => col.notNull())
    .addColumn('sales_cents', 'integer', (col) => col.notNull())
    .addColumn('tva_cents', 'integer', (col) => col.notNull())
    .addColumn('by_rate_json', 'text', (col) => col.notNull())
    .addColumn('grand_total_cents', 'integer', (col) => col.notNull())
    .addColumn('last_seq', 'integer', (col) => col.notNull())
    .addColumn('chain_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addUniqueConstraint('journal_closing_unique', ['restaurant_id', 'kind', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'journal_closings',
    'journal_entries',
    'order_counters',
    'order_status_history',
    'order_lines',
    'orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
