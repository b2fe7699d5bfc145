import { FREE_CHANGE_HOURS } from '@portal/contract';

/** A cancellation by the guest within this long before the meal is late (the 12-hour rule). */
const LATE_CANCELLATION_MS = FREE_CHANGE_HOURS * 3_600_000;

/** A line of a booking's history as the rule reads it. */
export interface CancellationHistoryEntry {
  at: number | string;
  status: string | null;
  reason: string;
}

/**
 * Whether a booking cancelled by its guest was cancelled late, the one reading of the charges, the
 * statistics and the guest book: its latest "cancelled by the guest" line in the history (oldest
 * first), whoever recorded it (the guest, or the restaurant the guest phoned), falls after the
 * meal − 12 hours. Exactly 12 hours before is still free, as for the guest's own change; a
 * cancellation the restaurant proposed and the guest accepted is free whatever the time.
 */
export function isLateCancellation(history: readonly CancellationHistoryEntry[], mealAt: number | string): boolean {
  const cancel = history.findLast((entry) => entry.status === 'cancelled_by_customer');
  return (
    cancel !== undefined &&
    cancel.reason !== 'cancellation_proposed' &&
    Number(cancel.at) > Number(mealAt) - LATE_CANCELLATION_MS
  );
}
