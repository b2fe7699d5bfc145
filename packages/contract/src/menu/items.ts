import { z } from 'zod';
import { ZMessageFields } from '../envelope.js';
import {
  fieldFailure,
  firstFreeTextFailure,
  parseFlag,
  parseId,
  reportFirstProblem,
  zFormList,
  zId,
  zOnOff,
  type FormCheck,
} from '../form-fields.js';
import { ZLang } from '../locale.js';
import { DEFAULT_TVA_RATE, parsePrice, parseTvaRate, type TvaRate } from '../money.js';
import { ZReferenceOptionSchema } from '../reference.js';
import { zText } from '../text-fields.js';
import {
  DISCOUNT_MAX_PERCENT,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  MAX_REFERENCE_IDS,
  MAX_SERVICE_SLOTS,
  PREPARATION_TIME_MAX_MINUTES,
  PREPARATION_TIME_MIN_MINUTES,
  SEARCH_MAX_LENGTH,
} from './limits.js';

/* ---------- field rules, shared by the item form and the server ---------- */

/** Preparation time in whole minutes, within the PREPARATION_TIME_* limits ("15" or "15 min"). */
export function parsePreparationTime(value: string): number | null {
  const match = /^(\d{1,4})(\s*min(utes?)?)?$/i.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]);
  return minutes >= PREPARATION_TIME_MIN_MINUTES && minutes <= PREPARATION_TIME_MAX_MINUTES ? minutes : null;
}

