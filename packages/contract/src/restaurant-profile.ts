import { z } from 'zod';
import { ZMessageFields } from './envelope.js';
import {
  cellText,
  fieldFailure,
  firstFreeTextFailure,
  parseFlag,
  parseId,
  parseJsonList,
  reportFirstProblem,
  zFormList,
  type FormCheck,
} from './form-fields.js';
import { ZLang } from './locale.js';
import { normalizeDialCode } from './countries.js';
import { normalizeNationalNumber } from './phone.js';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, PARTNER_NAME_MAX_LENGTH } from './auth.js';
import { parseIdList, parsePreparationTime, parseServiceSlots, ZItemImageSchema } from './menu/item-fields.js';
import { MAX_SERVICE_SLOTS } from './menu/limits.js';
import { ZReferenceOptionSchema } from './reference.js';
import { zText } from './text-fields.js';

import {
  ALLERGEN_NOTICE_MAX_LENGTH,
  CAPACITY_MAX,
  CLOSURE_REASON_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  MAX_CLOSURES,
  OWNER_DETAILS_MAX_LENGTH,
  PAUSE_MAX_MINUTES,
  PAUSE_MIN_MINUTES,
  PRICE_RANGE_MAX,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from './restaurant-limits.js';

export * from './restaurant-limits.js';

/** Monday 1 … Sunday 7 (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/* ---------- legal identity ---------- */

/** Luhn over the digits, as the SIRET/SIREN registry computes it. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "123 456 789 00012" → "12345678900012"; null unless 14 digits passing the Luhn check. */
export function parseSiret(value: string): string | null {
  const digits = value.replace(/[\s.]/g, '');
  return /^\d{14}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** The key of a French intra-EU TVA number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** "fr 40 303265045" → "FR40303265045"; null unless FR + the right key + a valid SIREN. */
export function parseFrenchVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '').toUpperCase();
  const match = /^FR(\d{2})(\d{9})$/.exec(compact);
  if (!match || !luhnValid(match[2]!)) return null;
  return frenchVatKey(match[2]!) === match[1] ? compact : null;
}

/* ---------- opening hours ---------- */

/** Slots of one day: "HH:MM" openings and closings, same length, sorted. Empty: closed. */
export interface TDaySlots {
  open: string[];
  close: string[];
}

export interface TWeekdayHours extends TDaySlots {
  weekday: Weekday;
}

export interface TClosure {
  /** YYYY-MM-DD, Paris dates, both included. */
  start_date: string;
  end_date: string;
  reason: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function slotsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  return cellText(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Hours that differ from the usual slots, per weekday: a JSON list of { weekday, open_time,
 * close_time } (times comma-separated or as lists); both empty means closed that day. A day
 * listed twice, or slots that would not be valid as the usual ones, are refused.
 */
function parseWeeklyHours(value: unknown): FormCheck<TWeekdayHours[]> {
  const rows = parseJsonList(value);
  if (rows === null) return fieldFailure('WEEKLY_HOURS_INVALID', 'weekly_hours');
  const days = new Map<Weekday, TWeekdayHours>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return fieldFailure('WEEKLY_HOURS_INVALID', 'weekly_hours');
    const r = row as Record<string, unknown>;
    const weekday = Number(cellText(r.weekday));
    if (!WEEKDAYS.includes(weekday as Weekday) || days.has(weekday as Weekday)) {
      return fieldFailure('WEEKLY_HOURS_INVALID', 'weekly_hours');
    }
    const open = slotsOf(r.open_time);
    const close = slotsOf(r.close_time);
    if (open.length > MAX_SERVICE_SLOTS || close.length > MAX_SERVICE_SLOTS) {
      return fieldFailure('TOO_MANY_OPENING_SLOTS', 'weekly_hours');
    }
    if (open.length === 0 && close.length === 0) {
      days.set(weekday as Weekday, { weekday: weekday as Weekday, open: [], close: [] });
      continue;
    }
    const slots = parseServiceSlots(open, close);
    if (!slots) return fieldFailure('WEEKLY_HOURS_INVALID', 'weekly_hours');
    days.set(weekday as Weekday, { weekday: weekday as Weekday, ...slots });
  }
  return { ok: true, value: [...days.values()].sort((a, b) => a.weekday - b.weekday) };
}

/** Exceptional closures: a JSON list of { start_date, end_date, reason }, at most MAX_CLOSURES. */
function parseClosures(value: unknown): FormCheck<TClosure[]> {
  const rows = parseJsonList(value);
  if (rows === null) return fieldFailure('CLOSURE_INVALID', 'closures');
  const closures: TClosure[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return fieldFailure('CLOSURE_INVALID', 'closures');
    const r = row as Record<string, unknown>;
    const start = cellText(r.start_date);
    const end = cellText(r.end_date) || start;
    const reason = cellText(r.reason);
    if (!start && !reason) continue;
    if (!isCalendarDate(start) || !isCalendarDate(end)) return fieldFailure('CLOSURE_INVALID', 'closures');
    if (end < start) return fieldFailure('CLOSURE_ENDS_BEFORE_START', 'closures');
    const reasonFailure = firstFreeTextFailure([['closures', reason, 'single-line', CLOSURE_REASON_MAX_LENGTH]]);
    if (reasonFailure) return reasonFailure;
    closures.push({ start_date: start, end_date: end, reason });
  }
  if (closures.length > MAX_CLOSURES) return fieldFailure('TOO_MANY_CLOSURES', 'closures');
  return { ok: true, value: closures.sort((a, b) => a.start_date.localeCompare(b.start_date)) };
}

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
function parseWhole(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

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

/* ---------- the profile in replies (kept by the web app as `userdata`) ---------- */

/** A gallery photo is stored as an item photo is: a large WebP and its thumbnail. */
export const ZGalleryImageSchema = ZItemImageSchema;
export type TGalleryImage = z.infer<typeof ZGalleryImageSchema>;

export const ZWeekdayHoursSchema = z.object({
  weekday: z.number().int(),
  /** "HH:MM,HH:MM"; empty with close_time: closed that day. */
  open_time: z.string(),
  close_time: z.string(),
});
export const ZClosureSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
});
export type TClosureReply = z.infer<typeof ZClosureSchema>;

