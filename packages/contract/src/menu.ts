import { z } from 'zod';
import { ZMessageFields } from './envelope.js';
import type { ErrorCode } from './errors.js';
import { ZLang } from './locale.js';
import { DEFAULT_TVA_RATE, parsePrice, parseTvaRate, type TvaRate } from './money.js';
import { ZReferenceOptionSchema } from './reference.js';

/*
 * Menu management (spec sections 3, 5, 7): items, add-ons, dish types. Every call is scoped to
 * the partner of the token; something of another partner is answered NOT_FOUND, like something
 * that does not exist. Query parameters and form fields arrive as strings and are coerced here.
 *
 * Names in replies follow `lang`: `item_name`, add-on `name` and dish-type `typeofitemname` are
 * the name to show in that language (falling back to the other one when empty); the stored
 * values are in `en_*` / `fr_*` for edit forms. In requests, `item_name`, `name` and
 * `typeofitemname` are the English names and `fr_*` the French ones, as the original clients sent.
 */

/* ---------- limits ---------- */
export const ITEM_NAME_MAX_LENGTH = 150;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;
export const PREPARATION_TIME_MAX_MINUTES = 600;
export const MAX_SERVICE_SLOTS = 3;
export const MAX_IMAGES_PER_ITEM = 6;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Decoded size limit (width × height); a 40 MP photo is far beyond any phone's. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_LARGE_SIZE = 1600;
export const IMAGE_THUMB_SIZE = 400;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'] as const;
export const ADDON_CHOOSE_UPTO_MIN = 1;
export const ADDON_CHOOSE_UPTO_MAX = 15;
export const ADDON_MAX_OPTIONS = 50;
export const ADDON_NAME_MAX_LENGTH = 120;
export const DISH_TYPE_NAME_MAX_LENGTH = 80;
export const MAX_REFERENCE_IDS = 50;
export const SEARCH_MAX_LENGTH = 100;
export const DISCOUNT_MAX_PERCENT = 100;
/** Ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/* ---------- coercion of form values ---------- */

/** A form value as text: numbers and booleans as strings, a repeated field as its last value. */
function asText(value: unknown): unknown {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  if (last === undefined || last === null) return '';
  if (typeof last === 'number') return String(last);
  if (typeof last === 'boolean') return last ? '1' : '0';
  return last;
}

/** "3,1,2", "[3,1,2]", ["3","1"], [3,1] or 3 → ["3","1","2"]; the tokens are checked later. */
function asList(value: unknown): unknown {
  const values = Array.isArray(value) ? value : [value];
  const tokens: string[] = [];
  for (const v of values) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'number') {
      tokens.push(String(v));
      continue;
    }
    if (typeof v !== 'string') return value;
    for (const token of v.replace(/^\s*\[|\]\s*$/g, '').split(',')) {
      const t = token.trim().replace(/^"(.*)"$/, '$1').trim();
      if (t) tokens.push(t);
    }
  }
  return tokens;
}

/** Text of a form field; an absent field is ''. */
export const zFormText = () => z.preprocess(asText, z.string());
/** A list sent comma-separated or as repeated fields. */
export const zFormList = () => z.preprocess(asList, z.array(z.string()));

/** "42" → 42; null for anything that cannot be an id. */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A required id (query parameter or field). A malformed id cannot exist: NOT_FOUND. */
export const zId = () =>
  zFormText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .transform((value, ctx) => {
        const id = parseId(value);
        if (id === null) {
          ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: value });
          return z.NEVER;
        }
        return id;
      }),
  );

/** Comma-separated ids giving a new order: each once, at least one. */
export const zIdOrder = () =>
  zFormList().transform((tokens, ctx) => {
    if (tokens.length === 0) {
      ctx.issues.push({ code: 'custom', message: 'REQUIRED', input: tokens });
      return z.NEVER;
    }
    const ids = tokens.map(parseId);
    if (ids.some((id) => id === null)) {
      ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: tokens });
      return z.NEVER;
    }
    if (new Set(ids).size !== ids.length || ids.length > 500) {
      ctx.issues.push({ code: 'custom', message: 'ORDER_INVALID', input: tokens });
      return z.NEVER;
    }
    return ids as number[];
  });

