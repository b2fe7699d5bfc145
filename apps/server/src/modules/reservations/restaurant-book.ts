import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  internationalPhone,
  LATE_AFTER_MINUTES,
  OFFER_LOST_AFTER_MINUTES,
  type ModificationAction,
  normalizeNationalNumber,
  SEAT_EARLIEST_MINUTES_BEFORE,
  STATUSES_NEEDING_REASON,
  type TBooking,
  type TBookingBook,
  type TBookingDetail,
  type TCreateBookingInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import { type DayContext, servicesOn, slotLoads } from './availability.js';
import type { BookingsContext } from './booking-context.js';
import type { BookingActor } from './booking-ledger.js';
import { cancelBookingMessages, scheduleBookingMessages } from './booking-messages.js';
import type { BookingPlacement, NewBooking } from './booking-placement.js';
import {
  bookingNow,
  CANCELLABLE,
  ENDED,
  isHolding,
  MINUTE,
  notFound,
  sameGuestTwice,
  serviceSpec,
} from './booking-rules.js';
import { bookingWire, requestWire, serviceWire } from './booking-wire.js';
import { isLateCancellationOf } from './late-cancellation.js';
import type { Booking, ModificationRequest } from './tables.js';

/** Who acts for the restaurant: its member, or its owner (null). */
export interface RestaurantActing {
  restaurantId: number;
  member: { id: number; name: string } | null;
}

/**
 * The restaurant's side of its bookings: the book of a day, a booking's card, the bookings it
 * takes by phone or for a walk-in, and what it does to them (status, tables, its answer to a
 * guest's request, a cancellation as fraud). Each change holds only on the version read, so of
 * two devices exactly one wins; the partner's stream hears of it once saved.
 */
export class RestaurantBook {
  constructor(private readonly deps: BookingsContext & { placement: BookingPlacement }) {}

  /** Told in the transaction that marks a booking honoured (the reviews module invites the guest). */
  private readonly honouredListeners: Array<(booking: Booking, trx: Kysely<Database>) => Promise<void>> = [];

  /** Registers a listener called in the transaction that marks a booking honoured. */
  whenHonoured(listener: (booking: Booking, trx: Kysely<Database>) => Promise<void>): void {
    this.honouredListeners.push(listener);
  }

  /**
   * The restaurant's book of a day: services, the load of each slot, the bookings, counts. Every
   * read at once (on PostgreSQL each is a round trip of its own): the day's bookings, their tables
   * (named from the restaurant's tables, read anyway) and the guests' requests waiting.
   */
  async day(restaurantId: number, date: string, serviceId: number | null): Promise<TBookingBook> {
    const [{ settings, services, tables, combinations }, facts, bookings, pairs, waiting] = await Promise.all([
      this.deps.setup.current(restaurantId),
      this.deps.ledger.facts(restaurantId),
      this.deps.repository.dayOf(restaurantId, date),
      this.deps.repository.dayTables(restaurantId, date),
      this.deps.repository.dayPendingRequests(restaurantId, date),
    ]);
    if (serviceId !== null && !services.some((row) => row.id === serviceId)) throw notFound('service_id');
    const tablesOf = new Map<number, number[]>();
    for (const pair of pairs) tablesOf.set(pair.booking_id, [...(tablesOf.get(pair.booking_id) ?? []), pair.table_id]);
    // A booking's tables in the restaurant's order (by name), as the book has always listed them.
    const tableOrder = new Map(tables.map((table, index) => [table.id, index]));
    const requestOf = new Map<number, ModificationRequest>();
    for (const request of waiting) if (!requestOf.has(request.booking_id)) requestOf.set(request.booking_id, request);
    const wire = bookings.map((booking) =>
      bookingWire(
        booking,
        (tablesOf.get(booking.id) ?? [])
          .filter((id) => tableOrder.has(id))
          .sort((a, b) => tableOrder.get(a)! - tableOrder.get(b)!)
          .map((id) => ({ id, name: tables[tableOrder.get(id)!]!.name })),
        requestOf.get(booking.id) ?? null,
      ),
    );
    const hours = facts?.hours ?? null;
    const held = servicesOn({ date, services: services.map(serviceSpec), hours });
    const ctx: DayContext = {
      date,
      now: this.deps.clock(),
      settings,
      // The services held that day, computed once: the slots' loads are drawn from them.
      services: held,
      tables,
      combinations,
      bookings: bookings
        .filter((b) => isHolding(b.status))
        .map((b) => ({
          ...b,
          meal_at: Number(b.meal_at),
          ends_at: Number(b.ends_at),
          table_ids: tablesOf.get(b.id) ?? [],
        })),
      hours,
    };
    const counts: Record<string, number> = {};
    for (const booking of bookings) counts[booking.status] = (counts[booking.status] ?? 0) + 1;
    const expected = bookings
      .filter((b) => ['pending', 'confirmed', 'seated', 'honoured'].includes(b.status))
      .reduce((sum, b) => sum + b.covers, 0);
    return {
      date,
      services: held.map((spec) => serviceWire(services.find((row) => row.id === spec.id)!)),
      slots: slotLoads(ctx, serviceId),
      bookings: serviceId === null ? wire : wire.filter((b) => b.service_id === serviceId),
      counts,
      expected_covers: expected,
      also_booked: sameGuestTwice(bookings),
    };
  }

