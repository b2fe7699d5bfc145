import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { readModelView } from '../../db/read-model.js';
import { readModel, type ReportsView } from './read-model.js';
import { parisDate } from '../../core/paris-time.js';

/**
 * Completed orders of a restaurant in [start, end), optionally narrowed by words or an order
 * number. The bounds are midnights in Paris (`parisPeriodBounds`): the per-day totals rely on it.
 */
export interface ReportFilter {
  restaurantId: number;
  start: number | null;
  end: number | null;
  terms: string[];
  orderNumber: number | null;
}

export interface ReportLine {
  id: number;
  order_id: number;
  order_number: number;
  sold_at: number;
  fr_name: string;
  en_name: string;
  size_fr: string;
  size_en: string;
  quantity: number;
  addons_json: string;
  line_total_cents: number;
  /** The line's share of a promo code's savings (already taken off `line_total_cents`). */
  savings_cents: number;
  tva_bp: number;
  tva_cents: number;
}

/** What a report line reads, for the page and for the exports. */
const LINE_COLUMNS = [
  'l.id',
  'l.order_id',
  'o.order_number',
  'l.sold_at',
  'l.fr_name',
  'l.en_name',
  'l.size_fr',
  'l.size_en',
  'l.quantity',
  'l.addons_json',
  'l.line_total_cents',
  'l.savings_cents',
  'l.tva_bp',
  'l.tva_cents',
] as const;

type LinesQuery = SelectQueryBuilder<ReportsView & { l: ReportsView['order_lines'] }, 'l', object>;

const HOUR = 3_600_000;
/** Beyond this many distinct dish lines matched, a search reads its lines by LIKE. */
const MAX_WORDS = 500;
/** A search matching fewer than 1 line in this many is paged through the words index. */
const SPARSE = 20;

/**
 * The report's read queries (the reports module owns them, over the orders tables). A sale is a
 * completed order, dated when it was completed. Rows are the completed lines, read newest first
 * from one index (restaurant, sale time, id) with no join to filter them. Totals, best sellers and
 * days come from the running totals per day in France that the orders module keeps
 * (`sales_days`, `sales_day_rates`, `sales_day_items`, migration 0010): a period's bounds are
 * Paris midnights, so its days sum to exactly its lines. A search by words matches the same
 * folded words on the lines and on the per-dish totals, so totals still equal the rows; its count
 * of distinct orders (and the page of a rare dish) reads only its own lines, by their exact
 * words, through a second index. A search by order number reads that order's lines.
 */
export class ReportRepository {
  /** The orders' tables as the read model declares them: an undeclared column does not compile. */
  private readonly db: Kysely<ReportsView>;

  constructor(db: Kysely<Database>) {
    this.db = readModelView(db, readModel);
  }

  /**
   * The completed lines of the selection. With `words` (the folded words of every dish line the
   * search matched, from the per-dish totals), the lines are picked by those exact words, which
   * an index finds, instead of by LIKE: the same lines.
   */
  private lines(filter: ReportFilter, words: string[] | null = null): LinesQuery {
    let query = this.db
      .selectFrom('order_lines as l')
      .where('l.sale_restaurant_id', '=', filter.restaurantId) as unknown as LinesQuery;
    if (filter.start !== null) query = query.where('l.sold_at', '>=', filter.start);
    if (filter.end !== null) query = query.where('l.sold_at', '<', filter.end);
    if (filter.orderNumber !== null) {
      const { restaurantId, orderNumber } = filter;
      query = query.where('l.order_id', 'in', (eb) =>
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where('orders.restaurant_id', '=', restaurantId)
          .where('orders.order_number', '=', orderNumber),
      );
    }
    if (words) return query.where('l.search_text', 'in', words);
    for (const term of filter.terms) query = query.where('l.search_text', 'like', `%${term}%`);
    return query;
  }

