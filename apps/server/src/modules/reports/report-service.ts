import {
  basisPointsToTvaRate,
  centsToEuros,
  type Locale,
  searchTerms,
  type TJournalClosingsResponse,
  type TNoShowCompensation,
  type TReportResponse,
  type TReportRow,
} from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { pick } from '../../core/localized.js';
import { type ParisPeriod, parisDate, parisInstant, parisPeriodBounds, parisTime } from '../../core/paris-time.js';
import type { ReportFilter, ReportLine, ReportRepository } from './report-repository.js';

const PERIODS: Record<number, ParisPeriod> = { 0: 'all', 1: 'week', 2: 'month', 3: 'year' };

export interface ReportQuery {
  period: number;
  /** A Paris day "YYYY-MM-DD" in the period to show; absent: today's. */
  at?: string | undefined;
  searchval?: string | undefined;
  page: number;
  per_page: number;
}

/** A report line as the table, the CSV and the PDF show it. */
export function reportRow(line: ReportLine, lang: Locale): TReportRow {
  const addons = JSON.parse(line.addons_json) as Array<{ fr_name: string; en_name: string }>;
  const size = pick(lang, line.size_fr, line.size_en);
  return {
    order_id: line.order_id,
    order_number: `#${line.order_number}`,
    date_time: line.sold_at,
    date: parisDate(line.sold_at),
    time: parisTime(line.sold_at),
    item_name: size ? `${pick(lang, line.fr_name, line.en_name)} (${size})` : pick(lang, line.fr_name, line.en_name),
    item_quantity: line.quantity,
    food_choice: addons.map((addon) => pick(lang, addon.fr_name, addon.en_name)).join(', '),
    price: centsToEuros(line.line_total_cents),
    savings: centsToEuros(line.savings_cents),
    TVA: centsToEuros(line.tva_cents),
    TVA_per: basisPointsToTvaRate(line.tva_bp),
    earnings: centsToEuros(line.line_total_cents - line.tva_cents),
  };
}

/**
 * The earnings report: the period in France (weeks from Monday), the search, the page, the
 * totals per TVA rate, the best sellers and the sales per day — all from the database, so a
 * restaurant with a hundred thousand orders a year gets a page, not its whole history.
 */
export class ReportService {
  constructor(private readonly deps: { reports: ReportRepository; clock: Clock }) {}

  filterOf(restaurantId: number, query: Pick<ReportQuery, 'period' | 'at' | 'searchval'>): ReportFilter {
    const { start, end } = parisPeriodBounds(PERIODS[query.period] ?? 'all', this.instantOf(query.at));
    const text = query.searchval?.trim() ?? '';
    const digits = /^#?\s*(\d{1,9})$/.exec(text);
    return {
      restaurantId,
      start,
      end,
      terms: digits ? [] : searchTerms(text),
      orderNumber: digits ? Number(digits[1]) : null,
    };
  }

  /** Noon of the Paris day `at` (inside its week, month and year whatever the season), else now. */
  private instantOf(at: string | undefined): number {
    return at ? parisInstant(at, '12:00') : this.deps.clock();
  }

  async report(restaurantId: number, query: ReportQuery, lang: Locale): Promise<TReportResponse> {
    const filter = this.filterOf(restaurantId, query);
    const { reports } = this.deps;
    const [page, totals, best, days, compensation, lastSaleDay] = await Promise.all([
      reports.page(filter, query.page, query.per_page),
      this.totals(filter),
      reports.bestSellers(filter),
      reports.salesByDay(filter),
      this.compensation(filter),
      reports.lastSaleDay(restaurantId),
    ]);
    return {
      ...ok('LOADED'),
      data: {
        status: 200,
        complete_report_data: page.rows.map((line) => reportRow(line, lang)),
        totals,
        best_sellers: best.map((row) => ({
          item_name: pick(lang, row.fr_name, row.en_name),
          quantity: row.quantity,
          sales: centsToEuros(row.sales_cents),
        })),
        per_day: days.map((day) => ({
          date: day.day,
          sales: centsToEuros(day.sales_cents),
          earnings: centsToEuros(day.sales_cents - day.tva_cents),
        })),
        no_show_compensation: compensation,
        from: filter.start,
        to: filter.end,
        last_sale_day: lastSaleDay,
        pagination: {
          page: query.page,
          per_page: query.per_page,
          total: page.total,
          pages: Math.max(1, Math.ceil(page.total / query.per_page)),
        },
      },
    };
  }

  async totals(filter: ReportFilter) {
    const { orders, byRate } = await this.deps.reports.totals(filter);
    const sales = byRate.reduce((sum, rate) => sum + rate.sales_cents, 0);
    const tva = byRate.reduce((sum, rate) => sum + rate.tva_cents, 0);
    return {
      orders,
      sales: centsToEuros(sales),
      tva_by_rate: Object.fromEntries(
        byRate.map((rate) => [String(basisPointsToTvaRate(rate.tva_bp)), centsToEuros(rate.tva_cents)]),
      ),
      tva: centsToEuros(tva),
      earnings: centsToEuros(sales - tva),
      average_basket: orders === 0 ? 0 : centsToEuros(Math.round(sales / orders)),
      savings: centsToEuros(byRate.reduce((sum, rate) => sum + rate.savings_cents, 0)),
    };
  }

  /** The average completed order since `start`, in cents, as the totals count it; null without orders. */
  async averageBasketCents(restaurantId: number, start: number): Promise<number | null> {
    const filter = { restaurantId, start, end: null, terms: [], orderNumber: null };
    const { orders, byRate } = await this.deps.reports.totals(filter);
    if (orders === 0) return null;
    return Math.round(byRate.reduce((sum, rate) => sum + rate.sales_cents, 0) / orders);
  }

  /**
   * "Indemnités no-show" of the period: charges − refunds, never in sales nor TVA (a
   * compensation, not a sale).
   */
  async compensation(filter: ReportFilter): Promise<TNoShowCompensation> {
    const { charged_cents, refunded_cents } = await this.deps.reports.compensation(filter);
    return {
      charged: centsToEuros(charged_cents),
      refunded: centsToEuros(refunded_cents),
      net: centsToEuros(charged_cents - refunded_cents),
    };
  }

  /** The journal's closings: totals per TVA rate, perpetual grand total, chain hash. */
  async closings(restaurantId: number, kind: string, page: number): Promise<TJournalClosingsResponse> {
    const perPage = 31;
    const { rows, total } = await this.deps.reports.closings(restaurantId, kind, page, perPage);
    return {
      ...ok('LOADED'),
      data: rows.map((row) => {
        const byRate = JSON.parse(row.by_rate_json) as Record<string, { tva_cents: number }>;
        return {
          kind: row.kind,
          period: row.period,
          orders: row.orders,
          sales: centsToEuros(row.sales_cents),
          tva: centsToEuros(row.tva_cents),
          tva_by_rate: Object.fromEntries(
            Object.entries(byRate).map(([rate, amounts]) => [
              String(basisPointsToTvaRate(Number(rate))),
              centsToEuros(amounts.tva_cents),
            ]),
          ),
          grand_total: centsToEuros(row.grand_total_cents),
          last_seq: row.last_seq,
          hash: row.chain_hash,
        };
      }),
      pagination: { page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) },
    };
  }
}
