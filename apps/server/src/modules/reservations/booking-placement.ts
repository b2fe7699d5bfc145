import type { BookingStatus } from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import {
  bestOffer,
  checkSlot,
  type DayContext,
  instantOf,
  mealMinutes,
  minuteOfDay,
  offerHolds,
  serviceAt,
} from './availability.js';
import type { BookingsContext } from './booking-context.js';
import { tableFor } from './table-choice.js';
import type { BookingActor } from './booking-ledger.js';
import { scheduleBookingMessages } from './booking-messages.js';
import { awaitsRestaurant, customerRefusal, MINUTE, serviceSpec, type Settings, slotRefusal } from './booking-rules.js';
import { bookingWire } from './booking-wire.js';
import type { OffersRepository } from './offers-repository.js';
import { offerSpec } from './offers-service.js';
import type { RestaurantFacts } from './restaurant-facts.js';
import { newReference } from './reservations-repository.js';
import type { Booking } from './tables.js';

/** The guest a booking is for, copied onto the booking. */
export interface BookingGuest {
  customer_id: number | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  lang: string;
}

/** A booking to place: by the guest online, or by the restaurant (phone, walk-in). */
export interface NewBooking {
  date: string;
  time: string;
  covers: number;
  source: 'online' | 'phone' | 'walk_in';
  guest: BookingGuest;
  note?: string;
  occasion?: string;
  meal_voucher?: number;
  /**
   * Online: the offer the slot showed, taken only if it still holds under the day's lock
   * (OFFER_NO_LONGER_AVAILABLE otherwise, so the guest chooses); absent, the slot's best offer
   * at that moment, if any.
   */
  offer_id?: number | null;
  /** Written with the booking, in its transaction (the guest's consents given on the form). */
  alongside?: (booking: Booking, trx: Kysely<Database>) => Promise<void>;
}

/** A booking just placed, with what its answer needs without reading again. */
export interface PlacedBooking {
  booking: Booking;
  /** Its tables, in the restaurant's order (by name). */
  tables: Array<{ id: number; name: string }>;
  facts: RestaurantFacts | undefined;
  /** The card request's client secret when the booking waits for its card. */
  setupClientSecret: string | null;
}

/** No cap but the 2-hour rule: a booking the restaurant takes for a customer. */
const UNCAPPED = {
  future_per_restaurant: Infinity,
  future_overall: Infinity,
  covers_per_day: Infinity,
  changes_per_day: Infinity,
};

/** Where a booking sits: its service, its meal's span and its tables. */
interface Seat {
  service_id: number | null;
  meal_at: number;
  ends_at: number;
  table_ids: number[];
}

/** The offer a booking takes, as it stands when taken. */
type TakenOffer = { offer_id: number; percent: number; applies_to: string } | null;

/**
 * Places a booking through the same rules whoever books: the guest online, the restaurant by
 * phone or for a walk-in, the seed and the bench. The slot is checked and the booking inserted
 * under the day's lock, so the last covers go to exactly one party. Online: the settings'
 * limits, the customer's caps under the customer's lock, confirmation up to
 * `auto_confirm_max_covers`; whoever books for a customer: the 2-hour rule at every restaurant;
 * by phone: the capacity, pacing and tables; a walk-in is seated at once wherever the restaurant
 * seats them.
 */
export class BookingPlacement {
  constructor(
    private readonly deps: BookingsContext & {
      /** The restaurant's offers: taken by online bookings. */
      offers?: OffersRepository;
      /** Counts a booking once it is saved (the metrics' bookings created), per source. */
      counted?: (source: NewBooking['source']) => void;
    },
  ) {}

  async place(restaurantId: number, input: NewBooking, actor: BookingActor): Promise<Booking> {
    return (await this.placed(restaurantId, input, actor)).booking;
  }

