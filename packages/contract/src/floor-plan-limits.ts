/** The floor plan's constants, alone: the web app's bookings screens read them without a schema. */

/** A combination puts together 2 to 4 tables of one area. */
export const COMBINATION_MIN_TABLES = 2;
export const COMBINATION_MAX_TABLES = 4;
export const MAX_COMBINATIONS = 60;
/** The plan is a square grid of this many units a side, whatever the screen. */
export const FLOOR_PLAN_GRID = 1000;
export const FLOOR_PLAN_AREA_MAX_LENGTH = 30;
export const TABLE_SHAPES = ['round', 'square', 'rect'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const TABLE_ROTATIONS = [0, 90] as const;
/** A table booked within this many minutes shows as booked on the plan. */
export const FLOOR_BOOKED_WITHIN_MINUTES = 60;