const zOnOff = () => zFormText().pipe(z.enum(['0', '1'], { error: 'VALIDATION' }).transform((v) => (v === '1' ? 1 : 0)));

function parseFlag(value: string): 0 | 1 | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'off' || v === 'no') return 0;
  if (v === '1' || v === 'true' || v === 'on' || v === 'yes') return 1;
  return null;
}

/* ---------- field rules, shared by the forms and the server ---------- */

export interface FieldError {
  code: ErrorCode;
  field: string;
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; error: FieldError };
const fail = (code: ErrorCode, field: string): { ok: false; error: FieldError } => ({ ok: false, error: { code, field } });

/** Preparation time in whole minutes, 1 to 600 ("15" or "15 min"). */
export function parsePreparationTime(value: string): number | null {
  const match = /^(\d{1,4})(\s*min(utes?)?)?$/i.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]);
  return minutes >= 1 && minutes <= PREPARATION_TIME_MAX_MINUTES ? minutes : null;
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
 * Service slots: 1 to 3 pairs, the same number of opening and closing times, each slot opening
 * before it closes, slots not overlapping. Returned sorted by opening time.
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

function parseIdList(tokens: string[], field: string): FormCheck<number[]> {
  const ids = tokens.map(parseId);
  if (ids.some((id) => id === null) || ids.length > MAX_REFERENCE_IDS) return fail('REFERENCE_INVALID', field);
  return { ok: true, value: [...new Set(ids as number[])] };
}

/* ---------- items ---------- */

