import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Booking } from './tables.js';

/*
 * The manage link of a booking: the guest cancels or modifies one
 * booking without signing in. The token names the booking and its restaurant and is signed with
 * HMAC-SHA-256 under a key derived from JWT_SECRET for this purpose alone (HKDF, as the token and
 * code-hashing keys are): it opens nothing else. It holds no expiry of its own: it is refused once
 * the meal has ended, by the booking's time as stored, so a moved booking's link lasts until the
 * new meal's end. Changes go through the same 12-hour rule as the guest's own calls.
 */

const VERSION = 'v1';
/** The page of the web app that opens a manage link (its token in the query). */
export const MANAGE_PAGE_PATH = '/booking/manage';

/** The key of the manage links, from the configured secret; it serves no other purpose. */
export function manageLinkKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'partner-portal', 'partner-portal/booking-manage-link/v1', 32));
}

function signature(key: Uint8Array, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/** `v1.<booking>.<restaurant>.<signature>` */
export function manageToken(key: Uint8Array, booking: Pick<Booking, 'id' | 'restaurant_id'>): string {
  const body = `${VERSION}.${booking.id}.${booking.restaurant_id}`;
  return `${body}.${signature(key, body).toString('base64url')}`;
}

/** The booking a token names when its signature holds; null for anything else. */
export function readManageToken(key: Uint8Array, token: string): { bookingId: number; restaurantId: number } | null {
  const match = /^(v1\.([1-9]\d{0,9})\.([1-9]\d{0,9}))\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  // Compared as written: a signature spelled another way (the unused bits of its last character) is refused.
  const given = Buffer.from(match[4]!);
  const expected = Buffer.from(signature(key, match[1]!).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { bookingId: Number(match[2]), restaurantId: Number(match[3]) };
}

/** The full address the guest opens. */
export function manageLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${MANAGE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The booking of a manage token, while the link is valid: a good signature, the booking still
 * there, and its meal not over at `now`. Undefined otherwise (every case answers alike).
 */
export async function bookingOfManageToken(
  db: Kysely<Database>,
  key: Uint8Array,
  token: string,
  now: number,
): Promise<Booking | undefined> {
  const named = readManageToken(key, token);
  if (!named) return undefined;
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', named.bookingId)
    .where('restaurant_id', '=', named.restaurantId)
    .executeTakeFirst();
  if (!booking || now >= Number(booking.ends_at)) return undefined;
  return booking;
}
