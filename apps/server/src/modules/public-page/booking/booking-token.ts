import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { TBookingConsents, TSlotOffer } from '@portal/contract';

/*
 * The guest's choices between the steps of a booking from the restaurant's page (the slot, then
 * the name and phone), carried in a hidden field rather than kept on the server: signed with
 * HMAC-SHA-256 under a key derived from JWT_SECRET for this purpose alone, and valid for a short
 * while. It is only a memory of the form: availability, the offer and the 2-hour rule are checked
 * again when the booking is placed.
 */

/** How long a guest has between choosing a slot and typing the code. */
export const STEP_TOKEN_TTL_MS = 20 * 60_000;

/** The news boxes of the details' form (the restaurant's by e-mail, by SMS, the platform's): only a ticked one counts. */
export type NewsBoxes = Pick<TBookingConsents, 'news_email' | 'news_sms' | 'platform_email'>;

/** What the steps remember. */
export interface BookingStep {
  /** The restaurant's id: a token of one restaurant's page opens nothing at another's. */
  restaurantId: number;
  date: string;
  time: string;
  covers: number;
  /** The offer the slot showed; null: none. */
  offer: TSlotOffer | null;
  /** Set once the guest has typed them (the code step). */
  guest?: {
    firstName: string;
    /** Absent in a step signed before the field existed: the account's own is used then. */
    lastName?: string;
    countryCode: string;
    mobileno: string;
    note: string;
    /** The news boxes ticked, saved with proof when the booking is made. */
    news?: NewsBoxes;
  };
  /** Joining the day's waitlist rather than booking: the window the guest could come in. */
  waitlist?: { earliest: string; latest: string };
}

export function stepTokenKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'partner-portal', 'partner-portal/public-booking-step/v1', 32));
}

const sign = (key: Uint8Array, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<payload>.<signature>`, the payload holding the step and its expiry. */
export function stepToken(key: Uint8Array, step: BookingStep, now: number): string {
  const body = Buffer.from(JSON.stringify({ ...step, exp: now + STEP_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The step a token holds: 'expired' past its time, null when it is not one of ours. */
export function readStepToken(key: Uint8Array, token: string, now: number): BookingStep | 'expired' | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(key, match[1]!));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: BookingStep & { exp: number };
  try {
    parsed = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as BookingStep & { exp: number };
  } catch {
    return null;
  }
  if (typeof parsed.exp !== 'number' || now >= parsed.exp) return 'expired';
  const { exp: _exp, ...step } = parsed;
  return step;
}