/** "9:30" → "09:30"; "24:00" only as a closing time (midnight). */
function parseClock(value: string, closing: boolean): string | null {
  const match = /^(\d{1,2})[:hH](\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours > 23 && !(closing && hours === 24 && minutes === 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Service slots: 1 to MAX_SERVICE_SLOTS pairs, the same number of opening and closing times,
 * each slot opening before it closes, slots not overlapping. Returned sorted by opening time.
 */
export function parseServiceSlots(open: string[], close: string[]): { open: string[]; close: string[] } | null {
  if (open.length === 0 || open.length !== close.length || open.length > MAX_SERVICE_SLOTS) return null;
  const slots: Array<[string, string]> = [];
  for (let i = 0; i < open.length; i += 1) {
    const from = parseClock(open[i]!, false);
    const to = parseClock(close[i]!, true);
    if (!from || !to || from >= to) return null;
    slots.push([from, to]);
  }
  slots.sort((a, b) => a[0].localeCompare(b[0]));
  for (let i = 1; i < slots.length; i += 1) if (slots[i]![0] < slots[i - 1]![1]) return null;
  return { open: slots.map((s) => s[0]), close: slots.map((s) => s[1]) };
}

/** Ids chosen in a reference list; duplicates dropped. Whether they exist is the server's check. */
function parseIdList(tokens: string[], field: string): FormCheck<number[]> {
  const ids = tokens.map(parseId);
  if (ids.some((id) => id === null) || ids.length > MAX_REFERENCE_IDS) return fieldFailure('REFERENCE_INVALID', field);
  return { ok: true, value: [...new Set(ids as number[])] };
}

/* ---------- the item form ---------- */

export const ZItemFormFieldsSchema = z.object({
  /** Absent, '' or '0' for a new item. */
  id: zText(),
  /** English name; at least one of item_name / fr_item_name. */
  item_name: zText(),
  fr_item_name: zText(),
  description: zText(),
  fr_description: zText(),
  type_of_service_id: zFormList(),
  food_choice_id: zFormList(),
  type_of_item_id: zFormList(),
  type_of_cuisines_id: zFormList(),
  types_of_addon_id: zFormList(),
  /** Euros, "12,50" or "12.50" or 12.5. */
  price: zText(),
  /** Percent, 0 to DISCOUNT_MAX_PERCENT; empty is 0. */
  discount: zText(),
  buy_one_get_one_offer: zText(),
  /** Minutes. */
  preparation_time: zText(),
  /** "HH:MM" each, comma-separated or repeated, up to MAX_SERVICE_SLOTS, as many as closing times. */
  service_open_time: zFormList(),
  service_close_time: zFormList(),
  /** One of TVA_RATES; empty is DEFAULT_TVA_RATE. */
  tva_rate: zText(),
  lang: ZLang.optional(),
});
export type TItemFormFields = z.input<typeof ZItemFormFieldsSchema>;

/** What the server stores for a valid item form. */
export interface TSaveItemInput {
  id: number | null;
  item_name: string;
  fr_item_name: string;
  description: string;
  fr_description: string;
  type_of_service_id: number[];
  food_choice_id: number[];
  type_of_item_id: number[];
  type_of_cuisines_id: number[];
  types_of_addon_id: number[];
  price_cents: number;
  discount: number;
  buy_one_get_one_offer: 0 | 1;
  preparation_time: number;
  service_open_time: string[];
  service_close_time: string[];
  tva_rate: TvaRate;
  lang?: 'fr' | 'en' | undefined;
}

/**
 * The item form's rules, in this order: name; at least one service type; at least one dish
 * type; price; preparation time; opening hours; then the rest. Only the first problem is
 * reported. Whether the ids exist is the server's check (REFERENCE_INVALID).
 */
export function checkItemForm(raw: z.output<typeof ZItemFormFieldsSchema>): FormCheck<TSaveItemInput> {
  const idText = raw.id.trim();
  let id: number | null = null;
  if (idText !== '' && idText !== '0') {
    id = parseId(idText);
    if (id === null) return fieldFailure('NOT_FOUND', 'id');
  }
  const name = raw.item_name.trim();
  const frName = raw.fr_item_name.trim();
  if (!name && !frName) return fieldFailure('ITEM_NAME_REQUIRED', 'item_name');
  const nameFailure = firstFreeTextFailure([
    ['item_name', name, 'single-line', ITEM_NAME_MAX_LENGTH],
    ['fr_item_name', frName, 'single-line', ITEM_NAME_MAX_LENGTH],
  ]);
  if (nameFailure) return nameFailure;

  if (raw.type_of_service_id.length === 0) return fieldFailure('SERVICE_TYPE_REQUIRED', 'type_of_service_id');
  const services = parseIdList(raw.type_of_service_id, 'type_of_service_id');
  if (!services.ok) return services;
  if (raw.type_of_item_id.length === 0) return fieldFailure('DISH_TYPE_REQUIRED', 'type_of_item_id');
  const dishTypes = parseIdList(raw.type_of_item_id, 'type_of_item_id');
  if (!dishTypes.ok) return dishTypes;

  const price = parsePrice(raw.price);
  if (price === null) return fieldFailure('PRICE_INVALID', 'price');
  const preparation = parsePreparationTime(raw.preparation_time);
  if (preparation === null) return fieldFailure('PREPARATION_TIME_INVALID', 'preparation_time');
  const slots = parseServiceSlots(raw.service_open_time, raw.service_close_time);
  if (!slots) return fieldFailure('OPENING_HOURS_INVALID', 'service_open_time');

  const description = raw.description.trim();
  const frDescription = raw.fr_description.trim();
  const descriptionFailure = firstFreeTextFailure([
    ['description', description, 'multi-line', ITEM_DESCRIPTION_MAX_LENGTH],
    ['fr_description', frDescription, 'multi-line', ITEM_DESCRIPTION_MAX_LENGTH],
  ]);
  if (descriptionFailure) return descriptionFailure;
  const discountText = raw.discount.trim().replace(/\s*%$/, '');
  const discount = discountText === '' ? 0 : /^\d{1,3}$/.test(discountText) ? Number(discountText) : NaN;
  if (!(discount >= 0 && discount <= DISCOUNT_MAX_PERCENT)) return fieldFailure('DISCOUNT_INVALID', 'discount');
  const bogo = parseFlag(raw.buy_one_get_one_offer);
  if (bogo === null) return fieldFailure('VALIDATION', 'buy_one_get_one_offer');
  const tva = raw.tva_rate.trim() === '' ? DEFAULT_TVA_RATE : parseTvaRate(raw.tva_rate);
  if (tva === null) return fieldFailure('TVA_RATE_INVALID', 'tva_rate');

  const cuisines = parseIdList(raw.type_of_cuisines_id, 'type_of_cuisines_id');
  if (!cuisines.ok) return cuisines;
  const foodChoices = parseIdList(raw.food_choice_id, 'food_choice_id');
  if (!foodChoices.ok) return foodChoices;
  const addons = parseIdList(raw.types_of_addon_id, 'types_of_addon_id');
  if (!addons.ok) return addons;

  return {
    ok: true,
    value: {
      id,
      item_name: name,
      fr_item_name: frName,
      description,
      fr_description: frDescription,
      type_of_service_id: services.value,
      food_choice_id: foodChoices.value,
      type_of_item_id: dishTypes.value,
      type_of_cuisines_id: cuisines.value,
      types_of_addon_id: addons.value,
      price_cents: price,
      discount,
      buy_one_get_one_offer: bogo,
      preparation_time: preparation,
      service_open_time: slots.open,
      service_close_time: slots.close,
      tva_rate: tva,
      lang: raw.lang,
    },
  };
}

/* POST v1/restaurant/saveItem — multipart/form-data with `file_name` files (repeatable), or
 * JSON / urlencoded without files. Reply: ZSaveItemResponseSchema. */
export const ZSaveItemRequestSchema = ZItemFormFieldsSchema.transform((raw, ctx) =>
  reportFirstProblem(checkItemForm(raw), ctx, raw),
);
export type TSaveItemRequest = z.input<typeof ZSaveItemRequestSchema>;

/* ---------- items in replies ---------- */

export const ZItemImageSchema = z.object({
  id: z.number().int(),
  /** Large WebP (at most IMAGE_LARGE_SIZE px), under `imageUrl`. */
  file_name: z.string(),
  /** Thumbnail WebP (at most IMAGE_THUMB_SIZE px), for lists and cards. */
  thumb_name: z.string(),
});
export type TItemImage = z.infer<typeof ZItemImageSchema>;

export const ZItemAddonRefSchema = z.object({
  /** items_addon_id. */
  value: z.number().int(),
  name: z.string(),
});

export const ZItemSchema = z.object({
  id: z.number().int(),
  /** Name in the reply's `lang` (falls back to the other language). */
  item_name: z.string(),
  en_item_name: z.string(),
  fr_item_name: z.string(),
  /** Description in the reply's `lang` (falls back to the other language). */
  description: z.string(),
  en_description: z.string(),
  fr_description: z.string(),
  /** Euros, TVA included: 12.5 is 12,50 €. */
  price: z.number(),
  /** Percent. */
  discount: z.number().int(),
  buy_one_get_one_offer: z.number().int(),
  /** Minutes. */
  preparation_time: z.number().int(),
  /** 1 on the menu, 0 off. */
  status: z.number().int(),
  /** Percent, one of TVA_RATES. */
  tva_rate: z.number(),
  images: z.array(ZItemImageSchema),
  type_of_cuisines: z.array(ZReferenceOptionSchema),
  type_of_service: z.array(ZReferenceOptionSchema),
  food_choices: z.array(ZReferenceOptionSchema),
  type_of_item: z.array(ZReferenceOptionSchema),
  type_of_addon: z.array(ZItemAddonRefSchema),
  /** "12:00,19:00" — comma-separated, up to MAX_SERVICE_SLOTS, paired with service_close_time. */
  service_open_time: z.string(),
  service_close_time: z.string(),
});
export type TItem = z.infer<typeof ZItemSchema>;

/* ---------- POST v1/restaurant/getitemslist ---------- */
export const ZItemListRequestSchema = z.object({
  lang: ZLang.optional(),
  /** Accent- and case-insensitive; every word must appear in a name or description. */
  search: zText().pipe(z.string().trim().max(SEARCH_MAX_LENGTH, 'TEXT_TOO_LONG')).optional(),
});
export type TItemListRequest = z.input<typeof ZItemListRequestSchema>;

/** Newest first. */
export const ZItemListResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: z.array(ZItemSchema),
  /** Base path of `images[].file_name` / `thumb_name`. */
  imageUrl: z.string(),
});
export type TItemListResponse = z.infer<typeof ZItemListResponseSchema>;

/* ---------- GET v1/restaurant/getItemDetail?id=&lang= ---------- */
export const ZItemDetailQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TItemDetailQuery = z.input<typeof ZItemDetailQuerySchema>;
export const ZItemDetailResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: ZItemSchema,
  imageUrl: z.string(),
});
export type TItemDetailResponse = z.infer<typeof ZItemDetailResponseSchema>;

