/** The schema of the statistics' answer: it loads with the first statistics call, not with the screen's code. */
export { ZBookingStatsResponseSchema } from '@portal/contract';