  /**
   * The distinct folded words of the dish lines a search by words matches in the period, from the
   * per-dish totals (a small table); null when there is no such search or too many to list.
   */
  private async matchedWords(filter: ReportFilter): Promise<string[] | null> {
    if (filter.terms.length === 0 || filter.orderNumber !== null) return null;
    const rows = await this.items(filter)
      .select('search_text')
      .distinct()
      .limit(MAX_WORDS + 1)
      .execute();
    return rows.length > MAX_WORDS ? null : rows.map((row) => row.search_text);
  }

  /** The selection's days in France, bounds as 'YYYY-MM-DD' (the end excluded). */
  private inDays<Q extends { where: (...args: never[]) => Q }>(query: Q, filter: ReportFilter): Q {
    let narrowed = query as unknown as SelectQueryBuilder<ReportsView, keyof ReportsView, object>;
    if (filter.start !== null) narrowed = narrowed.where(sql.ref('day'), '>=', parisDate(filter.start));
    if (filter.end !== null) narrowed = narrowed.where(sql.ref('day'), '<', parisDate(filter.end));
    return narrowed as unknown as Q;
  }

  /** The per-dish totals of the selection (searched by words; never by order number). */
  private items(filter: ReportFilter) {
    let query = this.db.selectFrom('sales_day_items').where('restaurant_id', '=', filter.restaurantId);
    query = this.inDays(query, filter);
    for (const term of filter.terms) query = query.where('search_text', 'like', `%${term}%`);
    return query;
  }

  /**
   * Sales and TVA per day and rate of the selection: the per-day totals, or without a search the
   * per-dish ones (the same columns), matched by words.
   */
  private rates(filter: ReportFilter): SelectQueryBuilder<ReportsView, 'sales_day_rates', object> {
    if (filter.terms.length > 0) {
      return this.items(filter) as unknown as SelectQueryBuilder<ReportsView, 'sales_day_rates', object>;
    }
    return this.inDays(this.db.selectFrom('sales_day_rates').where('restaurant_id', '=', filter.restaurantId), filter);
  }

  /** Lines (and, without a search, orders) per day of the selection. */
  private counts(filter: ReportFilter): SelectQueryBuilder<ReportsView, 'sales_days', object> {
    if (filter.terms.length > 0) {
      return this.items(filter) as unknown as SelectQueryBuilder<ReportsView, 'sales_days', object>;
    }
    return this.inDays(this.db.selectFrom('sales_days').where('restaurant_id', '=', filter.restaurantId), filter);
  }

