/**
 * The paths of the booking's card guarantee, its charges and refunds, in a
 * module of their own: only the bookings screens and the guest's booking need them.
 */
export const paymentApiPaths = {
  /** The guest says the card step is done: the server asks the provider (customer token). */
  confirmBookingGuarantee: '/api/v1/customer/confirmBookingGuarantee',
  /** A no-show, a late cancellation or a late reduction charged on the saved card (permission `charges`). */
  chargeBooking: '/api/v1/restaurant/chargeBooking',
  /** A charge given back, in whole or in part (permission `charges`). */
  refundCharge: '/api/v1/restaurant/refundCharge',
} as const;

/** Where the guest pays on session when the bank asks for authentication: the manage link's token. */
export const BOOKING_PAY_PAGE_PATH = '/booking/pay';
