import type { TBooking, TCustomerBooking } from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import { parisDate, parisInstant } from '../../core/paris-time.js';
import { checkSlot, type DayContext, instantOf, minuteOfDay, serviceAt } from './availability.js';
import type { BookingsContext } from './booking-context.js';
import type { BookingActor } from './booking-ledger.js';
import { cancelBookingMessages, scheduleBookingMessages } from './booking-messages.js';
import {
  awaitsRestaurant,
  bookingNow,
  CANCELLABLE,
  customerRefusal,
  FREE_CHANGE_MS,
  notFound,
  type Settings,
  slotRefusal,
} from './booking-rules.js';
import type { GuestBookings } from './guest-bookings.js';
import type { Booking } from './tables.js';

/** A guest's new day, time and party for a booking. */
export interface GuestChange {
  date: string;
  time: string;
  covers: number;
}

const GUEST: BookingActor = { kind: 'guest' };

/**
 * What a guest changes of a booking, signed in or through the manage link (which finds the booking
 * by its signed id): cancel it or move it, free until 12 hours before the meal; answer the
 * restaurant's proposal. Closing a customer account cancels its bookings to come.
 */
export class GuestChanges {
  constructor(private readonly deps: BookingsContext & { bookings: Pick<GuestBookings, 'own'> }) {}

