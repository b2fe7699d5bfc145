import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { readModelView } from '../../db/read-model.js';
import { isLateCancellation } from './late-cancellation.js';
import { readModel } from './read-model.js';

/**
 * The bookings the statistics count: those that hold or held their places, and those the guest
 * cancelled. Waiting for a card, refused, or cancelled by the restaurant or the platform: left out.
 */
const COUNTED_STATUSES = ['pending', 'confirmed', 'seated', 'honoured', 'no_show', 'cancelled_by_customer'] as const;
/** The statuses that tell whether the guest came or gave up, whatever the time. */
const OUTCOME_STATUSES = ['seated', 'honoured', 'no_show', 'cancelled_by_customer'] as const;

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
  /** The party came more than 15 minutes late: the offer was not granted. */
  offer_lost: boolean;
  /** Whether the guest's coming or not is known: the meal has begun, or the status says. */
  outcome_known: boolean;
  bookings: number;
  /** Cancellations by the guest within the 12 hours before the meal, among these bookings. */
  late: number;
}

/** The columns a period's bookings are counted by. */
const GROUPED_COLUMNS = [
  'b.date',
  'b.service_id',
  'b.source',
  'b.covers',
  'b.guarantee',
  'b.status',
  'b.offer_id',
  'b.offer_percent',
  'b.offer_lost',
] as const;

/** The statistics' read queries: the restaurant's own bookings, and its journal's compensation. */
export class StatsRepository {
  private readonly journal;

  constructor(private readonly db: Kysely<Database>) {
    this.journal = readModelView(db, readModel);
  }

  /**
   * The counted bookings of the period grouped by what the statistics split them by, at `now`
   * (whose meal has begun). A booking cancelled by its guest is a group of its own, so that its
   * lateness is read by the one rule of the charges (`isLateCancellation`) on its history.
   */
  async bookingGroups(restaurantId: number, from: string, to: string, now: number): Promise<BookingGroupRow[]> {
    const period = this.db
      .selectFrom('bookings as b')
      .where('b.restaurant_id', '=', restaurantId)
      .where('b.date', '>=', from)
      .where('b.date', '<=', to);
    const [rows, cancellations] = await Promise.all([
      period
        .where('b.status', 'in', COUNTED_STATUSES)
        .select([
          ...GROUPED_COLUMNS,
          sql<number>`case when b.status in (${sql.join(OUTCOME_STATUSES)}) or b.meal_at <= ${now} then 1 else 0 end`.as(
            'outcome_known',
          ),
          sql<number | null>`case when b.status = 'cancelled_by_customer' then b.id end`.as('cancelled_id'),
          sql<number | string>`count(*)`.as('bookings'),
        ])
        // By the columns' names: the same expression written twice would be two parameters to PostgreSQL.
        .groupBy([...GROUPED_COLUMNS, sql`outcome_known`, sql`cancelled_id`])
        .execute(),
      period
        .innerJoin('booking_history as h', 'h.booking_id', 'b.id')
        .where('b.status', '=', 'cancelled_by_customer')
        .select(['b.id', 'b.meal_at', 'b.cancelled_at', 'h.at', 'h.status', 'h.reason'])
        .orderBy('b.id')
        .orderBy('h.at')
        .orderBy('h.id')
        .execute(),
    ]);
    const histories = new Map<number, { mealAt: number; entries: typeof cancellations }>();
    for (const entry of cancellations) {
      const id = Number(entry.id);
      const booking = histories.get(id) ?? { mealAt: Number(entry.meal_at), entries: [] };
      booking.entries.push(entry);
      histories.set(id, booking);
    }
    const lateOf = (id: number) => {
      const booking = histories.get(id);
      return booking !== undefined && isLateCancellation(booking.entries, booking.mealAt);
    };
    return rows.map((row) => ({
      date: row.date,
      service_id: row.service_id === null ? null : Number(row.service_id),
      source: row.source,
      covers: Number(row.covers),
      guarantee: row.guarantee,
      status: row.status,
      offer_id: row.offer_id === null || row.offer_id === undefined ? null : Number(row.offer_id),
      offer_percent: row.offer_percent === null || row.offer_percent === undefined ? null : Number(row.offer_percent),
      offer_lost: Number(row.offer_lost) === 1,
      outcome_known: Number(row.outcome_known) === 1,
      bookings: Number(row.bookings),
      late: row.cancelled_id !== null && lateOf(Number(row.cancelled_id)) ? 1 : 0,
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