  /**
   * A booking taken by phone (confirmed) or a walk-in (seated at once); `alongside` is written in
   * its transaction (the walk-in queue's entry seated with it).
   */
  async create(
    { restaurantId, member }: RestaurantActing,
    input: TCreateBookingInput,
    alongside?: NewBooking['alongside'],
  ): Promise<TBooking> {
    // Stored in international form; a booking by phone needs the number to call back.
    let phone = '';
    if (input.phone.trim()) {
      const digits = normalizeNationalNumber(input.phone);
      if (digits === null) throw new AppError('PHONE_INVALID', { field: 'phone' });
      const dialCode = (input.country_code ?? '').replace(/\D/g, '') || '33';
      phone = internationalPhone(`+${dialCode}`, digits);
    } else if (input.source === 'phone') throw new AppError('REQUIRED', { field: 'phone' });
    const guest = {
      customer_id: null,
      first_name: input.first_name,
      last_name: input.last_name,
      phone,
      email: input.email ?? '',
      lang: 'fr',
    };
    const { date, time, covers, source } = input;
    const { booking, tables } = await this.deps.placement.placed(
      restaurantId,
      { date, time, covers, source, note: input.note ?? '', guest, ...(alongside ? { alongside } : {}) },
      { kind: 'restaurant', member },
    );
    return bookingWire(booking, tables, null);
  }

  async detail(restaurantId: number, bookingId: number): Promise<TBookingDetail> {
    const booking = await this.deps.repository.find(restaurantId, bookingId);
    if (!booking) throw notFound('booking_id');
    const [wire, history, requests, past] = await Promise.all([
      this.deps.views.oneToWire(booking),
      this.deps.repository.historyOf(booking.id),
      this.deps.repository.requestsOf([booking.id]),
      this.deps.repository.guestPast(booking),
    ]);
    const honoured = past.filter((b) => b.status === 'honoured');
    // Late by the one rule of the charges, the statistics and the guest book: read on each
    // cancellation's own instant and history, not from when the booking last changed.
    const cancelled = past.filter((b) => b.status === 'cancelled_by_customer');
    const cancellations = await Promise.all(cancelled.map((b) => this.deps.repository.historyOf(b.id)));
    const lateCancellations = cancelled.filter((b, index) => isLateCancellationOf(b, cancellations[index]!));
    return {
      ...wire,
      customer_id: booking.customer_id ?? null,
      history: history.map((entry) => ({
        at: Number(entry.at),
        status: (entry.status as BookingStatus | null) ?? null,
        actor: entry.actor_kind === 'restaurant' && entry.member_name ? entry.member_name : entry.actor_kind,
        change: entry.change,
        reason: entry.reason,
      })),
      guest: {
        visits: honoured.length,
        no_shows: past.filter((b) => b.status === 'no_show').length,
        late_cancellations: lateCancellations.length,
        last_visit_at: honoured.length > 0 ? Math.max(...honoured.map((b) => Number(b.meal_at))) : null,
        notes: past
          .map((b) => b.note)
          .filter(Boolean)
          .slice(0, 10),
      },
      modifications: requests.map(requestWire),
      fraud_reason_code: booking.fraud_reason_code,
      guarantee_detail: (await this.deps.ledger.guarantees?.describe(booking)) ?? null,
    };
  }

