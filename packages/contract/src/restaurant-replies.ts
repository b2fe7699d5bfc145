import { z } from 'zod';
import { ZAckSchema, successEnvelope } from './envelope.js';
import { parseWhole } from './form-fields.js';
import { ZLang } from './locale.js';
import { ZItemImageSchema } from './menu/item-fields.js';
import { ZReferenceOptionSchema } from './reference.js';
import { PAUSE_MAX_MINUTES, PAUSE_MIN_MINUTES } from './restaurant-limits.js';
import { zText } from './text-fields.js';

/*
 * The restaurant's profile as the calls answer it (kept by the web app as `userdata`), and its
 * presence (online, offline, paused).
 */

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
  /** The team member who started the running pause (staff may end their own); null for the owner or no pause. */
  paused_by_member: z.number().int().nullable(),
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

export const ZRestaurantDetailsResponseSchema = successEnvelope({
  data: ZRestaurantProfileSchema,
});
export type TRestaurantDetailsResponse = z.infer<typeof ZRestaurantDetailsResponseSchema>;

/** editMyDetails: the saved profile; or, when the e-mail or phone changes, CONTACT_CODE_SENT first. */
export const ZEditMyDetailsResponseSchema = ZAckSchema.extend({ data: ZRestaurantProfileSchema.optional() });
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

export const ZChangeStatusResponseSchema = ZAckSchema.extend({
  data: z
    .object({
      status: z.number().int(),
      paused_until: z.number().nullable(),
      paused_by_member: z.number().int().nullable(),
      taking_orders: z.boolean(),
    })
    .optional(),
});
export type TChangeStatusResponse = z.infer<typeof ZChangeStatusResponseSchema>;
