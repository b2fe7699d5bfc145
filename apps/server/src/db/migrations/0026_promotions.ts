import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Promo codes a restaurant hands out (`promo_codes`) and the orders that use them
 * (`promo_redemptions`, one per order, removed when the order is refused, cancelled or expires).
 * An order keeps the code it used as written (`orders.promo_code`) and what it saved
 * (`orders.savings_cents`), each line its share (`order_lines.savings_cents`), and the report's
 * running totals their sum per day, rate and dish. What an order saved never changes once placed,
 * like its amounts: triggers refuse it, as migration 0012's do for the other columns.
 */

/** The new columns that never change once written, per table. */
const FROZEN: Array<{ name: string; table: string; columns: string[] }> = [
  { name: 'orders_promo_no_update', table: 'orders', columns: ['promo_code', 'savings_cents'] },
  { name: 'order_lines_savings_no_update', table: 'order_lines', columns: ['savings_cents'] },
];

const REFUSAL = 'the sales journal is append-only: entries, closings, seals, order lines and amounts never change';

export async function up(db: Kysely<unknown>, { dialect, idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    /** Capitals and digits; unique per restaurant (typed codes are put in capitals). */
    .addColumn('code', 'text', (col) => col.notNull())
    /** 'percent' | 'amount'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The percent, or the amount off in cents. */
    .addColumn('value', 'integer', (col) => col.notNull())
    /** 'food' | 'all'. */
    .addColumn('applies_to', 'text', (col) => col.notNull())
    .addColumn('min_subtotal_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_customer', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('budget_cents', 'integer')
    .addColumn('first_order_only', 'integer', (col) => col.notNull().defaultTo(0))
    /** "1,2": the service types (ids) it is valid for. */
    .addColumn('service_types', 'text', (col) => col.notNull())
    /** 'active' | 'paused'. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('promo_codes_restaurant_code_idx')
    .on('promo_codes')
    .columns(['restaurant_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createTable('promo_redemptions')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('promo_id', 'integer', (col) => col.notNull().references('promo_codes.id'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull().unique())
    .addColumn('savings_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('promo_redemptions_promo_idx')
    .on('promo_redemptions')
    .columns(['promo_id', 'customer_id'])
    .execute();

  await db.schema.alterTable('orders').addColumn('promo_code', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('savings_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const table of ['order_lines', 'sales_day_rates', 'sales_day_items']) {
    await db.schema
      .alterTable(table)
      .addColumn('savings_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }

  if (dialect === 'postgres') {
    // A function of its own: migration 0012's may be dropped with its guards.
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION promo_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION '${REFUSAL} (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
        END $$`,
      )
      .execute(db);
  }
  for (const guard of FROZEN) {
    if (dialect === 'postgres') {
      const when = guard.columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
      await sql
        .raw(
          `CREATE TRIGGER ${guard.name} BEFORE UPDATE ON ${guard.table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION promo_refuse_change()`,
        )
        .execute(db);
    } else {
      const when = guard.columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
      await sql
        .raw(
          `CREATE TRIGGER ${guard.name} BEFORE UPDATE ON ${guard.table} FOR EACH ROW WHEN ${when} BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext) {
  for (const guard of FROZEN) {
    await sql
      .raw(
        dialect === 'postgres'
          ? `DROP TRIGGER IF EXISTS ${guard.name} ON ${guard.table}`
          : `DROP TRIGGER IF EXISTS ${guard.name}`,
      )
      .execute(db);
  }
  if (dialect === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS promo_refuse_change()').execute(db);
  for (const table of ['sales_day_items', 'sales_day_rates', 'order_lines']) {
    await db.schema.alterTable(table).dropColumn('savings_cents').execute();
  }
  await db.schema.alterTable('orders').dropColumn('savings_cents').execute();
  await db.schema.alterTable('orders').dropColumn('promo_code').execute();
  await db.schema.dropTable('promo_redemptions').execute();
  await db.schema.dropTable('promo_codes').execute();
}
