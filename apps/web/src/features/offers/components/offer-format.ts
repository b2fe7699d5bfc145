import type { Locale } from '@portal/contract';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "2026-11-27" → "27 nov. 2026" / "27 Nov 2026": a Paris date as it is written, never shifted by a time zone. */
export function formatOfferDate(date: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  const [year, month, day] = date.split('-').map(Number);
  return format.format(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}
