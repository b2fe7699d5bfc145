import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.js';
import type { Order, OrderLine, OrdersTable } from './tables.js';

/** A LIKE pattern's text taken literally: `%`, `_` and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface OrderHistoryRow {
  order_id: number;
  status: number;
  actor: string;
  reason: string;
  created_at: number;
  member_id: number | null;
  member_name: string;
}

/** The list of `key` in `groups`, made empty the first time. */
function grouped<T>(groups: Map<number, T[]>, key: number): T[] {
  let list = groups.get(key);
  if (!list) groups.set(key, (list = []));
  return list;
}

/** Orders, their lines and their status history. */
export class OrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(order: Insertable<OrdersTable>, trx: Kysely<Database>): Promise<Order> {
    return trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  }

  async insertLines(
    orderId: number,
    lines: Array<
      Omit<OrderLine, 'id' | 'order_id' | 'position' | 'search_text' | 'sale_restaurant_id' | 'sold_at'> & {
        search_text: string;
      }
    >,
    trx: Kysely<Database>,
  ): Promise<void> {
    await trx
      .insertInto('order_lines')
      .values(lines.map((line, position) => ({ ...line, order_id: orderId, position })))
      .execute();
  }

  /**
   * Erases what a closed customer account left on its orders: the first name and the note, and
   * the name in the order's search words (rebuilt from its lines by `searchWordsOf`).
   */
  async forgetCustomer(
    customerId: number,
    searchWordsOf: (lines: OrderLine[]) => string,
    trx: Kysely<Database>,
  ): Promise<number> {
    const orders = await trx.selectFrom('orders').select('id').where('customer_id', '=', customerId).execute();
    if (orders.length === 0) return 0;
    const lines = await trx
      .selectFrom('order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    for (const order of orders) {
      await trx
        .updateTable('orders')
        .set({
          customer_first_name: '',
          note: '',
          search_text: searchWordsOf(lines.filter((line) => line.order_id === order.id)),
        })
        .where('id', '=', order.id)
        .execute();
    }
    return orders.length;
  }

  async addHistory(
    entry: Omit<OrderHistoryRow, 'member_id' | 'member_name'> &
      Partial<Pick<OrderHistoryRow, 'member_id' | 'member_name'>>,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx.insertInto('order_status_history').values(entry).execute();
  }

  /**
   * Moves an order from one of `from` to `to`, only if it is still in one of them: of two devices
   * acting at once, exactly one changes it. Returns the order changed, or undefined.
   */
  async transition(
    where: { id: number; restaurant_id?: number; customer_id?: number },
    from: readonly number[],
    to: number,
    changes: { updated_at: number; reject_reason?: string },
    trx: Kysely<Database>,
    /** A waiting order placed at or before this time has expired: it no longer moves. */
    expiredCutoff?: number,
  ): Promise<Order | undefined> {
    let query = trx
      .updateTable('orders')
      .set({ status: to, ...changes })
      .where('id', '=', where.id)
      .where('status', 'in', [...from]);
    if (expiredCutoff !== undefined) {
      query = query.where((eb) => eb.or([eb('status', '<>', 0), eb('created_at', '>', expiredCutoff)]));
    }
    if (where.restaurant_id !== undefined) query = query.where('restaurant_id', '=', where.restaurant_id);
    if (where.customer_id !== undefined) query = query.where('customer_id', '=', where.customer_id);
    return query.returningAll().executeTakeFirst();
  }

  async find(
    where: { id: number; restaurant_id?: number; customer_id?: number },
    trx: Kysely<Database> = this.db,
  ): Promise<Order | undefined> {
    let query = trx.selectFrom('orders').selectAll().where('id', '=', where.id);
    if (where.restaurant_id !== undefined) query = query.where('restaurant_id', '=', where.restaurant_id);
    if (where.customer_id !== undefined) query = query.where('customer_id', '=', where.customer_id);
    return query.executeTakeFirst();
  }

  /** The orders of `orderIds`, by id. */
  async byIds(orderIds: number[]): Promise<Map<number, Order>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
    return new Map(rows.map((order) => [order.id, order]));
  }

  /** A page of orders, newest first, with the total count. Status 4 includes the older 7. */
  async page(
    where: { restaurant_id?: number; customer_id?: number; status?: number | undefined },
    page: number,
    perPage: number,
  ): Promise<{ rows: Order[]; total: number }> {
    let query = this.db.selectFrom('orders');
    if (where.restaurant_id !== undefined) query = query.where('restaurant_id', '=', where.restaurant_id);
    if (where.customer_id !== undefined) query = query.where('customer_id', '=', where.customer_id);
    if (where.status !== undefined) query = query.where('status', 'in', where.status === 4 ? [4, 7] : [where.status]);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async countWaiting(restaurantId: number, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Orders whose number is `number` or whose words contain every term, newest first. A search
   * with neither (a text of punctuation only) finds nothing, without asking the database.
   */
  async search(restaurantId: number, terms: string[], number: number | null, limit: number): Promise<Order[]> {
    if (terms.length === 0 && number === null) return [];
    // Newest first like the list; two orders of the same millisecond, the later number first.
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where((eb) => {
        const contains = (term: string) =>
          sql<boolean>`${sql.ref('search_text')} like ${`%${escapeLike(term)}%`} escape '\\'`;
        const byWords = terms.length > 0 ? eb.and(terms.map(contains)) : null;
        const byNumber = number !== null ? eb('order_number', '=', number) : null;
        return eb.or([byWords, byNumber].filter((condition) => condition !== null));
      })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Orders of a customer waiting for one restaurant's answer. */
  async countWaitingOf(customerId: number, restaurantId: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Orders a customer placed in (`since`, `until`] (epoch ms), at any restaurant. */
  async countPlacedBetween(customerId: number, since: number, until: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since)
      .where('created_at', '<=', until)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the restaurant has a waiting order placed at or before `cutoff` (one index probe). */
  async hasOverdue(restaurantId: number, cutoff: number, trx: Kysely<Database> = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('orders')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 0)
      .where('created_at', '<=', cutoff)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Restaurants with a waiting order placed at or before `cutoff`, at most `limit`. */
  async restaurantsWithOverdue(cutoff: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('restaurant_id')
      .distinct()
      .where('status', '=', 0)
      .where('created_at', '<=', cutoff)
      .orderBy('restaurant_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.restaurant_id);
  }

  /** Restaurants where a customer has a waiting order placed at or before `cutoff`. */
  async restaurantsWithOverdueOf(customerId: number, cutoff: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('restaurant_id')
      .distinct()
      .where('customer_id', '=', customerId)
      .where('status', '=', 0)
      .where('created_at', '<=', cutoff)
      .execute();
    return rows.map((row) => row.restaurant_id);
  }

  /**
   * Moves the restaurant's waiting orders placed at or before `cutoff` to `expired`, only those
   * still waiting: of two processes sweeping at once, each order goes to exactly one.
   */
  async expire(restaurantId: number, cutoff: number, expired: number, at: number, trx: Kysely<Database>) {
    return trx
      .updateTable('orders')
      .set({ status: expired, updated_at: at })
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 0)
      .where('created_at', '<=', cutoff)
      .returningAll()
      .execute();
  }

  async linesOf(orderIds: number[]): Promise<Map<number, OrderLine[]>> {
    const result = new Map<number, OrderLine[]>();
    if (orderIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    for (const row of rows) grouped(result, row.order_id).push(row);
    return result;
  }

  async historyOf(orderIds: number[]): Promise<Map<number, OrderHistoryRow[]>> {
    const result = new Map<number, OrderHistoryRow[]>();
    if (orderIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('order_status_history')
      .select(['order_id', 'status', 'actor', 'reason', 'created_at', 'member_id', 'member_name'])
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
    for (const row of rows) grouped(result, row.order_id).push(row);
    return result;
  }

  /** The order's sales and TVA per rate (basis points), for its journal entries. */
  async salesByRate(
    orderId: number,
    trx: Kysely<Database>,
  ): Promise<Record<number, { sales_cents: number; tva_cents: number }>> {
    const rows = await trx
      .selectFrom('order_lines')
      .select((eb) => [
        'tva_bp',
        eb.fn.sum<string | number>('line_total_cents').as('sales_cents'),
        eb.fn.sum<string | number>('tva_cents').as('tva_cents'),
      ])
      .where('order_id', '=', orderId)
      .groupBy('tva_bp')
      .execute();
    return Object.fromEntries(
      rows.map((row) => [row.tva_bp, { sales_cents: Number(row.sales_cents), tva_cents: Number(row.tva_cents) }]),
    );
  }
}
