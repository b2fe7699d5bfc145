import type { Locale, Weekday } from '@portal/contract';

/** The weekday's name in the UI language ("lundi", "Monday"); 1 January 2024 was a Monday. */
export function weekdayName(weekday: Weekday, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** The name as a label begins: "Lundi". */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