export const ZItemFormFieldsSchema = z.object({
  /** Absent, '' or '0' for a new item. */
  id: zFormText(),
  /** English name; at least one of item_name / fr_item_name. */
  item_name: zFormText(),
  fr_item_name: zFormText(),
  description: zFormText(),
  fr_description: zFormText(),
  type_of_service_id: zFormList(),
  food_choice_id: zFormList(),
  type_of_item_id: zFormList(),
  type_of_cuisines_id: zFormList(),
  types_of_addon_id: zFormList(),
  /** Euros, "12,50" or "12.50" or 12.5. */
  price: zFormText(),
  /** Percent, 0 to 100; empty is 0. */
  discount: zFormText(),
  buy_one_get_one_offer: zFormText(),
  /** Minutes. */
  preparation_time: zFormText(),
  /** "HH:MM" each, comma-separated or repeated, up to 3, as many as closing times. */
  service_open_time: zFormList(),
  service_close_time: zFormList(),
  /** 5.5, 10 or 20; empty is 10. */
  tva_rate: zFormText(),
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
 * The item form's rules, in the order of spec section 5: name; at least one service type; at
 * least one dish type; price; preparation time; opening hours; then the rest. Only the first
 * problem is reported. Whether the ids exist is the server's check (REFERENCE_INVALID).
 */
export function checkItemForm(raw: z.output<typeof ZItemFormFieldsSchema>): FormCheck<TSaveItemInput> {
  const idText = raw.id.trim();
  let id: number | null = null;
  if (idText !== '' && idText !== '0') {
    id = parseId(idText);
    if (id === null) return fail('NOT_FOUND', 'id');
  }
  const name = raw.item_name.trim();
  const frName = raw.fr_item_name.trim();
  if (!name && !frName) return fail('ITEM_NAME_REQUIRED', 'item_name');
  if (name.length > ITEM_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'item_name');
  if (frName.length > ITEM_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'fr_item_name');

  if (raw.type_of_service_id.length === 0) return fail('SERVICE_TYPE_REQUIRED', 'type_of_service_id');
  const services = parseIdList(raw.type_of_service_id, 'type_of_service_id');
  if (!services.ok) return services;
  if (raw.type_of_item_id.length === 0) return fail('DISH_TYPE_REQUIRED', 'type_of_item_id');
  const dishTypes = parseIdList(raw.type_of_item_id, 'type_of_item_id');
  if (!dishTypes.ok) return dishTypes;

  const price = parsePrice(raw.price);
  if (price === null) return fail('PRICE_INVALID', 'price');
  const preparation = parsePreparationTime(raw.preparation_time);
  if (preparation === null) return fail('PREPARATION_TIME_INVALID', 'preparation_time');
  const slots = parseServiceSlots(raw.service_open_time, raw.service_close_time);
  if (!slots) return fail('OPENING_HOURS_INVALID', 'service_open_time');

  const description = raw.description.trim();
  const frDescription = raw.fr_description.trim();
  if (description.length > ITEM_DESCRIPTION_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'description');
  if (frDescription.length > ITEM_DESCRIPTION_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'fr_description');
  const discountText = raw.discount.trim().replace(/\s*%$/, '');
  const discount = discountText === '' ? 0 : /^\d{1,3}$/.test(discountText) ? Number(discountText) : NaN;
  if (!(discount >= 0 && discount <= DISCOUNT_MAX_PERCENT)) return fail('DISCOUNT_INVALID', 'discount');
  const bogo = parseFlag(raw.buy_one_get_one_offer);
  if (bogo === null) return fail('VALIDATION', 'buy_one_get_one_offer');
  const tva = raw.tva_rate.trim() === '' ? DEFAULT_TVA_RATE : parseTvaRate(raw.tva_rate);
  if (tva === null) return fail('TVA_RATE_INVALID', 'tva_rate');

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

/** Turns the first broken rule into a zod issue under its field (route and form validation). */
function reportFirst<T>(check: FormCheck<T>, ctx: z.RefinementCtx, input: unknown): T {
  if (check.ok) return check.value;
  ctx.issues.push({ code: 'custom', message: check.error.code, path: [check.error.field], input });
  return z.NEVER;
}

/* POST v1/restaurant/saveItem — multipart/form-data with `file_name` files (repeatable), or
 * JSON / urlencoded without files. Reply: ZSaveItemResponseSchema. */
export const ZSaveItemRequestSchema = ZItemFormFieldsSchema.transform((raw, ctx) =>
  reportFirst(checkItemForm(raw), ctx, raw),
);
export type TSaveItemRequest = z.input<typeof ZSaveItemRequestSchema>;

export const ZItemImageSchema = z.object({
  id: z.number().int(),
  /** Large WebP (≤ 1600 px), under `imageUrl`. */
  file_name: z.string(),
  /** Thumbnail WebP (≤ 400 px), for lists and cards. */
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
  /** Percent: 5.5, 10 or 20. */
  tva_rate: z.number(),
  images: z.array(ZItemImageSchema),
  type_of_cuisines: z.array(ZReferenceOptionSchema),
  type_of_service: z.array(ZReferenceOptionSchema),
  food_choices: z.array(ZReferenceOptionSchema),
  type_of_item: z.array(ZReferenceOptionSchema),
  type_of_addon: z.array(ZItemAddonRefSchema),
  /** "12:00,19:00" — comma-separated, up to 3, paired with service_close_time. */
  service_open_time: z.string(),
  service_close_time: z.string(),
});
export type TItem = z.infer<typeof ZItemSchema>;

/* ---------- POST v1/restaurant/getitemslist ---------- */
export const ZItemListRequestSchema = z.object({
  lang: ZLang.optional(),
  /** Accent- and case-insensitive; every word must appear in a name or description. */
  search: zFormText().pipe(z.string().trim().max(SEARCH_MAX_LENGTH, 'TEXT_TOO_LONG')).optional(),
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

/* ---------- dish types ---------- */

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
export const ZDishListResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
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
export const ZAddDishTypeRequestSchema = z
  .object({
    /** English name. */
    typeofitemname: zFormText().pipe(z.string().trim().max(DISH_TYPE_NAME_MAX_LENGTH, 'TEXT_TOO_LONG')),
    fr_typeofitemname: zFormText().pipe(z.string().trim().max(DISH_TYPE_NAME_MAX_LENGTH, 'TEXT_TOO_LONG')),
    lang: ZLang.optional(),
  })
  .transform((raw, ctx) =>
    reportFirst(
      raw.typeofitemname || raw.fr_typeofitemname
        ? { ok: true, value: raw }
        : fail('DISH_TYPE_NAME_REQUIRED', 'fr_typeofitemname'),
      ctx,
      raw,
    ),
  );
export type TAddDishTypeRequest = z.input<typeof ZAddDishTypeRequestSchema>;

/* ---------- POST v1/restaurant/changeDishTypeStatus ---------- */
export const ZChangeDishTypeStatusRequestSchema = z.object({
  type_of_item_id: zId(),
  /** '1' show, '0' hide. */
  status: zOnOff(),
  lang: ZLang.optional(),
});
export type TChangeDishTypeStatusRequest = z.input<typeof ZChangeDishTypeStatusRequestSchema>;

/* ---------- add-ons ---------- */

export const ZAddonOptionSchema = z.object({
  subaddonNameEn: z.string(),
  subaddonNameFr: z.string(),
  /** Euros. */
  price: z.number(),
});
export type TAddonOption = z.infer<typeof ZAddonOptionSchema>;

export const ZAddonSchema = z.object({
  items_addon_id: z.number().int(),
  /** Title in the reply's `lang` (falls back to the other language). */
  name: z.string(),
  en_name: z.string(),
  fr_name: z.string(),
  /** Euros. */
  price: z.number(),
  /** Choose up to, 1 to 15. */
  choiceoff: z.number().int(),
  /** Minimum number of choices, 0 to choiceoff; at least 1 when required. */
  min_choice: z.number().int(),
  /** 1 required, 0 optional. */
  isrequired: z.number().int(),
  subaddon: z.array(ZAddonOptionSchema),
  /** Display position, from 0. */
  newIndex: z.number().int(),
});
export type TAddon = z.infer<typeof ZAddonSchema>;

/* ---------- GET v1/restaurant/getAddonlist?lang= (ordered by newIndex) ---------- */
export const ZAddonListQuerySchema = z.object({ lang: ZLang.optional() });
export type TAddonListQuery = z.input<typeof ZAddonListQuerySchema>;
export const ZAddonListResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: z.array(ZAddonSchema),
});
export type TAddonListResponse = z.infer<typeof ZAddonListResponseSchema>;

export const ZAddonFormFieldsSchema = z.object({
  /** Absent, '' or '0' for a new add-on. */
  items_addon_id: zFormText(),
  /** English title; at least one of name / fr_name. */
  name: zFormText(),
  fr_name: zFormText(),
  /** Euros; empty is 0. */
  price: zFormText(),
  choiceoff: zFormText(),
  /** Empty: 1 when required, else 0. */
  min_choice: zFormText(),
  isrequired: zFormText(),
  /** JSON string (or array) of { subaddonNameEn, subaddonNameFr?, price }. */
  subaddon: z.unknown(),
  lang: ZLang.optional(),
});
export type TAddonFormFields = z.input<typeof ZAddonFormFieldsSchema>;

export interface TSaveAddonInput {
  items_addon_id: number | null;
  name: string;
  fr_name: string;
  price_cents: number;
  choiceoff: number;
  min_choice: number;
  isrequired: 0 | 1;
  subaddon: Array<{ subaddonNameEn: string; subaddonNameFr: string; price_cents: number }>;
  lang?: 'fr' | 'en' | undefined;
}

function parseOptions(value: unknown): unknown[] | null {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (list === undefined || list === null) return [];
  return Array.isArray(list) ? list : null;
}

function optionText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * The add-on form's rules, in order: title; choose-up-to (1 to 15); options (each with a name and
 * a valid price; blank rows ignored); at least as many options as choose-up-to; minimum choices
 * (0 to choose-up-to); price. Required ⇔ minimum ≥ 1.
 */
export function checkAddonForm(raw: z.output<typeof ZAddonFormFieldsSchema>): FormCheck<TSaveAddonInput> {
  const idText = raw.items_addon_id.trim();
  let id: number | null = null;
  if (idText !== '' && idText !== '0') {
    id = parseId(idText);
    if (id === null) return fail('NOT_FOUND', 'items_addon_id');
  }
  const name = raw.name.trim();
  const frName = raw.fr_name.trim();
  if (!name && !frName) return fail('ADDON_TITLE_REQUIRED', 'name');
  if (name.length > ADDON_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'name');
  if (frName.length > ADDON_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'fr_name');

  const chooseText = raw.choiceoff.trim();
  if (chooseText === '' || chooseText === '0') return fail('CHOOSE_UPTO_REQUIRED', 'choiceoff');
  const choose = /^\d{1,2}$/.test(chooseText) ? Number(chooseText) : NaN;
  if (!(choose >= ADDON_CHOOSE_UPTO_MIN && choose <= ADDON_CHOOSE_UPTO_MAX)) return fail('CHOOSE_UPTO_INVALID', 'choiceoff');

  const rows = parseOptions(raw.subaddon);
  if (rows === null) return fail('VALIDATION', 'subaddon');
  const options: TSaveAddonInput['subaddon'] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return fail('VALIDATION', 'subaddon');
    const r = row as Record<string, unknown>;
    const en = optionText(r.subaddonNameEn ?? r.name);
    const fr = optionText(r.subaddonNameFr ?? r.fr_name);
    const priceText = optionText(r.price);
    if (!en && !fr && !priceText) continue;
    if (!en && !fr) return fail('OPTION_NAME_REQUIRED', 'subaddon');
    if (en.length > ADDON_NAME_MAX_LENGTH || fr.length > ADDON_NAME_MAX_LENGTH) return fail('TEXT_TOO_LONG', 'subaddon');
    const price = priceText === '' ? 0 : parsePrice(typeof r.price === 'number' ? r.price : priceText);
    if (price === null) return fail('OPTION_PRICE_INVALID', 'subaddon');
    options.push({ subaddonNameEn: en, subaddonNameFr: fr, price_cents: price });
  }
  if (options.length > ADDON_MAX_OPTIONS) return fail('TOO_MANY_OPTIONS', 'subaddon');
  if (options.length < choose) return fail('NOT_ENOUGH_OPTIONS', 'subaddon');

  const required = parseFlag(raw.isrequired);
  if (required === null) return fail('VALIDATION', 'isrequired');
  const minText = raw.min_choice.trim();
  const min = minText === '' ? required : /^\d{1,2}$/.test(minText) ? Number(minText) : NaN;
  if (!(min >= 0 && min <= choose) || (required === 1 && min === 0)) return fail('MIN_CHOICES_INVALID', 'min_choice');

  const price = raw.price.trim() === '' ? 0 : parsePrice(raw.price);
  if (price === null) return fail('PRICE_INVALID', 'price');

  return {
    ok: true,
    value: {
      items_addon_id: id,
      name,
      fr_name: frName,
      price_cents: price,
      choiceoff: choose,
      min_choice: min,
      isrequired: min > 0 ? 1 : 0,
      subaddon: options,
      lang: raw.lang,
    },
  };
}

/* ---------- POST v1/restaurant/saveAddon ---------- */
export const ZSaveAddonRequestSchema = ZAddonFormFieldsSchema.transform((raw, ctx) =>
  reportFirst(checkAddonForm(raw), ctx, raw),
);
export type TSaveAddonRequest = z.input<typeof ZSaveAddonRequestSchema>;
export const ZSaveAddonResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: ZAddonSchema,
});
export type TSaveAddonResponse = z.infer<typeof ZSaveAddonResponseSchema>;

/* ---------- GET v1/restaurant/deleteAddon?items_addon_id= ---------- */
export const ZDeleteAddonQuerySchema = z.object({ items_addon_id: zId(), lang: ZLang.optional() });
export type TDeleteAddonQuery = z.input<typeof ZDeleteAddonQuerySchema>;

/* ---------- GET v1/restaurant/addupdateAddonorder?items_addon_id=3,1,2 ----------
 * Add-ons left out keep their relative order after the ones given. Reply: the new list. */
export const ZAddonOrderQuerySchema = z.object({ items_addon_id: zIdOrder(), lang: ZLang.optional() });
export type TAddonOrderQuery = z.input<typeof ZAddonOrderQuerySchema>;
