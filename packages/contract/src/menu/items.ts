import { z } from 'zod';
import { successEnvelope } from '../envelope.js';
import {
  cellList,
  cellText,
  fieldFailure,
  firstFreeTextFailure,
  parseFlag,
  parseId,
  parseJsonList,
  reportFirstProblem,
  zFormList,
  zId,
  zOnOff,
  type FormCheck,
} from '../form-fields.js';
import { ZLang } from '../locale.js';
import { parseAllergenCodes, ZAllergenSchema, type AllergenCode } from './allergens.js';
import { DEFAULT_TVA_RATE, parsePrice, parseTvaRate, type TvaRate } from '../money.js';
import { ZReferenceOptionSchema } from '../reference.js';
import { zText } from '../text-fields.js';
import { checkFormId, checkNamePair } from './menu-form.js';
import {
  DISCOUNT_MAX_PERCENT,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  MAX_PER_ORDER_MAX,
  MAX_PER_ORDER_MIN,
  MAX_SIZES_PER_ITEM,
  SEARCH_MAX_LENGTH,
  SIZE_NAME_MAX_LENGTH,
} from './limits.js';

/* The field rules shared with the restaurant's profile are in item-fields.ts (the profile's page
   loads them without the item's schemas). */
import { parseIdList, parsePreparationTime, parseServiceSlots, ZItemImageSchema } from './item-fields.js';
export {
  endsNextDay,
  parseIdList,
  parsePreparationTime,
  parseServiceSlots,
  ZItemImageSchema,
  type TItemImage,
} from './item-fields.js';

/** One size as stored: English and French names, its own price. */
export interface TItemSize {
  /** An existing size keeps its id (orders refer to it); null for a new one. */
  id: number | null;
  name: string;
  fr_name: string;
  price_cents: number;
}

/**
 * Sizes: a JSON list of { id?, name, fr_name, price } (rows left blank are ignored); each needs a
 * name in one language and a valid price; at most MAX_SIZES_PER_ITEM.
 */
function parseSizes(value: unknown): FormCheck<TItemSize[]> {
  const rows = parseJsonList(value);
  if (rows === null) return fieldFailure('VALIDATION', 'sizes');
  const sizes: TItemSize[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return fieldFailure('VALIDATION', 'sizes');
    const r = row as Record<string, unknown>;
    const name = cellText(r.name);
    const frName = cellText(r.fr_name);
    const priceText = cellText(r.price);
    if (!name && !frName && !priceText) continue;
    if (!name && !frName) return fieldFailure('SIZE_NAME_REQUIRED', 'sizes');
    const nameFailure = firstFreeTextFailure([
      ['sizes', name, 'single-line', SIZE_NAME_MAX_LENGTH],
      ['sizes', frName, 'single-line', SIZE_NAME_MAX_LENGTH],
    ]);
    if (nameFailure) return nameFailure;
    const price = priceText === '' ? null : parsePrice(typeof r.price === 'number' ? r.price : priceText);
    if (price === null) return fieldFailure('SIZE_PRICE_INVALID', 'sizes');
    const idText = cellText(r.id);
    const id = idText === '' || idText === '0' ? null : parseId(idText);
    if (idText !== '' && idText !== '0' && id === null) return fieldFailure('VALIDATION', 'sizes');
    sizes.push({ id, name, fr_name: frName, price_cents: price });
  }
  if (sizes.length > MAX_SIZES_PER_ITEM) return fieldFailure('TOO_MANY_SIZES', 'sizes');
  return { ok: true, value: sizes };
}

/** Empty is no limit. */
function parseMaxPerOrder(text: string): FormCheck<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(value >= MAX_PER_ORDER_MIN && value <= MAX_PER_ORDER_MAX)) {
    return fieldFailure('MAX_PER_ORDER_INVALID', 'max_per_order');
  }
  return { ok: true, value };
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
  /*
   * The three fields below came after the first clients: left out, an update keeps what the item
   * has; sent empty, it clears it.
   */
  /** JSON string (or list) of { id?, name, fr_name, price }; the item's price is the first size's. */
  sizes: z.unknown().optional(),
  /** MAX_PER_ORDER_MIN to MAX_PER_ORDER_MAX; empty is no limit. */
  max_per_order: z.unknown().optional(),
  /** Allergen codes (ALLERGEN_CODES), comma-separated or repeated. */
  allergens: z.unknown().optional(),
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
  /** undefined: not sent, kept as they are (see the form fields). */
  sizes: TItemSize[] | undefined;
  max_per_order: number | null | undefined;
  allergens: AllergenCode[] | undefined;
  lang?: 'fr' | 'en' | undefined;
}

/**
 * The item form's rules, in this order: name; at least one service type; at least one dish
 * type; sizes, then price (with sizes, the price is the first size's and may be left empty);
 * preparation time; opening hours; then the rest. Only the first problem is reported. Whether
 * the ids exist is the server's check (REFERENCE_INVALID).
 */
