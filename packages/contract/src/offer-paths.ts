/**
 * The paths of the restaurant's offers, in a module of their own: every page of
 * the web app loads `apiPaths` (paths.ts) at start-up, and only the offers screen needs these.
 */
export const offerApiPaths = {
  /** The offers with their uptake and what they cost. */
  offerList: '/api/v1/restaurant/offerList',
  /** Create (no offer_id) or change an offer. */
  saveOffer: '/api/v1/restaurant/saveOffer',
  changeOfferStatus: '/api/v1/restaurant/changeOfferStatus',
  /** Bookings that took the offer keep what they took. */
  deleteOffer: '/api/v1/restaurant/deleteOffer',
} as const;
