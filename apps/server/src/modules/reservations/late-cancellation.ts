import { FREE_CHANGE_HOURS } from '@portal/contract';

/** A cancellation by the guest within this long before the meal is late (the 12-hour rule). */
const LATE_CANCELLATION_MS = FREE_CHANGE_HOURS * 3_600_000;

/** A line of a booking's history as the rule reads it, with the booking's own cancellation instant. */
export interface CancellationHistoryEntry {
  at: number | string;
  status: string | null;
  reason: string;
  /**
   * The booking's `cancelled_at`, read with its lines: the instant it was cancelled, which no
   * later change moves. Absent (a row written without it): the cancelling line's own instant.
   */
  cancelled_at?: number | string | null;
}

/**
 * Whether a booking cancelled by its guest was cancelled late, the one reading of the charges, the
 * statistics and the guest book: it was cancelled (`cancelled_at`) after the meal − 12 hours, and
 * its latest "cancelled by the guest" line in the history (oldest first) was the guest's own,
 * recorded by the guest or by the restaurant the guest phoned. Exactly 12 hours before is still
 * free, as for the guest's own change; a cancellation the restaurant proposed and the guest
 * accepted is free whatever the time.
 */
export function isLateCancellation(history: readonly CancellationHistoryEntry[], mealAt: number | string): boolean {
  const cancel = history.findLast((entry) => entry.status === 'cancelled_by_customer');
  if (cancel === undefined || cancel.reason === 'cancellation_proposed') return false;
  const at = cancel.cancelled_at ?? cancel.at;
  return Number(at) > Number(mealAt) - LATE_CANCELLATION_MS;
}

/** `isLateCancellation` of a booking read whole (its `cancelled_at` and meal) with its history. */
export function isLateCancellationOf(
  booking: { meal_at: number | string; cancelled_at?: number | string | null },
  history: readonly CancellationHistoryEntry[],
): boolean {
  const cancelledAt = booking.cancelled_at ?? null;
  return isLateCancellation(
    history.map((entry) => ({ ...entry, cancelled_at: cancelledAt })),
    booking.meal_at,
  );
}
