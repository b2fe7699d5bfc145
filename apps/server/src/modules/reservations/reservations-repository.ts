import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { HOLDING_STATUSES } from '@portal/contract';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../schema.js';
import type { HoldingBooking } from './availability.js';
import type { CustomerBooking } from './booking-rules.js';
import { BookingHistoryRepository } from './booking-history-repository.js';
import type { Booking, BookingsTable, ModificationRequest } from './tables.js';
import { readableCode } from '../../core/readable-code.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** A short reference for messages and the phone: "R7K2QX". */
export const newReference = (): string => readableCode(6);

/** The first key of a customer's lock: no restaurant has this id, so no day's lock shares it. */
const CUSTOMER_LOCK_SPACE = -1;

/** Days since 1970 of a date "YYYY-MM-DD": the second key of a day's lock. */
function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * Bookings, their tables and history, the locks of a customer and of a day; the modification
 * requests' queries come with it (`ModificationRequestsRepository`).
 */
export class ReservationsRepository extends BookingHistoryRepository {
  constructor(
    db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  /**
   * The lock of one restaurant's day, held until the transaction ends: the check of a slot and
   * the insert of its booking run under it, so two requests never both take the last covers.
   * PostgreSQL: an advisory lock on (restaurant, day). SQLite has one writer: a first write
   * takes the database's write lock at once, so the next writer (of any process) waits for it.
   */
  async lockDay(restaurantId: number, date: string, trx: Kysely<Database>): Promise<void> {
    if (this.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${restaurantId}::int4, ${dayNumber(date)}::int4)`.execute(trx);
      return;
    }
    await trx
      .updateTable('reservation_settings')
      .set((eb) => ({ restaurant_id: eb.ref('restaurant_id') }))
      .where('restaurant_id', '=', restaurantId)
      .execute();
  }

  /**
   * The lock of one customer's bookings, held until the transaction ends and taken before any
   * day's lock (always in that order): the caps and the 2-hour rule read the customer's bookings
   * at every restaurant under it, so parallel requests of one customer never all pass a cap.
   * PostgreSQL: an advisory lock on (CUSTOMER_LOCK_SPACE, customer), apart from the days' locks
   * (restaurant ids are positive). SQLite: the day's lock that follows is the database's write
   * lock, which already holds every other writer.
   */
  async lockCustomer(customerId: number, trx: Kysely<Database>): Promise<void> {
    if (this.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_SPACE}::int4, ${customerId}::int4)`.execute(trx);
  }

  /* ---------- bookings ---------- */

  /** The bookings of a restaurant's day (the index restaurant_id, date), in order of arrival. */
  async dayOf(restaurantId: number, date: string, db: Kysely<Database> = this.db): Promise<Booking[]> {
    return db
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .orderBy('meal_at')
      .orderBy('id')
      .execute();
  }

  /** The tables of a restaurant's day's bookings, as (booking, table) pairs: read beside `dayOf`. */
  async dayTables(restaurantId: number, date: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('booking_tables')
      .select(['booking_tables.booking_id', 'booking_tables.table_id'])
      .where('booking_tables.booking_id', 'in', (eb) =>
        eb.selectFrom('bookings').select('id').where('restaurant_id', '=', restaurantId).where('date', '=', date),
      )
      .execute();
  }

  /** The guests' requests waiting for an answer on a restaurant's day: read beside `dayOf`. */
  async dayPendingRequests(
    restaurantId: number,
    date: string,
    db: Kysely<Database> = this.db,
  ): Promise<ModificationRequest[]> {
    return db
      .selectFrom('booking_modification_requests')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('state', '=', 'pending')
      .where('booking_id', 'in', (eb) =>
        eb.selectFrom('bookings').select('id').where('restaurant_id', '=', restaurantId).where('date', '=', date),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The holding bookings of a day, with their tables (one read): what availability counts. */
  async holdingOf(restaurantId: number, date: string, db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('bookings')
      .leftJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
      .select([
        'bookings.id',
        'bookings.service_id',
        'bookings.meal_at',
        'bookings.ends_at',
        'bookings.covers',
        'bookings.customer_id',
        'bookings.offer_id',
        'booking_tables.table_id',
      ])
      .where('bookings.restaurant_id', '=', restaurantId)
      .where('bookings.date', '=', date)
      .where('bookings.status', 'in', HOLDING_STATUSES)
      .execute();
    const byId = new Map<number, HoldingBooking & { customer_id: number | null; table_ids: number[] }>();
    for (const row of rows) {
      let booking = byId.get(row.id);
      if (!booking) {
        booking = {
          id: row.id,
          service_id: row.service_id,
          meal_at: Number(row.meal_at),
          ends_at: Number(row.ends_at),
          covers: row.covers,
          customer_id: row.customer_id,
          table_ids: [],
          offer_id: row.offer_id ?? null,
        };
        byId.set(row.id, booking);
      }
      if (row.table_id !== null) booking.table_ids.push(row.table_id);
    }
    return [...byId.values()];
  }

  async find(restaurantId: number, id: number, db: Kysely<Database> = this.db): Promise<Booking | undefined> {
    return db.selectFrom('bookings').selectAll().where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
  }

  /** A booking by id alone (the card guarantee's jobs and events know only the booking). */
  async byId(id: number, db: Kysely<Database> = this.db): Promise<Booking | undefined> {
    return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findOfCustomer(customerId: number, id: number, db: Kysely<Database> = this.db): Promise<Booking | undefined> {
    return db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  async ofCustomer(customerId: number): Promise<Booking[]> {
    return this.db
      .selectFrom('bookings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('meal_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /**
   * What changes whenever a booking of these days is placed, moved, cancelled or changes status
   * (every change bumps its `version`), and whenever an offer is saved or deleted: counts and sums
   * over the (restaurant, date) and (restaurant) indexes, for the public page's version.
   */
  async publicAvailabilityVersion(restaurantId: number, fromDate: string, toDate: string): Promise<string> {
    const [bookings, offers] = await Promise.all([
      this.db
        .selectFrom('bookings')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('version').as('versions')])
        .where('restaurant_id', '=', restaurantId)
        .where('date', '>=', fromDate)
        .where('date', '<=', toDate)
        .executeTakeFirst(),
      this.db
        .selectFrom('offers')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('updated_at').as('changed')])
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirst(),
    ]);
    return [bookings?.count, bookings?.versions ?? 0, offers?.count, offers?.changed ?? 0].map(Number).join('.');
  }

  /**
   * A customer's bookings that hold covers, at every restaurant: those to come, and those of
   * `date` (the caps and the 2-hour rule), on the (customer_id, meal_at) index.
   */
  async customerHolding(
    customerId: number,
    date: string,
    now: number,
    db: Kysely<Database> = this.db,
  ): Promise<CustomerBooking[]> {
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'restaurant_id', 'date', 'meal_at', 'covers'])
      .where('customer_id', '=', customerId)
      .where('status', 'in', HOLDING_STATUSES)
      .where((eb) => eb.or([eb('meal_at', '>', now), eb('date', '=', date)]))
      .execute();
    return rows.map((row) => ({ ...row, meal_at: Number(row.meal_at) }));
  }

  /** A customer's future bookings that still hold covers (closing the account cancels them). */
  async customerFuture(customerId: number, after: number, trx: Kysely<Database>): Promise<Booking[]> {
    return trx
      .selectFrom('bookings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('meal_at', '>', after)
      .where('status', 'in', HOLDING_STATUSES)
      .execute();
  }

  async insert(row: Insertable<BookingsTable>, trx: Kysely<Database>): Promise<Booking> {
    return trx.insertInto('bookings').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Takes back a booking just placed whose card request could not be made, as if it had never
   * been: only while it still waits for that card, untouched since. Says whether it was.
   */
  async withdrawUnguaranteed(bookingId: number, trx: Kysely<Database>): Promise<boolean> {
    const waiting = await trx
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', bookingId)
      .where('status', '=', 'awaiting_guarantee')
      .where('version', '=', 1)
      .executeTakeFirst();
    if (!waiting) return false;
    await trx.deleteFrom('booking_tables').where('booking_id', '=', bookingId).execute();
    await trx.deleteFrom('booking_history').where('booking_id', '=', bookingId).execute();
    await trx.deleteFrom('bookings').where('id', '=', bookingId).execute();
    return true;
  }

  /**
   * Changes a booking only if it is still at the version read (and status): of two devices acting
   * on the same booking, exactly one wins; the other gets undefined.
   */
  async change(
    booking: Pick<Booking, 'id' | 'restaurant_id' | 'version'> & Partial<Pick<Booking, 'date'>>,
    changes: Updateable<BookingsTable>,
    at: number,
    trx: Kysely<Database>,
  ): Promise<Booking | undefined> {
    // A cancellation keeps its own instant: later changes (a charge, a note) move updated_at only.
    const cancelled = typeof changes.status === 'string' && changes.status.startsWith('cancelled_');
    const changed = await trx
      .updateTable('bookings')
      .set({ ...changes, ...(cancelled ? { cancelled_at: at } : {}), updated_at: at, version: booking.version + 1 })
      .where('id', '=', booking.id)
      .where('restaurant_id', '=', booking.restaurant_id)
      .where('version', '=', booking.version)
      .returningAll()
      .executeTakeFirst();
    // Every change of a booking passes here: one that gives covers back wakes the day's waitlist.
    if (changed && this.coversFreed)
      await this.coversFreed(changed, changes, [booking.date ?? changed.date, changed.date], trx);
    return changed;
  }

  /** Told in the transaction of each booking change (the waitlist's hook, set once at start). */
  coversFreed:
    | ((booking: Booking, changes: Updateable<BookingsTable>, dates: string[], trx: Kysely<Database>) => Promise<void>)
    | null = null;

  async setTables(bookingId: number, tableIds: readonly number[], trx: Kysely<Database>): Promise<void> {
    await trx.deleteFrom('booking_tables').where('booking_id', '=', bookingId).execute();
    await this.addTables(bookingId, tableIds, trx);
  }

  /** Gives a booking that has none its tables (a new booking): one insert. */
  async addTables(bookingId: number, tableIds: readonly number[], trx: Kysely<Database>): Promise<void> {
    if (tableIds.length > 0)
      await trx
        .insertInto('booking_tables')
        .values(tableIds.map((table_id) => ({ booking_id: bookingId, table_id })))
        .execute();
  }

  async tablesOfBookings(
    bookingIds: readonly number[],
    db: Kysely<Database> = this.db,
  ): Promise<Map<number, Array<{ id: number; name: string }>>> {
    const map = new Map<number, Array<{ id: number; name: string }>>();
    if (bookingIds.length === 0) return map;
    const rows = await db
      .selectFrom('booking_tables')
      .innerJoin('reservation_tables', 'reservation_tables.id', 'booking_tables.table_id')
      .select(['booking_tables.booking_id', 'reservation_tables.id', 'reservation_tables.name'])
      .where('booking_tables.booking_id', 'in', bookingIds)
      .orderBy('reservation_tables.name')
      .execute();
    for (const row of rows) {
      const list = map.get(row.booking_id) ?? [];
      list.push({ id: row.id, name: row.name });
      map.set(row.booking_id, list);
    }
    return map;
  }

  /** The allergens the guest book notes for each of these phones (comma-separated codes). */
  async guestAllergens(restaurantId: number, phones: readonly string[]): Promise<Map<string, string>> {
    if (phones.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('guests')
      .select(['phone', 'allergens'])
      .where('restaurant_id', '=', restaurantId)
      .where('phone', 'in', phones)
      .execute();
    return new Map(rows.map((row) => [row.phone, row.allergens]));
  }

  async countPending(restaurantId: number, db: Kysely<Database> = this.db): Promise<number> {
    // Waiting for the restaurant: a pending booking, or a guest's change request not yet answered.
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([
            eb('status', '=', 'confirmed'),
            eb.exists(
              eb
                .selectFrom('booking_modification_requests as m')
                .select('m.id')
                .whereRef('m.booking_id', '=', 'bookings.id')
                .where('m.state', '=', 'pending'),
            ),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The guest's other bookings at this restaurant: by phone, else by account. */
  async guestPast(booking: Booking): Promise<Booking[]> {
    let query = this.db
      .selectFrom('bookings')
      .selectAll()
      .where('restaurant_id', '=', booking.restaurant_id)
      .where('id', '!=', booking.id);
    // One guest per phone, as the guest book counts them (an account's guest who also rang is one
    // guest); the account only when the booking has no phone.
    if (booking.phone) query = query.where('phone', '=', booking.phone);
    else if (booking.customer_id !== null) query = query.where('customer_id', '=', booking.customer_id);
    else return [];
    return query.orderBy('meal_at', 'desc').limit(100).execute();
  }
}
