import { isCalendarDate, type Locale } from '@portal/contract';

/** What a date field shows while empty: the order its day, month and year are typed in. */
export const datePattern = (locale: Locale) => (locale === 'en' ? 'DD/MM/YYYY' : 'JJ/MM/AAAA');

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-07-12" → "12/07/2026": both languages of the screen write the day first. */
export function dayFirstText(iso: string): string {
  if (!isCalendarDate(iso)) return iso;
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A date typed day first ("12/07/2026", "12.7.26", "12-07-2026"; a pasted "2026-07-12" too) as
 * "YYYY-MM-DD", or null when it names no day.
 */
export function parseDayFirst(text: string): string | null {
  const typed = text.trim();
  if (isCalendarDate(typed)) return typed;
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/.exec(typed);
  if (!match) return null;
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const iso = `${year}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isCalendarDate(iso) ? iso : null;
}

/** A time typed on the 24-hour clock ("19:30", "19h30", "1930", "19h", "7:05") as "HH:MM", or null. */
export function parseClock24(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const match = /^(\d{1,2})(?:[:h.\s]?(\d{2}))?h?$/.exec(typed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}
