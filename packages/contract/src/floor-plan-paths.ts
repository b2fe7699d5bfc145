/** The room's paths: only the bookings screens need them (see booking-paths.ts). */
export const floorPlanApiPaths = {
  tableCombinationList: '/api/v1/restaurant/tableCombinationList',
  saveTableCombination: '/api/v1/restaurant/saveTableCombination',
  deleteTableCombination: '/api/v1/restaurant/deleteTableCombination',
  /** Every table with its area and place, and the combinations (GET). */
  floorPlan: '/api/v1/restaurant/floorPlan',
  saveFloorPlan: '/api/v1/restaurant/saveFloorPlan',
} as const;
