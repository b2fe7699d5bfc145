import type { Locale } from '@portal/contract';

/** How a screen's language writes dates: French of France, English of Britain (day first, 24-hour). */
export const dateTag = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/** An instant in Paris time, written as `tag` (a language tag) writes it with `options`. */
export function parisText(at: number, tag: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Paris', ...options }).format(at);
}

/** A Paris calendar date "YYYY-MM-DD" (a meal's, a day's), written as `tag` writes it with `options`. */
export function calendarText(date: string, tag: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12),
  );
}

/** A whole number in the screen's language: "117 824" in French, "117,824" in English. */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(dateTag(locale), { maximumFractionDigits: 0 }).format(value);
}