  /** The guest cancels: free until 12 hours before the meal. */
  async cancel(booking: Booking): Promise<TCustomerBooking> {
    const now = this.deps.clock();
    await this.freeChangeCheck(booking, now);
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      const done = await this.deps.repository.change(booking, { status: 'cancelled_by_customer' }, now, trx);
      if (!done) {
        const fresh = await this.deps.repository.find(booking.restaurant_id, booking.id, trx);
        throw bookingNow(fresh?.status ?? booking.status, 'booking_id');
      }
      await this.deps.repository.closeRequests(done.id, 'withdrawn', now, trx);
      await this.deps.ledger.history(done.id, 'cancelled_by_customer', GUEST, 'status', '', now, trx);
      await cancelBookingMessages(done, trx);
      return done;
    });
    this.deps.announcer.announce('booking.updated', changed);
    return this.deps.views.oneToCustomerWire(changed);
  }

  /** `move`, the booking as its guest sees it now. */
  async modify(booking: Booking, change: GuestChange): Promise<{ booking: TCustomerBooking; requested: boolean }> {
    const outcome = await this.move(booking, change);
    return { booking: await this.deps.views.oneToCustomerWire(outcome.booking), requested: outcome.requested };
  }

  /**
   * The guest moves a booking (12-hour rule): the new slot goes through the same availability
   * check, without competing with the booking itself. When it is full the booking stays as it was
   * and a modification request goes to the restaurant (`requested`).
   */
  async move(
    booking: Booking,
    change: GuestChange,
    by: BookingActor = GUEST,
  ): Promise<{ booking: Booking; requested: boolean }> {
    const now = this.deps.clock();
    // The restaurant moves a booking at any time, to any party it takes, with no guest's cap.
    const byGuest = by.kind === 'guest';
    if (byGuest) await this.freeChangeCheck(booking, now);
    else if (!CANCELLABLE.includes(booking.status)) throw bookingNow(booking.status, 'booking_id');
    const [settings, facts] = await Promise.all([
      this.deps.setup.settingsOf(booking.restaurant_id),
      this.deps.ledger.facts(booking.restaurant_id),
    ]);
    if (byGuest) this.checkParty(booking, change, settings);
    else if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      // The customer's lock first, then both days in one order, as placing a booking takes them:
      // two moves between the same days never wait on each other.
      if (booking.customer_id !== null) await this.deps.repository.lockCustomer(booking.customer_id, trx);
      for (const date of [...new Set([booking.date, change.date])].sort())
        await this.deps.repository.lockDay(booking.restaurant_id, date, trx);
      const current = await this.deps.repository.find(booking.restaurant_id, booking.id, trx);
      if (!current || current.version !== booking.version)
        throw bookingNow(current?.status ?? booking.status, 'booking_id');
      const hours = facts?.hours ?? null;
      const ctx = await this.deps.ledger.dayContext(booking.restaurant_id, change.date, settings, hours, trx);
      const check = checkSlot(ctx, {
        time: change.time,
        covers: change.covers,
        online: byGuest,
        excluding: current.id,
      });
      // A full slot is a request to the restaurant from a guest; the restaurant itself is told so.
      if (!check.ok && (check.code !== 'SLOT_FULL' || !byGuest)) throw slotRefusal(check.code);
      if (byGuest) await this.checkGuestCaps(current, change, ctx, now, trx);
      if (!check.ok) return { booking: await this.request(current, change, now, trx), requested: true };
      const status = !byGuest
        ? current.status
        : awaitsRestaurant(settings, change.covers)
          ? 'pending'
          : current.status === 'pending' && change.covers <= current.covers
            ? 'pending'
            : current.status;
      const offer = await this.deps.ledger.offerAfterMove(current, ctx, change.time, check.meal_at, change.covers, trx);
      const moved = await this.deps.repository.change(
        current,
        {
          date: change.date,
          time: change.time,
          covers: change.covers,
          meal_at: check.meal_at,
          ends_at: check.ends_at,
          service_id: check.service.id,
          status,
          ...offer,
        },
        now,
        trx,
      );
      if (!moved) throw bookingNow(current.status, 'booking_id');
      // The guest's own change passed the 12-hour rule: free, so the card follows the party.
      if (change.covers !== current.covers)
        await this.deps.ledger.guarantees?.coversChanged(moved.id, change.covers, now, trx);
      await this.deps.repository.setTables(moved.id, check.table_ids, trx);
      await this.deps.repository.closeRequests(moved.id, 'withdrawn', now, trx);
      const newStatus = status === current.status ? null : status;
      await this.deps.ledger.history(moved.id, newStatus, by, 'modified', described(change), now, trx);
      if (moved.status === 'confirmed') await scheduleBookingMessages(moved, trx);
      return { booking: moved, requested: false };
    });
    this.deps.announcer.announce('booking.updated', outcome.booking);
    return outcome;
  }

  /** moveBooking: the restaurant moves one of its bookings, as a guest would but for the guest's caps. */
  async moveForRestaurant(
    acting: { restaurantId: number; member: { id: number; name: string } | null },
    input: GuestChange & { booking_id: number },
  ): Promise<TBooking> {
    const booking = await this.deps.repository.find(acting.restaurantId, input.booking_id);
    if (!booking) throw notFound('booking_id');
    const outcome = await this.move(booking, input, { kind: 'restaurant', member: acting.member });
    return this.deps.views.oneToWire(outcome.booking);
  }

  /** The signed-in guest cancels one of their bookings. */
  async cancelOwn(customerId: number, bookingId: number): Promise<TCustomerBooking> {
    return this.cancel(await this.deps.bookings.own(customerId, bookingId));
  }

  /** The signed-in guest moves one of their bookings. */
  async modifyOwn(customerId: number, input: GuestChange & { booking_id: number }) {
    return this.modify(await this.deps.bookings.own(customerId, input.booking_id), input);
  }

  /**
   * The guest's answer to the restaurant's proposal: a proposed cancellation accepted is free
   * whatever the time; a proposed time accepted moves the booking; refused, the request ends and
   * the booking stays.
   */
  async answerProposal(customerId: number, bookingId: number, accept: boolean): Promise<TCustomerBooking> {
    return this.answer(await this.deps.bookings.own(customerId, bookingId), accept);
  }

  /** The same answer for a booking found otherwise (the manage link's signed token). */
  async answer(booking: Booking, accept: boolean): Promise<TCustomerBooking> {
    const now = this.deps.clock();
    const requests = await this.deps.repository.requestsOf([booking.id]);
    const proposal = requests.find((r) => r.state === 'time_proposed' || r.state === 'cancellation_proposed');
    if (!proposal) throw new AppError('NO_PROPOSAL_WAITING', { field: 'booking_id' });
    const hours = (await this.deps.ledger.facts(booking.restaurant_id))?.hours ?? null;
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      if (!CANCELLABLE.includes(booking.status)) throw bookingNow(booking.status, 'booking_id');
      const state = accept ? 'accepted' : 'withdrawn';
      if (!(await this.deps.repository.answerRequest(proposal.id, [proposal.state], { state }, now, trx)))
        throw new AppError('NO_PROPOSAL_WAITING', { field: 'booking_id' });
      if (!accept) {
        const touched = await this.deps.repository.change(booking, {}, now, trx);
        if (!touched) throw bookingNow(booking.status, 'booking_id');
        await this.deps.ledger.history(booking.id, null, GUEST, 'proposal', 'declined', now, trx);
        return touched;
      }
      if (proposal.state === 'cancellation_proposed') {
        const done = await this.deps.repository.change(booking, { status: 'cancelled_by_customer' }, now, trx);
        if (!done) throw bookingNow(booking.status, 'booking_id');
        const status = 'cancelled_by_customer';
        await this.deps.ledger.history(done.id, status, GUEST, 'status', 'cancellation_proposed', now, trx);
        await cancelBookingMessages(done, trx);
        return done;
      }
      await this.deps.repository.lockDay(booking.restaurant_id, proposal.date, trx);
      const time = proposal.proposed_time ?? proposal.time;
      return this.deps.ledger.moveTo(booking, proposal.date, time, proposal.covers, GUEST, hours, now, trx);
    });
    this.deps.announcer.announce('booking.updated', changed);
    return this.deps.views.oneToCustomerWire(changed);
  }

  /**
   * A customer account closes: its future bookings are cancelled by the platform in the closing
   * transaction. Returns what to tell the restaurants once it has committed.
   */
  async cancelForClosedAccount(customerId: number, trx: Kysely<Database>): Promise<() => Promise<void>> {
    const now = this.deps.clock();
    const future = await this.deps.repository.customerFuture(customerId, now, trx);
    const cancelled: Booking[] = [];
    for (const booking of future) {
      const done = await this.deps.repository.change(
        booking,
        { status: 'cancelled_by_platform', first_name: '', last_name: '', phone: '', email: '', note: '' },
        now,
        trx,
      );
      if (!done) continue;
      await this.deps.repository.closeRequests(done.id, 'withdrawn', now, trx);
      const platform: BookingActor = { kind: 'platform' };
      await this.deps.ledger.history(done.id, 'cancelled_by_platform', platform, 'status', 'account_closed', now, trx);
      await cancelBookingMessages(done, trx);
      cancelled.push(done);
    }
    return async () => {
      for (const booking of cancelled) this.deps.announcer.announce('booking.updated', booking);
    };
  }

  /** The 12-hour rule: free until meal − 12 h, on instants; later, call the restaurant. */
  private async freeChangeCheck(booking: Booking, now: number): Promise<void> {
    if (!CANCELLABLE.includes(booking.status)) throw bookingNow(booking.status, 'booking_id');
    if (now > Number(booking.meal_at) - FREE_CHANGE_MS) {
      const facts = await this.deps.ledger.facts(booking.restaurant_id);
      throw new AppError('BOOKING_CHANGE_TOO_LATE', { extra: { restaurant_phone: facts?.phone ?? '' } });
    }
  }

  /**
   * The party a guest may move to: one the restaurant takes online. A party from the imprint's
   * size gives a card when it books: a booking made without one does not grow into that size; the
   * guest books again for the larger party.
   */
  private checkParty(booking: Booking, change: GuestChange, settings: Settings): void {
    if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    if (change.covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    if (
      this.deps.ledger.guarantees !== null &&
      booking.source === 'online' &&
      booking.guarantee === 'none' &&
      settings.imprint_per_cover_cents > 0 &&
      change.covers >= settings.imprint_min_party &&
      change.covers > booking.covers
    )
      throw new AppError('GUARANTEE_NEEDED_FOR_PARTY', {
        field: 'covers',
        extra: { imprint_min_party: settings.imprint_min_party },
      });
  }

  /**
   * What a guest's move may not pass, read under the customer's and the days' locks: the changes
   * of a booking in one Paris day, and the customer's 2-hour rule and covers of the new day at
   * every restaurant (a move to a full time, which waits for the restaurant, included).
   */
  private async checkGuestCaps(
    current: Booking,
    change: GuestChange,
    ctx: DayContext,
    now: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    const { caps, repository } = this.deps;
    const dayStart = parisInstant(parisDate(now), '00:00');
    if ((await repository.guestChangesSince(current.id, dayStart, trx)) >= caps.changes_per_day)
      throw new AppError('BOOKING_CHANGES_LIMIT_FOR_DAY', {
        field: 'booking_id',
        extra: { limit: caps.changes_per_day },
      });
    if (current.customer_id === null) return;
    const mealAt = instantOf(change.date, minuteOfDay(serviceAt(ctx, change.time), change.time));
    const held = await repository.customerHolding(current.customer_id, change.date, now, trx);
    const wanted = { ...change, restaurant_id: current.restaurant_id, meal_at: mealAt, moving: current.id };
    const refusal = customerRefusal(held, wanted, caps, now);
    if (refusal) throw refusal;
  }

  /**
   * The new slot is full: the booking stays, and the restaurant gets the guest's request, one at a
   * time: another while one waits for the restaurant's answer is refused.
   */
  private async request(current: Booking, change: GuestChange, now: number, trx: Kysely<Database>): Promise<Booking> {
    const requests = await this.deps.repository.requestsOf([current.id], trx);
    if (requests.some((request) => request.state === 'pending'))
      throw new AppError('MODIFICATION_REQUEST_WAITING', { field: 'booking_id' });
    await this.deps.repository.closeRequests(current.id, 'withdrawn', now, trx);
    await this.deps.repository.insertRequest(
      {
        booking_id: current.id,
        restaurant_id: current.restaurant_id,
        state: 'pending',
        date: change.date,
        time: change.time,
        covers: change.covers,
        created_at: now,
      },
      trx,
    );
    const touched = await this.deps.repository.change(current, {}, now, trx);
    await this.deps.ledger.history(current.id, null, GUEST, 'proposal', described(change), now, trx);
    return touched ?? current;
  }
}

/** "2026-11-28 20:00 · 4", as the history writes a change. */
const described = (change: GuestChange) => `${change.date} ${change.time} · ${change.covers}`;
