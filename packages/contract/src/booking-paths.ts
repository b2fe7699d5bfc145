/**
 * The paths of table reservations, in a module of their own: every page of
 * the web app loads `apiPaths` (paths.ts) at start-up, and only the bookings screens need these.
 */
export const bookingApiPaths = {
  // The restaurant's book, settings, services and tables.
  reservationSettings: '/api/v1/restaurant/reservationSettings',
  saveReservationSettings: '/api/v1/restaurant/saveReservationSettings',
  serviceList: '/api/v1/restaurant/serviceList',
  saveService: '/api/v1/restaurant/saveService',
  deleteService: '/api/v1/restaurant/deleteService',
  tableList: '/api/v1/restaurant/tableList',
  saveTable: '/api/v1/restaurant/saveTable',
  deleteTable: '/api/v1/restaurant/deleteTable',
  bookingBook: '/api/v1/restaurant/bookingBook',
  /** The day's book as an A4 PDF to print (GET `date`, `lang`). */
  bookingBookPdf: '/api/v1/restaurant/bookingBookPdf',
  bookingDetail: '/api/v1/restaurant/bookingDetail',
  createBooking: '/api/v1/restaurant/createBooking',
  changeBookingStatus: '/api/v1/restaurant/changeBookingStatus',
  /** The restaurant moves a booking (date, time, covers) under the guest's change rules. */
  moveBooking: '/api/v1/restaurant/moveBooking',
  assignTables: '/api/v1/restaurant/assignTables',
  answerModificationRequest: '/api/v1/restaurant/answerModificationRequest',
  cancelSuspectedFraud: '/api/v1/restaurant/cancelSuspectedFraud',
  // The guest's bookings (customer token).
  bookTable: '/api/v1/customer/bookTable',
  myBookings: '/api/v1/customer/myBookings',
  customerBookingDetail: '/api/v1/customer/bookingDetail',
  modifyBooking: '/api/v1/customer/modifyBooking',
  cancelBooking: '/api/v1/customer/cancelBooking',
  answerCancellationProposal: '/api/v1/customer/answerCancellationProposal',
  /** The manage link of one booking (signed token, no sign-in): read, cancel, modify. */
  manageBooking: '/api/v1/public/booking/manage',
  manageBookingCancel: '/api/v1/public/booking/cancel',
  manageBookingModify: '/api/v1/public/booking/modify',
  /** The guest's answer to the restaurant's proposal (a new time or a cancellation), by the manage link. */
  manageBookingAnswer: '/api/v1/public/booking/answer',
  /** A day's bookable times for a party (no token). */
  availability: '/api/v1/public/restaurant/:public_id/availability',
} as const;
