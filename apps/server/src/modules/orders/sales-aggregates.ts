import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { parisDate } from '../../core/paris-time.js';
import type { SalesDayItemsTable } from './tables.js';

type Trx = Kysely<Database>;

/** `table.column + excluded.column`: an upsert adds to the row already there. */
const add = (table: string, column: string) =>
  sql<number>`${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`;

/**
 * The report's running totals (migration 0010): when an order is completed, in the transaction
 * that completes it, its lines take the restaurant and the sale time, and its day in France is
 * added to `sales_days`, `sales_day_rates` and `sales_day_items`. A completed order never changes
 * status again, so the totals only grow. Rows are written in a fixed order (rate, then dish) and
 * after the journal entry, which already holds the restaurant's lock: no two completions of one
 * restaurant interleave.
 */
export class SalesAggregates {
  async recordSale(restaurantId: number, orderId: number, at: number, trx: Trx): Promise<void> {
    await trx
      .updateTable('order_lines')
      .set({ sale_restaurant_id: restaurantId, sold_at: at })
      .where('order_id', '=', orderId)
      .execute();
    const lines = await trx
      .selectFrom('order_lines')
      .select([
        'fr_name',
        'en_name',
        'tva_bp',
        'search_text',
        'quantity',
        'line_total_cents',
        'tva_cents',
        'savings_cents',
      ])
      .where('order_id', '=', orderId)
      .execute();
    const day = parisDate(at);
    const rates = new Map<number, { sales_cents: number; tva_cents: number; savings_cents: number }>();
    // A row of the day's dish totals, before its restaurant and day are added.
    const items = new Map<string, Omit<SalesDayItemsTable, 'restaurant_id' | 'day'>>();
    for (const line of lines) {
      const rate = rates.get(line.tva_bp) ?? { sales_cents: 0, tva_cents: 0, savings_cents: 0 };
      rate.sales_cents += line.line_total_cents;
      rate.tva_cents += line.tva_cents;
      rate.savings_cents += line.savings_cents;
      rates.set(line.tva_bp, rate);
      const key = JSON.stringify([line.fr_name, line.en_name, line.tva_bp, line.search_text]);
      const item = items.get(key) ?? {
        fr_name: line.fr_name,
        en_name: line.en_name,
        tva_bp: line.tva_bp,
        search_text: line.search_text,
        lines: 0,
        quantity: 0,
        sales_cents: 0,
        tva_cents: 0,
        savings_cents: 0,
      };
      item.lines += 1;
      item.quantity += line.quantity;
      item.sales_cents += line.line_total_cents;
      item.tva_cents += line.tva_cents;
      item.savings_cents += line.savings_cents;
      items.set(key, item);
    }

    await trx
      .insertInto('sales_days')
      .values({ restaurant_id: restaurantId, day, orders: 1, lines: lines.length })
      .onConflict((oc) =>
        oc
          .columns(['restaurant_id', 'day'])
          .doUpdateSet({ orders: add('sales_days', 'orders'), lines: add('sales_days', 'lines') }),
      )
      .execute();
    if (lines.length === 0) return;
    await trx
      .insertInto('sales_day_rates')
      .values(
        [...rates]
          .sort(([a], [b]) => a - b)
          .map(([tvaBp, rate]) => ({ restaurant_id: restaurantId, day, tva_bp: tvaBp, ...rate })),
      )
      .onConflict((oc) =>
        oc.columns(['restaurant_id', 'day', 'tva_bp']).doUpdateSet({
          sales_cents: add('sales_day_rates', 'sales_cents'),
          tva_cents: add('sales_day_rates', 'tva_cents'),
          savings_cents: add('sales_day_rates', 'savings_cents'),
        }),
      )
      .execute();
    await trx
      .insertInto('sales_day_items')
      .values(
        [...items]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([, item]) => ({ restaurant_id: restaurantId, day, ...item })),
      )
      .onConflict((oc) =>
        oc.columns(['restaurant_id', 'day', 'fr_name', 'en_name', 'tva_bp', 'search_text']).doUpdateSet({
          lines: add('sales_day_items', 'lines'),
          quantity: add('sales_day_items', 'quantity'),
          sales_cents: add('sales_day_items', 'sales_cents'),
          tva_cents: add('sales_day_items', 'tva_cents'),
          savings_cents: add('sales_day_items', 'savings_cents'),
        }),
      )
      .execute();
  }
}
