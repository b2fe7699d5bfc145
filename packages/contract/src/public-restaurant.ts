import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { type Locale, ZLang } from './locale.js';
import { ZAllergenSchema } from './menu/allergens.js';
import { ZReferenceOptionSchema } from './reference.js';

/*
 * A restaurant's public page: GET /api/v1/public/restaurant/{public_id}?lang= (JSON, no token)
 * and the page itself, /r/{public_id}?lang=. What a customer may see, nothing else: never the
 * e-mail, the owner's details, the legal identity or anything of the account.
 */

export const ZPublicRestaurantParamsSchema = z.object({
  /** The restaurant's public id (Sqids); an unknown or altered one is a 404. */
  public_id: z.string(),
});

export const ZPublicRestaurantQuerySchema = z.object({
  /** French unless "en". */
  lang: ZLang.optional(),
});

/**
 * Shown when the restaurant wrote no allergen notice of its own: the law lets a restaurant give
 * allergen information on request, provided its menu says so in writing.
 */
export const DEFAULT_ALLERGEN_NOTICE: Record<Locale, string> = {
  fr: 'Les informations sur les allergènes présents dans nos plats sont disponibles sur simple demande auprès de notre équipe.',
  en: 'Information on the allergens in our dishes is available on request from our staff.',
};

/** What a dish costs after its discount, to the cent, as an order prices it. */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/**
 * Where the restaurant stands with its customers now, the first that applies: `offline`
 * (switched off), `paused` (until `paused_until`), `closed` (outside its hours, or an exceptional
 * closure today), `open` (within its hours), `online` (online, no hours given).
 */
export const PUBLIC_PRESENCE_STATES = ['offline', 'paused', 'closed', 'open', 'online'] as const;
export type PublicPresenceState = (typeof PUBLIC_PRESENCE_STATES)[number];

const ZImageFilesSchema = z.object({
  /** Under `imageUrl`: the large WebP (up to 1,600 px) and its 400 px thumbnail. */
  file_name: z.string(),
  thumb_name: z.string(),
});

const ZSlotsSchema = z.object({
  /** "HH:MM" openings and the closings at the same positions; empty: closed. */
  open: z.array(z.string()),
  close: z.array(z.string()),
});

export const ZPublicHoursSchema = z.object({
  /** The usual slots of every day. */
  usual: ZSlotsSchema,
  /** Monday (1) to Sunday (7): the slots that apply that weekday (its own, else the usual). */
  week: z.array(ZSlotsSchema.extend({ weekday: z.number().int() })),
  /** Exceptional closures not over yet, earliest first (Paris dates, both included). */
  closures: z.array(z.object({ start_date: z.string(), end_date: z.string(), reason: z.string() })),
  /** Today in Paris, "YYYY-MM-DD", and its weekday (1 Monday … 7 Sunday). */
  today: z.string(),
  today_weekday: z.number().int(),
});
export type TPublicHours = z.infer<typeof ZPublicHoursSchema>;

export const ZPublicPresenceSchema = z.object({
  state: z.enum(PUBLIC_PRESENCE_STATES),
  /** `open`: when the current slot ends (epoch ms). */
  closes_at: z.number().nullable(),
  /** `closed` and `paused`: the next opening within a month, if any (epoch ms). */
  next_opening: z.number().nullable(),
  /** `closed` by an exceptional closure today: its reason (may be empty). */
  closure_reason: z.string().nullable(),
});
export type TPublicPresence = z.infer<typeof ZPublicPresenceSchema>;

export const ZPublicAddonGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** At most this many options. */
  choose_upto: z.number().int(),
  /** At least this many (1 when required and no minimum was set). */
  min_choice: z.number().int(),
  is_required: z.boolean(),
  options: z.array(
    z.object({
      name: z.string(),
      /** Euros added per dish. */
      price: z.number(),
      allergens: z.array(ZAllergenSchema),
    }),
  ),
});
export type TPublicAddonGroup = z.infer<typeof ZPublicAddonGroupSchema>;

export const ZPublicMenuItemSchema = z.object({
  id: z.number().int(),
  /** In the reply's language, else the other. */
  name: z.string(),
  description: z.string(),
  /** Euros, TVA included; with sizes, the first size's. */
  price: z.number(),
  /** Percent, 0 for none. */
  discount: z.number().int(),
  /** Euros after the discount; null without one. */
  discounted_price: z.number().nullable(),
  /** Every second one of the dish is free. */
  buy_one_get_one: z.boolean(),
  sizes: z.array(
    z.object({ id: z.number().int(), label: z.string(), price: z.number(), discounted_price: z.number().nullable() }),
  ),
  addon_groups: z.array(ZPublicAddonGroupSchema),
  allergens: z.array(ZAllergenSchema),
  food_choices: z.array(ZReferenceOptionSchema),
  images: z.array(ZImageFilesSchema),
  max_per_order: z.number().int().nullable(),
  /** Orderable now: neither switched off nor sold out. */
  available: z.boolean(),
  /** Taken off the menu by the restaurant (shown, marked "not available"). */
  switched_off: z.boolean(),
  /** Sold out today; back at `sold_out_until` (the next 04:00, Paris time). */
  sold_out: z.boolean(),
  sold_out_until: z.number().nullable(),
});
export type TPublicMenuItem = z.infer<typeof ZPublicMenuItemSchema>;

export const ZPublicMenuSectionSchema = z.object({
  /** null: dishes without a dish type, last. */
  dish_type_id: z.number().int().nullable(),
  label: z.string(),
  items: z.array(ZPublicMenuItemSchema),
});
export type TPublicMenuSection = z.infer<typeof ZPublicMenuSectionSchema>;

export const ZPublicRestaurantSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  /** In the reply's language, else the other. */
  description: z.string(),
  logo: ZImageFilesSchema.nullable(),
  photos: z.array(ZImageFilesSchema),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The address on OpenStreetMap. */
  map_url: z.string(),
  /** International form, "+33612345678". */
  phone: z.string(),
  website: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  cuisines: z.array(ZReferenceOptionSchema),
  type_of_service: z.array(ZReferenceOptionSchema),
  food_choices: z.array(ZReferenceOptionSchema),
  payment_type: z.array(ZReferenceOptionSchema),
  /** 1 (€) to 4 (€€€€); null when not given. */
  price_range: z.number().int().nullable(),
  parking: z.boolean(),
  /** The restaurant's own notice, or the default one: allergen information is given on request. */
  allergen_notice: z.string(),
  hours: ZPublicHoursSchema,
  presence: ZPublicPresenceSchema,
  /** null when the restaurant has given no hours. */
  open_now: z.boolean().nullable(),
  /** Online, not paused, within its hours (when it has some). */
  taking_orders: z.boolean(),
  /** Epoch ms while a pause lasts. */
  paused_until: z.number().nullable(),
  /** 1 online, 0 offline. */
  status: z.number().int(),
  /** Visible dish types in the restaurant's order; switched-off and sold-out dishes included, marked. */
  menu: z.array(ZPublicMenuSectionSchema),
});
export type TPublicRestaurant = z.infer<typeof ZPublicRestaurantSchema>;

export const ZPublicRestaurantResponseSchema = successEnvelope({
  data: ZPublicRestaurantSchema,
  imageUrl: z.string(),
});
export type TPublicRestaurantResponse = z.infer<typeof ZPublicRestaurantResponseSchema>;
