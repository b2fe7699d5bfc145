import {
  BOOKING_SOURCES,
  IMPRINT_GROUPS,
  PARTY_SIZE_GROUPS,
  partySizeGroup,
  type TBookingStats,
  type TStatsRate,
  type TStatsRateSplits,
} from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import { addDays, parisInstant } from '../../core/paris-time.js';
import type { BookingGroupRow, StatsRepository } from './stats-repository.js';

/** Bookings whose covers are booked: they hold or held their places. */
const BOOKED: readonly string[] = ['pending', 'confirmed', 'seated', 'honoured', 'no_show'];
/** Bookings whose guests came. */
const HONOURED: readonly string[] = ['seated', 'honoured'];

/** A share in percent with one decimal (1 of 3: 33.3); null over nothing, never NaN. */
function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

const rateOf = (bookings: number, count: number): TStatsRate => ({ bookings, count, rate: percentOf(count, bookings) });

/**
 * A rate over the bookings whose outcome is known (`rated`), overall and per source, party size
 * and imprint, every group listed.
 */
function splitsOf(
  rows: readonly BookingGroupRow[],
  rated: (row: BookingGroupRow) => boolean,
  countOf: (row: BookingGroupRow) => number,
): TStatsRateSplits {
  const over = (keep: (row: BookingGroupRow) => boolean) => {
    let bookings = 0;
    let count = 0;
    for (const row of rows) {
      if (!rated(row) || !keep(row)) continue;
      bookings += row.bookings;
      count += countOf(row);
    }
    return rateOf(bookings, count);
  };
  return {
    total: over(() => true),
    by_source: BOOKING_SOURCES.map((group) => ({ group, ...over((row) => row.source === group) })),
    by_party_size: PARTY_SIZE_GROUPS.map((group) => ({
      group,
      ...over((row) => partySizeGroup(row.covers) === group),
    })),
    by_imprint: IMPRINT_GROUPS.map((group) => ({
      group,
      ...over((row) => (row.guarantee !== 'none') === (group === 'yes')),
    })),
  };
}

/**
 * The restaurant's booking statistics over a period of Paris dates (which bookings
 * count is written beside the contract's schema): covers per day and service, no-show and
 * late-cancel rates and their splits, the compensation charged and refunded, the offers' uptake.
 */
export class StatsService {
  constructor(
    private readonly repository: StatsRepository,
    private readonly clock: Clock,
  ) {}

  async figures(restaurantId: number, from: string, to: string): Promise<TBookingStats> {
    // The money of the period: from the first day's Paris midnight to the one after the last day
    // (a day of 23 or 25 hours when the clocks change).
    const start = parisInstant(from, '00:00');
    const end = parisInstant(addDays(to, 1), '00:00');
    const [rows, services, compensation] = await Promise.all([
      this.repository.bookingGroups(restaurantId, from, to, this.clock()),
      this.repository.services(restaurantId),
      this.repository.compensation(restaurantId, start, end),
    ]);

    // Bookings of a service deleted since, or outside any, are gathered in one column of their own.
    const known = new Set(services.map((service) => Number(service.id)));
    const serviceOf = (row: BookingGroupRow) =>
      row.service_id !== null && known.has(row.service_id) ? row.service_id : null;
    const columns: TBookingStats['services'] = services.map((service) => ({
      id: Number(service.id),
      name: service.name,
      fr_name: service.fr_name,
    }));
    if (rows.some((row) => serviceOf(row) === null && BOOKED.includes(row.status)))
      columns.push({ id: null, name: 'Outside services', fr_name: 'Hors service' });

    const days: TBookingStats['days'] = [];
    const dayIndex = new Map<string, number>();
    for (let date = from; date <= to; date = addDays(date, 1)) {
      dayIndex.set(date, days.length);
      days.push({
        date,
        services: columns.map((column) => ({ service_id: column.id, booked_covers: 0, honoured_covers: 0 })),
        booked_covers: 0,
        honoured_covers: 0,
      });
    }

    // Per offer and percent: an offer changed since keeps, on its earlier bookings, the percent they took.
    const offers = new Map<string, { offerId: number; percent: number; bookings: number; covers: number }>();
    let bookedCovers = 0;
    let honouredCovers = 0;
    for (const row of rows) {
      if (!BOOKED.includes(row.status)) continue;
      const covers = row.covers * row.bookings;
      const honoured = HONOURED.includes(row.status) ? covers : 0;
      bookedCovers += covers;
      honouredCovers += honoured;
      const day = days[dayIndex.get(row.date)!]!;
      const cell = day.services[columns.findIndex((column) => column.id === serviceOf(row))]!;
      cell.booked_covers += covers;
      cell.honoured_covers += honoured;
      day.booked_covers += covers;
      day.honoured_covers += honoured;
      // An offer lost to lateness was not granted: it costs nothing and is not counted as taken.
      if (row.offer_id !== null && !row.offer_lost) {
        const percent = row.offer_percent ?? 0;
        const key = `${row.offer_id}:${percent}`;
        const offer = offers.get(key) ?? { offerId: row.offer_id, percent, bookings: 0, covers: 0 };
        offer.bookings += row.bookings;
        offer.covers += covers;
        offers.set(key, offer);
      }
    }

    const names = await this.repository.offerNames(restaurantId, [
      ...new Set([...offers.values()].map((offer) => offer.offerId)),
    ]);
    return {
      from,
      to,
      services: columns,
      days,
      booked_covers: bookedCovers,
      honoured_covers: honouredCovers,
      // A walk-in is at the table when it is written down: it can never be a no-show, nor cancel.
      no_shows: splitsOf(
        rows,
        (row) => row.outcome_known && row.source !== 'walk_in',
        (row) => (row.status === 'no_show' ? row.bookings : 0),
      ),
      late_cancellations: splitsOf(
        rows,
        (row) => row.outcome_known && row.source !== 'walk_in',
        (row) => row.late,
      ),
      charges: {
        collected_cents: compensation.charges.cents,
        collected_count: compensation.charges.count,
        refunded_cents: compensation.refunds.cents,
        refunded_count: compensation.refunds.count,
      },
      offers: [...offers.values()]
        .map((offer) => ({
          offer_id: offer.offerId,
          name: names.get(offer.offerId) ?? '',
          percent: offer.percent,
          bookings: offer.bookings,
          covers: offer.covers,
          share: percentOf(offer.covers, bookedCovers),
        }))
        .sort((a, b) => b.covers - a.covers || a.offer_id - b.offer_id || b.percent - a.percent),
    };
  }
}
