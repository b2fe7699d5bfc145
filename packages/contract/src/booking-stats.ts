import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { ZLang } from './locale.js';
import {
  IMPRINT_GROUPS,
  PARTY_SIZE_GROUPS,
  STATS_FIRST_YEAR,
  STATS_LAST_YEAR,
  STATS_MAX_DAYS,
  daysInPeriod,
} from './booking-stats-limits.js';
import { BOOKING_SOURCES } from './reservation-limits.js';
import { zBookingDate } from './reservations.js';

export * from './booking-stats-limits.js';

/*
 * The restaurant's booking statistics over a period of Paris calendar dates. A
 * booking belongs to its service's day (the `date` it was booked for), so a dinner that runs past
 * midnight counts on the evening it began.
 *
 * Which bookings count:
 * - covers booked: the bookings that hold or held their places (pending, confirmed, seated,
 *   honoured, no-show); covers honoured: the guests who came (seated, honoured);
 * - the rates: only the bookings whose outcome is known when the figures are asked: seated,
 *   honoured, no-show or cancelled by the guest, or pending or confirmed with the meal's time
 *   passed. A booking still to come is not counted yet; one waiting for its card, refused by the
 *   restaurant, or cancelled by the restaurant or the platform never is: the guest had no chance
 *   to come or not;
 * - both rates leave walk-ins out (a walk-in is at the table when it is written down: it can be
 *   neither a no-show nor a cancellation);
 * - a late cancellation is a cancellation by the guest within the 12 hours before the meal
 *   (exactly 12 hours before is still free), whether the guest made it or the restaurant recorded
 *   it when the guest phoned, read from the booking's history by the one rule the charges use
 *   (its latest guest cancellation; one the restaurant proposed is free, never late);
 * - charges and refunds are the money that moved in the period (when the bank accepted them), as
 *   the earnings report counts no-show compensation.
 */

/* ---------- bookingStats, bookingStatsCsv ---------- */

export const ZBookingStatsQuerySchema = z
  .object({
    from: zBookingDate(),
    to: zBookingDate(),
    /** The CSV's column heads and service names; the member's own language when absent. */
    lang: ZLang.optional(),
  })
  .superRefine((value, ctx) => {
    const outside = (date: string) => {
      const year = Number(date.slice(0, 4));
      return year < STATS_FIRST_YEAR || year > STATS_LAST_YEAR;
    };
    if (outside(value.from)) ctx.addIssue({ code: 'custom', message: 'STATS_YEAR_OUT_OF_RANGE', path: ['from'] });
    else if (outside(value.to)) ctx.addIssue({ code: 'custom', message: 'STATS_YEAR_OUT_OF_RANGE', path: ['to'] });
    else if (value.from > value.to) ctx.addIssue({ code: 'custom', message: 'STATS_PERIOD_REVERSED', path: ['to'] });
    else if (daysInPeriod(value.from, value.to) > STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'STATS_PERIOD_TOO_LONG', path: ['to'] });
  });
export type TBookingStatsQuery = z.input<typeof ZBookingStatsQuerySchema>;

/** A service of the restaurant; `id` null gathers bookings outside any service known today. */
export const ZStatsServiceSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  fr_name: z.string(),
});
export type TStatsService = z.infer<typeof ZStatsServiceSchema>;

/** One day: covers booked and honoured per service, in the order of `services`. */
export const ZStatsDaySchema = z.object({
  date: z.string(),
  services: z.array(
    z.object({
      service_id: z.number().int().nullable(),
      booked_covers: z.number().int(),
      honoured_covers: z.number().int(),
    }),
  ),
  booked_covers: z.number().int(),
  honoured_covers: z.number().int(),
});
export type TStatsDay = z.infer<typeof ZStatsDaySchema>;

/**
 * A group's bookings, how many of them ended so (no-shows or late cancellations), and their share
 * in percent with one decimal; null over no booking.
 */
export const ZStatsRateSchema = z.object({
  bookings: z.number().int(),
  count: z.number().int(),
  rate: z.number().nullable(),
});
export type TStatsRate = z.infer<typeof ZStatsRateSchema>;

/** A rate overall and split three ways, every group present (zeros included). */
const zRateSplits = () =>
  z.object({
    total: ZStatsRateSchema,
    by_source: z.array(ZStatsRateSchema.extend({ group: z.enum(BOOKING_SOURCES) })),
    by_party_size: z.array(ZStatsRateSchema.extend({ group: z.enum(PARTY_SIZE_GROUPS) })),
    by_imprint: z.array(ZStatsRateSchema.extend({ group: z.enum(IMPRINT_GROUPS) })),
  });
export type TStatsRateSplits = z.infer<ReturnType<typeof zRateSplits>>;

export const ZBookingStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  services: z.array(ZStatsServiceSchema),
  /** Every day of the period, a day without bookings at 0. */
  days: z.array(ZStatsDaySchema),
  booked_covers: z.number().int(),
  honoured_covers: z.number().int(),
  no_shows: zRateSplits(),
  late_cancellations: zRateSplits(),
  /** No-show compensation that moved in the period, in cents: succeeded charges and refunds. */
  charges: z.object({
    collected_cents: z.number().int(),
    collected_count: z.number().int(),
    refunded_cents: z.number().int(),
    refunded_count: z.number().int(),
  }),
  /**
   * Per offer taken in the period, the bookings and covers booked with it and its share of the
   * period's covers booked (percent, one decimal; null without covers). `name` is empty for an
   * offer deleted since: the bookings keep the percent they took.
   */
  offers: z.array(
    z.object({
      offer_id: z.number().int(),
      name: z.string(),
      percent: z.number().int(),
      bookings: z.number().int(),
      covers: z.number().int(),
      share: z.number().nullable(),
    }),
  ),
});
export type TBookingStats = z.infer<typeof ZBookingStatsSchema>;
export const ZBookingStatsResponseSchema = ZAckSchema.extend({ data: ZBookingStatsSchema.optional() });
export type TBookingStatsResponse = z.infer<typeof ZBookingStatsResponseSchema>;
