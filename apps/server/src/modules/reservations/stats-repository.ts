import { FREE_CHANGE_HOURS } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readModelView } from '../../db/read-model.js';
import { readModel } from './read-model.js';

const LATE_CANCEL_MS = FREE_CHANGE_HOURS * 3_600_000;

/**
 * The bookings the statistics count: those that hold or held their places, and those the guest
 * cancelled. Waiting for a card, refused, or cancelled by the restaurant or the platform: left out.
 */
const COUNTED_STATUSES = ['pending', 'confirmed', 'seated', 'honoured', 'no_show', 'cancelled_by_customer'] as const;

/** Bookings of one kind over the period: one row per day, service, source, party, card, status and offer. */
export interface BookingGroupRow {
  date: string;
  service_id: number | null;
  source: string;
  covers: number;
  guarantee: string;
  status: string;
  offer_id: number | null;
  offer_percent: number | null;
  bookings: number;
  /** Cancellations by the guest within the 12 hours before the meal, among these bookings. */
  late: number;
}

/** The statistics' read queries (DESIGN.md §13): the restaurant's own bookings, and its journal's compensation. */
export class StatsRepository {
  private readonly journal;

  constructor(private readonly db: Kysely<Database>) {
    this.journal = readModelView(db, readModel);
  }

  /**
   * The counted bookings of the period grouped by what the statistics split them by. A
   * cancellation is late as a charge reads it: the guest's cancellation in the booking's history,
   * within 12 hours of the meal, and not one the restaurant proposed.
   */
  async bookingGroups(restaurantId: number, from: string, to: string): Promise<BookingGroupRow[]> {
    const rows = await this.db
      .selectFrom('bookings as b')
      .where('b.restaurant_id', '=', restaurantId)
      .where('b.date', '>=', from)
      .where('b.date', '<=', to)
      .where('b.status', 'in', COUNTED_STATUSES)
      .groupBy([
        'b.date',
        'b.service_id',
        'b.source',
        'b.covers',
        'b.guarantee',
        'b.status',
        'b.offer_id',
        'b.offer_percent',
      ])
      .select([
        'b.date',
        'b.service_id',
        'b.source',
        'b.covers',
        'b.guarantee',
        'b.status',
        'b.offer_id',
        'b.offer_percent',
        sql<number | string>`count(*)`.as('bookings'),
        sql<number | string | null>`sum(case when b.status = 'cancelled_by_customer' and exists (
          select 1 from booking_history h
          where h.booking_id = b.id and h.status = 'cancelled_by_customer'
            and h.reason <> 'cancellation_proposed' and h.at > b.meal_at - ${LATE_CANCEL_MS}
        ) then 1 else 0 end)`.as('late'),
      ])
      .execute();
    return rows.map((row) => ({
      date: row.date,
      service_id: row.service_id === null ? null : Number(row.service_id),
      source: row.source,
      covers: Number(row.covers),
      guarantee: row.guarantee,
      status: row.status,
      offer_id: row.offer_id === null || row.offer_id === undefined ? null : Number(row.offer_id),
      offer_percent: row.offer_percent === null || row.offer_percent === undefined ? null : Number(row.offer_percent),
      bookings: Number(row.bookings),
      late: Number(row.late ?? 0),
    }));
  }

  /** The restaurant's services, in the order the book shows them. */
  async services(restaurantId: number) {
    return this.db
      .selectFrom('reservation_services')
      .select(['id', 'name', 'fr_name'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('first_slot')
      .orderBy('id')
      .execute();
  }

  /** The names of the restaurant's offers among `ids` (a deleted one is absent). */
  async offerNames(restaurantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('offers')
      .select(['id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  }

  /** Succeeded charges and refunds written to the journal in [start, end): their count and total. */
  async compensation(restaurantId: number, start: number, end: number) {
    const rows = await this.journal
      .selectFrom('journal_entries')
      .select([
        'kind',
        (eb) => eb.fn.countAll<number | string>().as('entries'),
        (eb) => eb.fn.sum<number | string>('total_cents').as('cents'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('kind', 'in', ['compensation', 'compensation_refund'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('kind')
      .execute();
    const of = (kind: string) => {
      const row = rows.find((r) => r.kind === kind);
      return { count: Number(row?.entries ?? 0), cents: Number(row?.cents ?? 0) };
    };
    return { charges: of('compensation'), refunds: of('compensation_refund') };
  }
}
