import { z } from 'zod';
import { successEnvelope } from '../envelope.js';
import {
  cellList,
  cellText,
  fieldFailure,
  firstFreeTextFailure,
  parseFlag,
  parseJsonList,
  reportFirstProblem,
  zId,
  zIdOrder,
  type FormCheck,
} from '../form-fields.js';
import { ZLang } from '../locale.js';
import { parseAllergenCodes, ZAllergenSchema, type AllergenCode } from './allergens.js';
import { parsePrice } from '../money.js';
import { zText } from '../text-fields.js';
import { checkFormId, checkNamePair } from './menu-form.js';
import { ADDON_CHOOSE_UPTO_MAX, ADDON_CHOOSE_UPTO_MIN, ADDON_MAX_OPTIONS, ADDON_NAME_MAX_LENGTH } from './limits.js';

export const ZAddonOptionSchema = z.object({
  subaddonNameEn: z.string(),
  subaddonNameFr: z.string(),
  /** Euros. */
  price: z.number(),
  /** EU allergens of this option, in the reply's language. */
  allergens: z.array(ZAllergenSchema),
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
  /** Choose up to, ADDON_CHOOSE_UPTO_MIN to ADDON_CHOOSE_UPTO_MAX. */
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
export const ZAddonListResponseSchema = successEnvelope({
  data: z.array(ZAddonSchema),
});
export type TAddonListResponse = z.infer<typeof ZAddonListResponseSchema>;

/* ---------- GET v1/restaurant/itemsAddon?item_id=&lang= (the item's groups, in its order) ---------- */
export const ZItemAddonsQuerySchema = z.object({ item_id: zId(), lang: ZLang.optional() });
export type TItemAddonsQuery = z.input<typeof ZItemAddonsQuerySchema>;

/* ---------- the add-on form ---------- */

export const ZAddonFormFieldsSchema = z.object({
  /** Absent, '' or '0' for a new add-on. */
  items_addon_id: zText(),
  /** English title; at least one of name / fr_name. */
  name: zText(),
  fr_name: zText(),
  /** Euros; empty is 0. */
  price: zText(),
  choiceoff: zText(),
  /** Empty: 1 when required, else 0. */
  min_choice: zText(),
  isrequired: zText(),
  /** JSON string (or array) of { subaddonNameEn, subaddonNameFr?, price, allergens? } (allergens: codes, "milk,eggs" or a list). */
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
  subaddon: Array<{ subaddonNameEn: string; subaddonNameFr: string; price_cents: number; allergens: AllergenCode[] }>;
  lang?: 'fr' | 'en' | undefined;
}

/**
 * The add-on form's rules, in order: title; choose-up-to (ADDON_CHOOSE_UPTO_MIN to
 * ADDON_CHOOSE_UPTO_MAX); options (each with a name and a valid price; blank rows ignored); at
 * least as many options as choose-up-to; minimum choices (0 to choose-up-to); price.
 * Required ⇔ minimum ≥ 1.
 */
export function checkAddonForm(raw: z.output<typeof ZAddonFormFieldsSchema>): FormCheck<TSaveAddonInput> {
  const id = checkFormId(raw.items_addon_id, 'items_addon_id');
  if (!id.ok) return id;
  const title = checkNamePair(
    ['name', raw.name],
    ['fr_name', raw.fr_name],
    ADDON_NAME_MAX_LENGTH,
    'ADDON_TITLE_REQUIRED',
  );
  if (!title.ok) return title;

  const chooseText = raw.choiceoff.trim();
  if (chooseText === '' || chooseText === '0') return fieldFailure('CHOOSE_UPTO_REQUIRED', 'choiceoff');
  const choose = /^\d{1,2}$/.test(chooseText) ? Number(chooseText) : NaN;
  if (!(choose >= ADDON_CHOOSE_UPTO_MIN && choose <= ADDON_CHOOSE_UPTO_MAX)) {
    return fieldFailure('CHOOSE_UPTO_INVALID', 'choiceoff');
  }

  const rows = parseJsonList(raw.subaddon);
  if (rows === null) return fieldFailure('VALIDATION', 'subaddon');
  const options: TSaveAddonInput['subaddon'] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return fieldFailure('VALIDATION', 'subaddon');
    const r = row as Record<string, unknown>;
    const en = cellText(r.subaddonNameEn ?? r.name);
    const fr = cellText(r.subaddonNameFr ?? r.fr_name);
    const priceText = cellText(r.price);
    if (!en && !fr && !priceText) continue;
    if (!en && !fr) return fieldFailure('OPTION_NAME_REQUIRED', 'subaddon');
    const nameFailure = firstFreeTextFailure([
      ['subaddon', en, 'single-line', ADDON_NAME_MAX_LENGTH],
      ['subaddon', fr, 'single-line', ADDON_NAME_MAX_LENGTH],
    ]);
    if (nameFailure) return nameFailure;
    const price = priceText === '' ? 0 : parsePrice(typeof r.price === 'number' ? r.price : priceText);
    if (price === null) return fieldFailure('OPTION_PRICE_INVALID', 'subaddon');
    const allergens = parseAllergenCodes(cellList(r.allergens));
    if (allergens === null) return fieldFailure('ALLERGEN_INVALID', 'subaddon');
    options.push({ subaddonNameEn: en, subaddonNameFr: fr, price_cents: price, allergens });
  }
  if (options.length > ADDON_MAX_OPTIONS) return fieldFailure('TOO_MANY_OPTIONS', 'subaddon');
  if (options.length < choose) return fieldFailure('NOT_ENOUGH_OPTIONS', 'subaddon');

  const required = parseFlag(raw.isrequired);
  if (required === null) return fieldFailure('VALIDATION', 'isrequired');
  const minText = raw.min_choice.trim();
  const min = minText === '' ? required : /^\d{1,2}$/.test(minText) ? Number(minText) : NaN;
  if (!(min >= 0 && min <= choose) || (required === 1 && min === 0)) {
    return fieldFailure('MIN_CHOICES_INVALID', 'min_choice');
  }

  const price = raw.price.trim() === '' ? 0 : parsePrice(raw.price);
  if (price === null) return fieldFailure('PRICE_INVALID', 'price');

  return {
    ok: true,
    value: {
      items_addon_id: id.value,
      name: title.value.en,
      fr_name: title.value.fr,
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
  reportFirstProblem(checkAddonForm(raw), ctx, raw),
);
export type TSaveAddonRequest = z.input<typeof ZSaveAddonRequestSchema>;
export const ZSaveAddonResponseSchema = successEnvelope({
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
