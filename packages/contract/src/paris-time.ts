/**
 * Wall-clock time in France (Europe/Paris, with its summer time), from epoch milliseconds: the
 * server's clock and the web app's both read dates and times through these. No timers: a time in
 * the future is computed and compared.
 */
const PARIS = 'Europe/Paris';

/** Made on first use: a page that never asks the time does not pay for the locale data. */
let partsFormat: Intl.DateTimeFormat | undefined;
function parisParts(epochMs: number): Record<string, string> {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return Object.fromEntries(partsFormat.formatToParts(epochMs).map((part) => [part.type, part.value]));
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR = 3_600_000;
/** Paris's offset from UTC (ms) per UTC hour: it only ever changes on the hour. */
const offsetByHour = new Map<number, number>();

/** The offset at the start of the hour that holds `epochMs`, asked of Intl once per hour. */
function parisOffsetMs(epochMs: number): number {
  const hourStart = Math.floor(epochMs / HOUR) * HOUR;
  let offset = offsetByHour.get(hourStart);
  if (offset === undefined) {
    const parts = parisParts(hourStart);
    const asUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = asUtc - hourStart;
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hourStart, offset);
  }
  return offset;
}

/**
 * The wall clock in Paris. Intl is slow (tens of microseconds a call) and a report or an export
 * converts every row, so the offset is kept per hour and the rest is arithmetic.
 */
function parisWallClock(epochMs: number): WallClock {
  const wall = new Date(epochMs + parisOffsetMs(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(epochMs: number): number {
  const wall = parisWallClock(epochMs);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The instant a Paris wall-clock time happens (for times that exist once, as 04:00 always does). */
export function parisTimeToEpoch(year: number, month: number, day: number, hour: number, minute = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the corrected instant: right across a summer-time change.
  const first = guess - parisOffsetMinutes(guess) * 60_000;
  return guess - parisOffsetMinutes(first) * 60_000;
}

/** The next time the day's business starts over: 04:00 in Paris, strictly after `nowMs`. */
export function nextParisDayStart(nowMs: number, startHour = 4): number {
  const wall = parisWallClock(nowMs);
  const today = parisTimeToEpoch(wall.year, wall.month, wall.day, startHour);
  if (today > nowMs) return today;
  // The next calendar day in Paris (Date.UTC carries month and year ends).
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return parisTimeToEpoch(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), startHour);
}

/** The date `days` after a date 'YYYY-MM-DD' (Date.UTC carries month and year ends). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant a Paris date's "HH:MM" happens; "24:00" is the next midnight. */
export function parisInstant(date: string, clock: string): number {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const [year, month, day] = (hour === 24 ? addDays(date, 1) : date).split('-').map(Number) as [number, number, number];
  return parisTimeToEpoch(year, month, day, hour === 24 ? 0 : hour, minute);
}

/** The date in France at that instant, 'YYYY-MM-DD' (birthdays, periods). */
export function parisDate(epochMs: number): string {
  const wall = parisWallClock(epochMs);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** The time in France at that instant, 'HH:MM'. */
export function parisTime(epochMs: number): string {
  const wall = parisWallClock(epochMs);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}

/** A report period in France: this week (from Monday), month or year; `all` has no bounds. */
export type ParisPeriod = 'week' | 'month' | 'year' | 'all';

/** [start, end) of the period that contains `nowMs`, as epoch ms (null bounds for `all`). */
export function parisPeriodBounds(period: ParisPeriod, nowMs: number): { start: number | null; end: number | null } {
  if (period === 'all') return { start: null, end: null };
  const wall = parisWallClock(nowMs);
  const midnight = (year: number, month: number, day: number) => {
    // Date.UTC carries day, month and year overflows; midnight exists every day in Paris.
    const date = new Date(Date.UTC(year, month - 1, day));
    return parisTimeToEpoch(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 0);
  };
  if (period === 'year') return { start: midnight(wall.year, 1, 1), end: midnight(wall.year + 1, 1, 1) };
  if (period === 'month')
    return { start: midnight(wall.year, wall.month, 1), end: midnight(wall.year, wall.month + 1, 1) };
  // Weeks start on Monday (getUTCDay of the Paris date: 0 Sunday … 6 Saturday).
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const back = (weekday + 6) % 7;
  return {
    start: midnight(wall.year, wall.month, wall.day - back),
    end: midnight(wall.year, wall.month, wall.day - back + 7),
  };
}

/**
 * A calendar date ("2026-11-28") in words: "samedi 28 novembre 2026" / "Saturday 28 November
 * 2026". The date is a day, not an instant, so it is formatted in UTC and never shifts.
 */
export function calendarDateInWords(date: string, intlLocale: string, withYear = true): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/**
 * An instant as its day and time in Paris, in words: "vendredi 27 novembre 2026 à 19:30" /
 * "Friday 27 November 2026 at 19:30" (the page's `dateAtTime` joins the two in its language).
 */
export function instantInWords(
  at: number,
  texts: { intlLocale: string; dateAtTime: (day: string, time: string) => string },
  withYear = true,
): string {
  return texts.dateAtTime(calendarDateInWords(parisDate(at), texts.intlLocale, withYear), parisTime(at));
}
