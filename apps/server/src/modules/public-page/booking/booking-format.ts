import { addDays, calendarDateInWords } from '../../../core/paris-time.js';
import type { BookingTexts } from './booking-texts.js';

/** The booking pages' addresses under the restaurant's page. */
export const BOOK_ROUTE = '/r/:public_id/book';
export const DETAILS_ROUTE = '/r/:public_id/book/details';
export const CODE_ROUTE = '/r/:public_id/book/code';
export const GUARANTEE_ROUTE = '/r/:public_id/book/guarantee';
export const DONE_ROUTE = '/r/:public_id/book/done';

export const bookPath = (route: string, publicId: string) => route.replace(':public_id', encodeURIComponent(publicId));

/** A booking page's address with its query; French is the default and leaves no `lang`. */
export function href(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (name === 'lang' && value === 'fr') continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A calendar date in words in the page's language (see calendarDateInWords). */
export function longDate(date: string, t: BookingTexts, withYear = true): string {
  return calendarDateInWords(date, t.intlLocale, withYear);
}

/** "aujourd’hui", "demain", else "samedi 28 novembre": how a sentence names a day near `today`. */
export function dayWords(date: string, today: string, t: BookingTexts): string {
  if (date === today) return t.intlLocale.startsWith('fr') ? 'aujourd’hui' : 'today';
  if (date === addDays(today, 1)) return t.intlLocale.startsWith('fr') ? 'demain' : 'tomorrow';
  const words = longDate(date, t, date.slice(0, 4) !== today.slice(0, 4));
  return t.intlLocale.startsWith('fr') ? words : `on ${words}`;
}