  /**
   * The restaurant's transitions (BOOKING_TRANSITIONS). The update holds only on the version read,
   * so of two devices exactly one wins; the other is told the status the booking has now.
   */
  async changeStatus(
    by: RestaurantActing,
    bookingId: number,
    status: BookingStatus,
    reason: string,
  ): Promise<TBooking> {
    const { restaurantId, member } = by;
    const reachable = Object.values(BOOKING_TRANSITIONS).some((targets) =>
      (targets as readonly string[]).includes(status),
    );
    if (!reachable) throw new AppError('BOOKING_STATUS_INVALID', { field: 'status' });
    const needsReason = (STATUSES_NEEDING_REASON as readonly string[]).includes(status);
    if (needsReason && !reason.trim()) throw new AppError('BOOKING_REASON_REQUIRED', { field: 'reason' });
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.current(restaurantId, bookingId, trx);
      if (!(BOOKING_TRANSITIONS[current.status as BookingStatus] as readonly string[]).includes(status))
        throw bookingNow(current.status);
      const mealAt = Number(current.meal_at);
      if (status === 'no_show' && now < mealAt + LATE_AFTER_MINUTES * MINUTE)
        throw new AppError('NO_SHOW_TOO_EARLY', { field: 'status' });
      // A booking that has not begun can be neither seated long before nor honoured: honoured
      // would close it, and the guest could no longer cancel a meal that is still to come.
      if (status === 'seated' && now < mealAt - SEAT_EARLIEST_MINUTES_BEFORE * MINUTE)
        throw new AppError('SEAT_TOO_EARLY', { field: 'status' });
      if (status === 'honoured' && now < mealAt) throw new AppError('HONOURED_TOO_EARLY', { field: 'status' });
      // Seated more than 15 minutes late: the offer the booking took no longer applies (the terms).
      const offerLost =
        status === 'seated' && current.offer_id != null && now > mealAt + OFFER_LOST_AFTER_MINUTES * MINUTE;
      const changes = {
        status,
        ...(needsReason ? { reason: reason.trim() } : {}),
        ...(offerLost ? { offer_lost: 1 } : {}),
      };
      const changed = await this.deps.repository.change(current, changes, now, trx);
      if (!changed) {
        const fresh = await this.deps.repository.find(restaurantId, bookingId, trx);
        throw bookingNow(fresh?.status ?? current.status);
      }
      // The guest's cancellation recorded by the restaurant is the guest's: no reason of the
      // restaurant's, its lateness read from this line's instant (isLateCancellation).
      const byGuest = status === 'cancelled_by_customer';
      const noted = byGuest ? '' : reason.trim();
      await this.deps.ledger.history(changed.id, status, { kind: 'restaurant', member }, 'status', noted, now, trx);
      if (status === 'honoured') for (const listener of this.honouredListeners) await listener(changed, trx);
      if (ENDED.includes(status)) {
        await this.deps.repository.closeRequests(changed.id, byGuest ? 'withdrawn' : 'declined', now, trx);
        await cancelBookingMessages(changed, trx);
      } else if (status === 'confirmed') await scheduleBookingMessages(changed, trx);
      return changed;
    });
    return this.announced(booking);
  }

  /** Gives a booking tables of the restaurant (none: no table); another restaurant's table is not found. */
  async assignTables(by: RestaurantActing, bookingId: number, tableIds: readonly number[]): Promise<TBooking> {
    const { restaurantId, member } = by;
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.current(restaurantId, bookingId, trx);
      // Under the day's lock, as placing: a table given here is not given at once to a new booking.
      await this.deps.repository.lockDay(restaurantId, current.date, trx);
      const tables = await this.deps.setup.tablesOf(restaurantId, trx);
      const chosen = tableIds.map((id) => tables.find((table) => table.id === id));
      if (chosen.some((table) => table === undefined)) throw notFound('table_ids');
      if (chosen.some((table) => table!.blocked === 1)) throw new AppError('TABLE_BLOCKED', { field: 'table_ids' });
      await this.refuseTakenTables(current, tableIds, trx);
      if (chosen.length > 0 && chosen.reduce((sum, table) => sum + table!.max_covers, 0) < current.covers)
        throw new AppError('TABLE_TOO_SMALL', { field: 'table_ids' });
      const changed = await this.deps.repository.change(current, {}, now, trx);
      if (!changed) throw bookingNow(current.status);
      await this.deps.repository.setTables(changed.id, tableIds, trx);
      const names = chosen.map((table) => table!.name).join(' + ');
      await this.deps.ledger.history(changed.id, null, { kind: 'restaurant', member }, 'tables', names, now, trx);
      return changed;
    });
    return this.announced(booking);
  }

  /** Refuses tables another party holds during this booking's meal (the booking itself aside). */
  async refuseTakenTables(booking: Booking, tableIds: readonly number[], trx: Kysely<Database>): Promise<void> {
    if (tableIds.length === 0) return;
    const holding = await this.deps.repository.holdingOf(booking.restaurant_id, booking.date, trx);
    const mealAt = Number(booking.meal_at);
    const endsAt = Number(booking.ends_at);
    const taken = holding.some(
      (other) =>
        other.id !== booking.id &&
        other.meal_at < endsAt &&
        other.ends_at > mealAt &&
        other.table_ids.some((id) => tableIds.includes(id)),
    );
    if (taken) throw new AppError('TABLE_TAKEN', { field: 'table_ids' });
  }

  /**
   * The restaurant's answer to a guest's modification request: accept (the booking moves, over
   * capacity if the restaurant chooses), propose another time, propose cancellation, or decline.
   */
  async answerModification(
    by: RestaurantActing,
    requestId: number,
    action: ModificationAction,
    time: string | undefined,
  ): Promise<TBooking> {
    const { restaurantId, member } = by;
    const now = this.deps.clock();
    const actor: BookingActor = { kind: 'restaurant', member };
    const request = await this.deps.repository.findRequest(restaurantId, requestId);
    if (!request) throw notFound('request_id');
    const hours = (await this.deps.ledger.facts(restaurantId))?.hours ?? null;
    const alreadyAnswered = () => new AppError('MODIFICATION_ALREADY_ANSWERED', { field: 'request_id' });
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.deps.repository.find(restaurantId, request.booking_id, trx);
      if (!current) throw notFound('request_id');
      if (action === 'accept') {
        await this.deps.repository.lockDay(restaurantId, request.date, trx);
        if (!(await this.deps.repository.answerRequest(request.id, ['pending'], { state: 'accepted' }, now, trx)))
          throw alreadyAnswered();
        return this.deps.ledger.moveTo(current, request.date, request.time, request.covers, actor, hours, now, trx);
      }
      const state =
        action === 'propose_time'
          ? 'time_proposed'
          : action === 'propose_cancellation'
            ? 'cancellation_proposed'
            : 'declined';
      const proposed = action === 'propose_time' ? (time ?? null) : null;
      const answer = { state, proposed_time: proposed };
      if (!(await this.deps.repository.answerRequest(request.id, ['pending'], answer, now, trx)))
        throw alreadyAnswered();
      const changed = await this.deps.repository.change(current, {}, now, trx);
      if (!changed) throw alreadyAnswered();
      const noted = proposed ? `${state} ${proposed}` : state;
      await this.deps.ledger.history(changed.id, null, actor, 'proposal', noted, now, trx);
      return changed;
    });
    return this.announced(booking);
  }

  /** A booking cancelled as suspected fraud: never charged, the guest told the category. */
  async cancelSuspectedFraud(
    by: RestaurantActing,
    bookingId: number,
    reasonCode: string,
    reason: string,
  ): Promise<TBooking> {
    const { restaurantId, member } = by;
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.current(restaurantId, bookingId, trx);
      if (!CANCELLABLE.includes(current.status)) throw bookingNow(current.status);
      const changed = await this.deps.repository.change(
        current,
        { status: 'cancelled_by_restaurant', fraud_reason_code: reasonCode, reason: reason.trim() },
        now,
        trx,
      );
      if (!changed) throw bookingNow((await this.deps.repository.find(restaurantId, bookingId, trx))!.status);
      await this.deps.repository.closeRequests(changed.id, 'declined', now, trx);
      await this.deps.ledger.history(
        changed.id,
        'cancelled_by_restaurant',
        { kind: 'restaurant', member },
        'status',
        `${reasonCode}: ${reason.trim()}`,
        now,
        trx,
      );
      await cancelBookingMessages(changed, trx);
      return changed;
    });
    return this.announced(booking);
  }

  /** The restaurant's booking, read in the change's transaction; another's is not found. */
  private async current(restaurantId: number, bookingId: number, trx: Kysely<Database>): Promise<Booking> {
    const current = await this.deps.repository.find(restaurantId, bookingId, trx);
    if (!current) throw notFound('booking_id');
    return current;
  }

  /** A changed booking's wire form, made once for the answer and the stream's event. */
  private async announced(booking: Booking): Promise<TBooking> {
    const wire = await this.deps.views.oneToWire(booking);
    this.deps.announcer.announce('booking.updated', booking, wire);
    return wire;
  }
}
