import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { openSignedLink, signedLinkKey, signLink } from '../../core/signed-link.js';
import type { Booking } from './tables.js';

/*
 * The manage link of a booking: the guest cancels or modifies one
 * booking, or answers the restaurant's proposal, without signing in. The token names the booking
 * and its restaurant and is signed (core/signed-link.ts) under a key derived from JWT_SECRET for
 * this purpose alone: it opens nothing else. It holds no expiry of its own: it is refused once
 * the meal has ended, by the booking's time as stored, so a moved booking's link lasts until the
 * new meal's end. Changes go through the same 12-hour rule as the guest's own calls.
 */

const VERSION = 'v1';
/** The page of the web app that opens a manage link (its token in the query). */
export const MANAGE_PAGE_PATH = '/booking/manage';

/** The key of the manage links, from the configured secret; it serves no other purpose. */
export function manageLinkKey(secret: string): Uint8Array {
  return signedLinkKey(secret, 'booking-manage-link/v1');
}

/** `v1.<booking>.<restaurant>.<signature>` */
export function manageToken(key: Uint8Array, booking: Pick<Booking, 'id' | 'restaurant_id'>): string {
  return signLink(key, `${VERSION}.${booking.id}.${booking.restaurant_id}`);
}

/** The booking a token names when its signature holds; null for anything else. */
export function readManageToken(key: Uint8Array, token: string): { bookingId: number; restaurantId: number } | null {
  const body = openSignedLink(key, token);
  const match = body === null ? null : /^v1\.([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(body);
  if (!match) return null;
  return { bookingId: Number(match[1]), restaurantId: Number(match[2]) };
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
