import { FLOOR_BOOKED_WITHIN_MINUTES, type TBooking, type TFloorTable } from '@portal/contract';
import { isLate } from './booking-dates';

const MINUTE = 60_000;

/** What the host reads on a table at the screen's time. */
export type TableState = 'free' | 'booked' | 'seated' | 'overdue' | 'blocked';

export interface TableAtTime {
  state: TableState;
  /** The party the state is about: seated there, late, or arriving next within the hour. */
  booking: TBooking | null;
}

/**
 * The statuses that still hold a table now. Not the contract's HOLDING_STATUSES: an honoured party
 * still counts in the day's covers there, but its table is free again on the plan.
 */
const HOLDING = new Set<TBooking['status']>(['awaiting_guarantee', 'pending', 'confirmed', 'seated']);

/**
 * Each table's state at `now`: out of service; seated (a party sits there); overdue (a confirmed
 * party 15 minutes late and not seated); booked (a party arrives within the hour); else free.
 */
export function tableStates(
  tables: readonly TFloorTable[],
  bookings: readonly TBooking[],
  now: number,
): Map<number, TableAtTime> {
  const states = new Map<number, TableAtTime>();
  const holding = bookings.filter((booking) => HOLDING.has(booking.status)).sort((a, b) => a.meal_at - b.meal_at);
  for (const table of tables) {
    const at = holding.filter((booking) => booking.tables.some((held) => held.id === table.id));
    const seated = at.find((booking) => booking.status === 'seated');
    const late = at.find((booking) => isLate(booking, now) && now < booking.ends_at);
    const next = at.find(
      (booking) =>
        booking.status !== 'seated' &&
        booking.ends_at > now &&
        booking.meal_at <= now + FLOOR_BOOKED_WITHIN_MINUTES * MINUTE,
    );
    if (table.blocked === 1) states.set(table.id, { state: 'blocked', booking: seated ?? next ?? null });
    else if (seated) states.set(table.id, { state: 'seated', booking: seated });
    else if (late) states.set(table.id, { state: 'overdue', booking: late });
    else if (next) states.set(table.id, { state: 'booked', booking: next });
    else states.set(table.id, { state: 'free', booking: null });
  }
  return states;
}

/**
 * The parties the host may still place today: bookings to come or late, not seated, without a
 * table, arriving within the next three hours, the earliest first.
 */
export function partiesToPlace(bookings: readonly TBooking[], now: number): TBooking[] {
  return bookings
    .filter(
      (booking) =>
        (booking.status === 'confirmed' || booking.status === 'pending') &&
        booking.tables.length === 0 &&
        booking.ends_at > now &&
        booking.meal_at <= now + 3 * 60 * MINUTE,
    )
    .sort((a, b) => a.meal_at - b.meal_at);
}
