import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connection.js';
import type { MigrationContext } from '../migrator.js';
import { closingHash, GENESIS_HASH, orderSealHash, type SealedLine } from './frozen/journal-hashes-0012.js';

/*
 * The sales journal to the certified-till standard. Entries say which canonical
 * form their hash covers (`hash_version`: 1 for those written before, 2 from now on, with the
 * order and its lines). Closings get their own gap-free sequence and chain per restaurant; the
 * closings written before are sealed into it here, in the order they were written. Triggers make
 * the database itself refuse a change or removal of entries, closings, order lines and the
 * amounts of orders, and a completed order leaving its status: a correction is a new entry.
 * Orders written before have only version-1 entries, which do not cover their lines: each is
 * sealed here (`journal_order_seals`, the order and its lines in the version-2 form, hashed).
 */

/** What of a line never changes once the order is placed (the sale stamp of the report may). */
const LINE_COLUMNS = [
  'order_id',
  'position',
  'item_id',
  'size_id',
  'fr_name',
  'en_name',
  'size_fr',
  'size_en',
  'quantity',
  'unit_price_cents',
  'discount_percent',
  'buy_one_get_one',
  'addons_json',
  'addons_unit_cents',
  'line_total_cents',
  'tva_bp',
  'tva_cents',
  'allergens',
];

/**
 * What of an order never changes once placed. Its status, answer, times of change and what a
 * closed customer account blanks (first name, note, search words) may.
 */
const ORDER_COLUMNS = [
  'restaurant_id',
  'customer_id',
  'order_number',
  'service_type',
  'no_of_people',
  'payment_method',
  'subtotal_cents',
  'tva_cents',
  'service_charge_cents',
  'total_cents',
  'created_at',
];

const COMPLETED = 5;

interface Guard {
  name: string;
  table: string;
  event: 'UPDATE' | 'DELETE';
  /** When the change is refused, in terms of OLD and NEW; always when absent. */
  when?: (changed: (column: string) => string) => string;
}

const anyChanged = (columns: string[]) => (changed: (column: string) => string) => columns.map(changed).join(' OR ');

export const JOURNAL_GUARDS: Guard[] = [
  { name: 'journal_entries_no_update', table: 'journal_entries', event: 'UPDATE' },
  { name: 'journal_entries_no_delete', table: 'journal_entries', event: 'DELETE' },
  { name: 'journal_closings_no_update', table: 'journal_closings', event: 'UPDATE' },
  { name: 'journal_closings_no_delete', table: 'journal_closings', event: 'DELETE' },
  { name: 'order_lines_no_update', table: 'order_lines', event: 'UPDATE', when: anyChanged(LINE_COLUMNS) },
  { name: 'order_lines_no_delete', table: 'order_lines', event: 'DELETE' },
  {
    name: 'orders_no_update',
    table: 'orders',
    event: 'UPDATE',
    when: (changed) =>
      `(OLD.status = ${COMPLETED} AND NEW.status <> ${COMPLETED}) OR ${anyChanged(ORDER_COLUMNS)(changed)}`,
  },
  { name: 'orders_no_delete', table: 'orders', event: 'DELETE' },
  { name: 'journal_order_seals_no_update', table: 'journal_order_seals', event: 'UPDATE' },
  { name: 'journal_order_seals_no_delete', table: 'journal_order_seals', event: 'DELETE' },
];

/** The text of the refusal: what a script that tries it reads. */
const REFUSAL = 'the sales journal is append-only: entries, closings, seals, order lines and amounts never change';

