import type { Locale } from '@portal/contract';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/** "29 février 2028" / "29 February 2028": an instant's date in Paris. */
export function parisLongDate(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

/** A Paris calendar date "YYYY-MM-DD" (a meal's) as "12 janvier 2027" / "12 January 2027". */
export function calendarLongDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/**
 * The last day a response is taken, from the first instant it is refused (the server's
 * `respond_before`): published 30 November 2027, refused from 1 March 2028 at midnight in Paris,
 * so "until 29 February 2028".
 */
export function lastResponseDay(respondBefore: number, locale: Locale): string {
  return parisLongDate(respondBefore - 1, locale);
}

/** An average with one decimal as the language writes it: "4,3" / "4.3". */
export function averageLabel(average: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}
