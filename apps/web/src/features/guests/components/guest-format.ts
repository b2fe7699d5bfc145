import type { Locale } from '@portal/contract';
import { calendarText, dateTag, parisText } from '@/shared/lib/dates';

/** "12 nov. 2026" / "12 Nov 2026": an instant's day in Paris. */
export function guestDay(at: number, locale: Locale): string {
  return parisText(at, dateTag(locale), { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A booking's Paris date "YYYY-MM-DD" as people read it: "ven. 27 nov. 2026". */
export function bookingDay(date: string, locale: Locale): string {
  return calendarText(date, dateTag(locale), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** The guest's name, or a stand-in for a walk-in who gave none. */
export function guestName(guest: { first_name: string; last_name: string }, unnamed: string): string {
  return `${guest.first_name} ${guest.last_name}`.trim() || unnamed;
}
