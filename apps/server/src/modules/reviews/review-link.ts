import { openSignedLink, signedLinkKey, signLink } from '../../core/signed-link.js';

/*
 * The review link of the invitation: it opens the review form of one honoured booking without
 * signing in. The token names the booking, its restaurant and the instant it stops working, and
 * is signed like the manage link (core/signed-link.ts) under a key of its own: a manage link
 * opens no review form, nor the reverse. Whether the booking still gives a right to review is
 * read when the form is opened and again when it is posted.
 */

/** The page the invitation links to (its token in the query). */
export const REVIEW_PAGE_PATH = '/review';
/** How long a review link works after it is sent: the review window (30 days after the meal) closes by then. */
export const REVIEW_LINK_LIFETIME_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const VERSION = 'r1';

/** The key of the review links, from the configured secret; it serves no other purpose. */
export function reviewLinkKey(secret: string): Uint8Array {
  return signedLinkKey(secret, 'booking-review-link/v1');
}

/** `r1.<booking>.<restaurant>.<expires at, epoch ms>.<signature>`, working `REVIEW_LINK_LIFETIME_DAYS` from `now`. */
export function reviewToken(key: Uint8Array, booking: { id: number; restaurant_id: number }, now: number): string {
  const expiresAt = now + REVIEW_LINK_LIFETIME_DAYS * DAY_MS;
  return signLink(key, `${VERSION}.${booking.id}.${booking.restaurant_id}.${expiresAt}`);
}

/** What a review token names when its signature holds; null for anything else (expired or not). */
export function readReviewToken(
  key: Uint8Array,
  token: string,
): { bookingId: number; restaurantId: number; expiresAt: number } | null {
  const body = openSignedLink(key, token);
  const match = body === null ? null : /^r1\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{1,15})$/.exec(body);
  if (!match) return null;
  return { bookingId: Number(match[1]), restaurantId: Number(match[2]), expiresAt: Number(match[3]) };
}

/** The full address the guest opens. */
export function reviewLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${REVIEW_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
