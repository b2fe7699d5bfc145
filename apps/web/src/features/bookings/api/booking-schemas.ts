/**
 * The schemas of the bookings' answers bring the reservations' rules (dates, clocks, prices):
 * they load with the first bookings call, not with the screen's code.
 */
export {
  ZAckSchema,
  ZAvailabilityResponseSchema,
  ZBookingBookResponseSchema,
  ZBookingDetailResponseSchema,
  ZBookingResponseSchema,
  ZReservationSettingsResponseSchema,
  ZServiceListResponseSchema,
  ZServiceResponseSchema,
  ZTableListResponseSchema,
  ZTableResponseSchema,
} from '@portal/contract';
