import { z } from 'zod';
import { ZAckSchema, ZPaginationSchema } from './envelope.js';
import { parsedOr, zFormList, zId, zPage } from './form-fields.js';
import {
  GUEST_MAX_TAGS,
  GUEST_NOTES_MAX_LENGTH,
  GUEST_SEARCH_MAX_LENGTH,
  GUEST_TAG_MAX_LENGTH,
} from './guest-limits.js';
import { ZLang } from './locale.js';
import { parseAllergenCodes, ZAllergenSchema } from './menu/allergens.js';
import { BOOKING_SOURCES, BOOKING_STATUSES } from './reservation-limits.js';
import { hasInvalidCharacters, zMultiLineText, zText } from './text-fields.js';

export * from './guest-limits.js';

/*
 * The guest book: one guest per phone (international form) per restaurant, never
 * merged on e-mail, drawn from the restaurant's bookings, with the restaurant's own notes, tags and
 * allergens. Another restaurant never sees it: a guest id selects only among the caller's guests.
 */

/* ---------- fields ---------- */

/** Tags comma-separated or repeated: trimmed, each one line, the same tag (any case) once. */
export const zGuestTags = () =>
  zFormList().transform((tokens, ctx) => {
    const tags: string[] = [];
    for (const token of tokens) {
      const tag = token.trim().replace(/\s+/g, ' ');
      if (!tag) continue;
      if (tag.length > GUEST_TAG_MAX_LENGTH || hasInvalidCharacters(tag, 'single-line')) {
        ctx.issues.push({ code: 'custom', message: 'GUEST_TAG_INVALID', input: token });
        return z.NEVER;
      }
      if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    }
    if (tags.length > GUEST_MAX_TAGS) {
      ctx.issues.push({ code: 'custom', message: 'GUEST_TOO_MANY_TAGS', input: tokens });
      return z.NEVER;
    }
    return tags;
  });

/** Allergen codes comma-separated or repeated, in the regulation's order. */
export const zGuestAllergens = () => zFormList().transform(parsedOr(parseAllergenCodes, 'GUEST_ALLERGEN_UNKNOWN'));

/* ---------- calls ---------- */

export const ZGuestListQuerySchema = z.object({
  /** A name (any part, any case) or phone digits ("06 12 34" finds +33 6 12 34 …). */
  searchval: zText()
    .pipe(z.string().trim().max(GUEST_SEARCH_MAX_LENGTH, 'TEXT_TOO_LONG'))
    .optional()
    .transform((v) => v ?? ''),
  page: zPage(),
  /** The language of the allergens' names; the member's own when absent. */
  lang: ZLang.optional(),
});
export type TGuestListQuery = z.input<typeof ZGuestListQuerySchema>;

/** A guest as the list shows them: who, and what their bookings at this restaurant add up to. */
export const ZGuestSummarySchema = z.object({
  id: z.number().int(),
  /** The name of the guest's latest booking. */
  first_name: z.string(),
  last_name: z.string(),
  /** International form, "+33612345678". */
  phone: z.string(),
  /** Honoured bookings. */
  visits: z.number().int(),
  /** Covers of the honoured bookings. */
  covers: z.number().int(),
  no_shows: z.number().int(),
  /** Cancelled by the guest within the 12 hours before the meal. */
  late_cancellations: z.number().int(),
  /** Every booking, whatever its status. */
  bookings: z.number().int(),
  /** The meal instant of the last honoured booking (epoch ms); null before a first visit. */
  last_visit_at: z.number().nullable(),
  tags: z.array(z.string()),
  allergens: z.array(ZAllergenSchema),
});
export type TGuestSummary = z.infer<typeof ZGuestSummarySchema>;

export const ZGuestListSchema = z.object({
  guests: z.array(ZGuestSummarySchema),
  /** `total`: guests matching the search (all of them without one). */
  ...ZPaginationSchema.shape,
});
export type TGuestList = z.infer<typeof ZGuestListSchema>;
export const ZGuestListResponseSchema = ZAckSchema.extend({ data: ZGuestListSchema.optional() });
export type TGuestListResponse = z.infer<typeof ZGuestListResponseSchema>;

export const ZGuestDetailQuerySchema = z.object({ guest_id: zId(), lang: ZLang.optional() });

/** One of the guest's bookings at this restaurant. */
export const ZGuestBookingSchema = z.object({
  id: z.number().int(),
  /** The service's Paris day and the arrival time. */
  date: z.string(),
  time: z.string(),
  covers: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  /** The guest's note on that booking. */
  note: z.string(),
});
export type TGuestBooking = z.infer<typeof ZGuestBookingSchema>;

export const ZGuestDetailSchema = ZGuestSummarySchema.extend({
  /** E-mail of the latest booking that gave one (shown, never a key). */
  email: z.string(),
  notes: z.string(),
  /** Newest first. */
  booking_list: z.array(ZGuestBookingSchema),
  /** Last change of the notes, tags or allergens (epoch ms); null before any. */
  notes_updated_at: z.number().nullable(),
});
export type TGuestDetail = z.infer<typeof ZGuestDetailSchema>;
export const ZGuestDetailResponseSchema = ZAckSchema.extend({ data: ZGuestDetailSchema.optional() });
export type TGuestDetailResponse = z.infer<typeof ZGuestDetailResponseSchema>;

export const ZSaveGuestNotesRequestSchema = z.object({
  guest_id: zId(),
  notes: zMultiLineText({ maxLength: GUEST_NOTES_MAX_LENGTH, tooLongCode: 'GUEST_NOTES_TOO_LONG' }),
  tags: zGuestTags(),
  allergens: zGuestAllergens(),
  lang: ZLang.optional(),
});
export type TSaveGuestNotesRequest = z.input<typeof ZSaveGuestNotesRequestSchema>;
export type TSaveGuestNotesInput = z.output<typeof ZSaveGuestNotesRequestSchema>;

export const ZGuestCsvQuerySchema = z.object({
  /** The language of the column heads; the member's own when absent. */
  lang: ZLang.optional(),
});
