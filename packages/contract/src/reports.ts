import { z } from 'zod';
import { successEnvelope, ZPaginationSchema } from './envelope.js';
import { isCalendarDate } from './form-fields.js';
import { ZLang } from './locale.js';
import { ORDERS_PAGE_SIZES } from './orders.js';
import { zSingleLineText } from './text-fields.js';

/*
 * The earnings report (spec §2, §4): completed orders of a period in
 * France (1 this week from Monday, 2 this month, 3 this year, 0 or absent everything; `at` picks
 * an earlier week, month or year), one row
 * per order line, filtered, totalled and paged by the server. The same filters export the PDF
 * sales statement (Invoice.pdf) and a CSV for the accountant.
 */

export const ReportPeriod = { all: 0, week: 1, month: 2, year: 3 } as const;
export const REPORT_SEARCH_MAX_LENGTH = 100;

export const ZReportQuerySchema = z.object({
  period: z.coerce
    .number()
    .int()
    .min(0, 'VALIDATION')
    .max(3, 'VALIDATION')
    .optional()
    .transform((value) => value ?? 0),
  /**
   * A Paris day "YYYY-MM-DD": the week, month or year that contains it rather than the current
   * one (the screen opens on the last period with sales). Absent: the period of today.
   */
  at: z.string().refine(isCalendarDate, 'VALIDATION').optional(),
  searchval: zSingleLineText({ maxLength: REPORT_SEARCH_MAX_LENGTH }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (ORDERS_PAGE_SIZES as readonly number[]).includes(value), 'VALIDATION')
    .default(10),
  lang: ZLang.optional(),
  /** Sent by the original screen; never used to choose the restaurant. */
  restaurants_id: z.unknown().optional(),
});
export type TReportQuery = z.input<typeof ZReportQuerySchema>;

/** One line of a completed order. Euros, TVA included. */
export const ZReportRowSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** Epoch ms of the sale (the order's completion); date and time in Europe/Paris. */
  date_time: z.number(),
  date: z.string(),
  time: z.string(),
  item_name: z.string(),
  item_quantity: z.number().int(),
  /** The chosen options, as the customer chose them ("Sauce béarnaise, Frites"). */
  food_choice: z.string(),
  /** What the customer paid for the line, after the promo code's share. */
  price: z.number(),
  /** The line's share of a promo code's savings (0 without a code). */
  savings: z.number(),
  TVA: z.number(),
  TVA_per: z.number(),
  /** price − TVA. */
  earnings: z.number(),
});
export type TReportRow = z.infer<typeof ZReportRowSchema>;

export const ZReportTotalsSchema = z.object({
  orders: z.number().int(),
  sales: z.number(),
  /** TVA per rate: { "10": 123.45 }. */
  tva_by_rate: z.record(z.string(), z.number()),
  tva: z.number(),
  /** sales − TVA. */
  earnings: z.number(),
  average_basket: z.number(),
  /** What promo codes saved customers in the selection (sales are net of it). */
  savings: z.number(),
});
export type TReportTotals = z.infer<typeof ZReportTotalsSchema>;

/**
 * No-show compensation of the period, in euros: what was charged on guests' saved
 * cards minus what was refunded, dated when the money moved. Compensation, not a sale: it is in
 * none of the totals above and carries no TVA. The period's figure, whatever the search.
 */
export const ZNoShowCompensationSchema = z.object({
  charged: z.number(),
  refunded: z.number(),
  /** charged − refunded. */
  net: z.number(),
});
export type TNoShowCompensation = z.infer<typeof ZNoShowCompensationSchema>;

export const ZReportResponseSchema = successEnvelope({
  data: z.object({
    status: z.literal(200),
    complete_report_data: z.array(ZReportRowSchema),
    totals: ZReportTotalsSchema,
    best_sellers: z.array(z.object({ item_name: z.string(), quantity: z.number().int(), sales: z.number() })),
    /** Sales and earnings per day of the selection, oldest first (the chart). */
    per_day: z.array(z.object({ date: z.string(), sales: z.number(), earnings: z.number() })),
    no_show_compensation: ZNoShowCompensationSchema,
    /** The period's bounds (epoch ms), null for everything. */
    from: z.number().nullable(),
    to: z.number().nullable(),
    /**
     * The restaurant's last Paris day with a sale ("YYYY-MM-DD"), whatever the period and the
     * search; null when it has never sold. Older servers leave it out.
     */
    last_sale_day: z.string().nullable().optional(),
    pagination: ZPaginationSchema,
  }),
});
export type TReportResponse = z.infer<typeof ZReportResponseSchema>;

/* ---------- GET v1/restaurant/journalClosings?kind=day|month|year&page= ---------- */
export const ZJournalClosingsQuerySchema = z.object({
  kind: z.enum(['day', 'month', 'year']).default('day'),
  page: z.coerce.number().int().min(1).default(1),
  lang: ZLang.optional(),
});
export const ZJournalClosingSchema = z.object({
  kind: z.string(),
  /** '2026-11-23', '2026-11' or '2026' (Europe/Paris). */
  period: z.string(),
  orders: z.number().int(),
  sales: z.number(),
  tva: z.number(),
  /** TVA per rate: { "10": 12.34 }. */
  tva_by_rate: z.record(z.string(), z.number()),
  /** Sales since the first day, perpetual. */
  grand_total: z.number(),
  last_seq: z.number().int(),
  /** The journal chain's hash at the closing. */
  hash: z.string(),
});
export const ZJournalClosingsResponseSchema = successEnvelope({
  data: z.array(ZJournalClosingSchema),
  pagination: ZPaginationSchema,
});
export type TJournalClosingsResponse = z.infer<typeof ZJournalClosingsResponseSchema>;
