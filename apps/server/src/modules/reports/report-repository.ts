import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Completed orders of a restaurant in [start, end), optionally narrowed by words or an order number. */
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
  tva_bp: number;
  tva_cents: number;
}

/** What a report line reads, for the page and for the exports. */
const LINE_COLUMNS = [
  'l.id',
  'l.order_id',
  'o.order_number',
  'o.updated_at as sold_at',
  'l.fr_name',
  'l.en_name',
  'l.size_fr',
  'l.size_en',
  'l.quantity',
  'l.addons_json',
  'l.line_total_cents',
  'l.tva_bp',
  'l.tva_cents',
] as const;

type LinesQuery = SelectQueryBuilder<
  Database & { l: Database['order_lines']; o: Database['orders'] },
  'l' | 'o',
  object
>;

/**
 * The report's read queries (the reports module owns them, over the orders tables). A sale is a
 * completed order, dated when it was completed; every figure is computed by the database from
 * the same filter, so totals always match the rows.
 */
export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private lines(filter: ReportFilter): LinesQuery {
    let query = this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .where('o.restaurant_id', '=', filter.restaurantId)
      .where('o.status', '=', 5) as unknown as LinesQuery;
    if (filter.start !== null) query = query.where('o.updated_at', '>=', filter.start);
    if (filter.end !== null) query = query.where('o.updated_at', '<', filter.end);
    if (filter.orderNumber !== null) query = query.where('o.order_number', '=', filter.orderNumber);
    for (const term of filter.terms) query = query.where('l.search_text', 'like', `%${term}%`);
    return query;
  }

  /** A page of lines, newest sale first. */
  async page(filter: ReportFilter, page: number, perPage: number): Promise<{ rows: ReportLine[]; total: number }> {
    const count = await this.lines(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.lines(filter)
      .select(LINE_COLUMNS)
      .orderBy('o.updated_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows: rows as ReportLine[], total: Number(count.n) };
  }

  /** Every line of the selection, oldest first, in batches (exports: memory stays flat). */
  async *batches(filter: ReportFilter, size = 1000): AsyncGenerator<ReportLine[]> {
    let after: { soldAt: number; id: number } | null = null;
    for (;;) {
      let query = this.lines(filter);
      if (after) {
        const { soldAt, id } = after;
        query = query.where((eb) =>
          eb.or([eb('o.updated_at', '>', soldAt), eb.and([eb('o.updated_at', '=', soldAt), eb('l.id', '>', id)])]),
        );
      }
      const rows = (await query
        .select(LINE_COLUMNS)
        .orderBy('o.updated_at')
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
    byRate: Array<{ tva_bp: number; sales_cents: number; tva_cents: number }>;
  }> {
    const byRate = await this.lines(filter)
      .select((eb) => [
        'l.tva_bp',
        eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
        eb.fn.sum<string | number>('l.tva_cents').as('tva_cents'),
      ])
      .groupBy('l.tva_bp')
      .orderBy('l.tva_bp')
      .execute();
    const orders = await this.lines(filter)
      .select((eb) => eb.fn.count<string | number>('l.order_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    return {
      orders: Number(orders.n),
      byRate: byRate.map((row) => ({
        tva_bp: row.tva_bp,
        sales_cents: Number(row.sales_cents),
        tva_cents: Number(row.tva_cents),
      })),
    };
  }

  async bestSellers(filter: ReportFilter, limit = 5) {
    const rows = await this.lines(filter)
      .select((eb) => [
        'l.fr_name',
        'l.en_name',
        eb.fn.sum<string | number>('l.quantity').as('quantity'),
        eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
      ])
      .groupBy(['l.fr_name', 'l.en_name'])
      .orderBy('quantity', 'desc')
      .orderBy('sales_cents', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      fr_name: row.fr_name,
      en_name: row.en_name,
      quantity: Number(row.quantity),
      sales_cents: Number(row.sales_cents),
    }));
  }

  /**
   * Sales and TVA of the selection per hour (UTC): at most 24 rows a day however many orders,
   * which the service turns into days in France exactly, summer time included.
   */
  async salesByHour(filter: ReportFilter): Promise<Array<{ hour: number; sales_cents: number; tva_cents: number }>> {
    const rows = await this.lines(filter)
      .select((eb) => [
        sql<number>`o.updated_at / 3600000`.as('hour'),
        eb.fn.sum<string | number>('l.line_total_cents').as('sales_cents'),
        eb.fn.sum<string | number>('l.tva_cents').as('tva_cents'),
      ])
      .groupBy(sql`o.updated_at / 3600000`)
      .orderBy(sql`o.updated_at / 3600000`)
      .execute();
    return rows.map((row) => ({
      hour: Number(row.hour),
      sales_cents: Number(row.sales_cents),
      tva_cents: Number(row.tva_cents),
    }));
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
