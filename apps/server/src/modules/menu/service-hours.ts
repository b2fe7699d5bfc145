import { endsNextDay } from '@portal/contract';
import { addDays, parisDate, parisInstant, parisTime } from '../../core/paris-time.js';

/*
 * A dish's own service hours (`service_open_time` / `service_close_time`, "12:00,19:00" and
 * "14:30,22:30"): the same slots every day, in Paris time. A slot that closes before it opens runs
 * past midnight (19:00–01:00 serves at 00:30), as the restaurant's opening hours do. A dish saved
 * without hours is served whenever the restaurant takes orders.
 */

const split = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function slotsOf(open: string, close: string): Array<[string, string]> {
  const opens = split(open);
  const closes = split(close);
  return opens.map((from, index) => [from, closes[index] ?? from]);
}

/** Whether the dish is served at that instant (Paris time). */
export function servedAt(open: string, close: string, epochMs: number): boolean {
  const slots = slotsOf(open, close);
  if (slots.length === 0) return true;
  const now = parisTime(epochMs);
  return slots.some(([from, to]) => (endsNextDay(from, to) ? from <= now || now < to : from <= now && now < to));
}

/** The first instant after `afterMs` at which one of the slots opens or closes, or null without slots. */
export function nextServiceChange(open: string, close: string, afterMs: number): number | null {
  const slots = slotsOf(open, close);
  let next: number | null = null;
  const today = parisDate(afterMs);
  for (const date of [today, addDays(today, 1)]) {
    for (const [from, to] of slots) {
      for (const at of [parisInstant(date, from), parisInstant(date, to)]) {
        if (at > afterMs && (next === null || at < next)) next = at;
      }
    }
  }
  return next;
}