export function checkItemForm(raw: z.output<typeof ZItemFormFieldsSchema>): FormCheck<TSaveItemInput> {
  const id = checkFormId(raw.id, 'id');
  if (!id.ok) return id;
  const names = checkNamePair(
    ['item_name', raw.item_name],
    ['fr_item_name', raw.fr_item_name],
    ITEM_NAME_MAX_LENGTH,
    'ITEM_NAME_REQUIRED',
  );
  if (!names.ok) return names;

  if (raw.type_of_service_id.length === 0) return fieldFailure('SERVICE_TYPE_REQUIRED', 'type_of_service_id');
  const services = parseIdList(raw.type_of_service_id, 'type_of_service_id');
  if (!services.ok) return services;
  if (raw.type_of_item_id.length === 0) return fieldFailure('DISH_TYPE_REQUIRED', 'type_of_item_id');
  const dishTypes = parseIdList(raw.type_of_item_id, 'type_of_item_id');
  if (!dishTypes.ok) return dishTypes;

  const sizes: FormCheck<TItemSize[] | undefined> =
    raw.sizes === undefined ? { ok: true, value: undefined } : parseSizes(raw.sizes);
  if (!sizes.ok) return sizes;
  const firstSize = sizes.value?.[0];
  const price = firstSize ? firstSize.price_cents : parsePrice(raw.price);
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
  const maxPerOrder: FormCheck<number | null | undefined> =
    raw.max_per_order === undefined ? { ok: true, value: undefined } : parseMaxPerOrder(cellText(raw.max_per_order));
  if (!maxPerOrder.ok) return maxPerOrder;
  const allergens = raw.allergens === undefined ? undefined : parseAllergenCodes(cellList(raw.allergens));
  if (allergens === null) return fieldFailure('ALLERGEN_INVALID', 'allergens');

  return {
    ok: true,
    value: {
      id: id.value,
      item_name: names.value.en,
      fr_item_name: names.value.fr,
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
      sizes: sizes.value,
      max_per_order: maxPerOrder.value,
      allergens,
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

export const ZItemAddonRefSchema = z.object({
  /** items_addon_id. */
  value: z.number().int(),
  name: z.string(),
});

export const ZItemSizeSchema = z.object({
  id: z.number().int(),
  /** English name (the key saveItem takes). */
  name: z.string(),
  fr_name: z.string(),
  /** The name in the reply's `lang` (falls back to the other language). */
  label: z.string(),
  /** Euros, TVA included. */
  price: z.number(),
});
export type TItemSizeReply = z.infer<typeof ZItemSizeSchema>;

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
  /** In the partner's order; with sizes, `price` is the first size's. */
  sizes: z.array(ZItemSizeSchema),
  /** How many an order may hold; null is no limit. */
  max_per_order: z.number().int().nullable(),
  allergens: z.array(ZAllergenSchema),
  /** 1 while sold out today (until `sold_out_until`, the next 04:00 Paris time), else 0. */
  sold_out: z.number().int(),
  /** Epoch ms when a sold-out item comes back; null when it is not sold out. */
  sold_out_until: z.number().int().nullable(),
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
/**
 * A heading of the menu: one of the restaurant's dish types, in its order, with the dishes filed
 * under it (each dish under the first of its dish types in that order); `dish_type_id` null for
 * dishes without a dish type, last.
 */
export const ZItemListSectionSchema = z.object({
  dish_type_id: z.number().int().nullable(),
  /** In the reply's `lang`; empty for the section without a dish type. */
  label: z.string(),
  /** 1 when the restaurant hides this dish type from its menu. */
  hidden: z.number().int(),
  item_ids: z.array(z.number().int()),
});
export type TItemListSection = z.infer<typeof ZItemListSectionSchema>;

export const ZItemListResponseSchema = successEnvelope({
  /** In the order of `sections`; newest first within a section. */
  data: z.array(ZItemSchema),
  sections: z.array(ZItemListSectionSchema),
  /** Base path of `images[].file_name` / `thumb_name`. */
  imageUrl: z.string(),
});
export type TItemListResponse = z.infer<typeof ZItemListResponseSchema>;

/* ---------- GET v1/restaurant/getItemDetail?id=&lang= ---------- */
export const ZItemDetailQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TItemDetailQuery = z.input<typeof ZItemDetailQuerySchema>;
export const ZItemDetailResponseSchema = successEnvelope({
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
export const ZChangeItemStatusResponseSchema = successEnvelope({
  data: z.object({ id: z.number().int(), status: z.number().int() }),
});
export type TChangeItemStatusResponse = z.infer<typeof ZChangeItemStatusResponseSchema>;

/* ---------- POST v1/restaurant/markItemSoldOut ---------- */
/** `sold_out` 1: sold out until the next 04:00 Paris time; 0: back on sale now. */
export const ZMarkItemSoldOutRequestSchema = z.object({
  id: zId(),
  sold_out: zOnOff(),
  lang: ZLang.optional(),
});
export type TMarkItemSoldOutRequest = z.input<typeof ZMarkItemSoldOutRequestSchema>;
export const ZMarkItemSoldOutResponseSchema = successEnvelope({
  data: z.object({
    id: z.number().int(),
    sold_out: z.number().int(),
    sold_out_until: z.number().int().nullable(),
  }),
});
export type TMarkItemSoldOutResponse = z.infer<typeof ZMarkItemSoldOutResponseSchema>;

/* ---------- GET v1/restaurant/deleteItem?id= ---------- */
export const ZDeleteItemQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TDeleteItemQuery = z.input<typeof ZDeleteItemQuerySchema>;

/* ---------- GET v1/restaurant/itemImgdelete?id= (id of the image) ---------- */
export const ZDeleteItemImageQuerySchema = z.object({ id: zId(), lang: ZLang.optional() });
export type TDeleteItemImageQuery = z.input<typeof ZDeleteItemImageQuerySchema>;

/** deleteItem and itemImgdelete answer a plain acknowledgement with the id removed. */
export const ZDeletedResponseSchema = successEnvelope({
  data: z.object({ id: z.number().int() }),
});
export type TDeletedResponse = z.infer<typeof ZDeletedResponseSchema>;
