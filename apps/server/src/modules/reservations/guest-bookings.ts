import { formatAmount, type TAvailability, type TBookingGuarantee, type TCustomerBooking } from '@portal/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import { dayAvailability, type DayContext } from './availability.js';
import type { BookingsContext } from './booking-context.js';
import type { BookingGuest, BookingPlacement } from './booking-placement.js';
import { notFound, serviceSpec } from './booking-rules.js';
import { customerWire } from './booking-wire.js';
import type { OffersRepository } from './offers-repository.js';
import { offerSpec } from './offers-service.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import type { Booking } from './tables.js';

/** A guest's booking online, as the booking form sends it. */
export interface GuestBookingInput {
  /** The restaurant's public id. */
  restaurant_id: string;
  date: string;
  time: string;
  covers: number;
  note?: string | undefined;
  occasion?: string | undefined;
  meal_voucher?: number | undefined;
  offer_id?: number | null | undefined;
  /** The boxes ticked on the form: news from this restaurant or the platform, by e-mail or SMS. */
  news_email?: number | undefined;
  news_sms?: number | undefined;
  platform_email?: number | undefined;
  platform_sms?: number | undefined;
}

/**
 * What a guest accepts with a booking, written in the booking's transaction: the privacy module
 * gives it (`useConsents`), so reservations never imports it.
 */
export type ConsentRecorder = (
  customerId: number,
  restaurantId: number,
  ticked: Pick<GuestBookingInput, 'news_email' | 'news_sms' | 'platform_email' | 'platform_sms'>,
  trx: Kysely<Database>,
) => Promise<void>;

/** A booking as its guest sees it, with its card guarantee when it has one. */
export type GuestBookingDetail = TCustomerBooking & { guarantee_detail: TBookingGuarantee | null };

/**
 * The guest's side of bookings: the public availability, a booking online, the guest's own
 * bookings. The guest's changes (cancel, move, answer a proposal) are `GuestChanges`.
 */
export class GuestBookings {
  constructor(
    private readonly deps: BookingsContext & {
      placement: BookingPlacement;
      restaurants: RestaurantDirectory;
      /** The restaurant's offers: shown on the slots. */
      offers?: OffersRepository;
    },
  ) {}

  private consents: ConsentRecorder | null = null;

  useConsents(recorder: ConsentRecorder): void {
    this.consents = recorder;
  }

  /** The public availability of a day for a party (no token): a restaurant customers may not see is a 404. */
  async availability(publicId: string, date: string, covers: number): Promise<TAvailability> {
    const restaurantId = this.deps.restaurants.idOf(publicId);
    if (restaurantId === null) throw new AppError('NOT_FOUND', { httpStatus: 404 });
    // Every read at once: on PostgreSQL each is a round trip of its own.
    const [facts, { settings, services, tables, combinations }, bookings, offers] = await Promise.all([
      this.deps.ledger.facts(restaurantId),
      this.deps.setup.current(restaurantId),
      this.deps.repository.holdingOf(restaurantId, date),
      this.deps.offers?.activeOn(restaurantId, date) ?? [],
    ]);
    if (!facts?.listed) throw new AppError('NOT_FOUND', { httpStatus: 404 });
    if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    if (covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    const ctx: DayContext = {
      date,
      now: this.deps.clock(),
      settings,
      services: services.map(serviceSpec),
      tables,
      combinations,
      bookings,
      hours: facts.hours,
    };
    return {
      slots: dayAvailability(ctx, covers, offers.map(offerSpec)),
      imprint_per_cover: formatAmount(settings.imprint_per_cover_cents, 'en'),
      min_notice_minutes: settings.min_notice_minutes,
      max_party_online: settings.max_party_online,
      max_advance_days: settings.max_advance_days,
    };
  }

  /**
   * A version of a restaurant's online availability from `fromDate` to `toDate` (the public page
   * shows its free times): the settings, services and tables' version and the bookings and
   * offers of those days, so a slot that fills or frees changes it at once, in every process.
   * Three indexed reads.
   */
  async availabilityVersion(restaurantId: number, fromDate: string, toDate: string): Promise<string> {
    const [setup, days] = await Promise.all([
      this.deps.setup.version(restaurantId),
      this.deps.repository.publicAvailabilityVersion(restaurantId, fromDate, toDate),
    ]);
    return `${setup}.${days}`;
  }

  /**
   * A guest books online (customer token): the restaurant by its public id. A booking waiting for
   * its card carries the card request's client secret.
   */
  async book(
    guest: BookingGuest & { customer_id: number },
    input: GuestBookingInput,
  ): Promise<TCustomerBooking & { setup_client_secret?: string }> {
    const restaurantId = this.deps.restaurants.idOf(input.restaurant_id);
    if (restaurantId === null) throw notFound('restaurant_id');
    const { booking, facts, setupClientSecret } = await this.deps.placement.placed(
      restaurantId,
      {
        date: input.date,
        time: input.time,
        covers: input.covers,
        source: 'online',
        guest,
        note: input.note ?? '',
        occasion: input.occasion ?? '',
        meal_voucher: input.meal_voucher ?? 0,
        offer_id: input.offer_id ?? null,
        alongside: async (booking, trx) => this.consents?.(guest.customer_id, booking.restaurant_id, input, trx),
      },
      { kind: 'guest' },
    );
    // A new booking has no request yet, and its restaurant was read to place it.
    return {
      ...customerWire(booking, facts, []),
      ...(setupClientSecret ? { setup_client_secret: setupClientSecret } : {}),
    };
  }

  /** The guest's bookings, newest first. */
  async mine(customerId: number): Promise<TCustomerBooking[]> {
    return this.deps.views.toCustomerWire(await this.deps.repository.ofCustomer(customerId));
  }

  /** A guest's own booking; another's is answered like a missing one. */
  async own(customerId: number, bookingId: number): Promise<Booking> {
    const booking = await this.deps.repository.findOfCustomer(customerId, bookingId);
    if (!booking) throw notFound('booking_id');
    return booking;
  }

  /** A booking as its guest sees it (the manage link opens it without sign-in). */
  view(booking: Booking): Promise<TCustomerBooking> {
    return this.deps.views.oneToCustomerWire(booking);
  }

  async detail(customerId: number, bookingId: number): Promise<GuestBookingDetail> {
    const booking = await this.own(customerId, bookingId);
    const [wire, guarantee] = await Promise.all([
      this.deps.views.oneToCustomerWire(booking),
      this.deps.ledger.guarantees?.describe(booking) ?? null,
    ]);
    return { ...wire, guarantee_detail: guarantee ?? null };
  }
}