/* ---------- POST v1/restaurant/saveItem (reply) ---------- */
/** @alias Saving answers with the item as getItemDetail shows it. */
export const ZSaveItemResponseSchema = ZItemDetailResponseSchema;
export type TSaveItemResponse = z.infer<typeof ZSaveItemResponseSchema>;

/* ---------- POST v1/restaurant/changeItemStatus ---------- */
export const ZChangeItemStatusRequestSchema = z.object({
  id: zId(),
  status: zOnOff(),
  lang: ZLang.optional(),
});
export type TChangeItemStatusRequest = z.input<typeof ZChangeItemStatusRequestSchema>;
export const ZChangeItemStatusResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: z.object({ id: z.number().int(), status: z.number().int() }),
});
export type TChangeItemStatusResponse = z.infer<typeof ZChangeItemStatusResponseSchema>;

/* ---------- GET v1/restaurant/deleteItem?id= ---------- */
export const ZDeleteItemQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TDeleteItemQuery = z.input<typeof ZDeleteItemQuerySchema>;

/* ---------- GET v1/restaurant/itemImgdelete?id= (id of the image) ---------- */
export const ZDeleteItemImageQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TDeleteItemImageQuery = z.input<typeof ZDeleteItemImageQuerySchema>;

/** deleteItem and itemImgdelete answer a plain acknowledgement with the id removed. */
export const ZDeletedResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: z.object({ id: z.number().int() }),
});
export type TDeletedResponse = z.infer<typeof ZDeletedResponseSchema>;
