import type { Locale } from '@portal/contract';

const tags: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "12 nov. 2026" / "12 Nov 2026": an instant's day in Paris. */
export function guestDay(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(tags[locale], {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

/** A booking's Paris date "YYYY-MM-DD" as people read it: "ven. 27 nov. 2026". */
export function bookingDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(tags[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}

/** The guest's name, or a stand-in for a walk-in who gave none. */
export function guestName(guest: { first_name: string; last_name: string }, unnamed: string): string {
  return `${guest.first_name} ${guest.last_name}`.trim() || unnamed;
}