  /**
   * `place`, with what the answer needs. The settings, the restaurant, its services and tables are
   * read at once before the day's lock (on PostgreSQL each is a round trip of its own, so in
   * parallel), the day's bookings under it; the partner's stream hears of the booking after the
   * commit without the caller waiting for it.
   */
  async placed(restaurantId: number, input: NewBooking, actor: BookingActor): Promise<PlacedBooking> {
    const online = input.source === 'online';
    const customerId = input.guest.customer_id;
    const { ledger, repository } = this.deps;
    const [{ version, setup: known }, facts] = await Promise.all([
      this.deps.setup.versioned(restaurantId),
      ledger.facts(restaurantId),
    ]);
    const { settings } = known;
    let { tables, combinations } = known;
    if (online) {
      if (!facts?.listed) throw new AppError('NOT_FOUND', { field: 'restaurant_id' });
      if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
      if (input.covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    }
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      // The customer's lock before the day's, as every path that takes both.
      if (customerId !== null) await repository.lockCustomer(customerId, trx);
      await repository.lockDay(restaurantId, input.date, trx);
      // A service or table changed or deleted while this booking waited for the lock (the
      // restaurant's change takes the same lock): the booking is placed on what is there now.
      let services = known.services.map(serviceSpec);
      if ((await this.deps.setup.version(restaurantId, trx)) !== version) {
        ({ services, tables, combinations } = await this.deps.setup.servicesAndTables(restaurantId, trx));
      }
      const holding = await repository.holdingOf(restaurantId, input.date, trx);
      const ctx: DayContext = {
        date: input.date,
        now: this.deps.clock(),
        settings,
        services,
        tables,
        combinations,
        bookings: holding,
        hours: facts?.hours ?? null,
      };
      const seat = seatFor(ctx, input);
      const offer = await this.offerFor(restaurantId, ctx, input, seat, trx);
      if (customerId !== null) {
        // The customer's bookings at every restaurant, read under the customer's lock: of two
        // requests of one customer at once, the second sees the first.
        const held = await repository.customerHolding(customerId, input.date, ctx.now, trx);
        const wanted = { restaurant_id: restaurantId, date: input.date, meal_at: seat.meal_at, covers: input.covers };
        // Caps count a guest's own bookings online; the 2-hour rule holds whoever books.
        const caps = online ? this.deps.caps : UNCAPPED;
        const refusal = customerRefusal(held, wanted, caps, ctx.now);
        if (refusal) throw refusal;
      }
      const needsCard = this.needsCard(settings, input);
      const status = statusOf(settings, input, needsCard);
      const row = await repository.insert(
        {
          restaurant_id: restaurantId,
          customer_id: input.guest.customer_id,
          first_name: input.guest.first_name,
          last_name: input.guest.last_name,
          phone: input.guest.phone,
          email: input.guest.email,
          lang: input.guest.lang === 'en' ? 'en' : 'fr',
          date: input.date,
          time: input.time,
          meal_at: seat.meal_at,
          ends_at: seat.ends_at,
          covers: input.covers,
          status,
          source: input.source,
          note: input.note ?? '',
          occasion: input.occasion ?? '',
          meal_voucher: input.meal_voucher ?? 0,
          service_id: seat.service_id,
          reference: newReference(),
          guarantee: needsCard ? 'awaiting_card' : 'none',
          fraud_reason_code: null,
          reason: '',
          created_at: now,
          updated_at: now,
          version: 1,
          offer_id: offer?.offer_id ?? null,
          offer_percent: offer?.percent ?? null,
          offer_applies_to: offer?.applies_to ?? null,
        },
        trx,
      );
      // A new booking has no tables yet: they are added, nothing removed.
      await repository.addTables(row.id, seat.table_ids, trx);
      await ledger.history(row.id, status, actor, 'created', '', now, trx);
      if (status === 'confirmed') await scheduleBookingMessages(row, trx);
      if (status === 'awaiting_guarantee') await ledger.guarantees?.hold(row, trx);
      await input.alongside?.(row, trx);
      return { row, table_ids: seat.table_ids };
    });
    const setup = await this.requestCard(booking.row, settings);
    this.deps.counted?.(input.source);
    // In the tables' order (by name), as the book lists them.
    const chosen = tables
      .filter((table) => booking.table_ids.includes(table.id))
      .map((table) => ({ id: table.id, name: table.name }));
    this.deps.announcer.announce('booking.created', booking.row, bookingWire(booking.row, chosen, null));
    return { booking: booking.row, tables: chosen, facts, setupClientSecret: setup?.clientSecret ?? null };
  }

  /** A guest's online booking from the imprint's party size waits for the card. */
  private needsCard(settings: Settings, input: NewBooking): boolean {
    return (
      this.deps.ledger.guarantees !== null &&
      input.source === 'online' &&
      input.guest.customer_id !== null &&
      settings.imprint_per_cover_cents > 0 &&
      input.covers >= settings.imprint_min_party
    );
  }

  /**
   * The offer an online booking takes, weighed under the day's lock against the covers that took
   * it at this slot: bookings at once never take it past its cap.
   */
  private async offerFor(
    restaurantId: number,
    ctx: DayContext,
    input: NewBooking,
    seat: Seat,
    trx: Kysely<Database>,
  ): Promise<TakenOffer> {
    if (input.source !== 'online' || !this.deps.offers) return null;
    const active = (await this.deps.offers.activeOn(restaurantId, input.date, trx)).map(offerSpec);
    if (!input.offer_id) return bestOffer(ctx, active, input.time, seat.meal_at, input.covers);
    const chosen = active.find((candidate) => candidate.id === input.offer_id);
    if (!chosen || !offerHolds(ctx, chosen, input.time, seat.meal_at, input.covers))
      throw new AppError('OFFER_NO_LONGER_AVAILABLE', { field: 'offer_id' });
    return { offer_id: chosen.id, percent: chosen.percent, applies_to: chosen.applies_to };
  }

  /**
   * The card request goes to the bank once the day's lock is given back: a slow provider holds up
   * this booking, never the restaurant's other bookings (nor, on SQLite, every write). When it
   * cannot be made, the booking is taken back as if it had never been.
   */
  private async requestCard(booking: Booking, settings: Settings): Promise<{ clientSecret: string } | null> {
    const guarantees = this.deps.ledger.guarantees;
    if (booking.status !== 'awaiting_guarantee' || !guarantees) return null;
    try {
      return await guarantees.request(booking, settings.imprint_per_cover_cents);
    } catch (error) {
      await this.deps.db.transaction().execute(async (trx) => {
        if (await this.deps.repository.withdrawUnguaranteed(booking.id, trx))
          await guarantees.withdrawn(booking.id, trx);
      });
      throw error;
    }
  }
}

