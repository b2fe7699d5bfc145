/**
 * The schemas of the bookings' answers bring the reservations' rules (dates, clocks, prices):
 * they load with the first bookings call (the floor plan's and the waitlist's too), not with the
 * screen's code.
 */
export {
  ZAckSchema,
  ZAvailabilityResponseSchema,
  ZBookingBookResponseSchema,
  ZBookingDetailResponseSchema,
  ZBookingResponseSchema,
  ZFloorPlanResponseSchema,
  ZReservationSettingsResponseSchema,
  ZServiceListResponseSchema,
  ZServiceResponseSchema,
  ZTableCombinationResponseSchema,
  ZTableListResponseSchema,
  ZTableResponseSchema,
  ZWaitlistEntryResponseSchema,
  ZWaitlistListResponseSchema,
} from '@portal/contract';