  /**
   * A page of lines, newest sale first. The index (restaurant, sale time, id) gives the page
   * without sorting; a search that matches few lines would walk far along it, so its page is
   * first chosen among its own lines' keys through the words index, then read.
   */
  async page(filter: ReportFilter, page: number, perPage: number): Promise<{ rows: ReportLine[]; total: number }> {
    const offset = (page - 1) * perPage;
    const [total, words, all] = await Promise.all([
      this.count(filter),
      this.matchedWords(filter),
      filter.terms.length > 0 ? this.count({ ...filter, terms: [] }) : Promise.resolve(0),
    ]);
    if (words?.length === 0) return { rows: [], total };
    let query = this.lines(filter);
    const byKeys = words !== null && total * SPARSE < all;
    if (byKeys) {
      const { restaurantId, start, end } = filter;
      query = this.db.selectFrom('order_lines as l').where('l.id', 'in', (eb) => {
        let keys = eb
          .selectFrom('order_lines')
          .select('order_lines.id')
          .where('order_lines.sale_restaurant_id', '=', restaurantId)
          .where('order_lines.search_text', 'in', words!);
        if (start !== null) keys = keys.where('order_lines.sold_at', '>=', start);
        if (end !== null) keys = keys.where('order_lines.sold_at', '<', end);
        // `+`: sorted after reading, so that the words index, not the time index, is the one read.
        return keys
          .orderBy(sql`+${sql.ref('order_lines.sold_at')}`, 'desc')
          .orderBy(sql`+${sql.ref('order_lines.id')}`, 'desc')
          .limit(perPage)
          .offset(offset);
      }) as unknown as LinesQuery;
    }
    const rows = await query
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(LINE_COLUMNS)
      .orderBy('l.sold_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(perPage)
      .offset(byKeys ? 0 : offset)
      .execute();
    return { rows: rows as ReportLine[], total };
  }

  private async count(filter: ReportFilter): Promise<number> {
    if (filter.orderNumber !== null) {
      const row = await this.lines(filter)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
    const row = await this.counts(filter)
      .select((eb) => eb.fn.sum<string | number | null>('lines').as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }

  /** Every line of the selection, oldest first, in batches (exports: memory stays flat). */
  async *batches(filter: ReportFilter, size = 1000): AsyncGenerator<ReportLine[]> {
    let after: { soldAt: number; id: number } | null = null;
    for (;;) {
      let query = this.lines(filter);
      if (after) {
        const { soldAt, id } = after;
        query = query.where((eb) =>
          eb.or([eb('l.sold_at', '>', soldAt), eb.and([eb('l.sold_at', '=', soldAt), eb('l.id', '>', id)])]),
        );
      }
      const rows = (await query
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(LINE_COLUMNS)
        .orderBy('l.sold_at')
        .orderBy('l.id')
        .limit(size)
        .execute()) as ReportLine[];
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1]!;
      after = { soldAt: last.sold_at, id: last.id };
      if (rows.length < size) return;
    }
  }

  /** Sales and TVA per rate, and the number of orders, of the selection. */
  async totals(filter: ReportFilter): Promise<{
    orders: number;
    byRate: Array<{ tva_bp: number; sales_cents: number; tva_cents: number; savings_cents: number }>;
  }> {
    const byLines = filter.orderNumber !== null;
    const searched = filter.terms.length > 0;
    const byRateQuery = byLines
      ? this.lines(filter)
          .select((eb) => [
            'l.tva_bp as tva_bp',
            eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
            eb.fn.sum<string | number>('l.tva_cents').as('tva_cents'),
            eb.fn.sum<string | number>('l.savings_cents').as('savings_cents'),
          ])
          .groupBy('l.tva_bp')
          .orderBy('l.tva_bp')
          .execute()
      : this.rates(filter)
          .select((eb) => [
            'tva_bp',
            eb.fn.sum<string | number>('sales_cents').as('sales_cents'),
            eb.fn.sum<string | number>('tva_cents').as('tva_cents'),
            eb.fn.sum<string | number>('savings_cents').as('savings_cents'),
          ])
          .groupBy('tva_bp')
          .orderBy('tva_bp')
          .execute();
    // A search's orders: the distinct orders of its lines (an order may hold several).
    const ordersQuery =
      byLines || searched
        ? this.matchedWords(filter).then((words) =>
            words?.length === 0
              ? { n: 0 }
              : this.db
                  .selectFrom(this.lines(filter, words).select('l.order_id').groupBy('l.order_id').as('matched'))
                  .select((eb) => eb.fn.countAll<string | number>().as('n'))
                  .executeTakeFirstOrThrow(),
          )
        : this.counts(filter)
            .select((eb) => eb.fn.sum<string | number | null>('orders').as('n'))
            .executeTakeFirstOrThrow();
    const [byRate, orders] = await Promise.all([byRateQuery, ordersQuery]);
    return {
      orders: Number(orders.n ?? 0),
      byRate: byRate.map((row) => ({
        tva_bp: Number(row.tva_bp),
        sales_cents: Number(row.sales_cents),
        tva_cents: Number(row.tva_cents),
        savings_cents: Number(row.savings_cents),
      })),
    };
  }

  async bestSellers(filter: ReportFilter, limit = 5) {
    const rows =
      filter.orderNumber !== null
        ? await this.lines(filter)
            .select((eb) => [
              'l.fr_name as fr_name',
              'l.en_name as en_name',
              eb.fn.sum<string | number>('l.quantity').as('quantity'),
              eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
            ])
            .groupBy(['l.fr_name', 'l.en_name'])
            .orderBy('quantity', 'desc')
            .orderBy('sales_cents', 'desc')
            .orderBy('fr_name')
            .limit(limit)
            .execute()
        : await this.items(filter)
            .select((eb) => [
              'fr_name',
              'en_name',
              eb.fn.sum<string | number>('quantity').as('quantity'),
              eb.fn.sum<string | number>('sales_cents').as('sales_cents'),
            ])
            .groupBy(['fr_name', 'en_name'])
            .orderBy('quantity', 'desc')
            .orderBy('sales_cents', 'desc')
            .orderBy('fr_name')
            .limit(limit)
            .execute();
    return rows.map((row) => ({
      fr_name: row.fr_name,
      en_name: row.en_name,
      quantity: Number(row.quantity),
      sales_cents: Number(row.sales_cents),
    }));
  }

  /** Sales and TVA of the selection per day in France, oldest first. */
  async salesByDay(filter: ReportFilter): Promise<Array<{ day: string; sales_cents: number; tva_cents: number }>> {
    if (filter.orderNumber !== null) {
      // One order: grouped by hour (UTC), which always falls in one day in France.
      const hours = await this.lines(filter)
        .select((eb) => [
          sql<number>`l.sold_at / ${sql.lit(HOUR)}`.as('hour'),
          eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
          eb.fn.sum<string | number>('l.tva_cents').as('tva_cents'),
        ])
        .groupBy(sql`l.sold_at / ${sql.lit(HOUR)}`)
        .orderBy(sql`l.sold_at / ${sql.lit(HOUR)}`)
        .execute();
      const days = new Map<string, { day: string; sales_cents: number; tva_cents: number }>();
      for (const hour of hours) {
        const day = parisDate(Math.floor(Number(hour.hour)) * HOUR);
        const slot = days.get(day) ?? { day, sales_cents: 0, tva_cents: 0 };
        slot.sales_cents += Number(hour.sales_cents);
        slot.tva_cents += Number(hour.tva_cents);
        days.set(day, slot);
      }
      return [...days.values()];
    }
    const rows = await this.rates(filter)
      .select((eb) => [
        'day',
        eb.fn.sum<string | number>('sales_cents').as('sales_cents'),
        eb.fn.sum<string | number>('tva_cents').as('tva_cents'),
      ])
      .groupBy('day')
      .orderBy('day')
      .execute();
    return rows.map((row) => ({
      day: row.day,
      sales_cents: Number(row.sales_cents),
      tva_cents: Number(row.tva_cents),
    }));
  }

  /**
   * No-show charges and refunds of the period (not narrowed by a search), from the journal's
   * entries of those kinds, dated when the money moved; through the (restaurant, time) index.
   */
  async compensation(filter: ReportFilter): Promise<{ charged_cents: number; refunded_cents: number }> {
    let query = this.db
      .selectFrom('journal_entries')
      .select(['kind', (eb) => eb.fn.sum<number | string>('total_cents').as('cents')])
      .where('restaurant_id', '=', filter.restaurantId)
      .where('kind', 'in', ['compensation', 'compensation_refund']);
    if (filter.start !== null) query = query.where('created_at', '>=', filter.start);
    if (filter.end !== null) query = query.where('created_at', '<', filter.end);
    const rows = await query.groupBy('kind').execute();
    const sum = (kind: string) => Number(rows.find((row) => row.kind === kind)?.cents ?? 0);
    return { charged_cents: sum('compensation'), refunded_cents: sum('compensation_refund') };
  }

  /** The restaurant's last Paris day with a completed sale, from the (restaurant, day) index; null if none. */
  async lastSaleDay(restaurantId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('sales_days')
      .select((eb) => eb.fn.max('day').as('day'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return row?.day ?? null;
  }

  /** Name and address for the statement's header. */
  async restaurant(restaurantId: number): Promise<{ name: string; address: string } | undefined> {
    return this.db.selectFrom('partners').select(['name', 'address']).where('id', '=', restaurantId).executeTakeFirst();
  }

  /** The restaurant's closings of one kind, newest first. */
  async closings(restaurantId: number, kind: string, page: number, perPage: number) {
    const base = this.db
      .selectFrom('journal_closings')
      .where('restaurant_id', '=', restaurantId)
      .where('kind', '=', kind);
    const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('period', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows, total: Number(count.n) };
  }
}
