/**
 * The paths of the guest book, in a module of their own: every page of the web
 * app loads `apiPaths` (paths.ts) at start-up, and only the guests screen needs these.
 */
export const guestApiPaths = {
  /** The restaurant's guests, one per phone, by last visit. */
  guestList: '/api/v1/restaurant/guestList',
  /** One guest: the figures, the notes, tags and allergens, the bookings. */
  guestDetail: '/api/v1/restaurant/guestDetail',
  saveGuestNotes: '/api/v1/restaurant/saveGuestNotes',
  /** Every guest as CSV for French Excel (the restaurant owns its guest list). */
  guestCsv: '/api/v1/restaurant/guestCsv',
} as const;