export const ZRestaurantProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  email: z.string(),
  /** National digits. */
  phone: z.string(),
  /** "+33". */
  country_code: z.string(),
  logo_image: z.string(),
  /** 1 online, 0 offline. */
  status: z.number().int(),
  /** Epoch ms while a timed pause lasts, otherwise null. */
  paused_until: z.number().nullable(),
  /** Whether customers can order now: online, not paused, within opening hours. */
  taking_orders: z.boolean(),
  open_now: z.boolean(),
  web_restro: z.string(),
  web_instagram: z.string(),
  web_facebook: z.string(),
  /** Minutes; null until the profile is first saved. (The original clients' spelling.) */
  prepration_time: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  price_range: z.number().int().nullable(),
  parking: z.number().int(),
  description: z.string(),
  fr_description: z.string(),
  owner_details: z.string(),
  cuisines: z.array(ZReferenceOptionSchema),
  type_of_service: z.array(ZReferenceOptionSchema),
  food_choices: z.array(ZReferenceOptionSchema),
  payment_type: z.array(ZReferenceOptionSchema),
  /** The usual hours, comma-separated "HH:MM", up to MAX_SERVICE_SLOTS. */
  open_time: z.string(),
  close_time: z.string(),
  /** Days whose hours differ from the usual ones. */
  weekly_hours: z.array(ZWeekdayHoursSchema),
  closures: z.array(ZClosureSchema),
  restroGalleryImage: z.array(ZGalleryImageSchema),
  legal_name: z.string(),
  siret: z.string(),
  vat_number: z.string(),
  allergen_notice: z.string(),
  imageUrl: z.string(),
  public_id: z.string(),
  public_url: z.string(),
});
export type TRestaurantProfile = z.infer<typeof ZRestaurantProfileSchema>;

/* ---------- GET v1/restaurant/restaurantDetails?lang= ---------- */
export const ZRestaurantDetailsQuerySchema = z.object({ lang: ZLang.optional() });

export const ZRestaurantDetailsResponseSchema = ZMessageFields.extend({
  status: z.literal(200),
  data: ZRestaurantProfileSchema,
});
export type TRestaurantDetailsResponse = z.infer<typeof ZRestaurantDetailsResponseSchema>;

/** editMyDetails: the saved profile; or, when the e-mail or phone changes, CONTACT_CODE_SENT first. */
export const ZEditMyDetailsResponseSchema = ZMessageFields.extend({
  status: z.union([z.literal(200), z.literal(201)]),
  code: z.string().optional(),
  field: z.string().optional(),
  data: ZRestaurantProfileSchema.optional(),
});
export type TEditMyDetailsResponse = z.infer<typeof ZEditMyDetailsResponseSchema>;

/* ---------- POST v1/restaurant/changerestrostatus, with a timed pause ---------- */

export const ZChangeStatusRequestSchema = z.object({
  status: zText().pipe(z.enum(['0', '1'], { error: 'VALIDATION' })),
  /** PAUSE_MIN_MINUTES to PAUSE_MAX_MINUTES: online again by itself after that long. */
  pause_minutes: zText()
    .transform((value, ctx) => {
      const text = value.trim();
      if (text === '') return undefined;
      const minutes = parseWhole(text, PAUSE_MIN_MINUTES, PAUSE_MAX_MINUTES);
      if (minutes === null) {
        ctx.issues.push({ code: 'custom', message: 'PAUSE_INVALID', input: value });
        return z.NEVER;
      }
      return minutes;
    })
    .optional(),
  /** 'tomorrow': until the next day's first opening. */
  pause_until: zText()
    .transform((value, ctx) => {
      const text = value.trim();
      if (text === '') return undefined;
      if (text !== 'tomorrow') {
        ctx.issues.push({ code: 'custom', message: 'PAUSE_INVALID', input: value });
        return z.NEVER;
      }
      return 'tomorrow' as const;
    })
    .optional(),
  lang: ZLang.optional(),
});
export type TChangeStatusRequest = z.input<typeof ZChangeStatusRequestSchema>;

export const ZChangeStatusResponseSchema = ZMessageFields.extend({
  status: z.union([z.literal(200), z.literal(201)]),
  code: z.string().optional(),
  field: z.string().optional(),
  data: z
    .object({
      status: z.number().int(),
      paused_until: z.number().nullable(),
      taking_orders: z.boolean(),
    })
    .optional(),
});
export type TChangeStatusResponse = z.infer<typeof ZChangeStatusResponseSchema>;
