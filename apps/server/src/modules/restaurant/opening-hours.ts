import { endsNextDay, type TClosure, type TDaySlots, type Weekday } from '@portal/contract';
import { addDays, parisDate, parisInstant, parisTime } from '../../core/paris-time.js';

/** A restaurant's hours: the usual slots, the weekdays that differ, the exceptional closures. */
export interface OpeningHours {
  usual: TDaySlots;
  weekdays: ReadonlyMap<Weekday, TDaySlots>;
  closures: readonly TClosure[];
}

/** How far ahead the next opening is looked for: past that, a restaurant is closed "until further notice". */
const LOOKAHEAD_DAYS = 31;

/** "11:30,19:00" → ["11:30", "19:00"]. */
export function splitSlots(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** True once the partner has given hours: until then "open now" cannot be told. */
export function hasHours(hours: OpeningHours): boolean {
  return hours.usual.open.length > 0 || [...hours.weekdays.values()].some((day) => day.open.length > 0);
}

/** Monday 1 … Sunday 7 of a date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The closure covering a date, if any. */
export function closureOn(hours: OpeningHours, date: string): TClosure | undefined {
  return hours.closures.find((closure) => closure.start_date <= date && date <= closure.end_date);
}

/** The slots of a Paris date: none during a closure, the weekday's own if it has some, else the usual. */
export function slotsOn(hours: OpeningHours, date: string): TDaySlots {
  if (closureOn(hours, date)) return { open: [], close: [] };
  return hours.weekdays.get(weekdayOf(date)) ?? hours.usual;
}

/**
 * The slot running at that instant, in Paris time, and when it closes: one of the day's, or the
 * day before's running past midnight (a bar's 18:00–02:00 at 01:00). Null when none runs.
 */
export function runningSlot(hours: OpeningHours, epochMs: number): { closesAt: number } | null {
  const date = parisDate(epochMs);
  const now = parisTime(epochMs);
  const today = slotsOn(hours, date);
  for (const [i, from] of today.open.entries()) {
    const to = today.close[i] ?? from;
    if (endsNextDay(from, to) ? from <= now : from <= now && now < to) {
      return { closesAt: parisInstant(endsNextDay(from, to) ? addDays(date, 1) : date, to) };
    }
  }
  const dayBefore = slotsOn(hours, addDays(date, -1));
  for (const [i, from] of dayBefore.open.entries()) {
    const to = dayBefore.close[i] ?? from;
    if (endsNextDay(from, to) && now < to) return { closesAt: parisInstant(date, to) };
  }
  return null;
}

/**
 * Whether the restaurant is open at that instant, in Paris time. Null when no hours were given:
 * nobody can say then, and the restaurant is judged by its online switch alone.
 */
export function isOpenAt(hours: OpeningHours, epochMs: number): boolean | null {
  if (!hasHours(hours)) return null;
  return runningSlot(hours, epochMs) !== null;
}

/** The first opening strictly after `afterMs` whose date is `fromDate` or later, within LOOKAHEAD_DAYS. */
export function nextOpening(hours: OpeningHours, afterMs: number, fromDate = parisDate(afterMs)): number | null {
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(fromDate, offset);
    for (const from of slotsOn(hours, date).open) {
      const at = parisInstant(date, from);
      if (at > afterMs) return at;
    }
  }
  return null;
}

/** "Until tomorrow's opening": the first opening on a later Paris date than today's. */
export function tomorrowsOpening(hours: OpeningHours, nowMs: number): number | null {
  return nextOpening(hours, nowMs, addDays(parisDate(nowMs), 1));
}
