import {
  type BookingStatus,
  formatAmount,
  type TBooking,
  type TCustomerBooking,
  type TModificationRequest,
  type TReservationSettings,
  type TService,
  type TTable,
} from '@portal/contract';
import { FREE_CHANGE_MS, type Settings, weekdaysOf } from './booking-rules.js';
import type { RestaurantDirectory, RestaurantFacts } from './restaurant-facts.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { Booking, ModificationRequest, ServiceRow } from './tables.js';

/*
 * The module's rows in the contract's shapes: what the restaurant's screens, the guest's and the
 * partner's stream receive.
 */

export function settingsWire(settings: Settings): TReservationSettings {
  return {
    enabled: settings.enabled,
    slot_minutes: settings.slot_minutes,
    min_notice_minutes: settings.min_notice_minutes,
    max_advance_days: settings.max_advance_days,
    max_party_online: settings.max_party_online,
    duration_minutes: settings.duration_minutes,
    durations_by_party: [...settings.durations_by_party],
    auto_confirm_max_covers: settings.auto_confirm_max_covers,
    imprint_per_cover: formatAmount(settings.imprint_per_cover_cents, 'en'),
    imprint_per_cover_cents: settings.imprint_per_cover_cents,
    imprint_min_party: settings.imprint_min_party,
  };
}

export function serviceWire(row: ServiceRow): TService {
  return {
    id: row.id,
    name: row.name,
    fr_name: row.fr_name,
    weekdays: weekdaysOf(row.weekdays),
    first_slot: row.first_slot,
    last_slot: row.last_slot,
    capacity_covers: row.capacity_covers,
    pacing_covers: row.pacing_covers,
  };
}

export function tableWire(row: TTable): TTable {
  return { id: row.id, name: row.name, min_covers: row.min_covers, max_covers: row.max_covers, online: row.online };
}

export function requestWire(request: ModificationRequest): TModificationRequest {
  return {
    id: request.id,
    state: request.state as TModificationRequest['state'],
    date: request.date,
    time: request.time,
    covers: request.covers,
    proposed_time: request.proposed_time,
    created_at: Number(request.created_at),
  };
}

/** The offer a booking took, as it was then; null when it took none. */
function takenOffer(booking: Booking): TBooking['offer'] {
  if (booking.offer_id === null || booking.offer_id === undefined || booking.offer_percent == null) return null;
  return {
    offer_id: booking.offer_id,
    percent: booking.offer_percent,
    applies_to: booking.offer_applies_to === 'food' ? 'food' : 'all',
    lost: booking.offer_lost === 1,
  };
}

/** A booking as the restaurant sees it, given its tables and the guest's waiting request. */
export function bookingWire(
  booking: Booking,
  tables: Array<{ id: number; name: string }>,
  waiting: ModificationRequest | null,
): TBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    meal_at: Number(booking.meal_at),
    ends_at: Number(booking.ends_at),
    covers: booking.covers,
    status: booking.status as BookingStatus,
    source: booking.source as TBooking['source'],
    first_name: booking.first_name,
    last_name: booking.last_name,
    phone: booking.phone,
    email: booking.email,
    note: booking.note,
    occasion: booking.occasion,
    meal_voucher: booking.meal_voucher,
    tables,
    service_id: booking.service_id,
    guarantee: booking.guarantee,
    modification: waiting ? requestWire(waiting) : null,
    created_at: Number(booking.created_at),
    offer: takenOffer(booking),
  };
}

/** A booking as its guest sees it, given its restaurant and its requests. */
export function customerWire(
  booking: Booking,
  facts: RestaurantFacts | undefined,
  ofBooking: readonly ModificationRequest[],
): TCustomerBooking {
  const proposal = ofBooking.find((r) => r.state === 'time_proposed' || r.state === 'cancellation_proposed');
  const waiting = ofBooking.find((r) => r.state === 'pending');
  return {
    id: booking.id,
    reference: booking.reference,
    restaurant_id: facts?.publicId ?? '',
    restaurant_name: facts?.name ?? '',
    restaurant_phone: facts?.phone ?? '',
    restaurant_address: facts?.address ?? '',
    date: booking.date,
    time: booking.time,
    meal_at: Number(booking.meal_at),
    covers: booking.covers,
    status: booking.status as BookingStatus,
    note: booking.note,
    occasion: booking.occasion,
    meal_voucher: booking.meal_voucher,
    free_change_until: Number(booking.meal_at) - FREE_CHANGE_MS,
    proposal: proposal
      ? {
          kind: proposal.state === 'time_proposed' ? ('time' as const) : ('cancellation' as const),
          time: proposal.proposed_time,
          request_id: proposal.id,
          date: proposal.date,
          covers: proposal.covers,
        }
      : null,
    modification: waiting ? requestWire(waiting) : null,
    reason: booking.reason,
    fraud_reason_code: booking.fraud_reason_code,
    offer: takenOffer(booking),
  };
}

/** Bookings read with what their wire forms add: their tables, requests and restaurant. */
export class BookingViews {
  constructor(private readonly deps: { repository: ReservationsRepository; restaurants: RestaurantDirectory }) {}

  /** The bookings as the restaurant sees them, with their tables and the guest's waiting request. */
  async toWire(bookings: readonly Booking[]): Promise<TBooking[]> {
    const ids = bookings.map((b) => b.id);
    const [tables, requests] = await Promise.all([
      this.deps.repository.tablesOfBookings(ids),
      this.deps.repository.requestsOf(ids),
    ]);
    return bookings.map((booking) =>
      bookingWire(
        booking,
        tables.get(booking.id) ?? [],
        requests.find((r) => r.booking_id === booking.id && r.state === 'pending') ?? null,
      ),
    );
  }

  /** One booking as the restaurant sees it. */
  async oneToWire(booking: Booking): Promise<TBooking> {
    return (await this.toWire([booking]))[0]!;
  }

  /** The bookings as their guest sees them, with the restaurant's name and phone. */
  async toCustomerWire(bookings: readonly Booking[]): Promise<TCustomerBooking[]> {
    const ids = bookings.map((b) => b.id);
    const requests = await this.deps.repository.requestsOf(ids);
    const restaurants = new Map<number, RestaurantFacts | undefined>();
    for (const id of new Set(bookings.map((b) => b.restaurant_id)))
      restaurants.set(id, await this.deps.restaurants.facts(id));
    return bookings.map((booking) =>
      customerWire(
        booking,
        restaurants.get(booking.restaurant_id),
        requests.filter((r) => r.booking_id === booking.id),
      ),
    );
  }

  /** One booking as its guest sees it. */
  async oneToCustomerWire(booking: Booking): Promise<TCustomerBooking> {
    return (await this.toCustomerWire([booking]))[0]!;
  }
}
