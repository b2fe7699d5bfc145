import { type Kysely, sql } from 'kysely';
import { parisDate } from './frozen/paris-date-0010.js';
import type { MigrationContext } from '../migrator.js';

/*
 * The earnings report's running totals, kept by the orders module when an order is completed:
 * per restaurant and day in France, the orders and lines (`sales_days`), the sales and TVA per
 * rate (`sales_day_rates`) and per dish as sold (`sales_day_items`, with the line's folded words
 * for the search). A period's bounds are midnights in Paris, so its days sum to it exactly.
 * Completed lines also carry their restaurant and sale time, so a report page reads one index.
 * Existing sales are summed here, in batches.
 */
export async function up(db: Kysely<unknown>, { timeType }: MigrationContext) {
  await db.schema.alterTable('order_lines').addColumn('sale_restaurant_id', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('sold_at', timeType).execute();
  await markSoldLines(db);
  // A report page: newest first. A search: the lines of the dishes it matched, by their words.
  await db.schema
    .createIndex('order_lines_sales_idx')
    .on('order_lines')
    .columns(['sale_restaurant_id', 'sold_at', 'id'])
    .execute();
  await db.schema
    .createIndex('order_lines_sales_words_idx')
    .on('order_lines')
    .columns(['sale_restaurant_id', 'search_text', 'sold_at', 'id', 'order_id'])
    .execute();
  await db.schema
    .createTable('sales_days')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('orders', 'integer', (col) => col.notNull())
    .addColumn('lines', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('sales_days_pk', ['restaurant_id', 'day'])
    .execute();
  await db.schema
    .createTable('sales_day_rates')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('tva_bp', 'integer', (col) => col.notNull())
    .addColumn('sales_cents', 'bigint', (col) => col.notNull())
    .addColumn('tva_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sales_day_rates_pk', ['restaurant_id', 'day', 'tva_bp'])
    .execute();
  await db.schema
    .createTable('sales_day_items')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('fr_name', 'text', (col) => col.notNull())
    .addColumn('en_name', 'text', (col) => col.notNull())
    .addColumn('tva_bp', 'integer', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('lines', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'bigint', (col) => col.notNull())
    .addColumn('sales_cents', 'bigint', (col) => col.notNull())
    .addColumn('tva_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sales_day_items_pk', [
      'restaurant_id',
      'day',
      'fr_name',
      'en_name',
      'tva_bp',
      'search_text',
    ])
    .execute();
  await sumSales(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('sales_day_items').execute();
  await db.schema.dropTable('sales_day_rates').execute();
  await db.schema.dropTable('sales_days').execute();
  await db.schema.dropIndex('order_lines_sales_words_idx').execute();
  await db.schema.dropIndex('order_lines_sales_idx').execute();
  await db.schema.alterTable('order_lines').dropColumn('sold_at').execute();
  await db.schema.alterTable('order_lines').dropColumn('sale_restaurant_id').execute();
}

const HOUR = 3_600_000;
/** Sales read at a time per restaurant: 60 days, grouped by hour and dish as sold. */
const WINDOW = 60 * 24 * HOUR;
const CHUNK = 500;

interface ItemSum {
  restaurant_id: number;
  day: string;
  fr_name: string;
  en_name: string;
  tva_bp: number;
  search_text: string;
  lines: number;
  quantity: number;
  sales_cents: number;
  tva_cents: number;
}

/** Completed orders' lines take their restaurant and sale time (lines not yet marked). */
async function markSoldLines(db: Kysely<unknown>): Promise<void> {
  await sql`update order_lines set sale_restaurant_id = o.restaurant_id, sold_at = o.updated_at
    from orders o where o.id = order_lines.order_id and o.status = 5 and order_lines.sold_at is null`.execute(db);
}

/**
 * Builds the report's running totals from the completed orders, as the orders module keeps them
 * (the sales tables empty, or holding only other restaurants' days). Also used by the benchmark,
 * whose orders are written directly by SQL.
 */
export async function backfillSalesAggregates<DB>(db: Kysely<DB>): Promise<void> {
  await markSoldLines(db as unknown as Kysely<unknown>);
  await sumSales(db as unknown as Kysely<unknown>);
}

/*
 * The database groups by UTC hour; France is a whole number of hours ahead of UTC and changes
 * at a full hour, so every hour falls in one French day, computed here. Rows are added with
 * `on conflict … do update` (a day may straddle two windows).
 */
async function sumSales(anyDb: Kysely<unknown>): Promise<void> {
  // The tables are known here by their shape in this migration, not by the current schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = anyDb as Kysely<any>;
  const restaurants = (await db
    .selectFrom('orders')
    .select((eb) => ['restaurant_id', eb.fn.min('updated_at').as('first'), eb.fn.max('updated_at').as('last')])
    .where('status', '=', 5)
    .groupBy('restaurant_id')
    .orderBy('restaurant_id')
    .execute()) as Array<{ restaurant_id: number; first: number | string; last: number | string }>;
  for (const restaurant of restaurants) {
    const restaurantId = restaurant.restaurant_id;
    const last = Number(restaurant.last);
    for (let from = Math.floor(Number(restaurant.first) / HOUR) * HOUR; from <= last; from += WINDOW) {
      const to = from + WINDOW;
      const orders = (await db
        .selectFrom('orders')
        .select((eb) => [sql<number>`updated_at / ${sql.lit(HOUR)}`.as('hour'), eb.fn.countAll().as('n')])
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 5)
        .where('updated_at', '>=', from)
        .where('updated_at', '<', to)
        .groupBy(sql`updated_at / ${sql.lit(HOUR)}`)
        .execute()) as Array<{ hour: number | string; n: number | string }>;
      if (orders.length === 0) continue;
      const lines = (await db
        .selectFrom('order_lines')
        .select((eb) => [
          sql<number>`sold_at / ${sql.lit(HOUR)}`.as('hour'),
          'fr_name',
          'en_name',
          'tva_bp',
          'search_text',
          eb.fn.countAll().as('lines'),
          eb.fn.sum('quantity').as('quantity'),
          eb.fn.sum('line_total_cents').as('sales_cents'),
          eb.fn.sum('tva_cents').as('tva_cents'),
        ])
        .where('sale_restaurant_id', '=', restaurantId)
        .where('sold_at', '>=', from)
        .where('sold_at', '<', to)
        .groupBy([sql`sold_at / ${sql.lit(HOUR)}`, 'fr_name', 'en_name', 'tva_bp', 'search_text'])
        .execute()) as Array<Record<string, number | string>>;

      const dayOf = (hour: number | string) => parisDate(Math.floor(Number(hour)) * HOUR);
      const days = new Map<string, { orders: number; lines: number }>();
      for (const row of orders) {
        const slot = days.get(dayOf(row.hour)) ?? { orders: 0, lines: 0 };
        slot.orders += Number(row.n);
        days.set(dayOf(row.hour), slot);
      }
      const items = new Map<string, ItemSum>();
      const rates = new Map<string, { day: string; tva_bp: number; sales_cents: number; tva_cents: number }>();
      for (const row of lines) {
        const day = dayOf(row.hour!);
        const tvaBp = Number(row.tva_bp);
        const key = JSON.stringify([day, row.fr_name, row.en_name, tvaBp, row.search_text]);
        const item = items.get(key) ?? {
          restaurant_id: restaurantId,
          day,
          fr_name: String(row.fr_name),
          en_name: String(row.en_name),
          tva_bp: tvaBp,
          search_text: String(row.search_text),
          lines: 0,
          quantity: 0,
          sales_cents: 0,
          tva_cents: 0,
        };
        item.lines += Number(row.lines);
        item.quantity += Number(row.quantity);
        item.sales_cents += Number(row.sales_cents);
        item.tva_cents += Number(row.tva_cents);
        items.set(key, item);
        const rateKey = `${day} ${tvaBp}`;
        const rate = rates.get(rateKey) ?? { day, tva_bp: tvaBp, sales_cents: 0, tva_cents: 0 };
        rate.sales_cents += Number(row.sales_cents);
        rate.tva_cents += Number(row.tva_cents);
        rates.set(rateKey, rate);
        const slot = days.get(day) ?? { orders: 0, lines: 0 };
        slot.lines += Number(row.lines);
        days.set(day, slot);
      }

      const add = (table: string) => (column: string) =>
        sql`${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`;
      const dayRows = [...days].map(([day, slot]) => ({ restaurant_id: restaurantId, day, ...slot }));
      for (let i = 0; i < dayRows.length; i += CHUNK) {
        await db
          .insertInto('sales_days')
          .values(dayRows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc
              .columns(['restaurant_id', 'day'])
              .doUpdateSet({ orders: add('sales_days')('orders'), lines: add('sales_days')('lines') }),
          )
          .execute();
      }
      const rateRows = [...rates.values()].map((rate) => ({ restaurant_id: restaurantId, ...rate }));
      for (let i = 0; i < rateRows.length; i += CHUNK) {
        await db
          .insertInto('sales_day_rates')
          .values(rateRows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['restaurant_id', 'day', 'tva_bp']).doUpdateSet({
              sales_cents: add('sales_day_rates')('sales_cents'),
              tva_cents: add('sales_day_rates')('tva_cents'),
            }),
          )
          .execute();
      }
      const itemRows = [...items.values()];
      for (let i = 0; i < itemRows.length; i += CHUNK) {
        await db
          .insertInto('sales_day_items')
          .values(itemRows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['restaurant_id', 'day', 'fr_name', 'en_name', 'tva_bp', 'search_text']).doUpdateSet({
              lines: add('sales_day_items')('lines'),
              quantity: add('sales_day_items')('quantity'),
              sales_cents: add('sales_day_items')('sales_cents'),
              tva_cents: add('sales_day_items')('tva_cents'),
            }),
          )
          .execute();
      }
    }
  }
}