/**
 * The seat of a new booking. A walk-in sits wherever the restaurant seats it; any other booking
 * passes the slot's check. A party larger than any one table is seated at tables put together: by
 * phone the restaurant takes it within the capacity and pacing, and gives it its tables itself.
 */
function seatFor(ctx: DayContext, input: NewBooking): Seat {
  if (input.source === 'walk_in') {
    const service = serviceAt(ctx, input.time);
    const mealAt = instantOf(input.date, minuteOfDay(service, input.time));
    const endsAt = mealAt + mealMinutes(ctx.settings, input.covers) * MINUTE;
    const overlapping = ctx.bookings.filter((b) => b.meal_at < endsAt && b.ends_at > mealAt);
    return {
      service_id: service?.id ?? null,
      meal_at: mealAt,
      ends_at: endsAt,
      table_ids:
        ctx.tables.length > 0 ? (tableFor(ctx.tables, overlapping, input.covers, false, ctx.combinations) ?? []) : [],
    };
  }
  const online = input.source === 'online';
  const request = { time: input.time, covers: input.covers, online };
  let check = checkSlot(ctx, request);
  if (
    !check.ok &&
    check.code === 'SLOT_FULL' &&
    !online &&
    ctx.tables.length > 0 &&
    ctx.tables.every((table) => table.max_covers < input.covers)
  )
    check = checkSlot({ ...ctx, tables: [] }, request);
  if (!check.ok) throw slotRefusal(check.code);
  return { service_id: check.service.id, meal_at: check.meal_at, ends_at: check.ends_at, table_ids: check.table_ids };
}

/** A walk-in is seated; a booking waiting for its card, or for the restaurant's answer, waits; else confirmed. */
function statusOf(settings: Settings, input: NewBooking, needsCard: boolean): BookingStatus {
  if (input.source === 'walk_in') return 'seated';
  if (needsCard) return 'awaiting_guarantee';
  return input.source === 'online' && awaitsRestaurant(settings, input.covers) ? 'pending' : 'confirmed';
}