/** Makes the database refuse what the journal forbids (both dialects). */
export async function createJournalGuards(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION '${REFUSAL} (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
        END $$`,
      )
      .execute(db);
    for (const guard of JOURNAL_GUARDS) {
      const when = guard.when
        ? ` WHEN (${guard.when((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`)})`
        : '';
      await sql
        .raw(
          `CREATE TRIGGER ${guard.name} BEFORE ${guard.event} ON ${guard.table} FOR EACH ROW${when} EXECUTE FUNCTION journal_refuse_change()`,
        )
        .execute(db);
    }
    return;
  }
  for (const guard of JOURNAL_GUARDS) {
    const when = guard.when ? ` WHEN ${guard.when((column) => `OLD.${column} IS NOT NEW.${column}`)}` : '';
    await sql
      .raw(
        `CREATE TRIGGER ${guard.name} BEFORE ${guard.event} ON ${guard.table} FOR EACH ROW${when} BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
      )
      .execute(db);
  }
}

/**
 * Removes the guards: the down migration, and tests that play an attacker holding the database
 * file, who can do the same, to prove that `verify-journal` still names what they changed.
 */
export async function dropJournalGuards<Schema>(db: Kysely<Schema>, dialect: DialectName): Promise<void> {
  for (const guard of JOURNAL_GUARDS) {
    await sql
      .raw(
        dialect === 'postgres'
          ? `DROP TRIGGER IF EXISTS ${guard.name} ON ${guard.table}`
          : `DROP TRIGGER IF EXISTS ${guard.name}`,
      )
      .execute(db);
  }
  if (dialect === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS journal_refuse_change()').execute(db);
}

interface ClosingRow {
  id: number;
  restaurant_id: number;
  kind: string;
  period: string;
  orders: number;
  sales_cents: number;
  tva_cents: number;
  by_rate_json: string;
  grand_total_cents: number;
  last_seq: number;
  chain_hash: string;
  created_at: number;
}

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext) {
  await db.schema
    .alterTable('journal_entries')
    .addColumn('hash_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('journal_closings')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('journal_closings')
    .addColumn('prev_hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('journal_closings')
    .addColumn('hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_counters')
    .addColumn('last_closing_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_counters')
    .addColumn('last_closing_hash', 'text', (col) => col.notNull().defaultTo(GENESIS_HASH))
    .execute();

  // The closings written before, chained in the order they were written (their ids).
  const { rows } = await sql<ClosingRow>`select * from journal_closings order by restaurant_id, id`.execute(db);
  const heads = new Map<number, { seq: number; hash: string }>();
  for (const row of rows) {
    const head = heads.get(row.restaurant_id) ?? { seq: 0, hash: GENESIS_HASH };
    const closing = { ...row, created_at: Number(row.created_at), seq: head.seq + 1 };
    const hash = closingHash(head.hash, closing);
    await sql`update journal_closings set seq = ${closing.seq}, prev_hash = ${head.hash}, hash = ${hash} where id = ${row.id}`.execute(
      db,
    );
    heads.set(row.restaurant_id, { seq: closing.seq, hash });
  }
  for (const [restaurantId, head] of heads) {
    await sql`update order_counters set last_closing_seq = ${head.seq}, last_closing_hash = ${head.hash} where restaurant_id = ${restaurantId}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('journal_closing_seq_unique')
    .unique()
    .on('journal_closings')
    .columns(['restaurant_id', 'seq'])
    .execute();

  await sealOrders(db);
  await createJournalGuards(db, dialect);
}

interface OrderRow {
  id: number;
  restaurant_id: number;
  order_number: number;
  created_at: number;
  service_type: number;
  payment_method: number;
  subtotal_cents: number;
  tva_cents: number;
  service_charge_cents: number;
  total_cents: number;
}

interface LineRow extends SealedLine {
  order_id: number;
}

/** Every order there is, with its lines, hashed in batches: years of orders never sit in memory. */
async function sealOrders(db: Kysely<unknown>) {
  await db.schema
    .createTable('journal_order_seals')
    .addColumn('order_id', 'integer', (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('journal_order_seals_restaurant_idx')
    .on('journal_order_seals')
    .columns(['restaurant_id', 'order_id'])
    .execute();
  for (let after = 0; ;) {
    const { rows: orders } = await sql<OrderRow>`select id, restaurant_id, order_number, created_at, service_type,
      payment_method, subtotal_cents, tva_cents, service_charge_cents, total_cents
      from orders where id > ${after} order by id limit 1000`.execute(db);
    if (orders.length === 0) break;
    const last = orders[orders.length - 1]!.id;
    const { rows: lines } = await sql<LineRow>`select order_id, position, fr_name, en_name, size_fr, size_en,
      addons_json, quantity, unit_price_cents, addons_unit_cents, discount_percent, buy_one_get_one, tva_bp,
      line_total_cents, tva_cents
      from order_lines where order_id > ${after} and order_id <= ${last}`.execute(db);
    const linesOf = new Map<number, LineRow[]>();
    for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
    const seals = orders.map((order) => ({
      order_id: order.id,
      restaurant_id: order.restaurant_id,
      hash: orderSealHash(
        order.restaurant_id,
        order.id,
        { ...order, created_at: Number(order.created_at) },
        linesOf.get(order.id) ?? [],
      ),
    }));
    await (db as Kysely<{ journal_order_seals: (typeof seals)[number] }>)
      .insertInto('journal_order_seals')
      .values(seals)
      .execute();
    after = last;
  }
}

export async function down(db: Kysely<unknown>, { dialect }: MigrationContext) {
  await dropJournalGuards(db, dialect);
  await db.schema.dropTable('journal_order_seals').execute();
  await db.schema.dropIndex('journal_closing_seq_unique').execute();
  await db.schema.alterTable('order_counters').dropColumn('last_closing_hash').execute();
  await db.schema.alterTable('order_counters').dropColumn('last_closing_seq').execute();
  await db.schema.alterTable('journal_closings').dropColumn('hash').execute();
  await db.schema.alterTable('journal_closings').dropColumn('prev_hash').execute();
  await db.schema.alterTable('journal_closings').dropColumn('seq').execute();
  await db.schema.alterTable('journal_entries').dropColumn('hash_version').execute();
}
