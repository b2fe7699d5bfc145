import type { Kysely } from 'kysely';
import type { Locale } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import { type MessageTransport, smsAccount } from '../../infra/notify/index.js';

/* What the booking messages and the card guarantee's messages share: their facts and their words. */

/** What the messages say of the restaurant. */
export interface RestaurantForMessages {
  name: string;
  /** International form. */
  phone: string;
  address: string;
}

export interface BookingMessagesDependencies {
  db: Kysely<Database>;
  transport: MessageTransport;
  clock: Clock;
  /** The manage links' key (manage-link.ts). */
  linkKey: Uint8Array;
  /** Where guests reach the portal (PUBLIC_BASE_URL). */
  baseUrl: string;
  restaurant(restaurantId: number, lang: Locale): Promise<RestaurantForMessages | undefined>;
}

export const NBSP = '\u00a0';

/** "samedi 28 novembre 2026" / "Saturday 28 November 2026" (without the year for a text message). */
export function longDate(epochMs: number, lang: Locale, withYear = true): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' as const } : {}),
  }).format(epochMs);
}

/** "Bonjour Camille," / "Hello," when the guest gave no name. */
export function greetingOf(firstName: string, lang: Locale): string {
  const hello = lang === 'en' ? 'Hello' : 'Bonjour';
  return firstName ? `${hello} ${firstName},` : `${hello},`;
}

/** Whose share of the SMS budget a guest's text message uses: the platform account that booked, if any. */
export function guestAccountOf(booking: { customer_id: number | null }): string | undefined {
  return booking.customer_id === null ? undefined : smsAccount('customer', booking.customer_id);
}
