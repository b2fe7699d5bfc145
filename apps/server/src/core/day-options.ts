import { addDays } from './paris-time.js';

/**
 * "sam. 12 déc." / "Sat 12 Dec" (the year too when it is not `today`'s): a day in a guest page's
 * list of days, in the page's language whatever the browser's (a native date field shows the
 * browser's own).
 */
export function shortDay(date: string, today: string, intlLocale: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(Date.UTC(y, m - 1, d, 12));
}

/**
 * The days a guest may book, today to `maxAdvanceDays` later; `keep` (the day the page is about)
 * stays listed when outside them, so the list shows what the page shows.
 */
export function bookableDays(today: string, maxAdvanceDays: number, keep: string): string[] {
  const days = Array.from({ length: Math.max(0, maxAdvanceDays) + 1 }, (_, ahead) => addDays(today, ahead));
  if (/^\d{4}-\d{2}-\d{2}$/.test(keep) && !days.includes(keep)) return keep < today ? [keep, ...days] : [...days, keep];
  return days;
}
