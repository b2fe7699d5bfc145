import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { parseId, zFormList, zId } from './form-fields.js';
import {
  COMBINATION_MAX_TABLES,
  COMBINATION_MIN_TABLES,
  FLOOR_PLAN_AREA_MAX_LENGTH,
  FLOOR_PLAN_GRID,
  TABLE_ROTATIONS,
  TABLE_SHAPES,
} from './floor-plan-limits.js';
import { optionalId, zFlag01, zWhole } from './reservation-fields.js';
import { MAX_PARTY, MAX_TABLES } from './reservation-limits.js';
import { zText } from './text-fields.js';

/*
 * The room: tables put together for a larger party (GET tableCombinationList, POST
 * saveTableCombination, POST deleteTableCombination) and the plan of each area (GET floorPlan,
 * POST saveFloorPlan).
 */

export const ZTableCombinationSchema = z.object({
  id: z.number().int(),
  table_ids: z.array(z.number().int()),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
  /** 1: offered to online bookings. */
  online: z.number().int(),
});
export type TTableCombination = z.infer<typeof ZTableCombinationSchema>;
export const ZTableCombinationListResponseSchema = ZAckSchema.extend({
  data: z.array(ZTableCombinationSchema).optional(),
});

const zTableIds = () =>
  zFormList().transform((tokens, ctx) => {
    const ids = [...new Set(tokens.map(parseId))];
    if (ids.some((id) => id === null) || ids.length < COMBINATION_MIN_TABLES || ids.length > COMBINATION_MAX_TABLES) {
      ctx.issues.push({ code: 'custom', message: 'COMBINATION_TABLES_INVALID', input: tokens });
      return z.NEVER;
    }
    return (ids as number[]).sort((a, b) => a - b);
  });

export const ZSaveTableCombinationRequestSchema = z
  .object({
    /** Empty: a new combination. */
    combination_id: zText().transform(optionalId),
    table_ids: zTableIds(),
    min_covers: zWhole(1, MAX_PARTY, 'COMBINATION_COVERS_INVALID'),
    max_covers: zWhole(1, MAX_PARTY, 'COMBINATION_COVERS_INVALID'),
    online: zFlag01(),
  })
  .refine((value) => value.min_covers <= value.max_covers, {
    message: 'COMBINATION_COVERS_INVALID',
    path: ['min_covers'],
  });
export type TSaveTableCombinationRequest = z.input<typeof ZSaveTableCombinationRequestSchema>;
export type TSaveTableCombinationInput = z.output<typeof ZSaveTableCombinationRequestSchema>;
export const ZTableCombinationResponseSchema = ZAckSchema.extend({ data: ZTableCombinationSchema.optional() });
export const ZDeleteTableCombinationRequestSchema = z.object({ combination_id: zId() });

export const ZFloorTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
  online: z.number().int(),
  /** "" for the main room. */
  area: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  shape: z.enum(TABLE_SHAPES),
  rotation: z.number().int(),
  /** 1: out of service, given to no booking. */
  blocked: z.number().int(),
});
export type TFloorTable = z.infer<typeof ZFloorTableSchema>;
export const ZFloorPlanSchema = z.object({
  /** The areas in the order the restaurant first placed them, the main room ("") first. */
  areas: z.array(z.string()),
  tables: z.array(ZFloorTableSchema),
  combinations: z.array(ZTableCombinationSchema),
});
export type TFloorPlan = z.infer<typeof ZFloorPlanSchema>;
export const ZFloorPlanResponseSchema = ZAckSchema.extend({ data: ZFloorPlanSchema.optional() });

/** Every fault in a plan reads as one code: the screen sends what its own controls produced. */
const bad = { error: 'FLOOR_PLAN_INVALID' } as const;
const inGrid = z.number(bad).int(bad).min(0, bad).max(FLOOR_PLAN_GRID, bad);
/** Each table's place (JSON); a table left out keeps its place. */
export const ZSaveFloorPlanRequestSchema = z.object({
  tables: z
    .array(
      z.object(
        {
          table_id: z.number(bad).int(bad).min(1, bad),
          x: inGrid,
          y: inGrid,
          shape: z.enum(TABLE_SHAPES, bad),
          rotation: z.union(
            TABLE_ROTATIONS.map((turn) => z.literal(turn)),
            bad,
          ),
          area: z.string(bad).trim().max(FLOOR_PLAN_AREA_MAX_LENGTH, bad),
          blocked: z.union([z.literal(0), z.literal(1)], bad),
        },
        bad,
      ),
      bad,
    )
    .max(MAX_TABLES, bad),
});
export type TSaveFloorPlanRequest = z.input<typeof ZSaveFloorPlanRequestSchema>;
