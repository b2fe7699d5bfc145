import {
  type ErrorCode,
  FREE_CHANGE_HOURS,
  GUEST_CAP_DEFAULTS,
  HOLDING_STATUSES,
  SAME_CUSTOMER_GAP_MINUTES,
} from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { AvailabilitySettings, ServiceSpec, SlotRefusal } from './availability.js';
import type { Booking, ServiceRow } from './tables.js';

/*
 * The rules of a booking that the restaurant's side and the guest's side both apply, and the
 * refusals they answer with: written once so the two sides can never disagree.
 */

export const MINUTE = 60_000;
/** A booking changes for free until this long before its meal; later, the guest calls the restaurant. */
export const FREE_CHANGE_MS = FREE_CHANGE_HOURS * 3_600_000;

/** The statuses from which a guest (or the restaurant as fraud) may still cancel. */
export const CANCELLABLE: readonly string[] = ['awaiting_guarantee', 'pending', 'confirmed'];
/** The statuses that end a booking: its requests close and its messages are cancelled. */
export const ENDED: readonly string[] = [
  'refused',
  'no_show',
  'cancelled_by_customer',
  'cancelled_by_restaurant',
  'cancelled_by_platform',
];

/** The module's settings as stored, or the defaults. */
export interface Settings extends AvailabilitySettings {
  enabled: number;
  max_party_online: number;
  auto_confirm_max_covers: number | null;
  imprint_per_cover_cents: number;
  imprint_min_party: number;
}

export function isHolding(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

/** A party above the restaurant's confirmation limit waits for its answer (no limit: never). */
export function awaitsRestaurant(settings: { auto_confirm_max_covers: number | null }, covers: number): boolean {
  return settings.auto_confirm_max_covers !== null && covers > settings.auto_confirm_max_covers;
}

export const notFound = (field?: string) => new AppError('NOT_FOUND', field ? { field } : {});

/** "This booking is confirmed now": a refused change names the status the booking has now. */
export function bookingNow(status: string, field = 'status'): AppError {
  return new AppError(`BOOKING_NOW_${status.toUpperCase()}` as ErrorCode, { field, extra: { current_status: status } });
}

/** A refusal of availability under the field a form shows it. */
export function slotRefusal(code: SlotRefusal): AppError {
  return new AppError(code, { field: code === 'BOOKING_TOO_FAR' ? 'date' : 'time' });
}

/** The stored "1,5,6" of a service's days as its day numbers (Monday 1 … Sunday 7). */
export function weekdaysOf(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
}

/** A stored service as availability reads it. */
export function serviceSpec(row: ServiceRow): ServiceSpec {
  return {
    id: row.id,
    weekdays: weekdaysOf(row.weekdays),
    first_slot: row.first_slot,
    last_slot: row.last_slot,
    capacity_covers: row.capacity_covers,
    pacing_covers: row.pacing_covers,
  };
}

/** The caps one customer cannot get around, from the server's settings. */
export interface GuestCaps {
  future_per_restaurant: number;
  future_overall: number;
  covers_per_day: number;
  changes_per_day: number;
}

export const DEFAULT_GUEST_CAPS: GuestCaps = { ...GUEST_CAP_DEFAULTS };

/** A customer's booking that holds covers, as the caps and the 2-hour rule read it. */
export interface CustomerBooking {
  id: number;
  restaurant_id: number;
  date: string;
  meal_at: number;
  covers: number;
}

/**
 * What stops a customer's booking, new or moved (`moving`: the booking itself, not counted), read
 * under the customer's lock from the customer's holding bookings to come and those of the day, at
 * every restaurant: a new booking past the bookings to come allowed (at this restaurant, overall);
 * another booking of that day less than 2 hours away; the day's covers past the cap once the
 * customer books more than once that day (a single party is the restaurant's own online maximum).
 */
export function customerRefusal(
  held: readonly CustomerBooking[],
  wanted: { restaurant_id: number; date: string; meal_at: number; covers: number; moving?: number },
  caps: GuestCaps,
  now: number,
): AppError | null {
  const others = held.filter((b) => b.id !== wanted.moving);
  if (wanted.moving === undefined) {
    const future = others.filter((b) => b.meal_at > now);
    if (future.filter((b) => b.restaurant_id === wanted.restaurant_id).length >= caps.future_per_restaurant)
      return new AppError('BOOKING_LIMIT_AT_RESTAURANT', { extra: { limit: caps.future_per_restaurant } });
    if (future.length >= caps.future_overall)
      return new AppError('BOOKING_LIMIT_OVERALL', { extra: { limit: caps.future_overall } });
  }
  const sameDay = others.filter((b) => b.date === wanted.date);
  const gap = SAME_CUSTOMER_GAP_MINUTES * MINUTE;
  if (sameDay.some((b) => b.meal_at > wanted.meal_at - gap && b.meal_at < wanted.meal_at + gap))
    return new AppError('BOOKING_TOO_CLOSE_TO_ANOTHER', { field: 'time' });
  const covers = sameDay.reduce((sum, b) => sum + b.covers, wanted.covers);
  if (sameDay.length > 0 && covers > caps.covers_per_day)
    return new AppError('BOOKING_COVERS_LIMIT_FOR_DAY', { field: 'covers', extra: { limit: caps.covers_per_day } });
  return null;
}

/**
 * Guests holding more than one booking in a day's list, by booking id: the times of their other
 * bookings. A guest is the phone typed (the same person booking by phone and online) or, without
 * one, the account; a walk-in without either is nobody's twin.
 */
export function sameGuestTwice(
  bookings: ReadonlyArray<Pick<Booking, 'id' | 'time' | 'status' | 'phone' | 'customer_id'>>,
): Record<string, string[]> {
  const byGuest = new Map<string, Array<{ id: number; time: string }>>();
  for (const booking of bookings) {
    if (!isHolding(booking.status)) continue;
    const guest = booking.phone
      ? `phone:${booking.phone}`
      : booking.customer_id
        ? `account:${booking.customer_id}`
        : null;
    if (guest === null) continue;
    const held = byGuest.get(guest);
    if (held) held.push({ id: booking.id, time: booking.time });
    else byGuest.set(guest, [{ id: booking.id, time: booking.time }]);
  }
  const twice: Record<string, string[]> = {};
  for (const held of byGuest.values()) {
    if (held.length < 2) continue;
    const times = held.map((booking) => booking.time).sort();
    for (const booking of held) {
      // The guest's other times: all of them but one occurrence of this booking's own.
      const others = [...times];
      others.splice(others.indexOf(booking.time), 1);
      twice[booking.id] = others;
    }
  }
  return twice;
}
