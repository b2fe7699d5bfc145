/**
 * The paths of the booking statistics, in a module of their own: every page of
 * the web app loads `apiPaths` (paths.ts) at start-up, and only the statistics screen needs these.
 */
export const bookingStatsApiPaths = {
  /** Covers per day and service, no-show and late-cancel rates, charges, offer uptake of a period. */
  bookingStats: '/api/v1/restaurant/bookingStats',
  /** The same figures as CSV for French Excel. */
  bookingStatsCsv: '/api/v1/restaurant/bookingStatsCsv',
} as const;
