import type { Locale } from '@portal/contract';
import { calendarText, dateTag, parisText } from '@/shared/lib/dates';

const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "29 février 2028" / "29 February 2028": an instant's date in Paris. */
export function parisLongDate(at: number, locale: Locale): string {
  return parisText(at, dateTag(locale), longDate);
}

/** A Paris calendar date "YYYY-MM-DD" (a meal's) as "12 janvier 2027" / "12 January 2027". */
export function calendarLongDate(date: string, locale: Locale): string {
  return calendarText(date, dateTag(locale), longDate);
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
  return new Intl.NumberFormat(dateTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
