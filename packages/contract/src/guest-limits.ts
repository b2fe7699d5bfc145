/*
 * The constants of the guest book, alone, without any schema: the screen's
 * counters and the server's rules read the same numbers.
 */

/** The longest note a restaurant keeps on a guest. */
export const GUEST_NOTES_MAX_LENGTH = 1000;
/** At most this many tags per guest ("VIP", "terrasse"), each at most GUEST_TAG_MAX_LENGTH long. */
export const GUEST_MAX_TAGS = 10;
export const GUEST_TAG_MAX_LENGTH = 30;
/** Guests per page of the list. */
export const GUESTS_PER_PAGE = 25;
/** The longest search text (a name or phone digits). */
export const GUEST_SEARCH_MAX_LENGTH = 100;

/**
 * A stored phone as people read it: a French number in its national form ("+33612345678" →
 * "06 12 34 56 78"), any other in its international form as stored.
 */
export function guestPhone(phone: string): string {
  const french = /^\+33(\d{9})$/.exec(phone);
  if (!french) return phone;
  return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}
