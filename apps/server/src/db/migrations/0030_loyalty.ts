import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Accumulated benefits: a restaurant's loyalty programme (`loyalty_settings`, `loyalty_rewards`),
 * each guest's balance (`loyalty_members`, the running figure read under a conditional update),
 * the ledger that explains it (`loyalty_ledger`, append-only: triggers refuse UPDATE and DELETE,
 * as the sales journal's do; one credit per source) and the vouchers taken (`loyalty_vouchers`);
 * an order keeps the voucher it used (`orders.voucher_code`).
 */

const REFUSAL = 'the loyalty ledger is append-only: entries never change and are never deleted';

export async function up(db: Kysely<unknown>, { dialect, idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('loyalty_settings')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points_per_visit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points_per_euro', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expiry_months', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('loyalty_rewards')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('fr_name', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    /** 'percent' | 'amount' | 'dish'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The percent, the amount in cents, or 0 for a dish. */
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('valid_days', 'integer', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('loyalty_rewards_restaurant_idx').on('loyalty_rewards').column('restaurant_id').execute();
  await db.schema
    .createTable('loyalty_members')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('balance', 'integer', (col) => col.notNull().check(sql`balance >= 0`))
    .addColumn('last_activity_at', timeType, (col) => col.notNull())
    .addPrimaryKeyConstraint('loyalty_members_pk', ['restaurant_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('loyalty_members_customer_idx').on('loyalty_members').column('customer_id').execute();
  await db.schema
    .createTable('loyalty_ledger')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('delta', 'integer', (col) => col.notNull())
    /** visit | order | redeem | refund | expire | adjust | closure. */
    .addColumn('reason', 'text', (col) => col.notNull())
    /** "booking:12", "order:40", "voucher:7"…: a source credits once. */
    .addColumn('source', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    /** The team member who acted (an adjustment, a voucher used); null for the owner or the system. */
    .addColumn('member_id', 'integer')
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_ledger_source_idx')
    .on('loyalty_ledger')
    .columns(['restaurant_id', 'source'])
    .unique()
    .execute();
  await db.schema
    .createIndex('loyalty_ledger_member_idx')
    .on('loyalty_ledger')
    .columns(['restaurant_id', 'customer_id', 'id'])
    .execute();
  await db.schema
    .createTable('loyalty_vouchers')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('reward_id', 'integer')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('fr_name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    /** active | used | cancelled | expired | void. */
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('valid_until', timeType, (col) => col.notNull())
    .addColumn('used_at', timeType)
    .addColumn('used_by_member', 'integer')
    /** The order it was spent on (given back if the order is refused, cancelled or expires). */
    .addColumn('order_id', 'integer')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_vouchers_member_idx')
    .on('loyalty_vouchers')
    .columns(['restaurant_id', 'customer_id', 'state'])
    .execute();

  await db.schema.createIndex('loyalty_vouchers_order_idx').on('loyalty_vouchers').column('order_id').execute();
  // An order keeps the voucher it used, as it keeps its promo code.
  await db.schema.alterTable('orders').addColumn('voucher_code', 'text').execute();

  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION loyalty_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION '${REFUSAL} (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
        END $$`,
      )
      .execute(db);
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER loyalty_ledger_no_${op.toLowerCase()} BEFORE ${op} ON loyalty_ledger FOR EACH ROW EXECUTE FUNCTION loyalty_ledger_refuse_change()`,
        )
        .execute(db);
    }
  } else {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER loyalty_ledger_no_${op.toLowerCase()} BEFORE ${op} ON loyalty_ledger BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext) {
  for (const op of ['update', 'delete']) {
    await sql
      .raw(
        dialect === 'postgres'
          ? `DROP TRIGGER IF EXISTS loyalty_ledger_no_${op} ON loyalty_ledger`
          : `DROP TRIGGER IF EXISTS loyalty_ledger_no_${op}`,
      )
      .execute(db);
  }
  if (dialect === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS loyalty_ledger_refuse_change()').execute(db);
  await db.schema.alterTable('orders').dropColumn('voucher_code').execute();
  for (const table of ['loyalty_vouchers', 'loyalty_ledger', 'loyalty_members', 'loyalty_rewards', 'loyalty_settings'])
    await db.schema.dropTable(table).execute();
}
