import type { TBookingGuarantee } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import {
  type DayContext,
  instantOf,
  mealMinutes,
  minuteOfDay,
  offerHolds,
  type OpeningHours,
  serviceAt,
} from './availability.js';
import { scheduleBookingMessages } from './booking-messages.js';
import { bookingNow, FREE_CHANGE_MS, MINUTE, type Settings } from './booking-rules.js';
import type { OffersRepository } from './offers-repository.js';
import { offerSpec } from './offers-service.js';
import type { ReservationSetup } from './reservation-setup.js';
import type { RestaurantDirectory, RestaurantFacts } from './restaurant-facts.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { Booking } from './tables.js';

/** Who acts on a booking: the guest, the restaurant (a member, or the owner when null), the platform. */
export type BookingActor =
  { kind: 'guest' } | { kind: 'platform' } | { kind: 'restaurant'; member: { id: number; name: string } | null };

/**
 * What reservations asks of the card guarantee, registered by the payments module
 * so that reservations does not depend on it.
 */
export interface GuaranteeGate {
  /**
   * A booking that needs an imprint was just placed, in its transaction: its hold
   * (GUARANTEE_HOLD_MINUTES), which frees its covers if no card comes.
   */
  hold(booking: Booking, trx: Kysely<Database>): Promise<void>;
  /**
   * That booking was taken back because its card request could not be made, in the transaction
   * that deletes it: its hold is forgotten with it.
   */
  withdrawn(bookingId: number, trx: Kysely<Database>): Promise<void>;
  /**
   * Once that booking has committed: the card request at the provider and its client secret. The
   * per-cover amount is the one of this moment. Throws when the provider cannot be reached.
   */
  request(booking: Booking, perCoverCents: number): Promise<{ clientSecret: string }>;
  /** The guarantee as the restaurant and the guest see it; null when the booking has none. */
  describe(booking: Booking): Promise<TBookingGuarantee | null>;
  /**
   * The party changed for free (more than 12 hours before the meal), in the change's transaction:
   * the card now guarantees these covers, so only covers removed later are a late reduction.
   */
  coversChanged(bookingId: number, covers: number, at: number, trx: Kysely<Database>): Promise<void>;
}

/**
 * What the restaurant's side and the guest's side both do to a booking: read its day under the
 * day's lock, write its history, move it to a time the restaurant agreed to. It also holds the
 * card guarantee's port, once the payments module has given it.
 */
export class BookingLedger {
  constructor(
    private readonly deps: {
      repository: ReservationsRepository;
      setup: ReservationSetup;
      restaurants: RestaurantDirectory;
      clock: Clock;
      /** The restaurant's offers: a moved booking keeps its offer only where it still holds. */
      offers?: OffersRepository;
    },
  ) {}

  /** The card guarantee's port, given by the payments module: reservations never imports it. */
  guarantees: GuaranteeGate | null = null;

  facts(restaurantId: number): Promise<RestaurantFacts | undefined> {
    return this.deps.restaurants.facts(restaurantId);
  }

  /** A line of the booking's history, in the change's transaction. */
  async history(
    bookingId: number,
    status: string | null,
    actor: BookingActor,
    change: string,
    reason: string,
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    const member = actor.kind === 'restaurant' ? actor.member : null;
    await this.deps.repository.addHistory(
      {
        booking_id: bookingId,
        at,
        status,
        actor_kind: actor.kind,
        member_id: member?.id ?? null,
        // A copy of the name: the history still says who once the member has left.
        member_name: member?.name ?? '',
        change,
        reason,
      },
      trx,
    );
  }

  /** What availability needs of a day, read in `db` (under the day's lock when about to write). */
  async dayContext(
    restaurantId: number,
    date: string,
    settings: Settings,
    hours: OpeningHours | null,
    db: Kysely<Database>,
  ): Promise<DayContext> {
    const [{ services, tables, combinations }, bookings] = await Promise.all([
      this.deps.setup.servicesAndTables(restaurantId, db),
      this.deps.repository.holdingOf(restaurantId, date, db),
    ]);
    return { date, now: this.deps.clock(), settings, services, tables, combinations, bookings, hours };
  }

  /**
   * A booking moved (under the new day's lock) keeps its offer, as taken, only where that offer
   * still holds, its cap counted without the booking itself: a move never takes an offer past its
   * cap. The changes to make: none, or the offer taken off.
   */
  async offerAfterMove(
    current: Booking,
    ctx: DayContext,
    time: string,
    mealAt: number,
    covers: number,
    trx: Kysely<Database>,
  ): Promise<{ offer_id?: null; offer_percent?: null; offer_applies_to?: null }> {
    if (current.offer_id === null || current.offer_id === undefined || !this.deps.offers) return {};
    const active = (await this.deps.offers.activeOn(current.restaurant_id, ctx.date, trx)).map(offerSpec);
    const taken = active.find((offer) => offer.id === current.offer_id);
    if (taken && offerHolds(ctx, taken, time, mealAt, covers, current.id)) return {};
    return { offer_id: null, offer_percent: null, offer_applies_to: null };
  }

  /**
   * Moves a booking to a time the restaurant agreed to (its answer, or its proposal accepted by
   * the guest): on the service grid of that day, without the capacity check. The caller holds the
   * new day's lock; the restaurant's hours are read before the transaction (another module's
   * reads use their own connection).
   */
  async moveTo(
    current: Booking,
    date: string,
    time: string,
    covers: number,
    actor: BookingActor,
    hours: OpeningHours | null,
    now: number,
    trx: Kysely<Database>,
  ): Promise<Booking> {
    const settings = await this.deps.setup.settingsOf(current.restaurant_id, trx);
    const ctx = await this.dayContext(current.restaurant_id, date, settings, hours, trx);
    const service = serviceAt(ctx, time);
    const mealAt = instantOf(date, minuteOfDay(service, time));
    const offer = await this.offerAfterMove(current, ctx, time, mealAt, covers, trx);
    const changed = await this.deps.repository.change(
      current,
      {
        date,
        time,
        covers,
        meal_at: mealAt,
        ends_at: mealAt + mealMinutes(settings, covers) * MINUTE,
        service_id: service?.id ?? current.service_id,
        ...offer,
      },
      now,
      trx,
    );
    if (!changed) throw bookingNow(current.status);
    // Accepted more than 12 hours before the meal, the change is free: the card follows the party.
    if (now <= Number(current.meal_at) - FREE_CHANGE_MS && covers !== current.covers)
      await this.guarantees?.coversChanged(changed.id, covers, now, trx);
    await this.deps.repository.closeRequests(changed.id, 'withdrawn', now, trx);
    await this.history(changed.id, null, actor, 'modified', `${date} ${time} · ${covers}`, now, trx);
    if (changed.status === 'confirmed') await scheduleBookingMessages(changed, trx);
    return changed;
  }
}
