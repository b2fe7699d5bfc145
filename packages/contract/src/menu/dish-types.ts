import { z } from 'zod';
import { successEnvelope } from '../envelope.js';
import { fieldFailure, reportFirstProblem, zId, zIdOrder, zOnOff } from '../form-fields.js';
import { ZLang } from '../locale.js';
import { zSingleLineText } from '../text-fields.js';
import { DISH_TYPE_NAME_MAX_LENGTH } from './limits.js';

export const ZDishTypeChoiceSchema = z.object({
  type_of_item_id: z.number().int(),
  /** Name in the reply's `lang`. */
  typeofitemname: z.string(),
  en_typeofitemname: z.string(),
  fr_typeofitemname: z.string(),
});
export type TDishTypeChoice = z.infer<typeof ZDishTypeChoiceSchema>;

export const ZDishTypeSchema = ZDishTypeChoiceSchema.extend({
  /** 1 shown on the menu, 0 hidden. */
  status: z.number().int(),
  /** Position in the restaurant's order, from 0. */
  newIndex: z.number().int(),
  /** 1 when the restaurant created it (addDishType). */
  is_own: z.number().int(),
});
export type TDishType = z.infer<typeof ZDishTypeSchema>;

/** The restaurant's dish types in its order, and the platform dish types it may still add. */
export const ZDishListResponseSchema = successEnvelope({
  data: z.array(ZDishTypeSchema),
  dishdata: z.array(ZDishTypeChoiceSchema),
});
export type TDishListResponse = z.infer<typeof ZDishListResponseSchema>;

/* ---------- GET v1/restaurant/dishlistapi?lang= ---------- */
export const ZDishListQuerySchema = z.object({ lang: ZLang.optional() });
export type TDishListQuery = z.input<typeof ZDishListQuerySchema>;

/* ---------- GET v1/restaurant/addupdateItemorder?item_id=3,1,2 ----------
 * The type_of_item_ids in their new order. Dish types of the list left out keep their relative
 * order after the ones given; an id from `dishdata` is added to the list. Reply: the new list. */
export const ZDishOrderQuerySchema = z.object({ item_id: zIdOrder(), lang: ZLang.optional() });
export type TDishOrderQuery = z.input<typeof ZDishOrderQuerySchema>;

/* ---------- POST v1/restaurant/addDishType ---------- */
/** A dish type's names: the English one, then the French one. */
const dishTypeNames = () => ({
  /** English name. */
  typeofitemname: zSingleLineText({ maxLength: DISH_TYPE_NAME_MAX_LENGTH }),
  fr_typeofitemname: zSingleLineText({ maxLength: DISH_TYPE_NAME_MAX_LENGTH }),
});

/** Either name will do; neither is DISH_TYPE_NAME_REQUIRED, under the French one. */
function oneNameAtLeast<T extends { typeofitemname: string; fr_typeofitemname: string }>(
  raw: T,
  ctx: z.RefinementCtx,
): T {
  return reportFirstProblem(
    raw.typeofitemname || raw.fr_typeofitemname
      ? { ok: true, value: raw }
      : fieldFailure('DISH_TYPE_NAME_REQUIRED', 'fr_typeofitemname'),
    ctx,
    raw,
  );
}

export const ZAddDishTypeRequestSchema = z
  .object({ ...dishTypeNames(), lang: ZLang.optional() })
  .transform(oneNameAtLeast);
export type TAddDishTypeRequest = z.input<typeof ZAddDishTypeRequestSchema>;

/* ---------- POST v1/restaurant/changeDishTypeStatus ---------- */
export const ZChangeDishTypeStatusRequestSchema = z.object({
  type_of_item_id: zId(),
  /** '1' show, '0' hide. */
  status: zOnOff(),
  lang: ZLang.optional(),
});
export type TChangeDishTypeStatusRequest = z.input<typeof ZChangeDishTypeStatusRequestSchema>;

/* ---------- POST v1/restaurant/renameDishType ----------
 * Only the restaurant's own dish types (is_own 1) can be renamed; the names must stay new to it. */
export const ZRenameDishTypeRequestSchema = z
  .object({ type_of_item_id: zId(), ...dishTypeNames(), lang: ZLang.optional() })
  .transform(oneNameAtLeast);
export type TRenameDishTypeRequest = z.input<typeof ZRenameDishTypeRequestSchema>;

/* ---------- POST v1/restaurant/deleteDishType ----------
 * Only the restaurant's own dish types. When dishes still use it, `move_to` (another dish type of
 * the restaurant's list) says where they go; without it the reply is DISH_TYPE_IN_USE with
 * `count`, and nothing changes. Dishes that already have `move_to` simply lose the deleted one. */
export const ZDeleteDishTypeRequestSchema = z.object({
  type_of_item_id: zId(),
  move_to: zId().optional(),
  lang: ZLang.optional(),
});
export type TDeleteDishTypeRequest = z.input<typeof ZDeleteDishTypeRequestSchema>;
