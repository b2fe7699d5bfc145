import { z } from 'zod';
import {
  cellText,
  fieldFailure,
  firstFreeTextFailure,
  parseFlag,
  parseId,
  parseWhole,
  reportFirstProblem,
  zFormList,
  type FormCheck,
} from './form-fields.js';
import { ZLang } from './locale.js';
import {
  parseClosures,
  parseFrenchVatNumber,
  parseSiret,
  parseWeeklyHours,
  type TClosure,
  type TWeekdayHours,
} from './restaurant-fields.js';
import { normalizeDialCode } from './countries.js';
import { normalizeNationalNumber } from './phone.js';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, PARTNER_NAME_MAX_LENGTH } from './auth.js';
import { parseIdList, parsePreparationTime, parseServiceSlots } from './menu/item-fields.js';
import { MAX_SERVICE_SLOTS } from './menu/limits.js';
import { zText } from './text-fields.js';

import {
  ALLERGEN_NOTICE_MAX_LENGTH,
  CAPACITY_MAX,
  LEGAL_NAME_MAX_LENGTH,
  OWNER_DETAILS_MAX_LENGTH,
  PRICE_RANGE_MAX,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from './restaurant-limits.js';

export * from './restaurant-limits.js';

export { isCalendarDate } from './form-fields.js';
export {
  WEEKDAYS,
  frenchVatKey,
  parseFrenchVatNumber,
  parseSiret,
  type TClosure,
  type TDaySlots,
  type TWeekdayHours,
  type Weekday,
} from './restaurant-fields.js';

/* ---------- the profile form: POST v1/restaurant/editMyDetails (multipart) ---------- */

/** A website or social page: http(s) only; "monresto.fr" is read as https://monresto.fr. */
export function parseWebsite(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (withScheme.length > WEBSITE_MAX_LENGTH || /\s/.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

function parseCoordinate(value: string, limit: number): number | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** A whole number in [min, max], or null; '' is `empty`. */

export const ZProfileFormFieldsSchema = z.object({
  name: zText(),
  address: zText(),
  latitude: zText(),
  longitude: zText(),
  email: zText(),
  /** National number as typed; its digits are kept without leading zeros. */
  phone: zText(),
  country_code: zText(),
  /** The code sent to a new e-mail or phone (second call of a contact change). */
  otp: zText(),
  /** The account's password, named as in the customer's editMyDetails: a new phone needs it on both calls. */
  current_password: zText().optional(),
  cuisines: zFormList(),
  type_of_service: zFormList(),
  food_choices: zFormList(),
  payment_type: zFormList(),
  /** Minutes (the original clients' spelling). */
  preprationTime: zText(),
  /** 1 (€) to PRICE_RANGE_MAX (€€€€). */
  price_range: zText(),
  /** "HH:MM", comma-separated or repeated, up to MAX_SERVICE_SLOTS: the usual hours of every day. */
  open_time: zFormList(),
  close_time: zFormList(),
  capacity: zText(),
  parking: zText(),
  web_restro: zText(),
  web_instagram: zText(),
  web_facebook: zText(),
  description: zText(),
  fr_description: zText(),
  owner_details: zText(),
  /** Gallery photo ids to delete, comma-separated. */
  deleteimage: zFormList(),
  /*
   * Fields that came after the first clients: left out, the profile keeps what it has; sent
   * empty, they clear it.
   */
  legal_name: z.unknown().optional(),
  siret: z.unknown().optional(),
  vat_number: z.unknown().optional(),
  allergen_notice: z.unknown().optional(),
  /** JSON list of { weekday 1–7, open_time, close_time }: days whose hours differ. */
  weekly_hours: z.unknown().optional(),
  /** JSON list of { start_date, end_date, reason }: the whole list of exceptional closures. */
  closures: z.unknown().optional(),
  lang: ZLang.optional(),
});
export type TProfileFormFields = z.input<typeof ZProfileFormFieldsSchema>;

/** What the server stores for a valid profile form. */
export interface TSaveProfileInput {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  email: string;
  /** National digits, e.g. "612345678". */
  phone: string;
  /** "+33". */
  country_code: string;
  otp: string | null;
  /** As typed (never trimmed); null when not sent. */
  current_password: string | null;
  cuisines: number[];
  type_of_service: number[];
  food_choices: number[];
  payment_type: number[];
  preparation_time: number;
  price_range: number;
  open_time: string[];
  close_time: string[];
  capacity: number | null;
  parking: 0 | 1;
  web_restro: string;
  web_instagram: string;
  web_facebook: string;
  description: string;
  fr_description: string;
  owner_details: string;
  delete_image_ids: number[];
  /** undefined: not sent, kept as it is. */
  legal_name: string | undefined;
  siret: string | undefined;
  vat_number: string | undefined;
  allergen_notice: string | undefined;
  weekly_hours: TWeekdayHours[] | undefined;
  closures: TClosure[] | undefined;
  lang?: 'fr' | 'en' | undefined;
}

/**
 * The profile form's rules, in the order of the specification: name and address, e-mail, mobile,
 * at least one cuisine, at least one service type, preparation time, payment method, price scale;
 * then the opening slots and the rest. Only the first problem is reported. Whether the ids exist,
 * the address is in France and the gallery limit are the server's checks.
 */
export function checkProfileForm(raw: z.output<typeof ZProfileFormFieldsSchema>): FormCheck<TSaveProfileInput> {
  const name = raw.name.trim();
  if (!name) return fieldFailure('REQUIRED', 'name');
  const address = raw.address.trim();
  const headFailure = firstFreeTextFailure([
    ['name', name, 'single-line', PARTNER_NAME_MAX_LENGTH],
    ['address', address, 'single-line', ADDRESS_MAX_LENGTH],
  ]);
  if (headFailure) return headFailure;
  if (!address) return fieldFailure('REQUIRED', 'address');
  const latitude = parseCoordinate(raw.latitude, 90);
  const longitude = parseCoordinate(raw.longitude, 180);
  if (latitude === null || longitude === null) return fieldFailure('ADDRESS_NOT_CHOSEN', 'address');

  const email = raw.email.trim().toLowerCase();
  if (!email) return fieldFailure('REQUIRED', 'email');
  if (email.length > EMAIL_MAX_LENGTH || !z.email().safeParse(email).success) {
    return fieldFailure('EMAIL_INVALID', 'email');
  }
  if (!raw.phone.trim()) return fieldFailure('REQUIRED', 'phone');
  const phone = normalizeNationalNumber(raw.phone);
  if (phone === null) return fieldFailure('PHONE_INVALID', 'phone');
  if (!raw.country_code.trim()) return fieldFailure('REQUIRED', 'country_code');
  const countryCode = normalizeDialCode(raw.country_code);
  if (countryCode === null) return fieldFailure('COUNTRY_CODE_INVALID', 'country_code');

  if (raw.cuisines.length === 0) return fieldFailure('CUISINE_REQUIRED', 'cuisines');
  const cuisines = parseIdList(raw.cuisines, 'cuisines');
  if (!cuisines.ok) return cuisines;
  if (raw.type_of_service.length === 0) return fieldFailure('SERVICE_TYPE_REQUIRED', 'type_of_service');
  const services = parseIdList(raw.type_of_service, 'type_of_service');
  if (!services.ok) return services;
  const preparation = parsePreparationTime(raw.preprationTime);
  if (preparation === null) return fieldFailure('PREPARATION_TIME_INVALID', 'preprationTime');
  if (raw.payment_type.length === 0) return fieldFailure('PAYMENT_METHOD_REQUIRED', 'payment_type');
  const payments = parseIdList(raw.payment_type, 'payment_type');
  if (!payments.ok) return payments;
  const priceRange = parseWhole(raw.price_range, 1, PRICE_RANGE_MAX);
  if (priceRange === null) return fieldFailure('PRICE_RANGE_INVALID', 'price_range');

  if (raw.open_time.length > MAX_SERVICE_SLOTS || raw.close_time.length > MAX_SERVICE_SLOTS) {
    return fieldFailure('TOO_MANY_OPENING_SLOTS', 'open_time');
  }
  const slots = parseServiceSlots(raw.open_time, raw.close_time);
  if (!slots) return fieldFailure('OPENING_HOURS_INVALID', 'open_time');

  const capacityText = raw.capacity.trim();
  const capacity = capacityText === '' ? null : parseWhole(capacityText, 1, CAPACITY_MAX);
  if (capacityText !== '' && capacity === null) return fieldFailure('CAPACITY_INVALID', 'capacity');
  const parking = parseFlag(raw.parking);
  if (parking === null) return fieldFailure('VALIDATION', 'parking');
  const websites: Record<'web_restro' | 'web_instagram' | 'web_facebook', string> = {
    web_restro: '',
    web_instagram: '',
    web_facebook: '',
  };
  for (const field of ['web_restro', 'web_instagram', 'web_facebook'] as const) {
    const url = parseWebsite(raw[field]);
    if (url === null) return fieldFailure('WEBSITE_INVALID', field);
    websites[field] = url;
  }
  const description = raw.description.trim();
  const frDescription = raw.fr_description.trim();
  const ownerDetails = raw.owner_details.trim();
  const textFailure = firstFreeTextFailure([
    ['description', description, 'multi-line', PROFILE_DESCRIPTION_MAX_LENGTH],
    ['fr_description', frDescription, 'multi-line', PROFILE_DESCRIPTION_MAX_LENGTH],
    ['owner_details', ownerDetails, 'multi-line', OWNER_DETAILS_MAX_LENGTH],
  ]);
  if (textFailure) return textFailure;
  const foodChoices = parseIdList(raw.food_choices, 'food_choices');
  if (!foodChoices.ok) return foodChoices;

  const legalName = raw.legal_name === undefined ? undefined : cellText(raw.legal_name);
  if (legalName !== undefined) {
    const failure = firstFreeTextFailure([['legal_name', legalName, 'single-line', LEGAL_NAME_MAX_LENGTH]]);
    if (failure) return failure;
  }
  const siretText = raw.siret === undefined ? undefined : cellText(raw.siret);
  const siret = siretText === undefined || siretText === '' ? siretText : parseSiret(siretText);
  if (siret === null) return fieldFailure('SIRET_INVALID', 'siret');
  const vatText = raw.vat_number === undefined ? undefined : cellText(raw.vat_number);
  const vat = vatText === undefined || vatText === '' ? vatText : parseFrenchVatNumber(vatText);
  if (vat === null) return fieldFailure('VAT_NUMBER_INVALID', 'vat_number');
  // The TVA number holds the SIREN, the first 9 digits of the SIRET: both name one company.
  if (vat && siret && vat.slice(4) !== siret.slice(0, 9)) return fieldFailure('VAT_NUMBER_MISMATCH', 'vat_number');
  const allergenNotice = raw.allergen_notice === undefined ? undefined : cellText(raw.allergen_notice);
  if (allergenNotice !== undefined) {
    const failure = firstFreeTextFailure([
      ['allergen_notice', allergenNotice, 'multi-line', ALLERGEN_NOTICE_MAX_LENGTH],
    ]);
    if (failure) return failure;
  }
  const weekly: FormCheck<TWeekdayHours[] | undefined> =
    raw.weekly_hours === undefined ? { ok: true, value: undefined } : parseWeeklyHours(raw.weekly_hours);
  if (!weekly.ok) return weekly;
  const closures: FormCheck<TClosure[] | undefined> =
    raw.closures === undefined ? { ok: true, value: undefined } : parseClosures(raw.closures);
  if (!closures.ok) return closures;
  const deleteIds = raw.deleteimage.map(parseId);
  if (deleteIds.some((id) => id === null)) return fieldFailure('NOT_FOUND', 'deleteimage');
  const otp = raw.otp.trim();
  if (otp && !/^\d{4,8}$/.test(otp)) return fieldFailure('INVALID_OTP', 'otp');

  return {
    ok: true,
    value: {
      name,
      address,
      latitude,
      longitude,
      email,
      phone,
      country_code: countryCode,
      otp: otp || null,
      current_password: raw.current_password || null,
      cuisines: cuisines.value,
      type_of_service: services.value,
      food_choices: foodChoices.value,
      payment_type: payments.value,
      preparation_time: preparation,
      price_range: priceRange,
      open_time: slots.open,
      close_time: slots.close,
      capacity,
      parking,
      ...websites,
      description,
      fr_description: frDescription,
      owner_details: ownerDetails,
      delete_image_ids: [...new Set(deleteIds as number[])],
      legal_name: legalName,
      siret,
      vat_number: vat,
      allergen_notice: allergenNotice,
      weekly_hours: weekly.value,
      closures: closures.value,
      lang: raw.lang,
    },
  };
}

/* Reply: ZRestaurantDetailsResponseSchema; multipart/form-data with `logo_image` (one file) and
 * `restro_gallery_image` files (repeatable), or JSON / urlencoded without files. */
export const ZEditMyDetailsRequestSchema = ZProfileFormFieldsSchema.transform((raw, ctx) =>
  reportFirstProblem(checkProfileForm(raw), ctx, raw),
);
export type TEditMyDetailsRequest = z.input<typeof ZEditMyDetailsRequestSchema>;
