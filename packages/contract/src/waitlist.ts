import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { zFormList, parseId, zId } from './form-fields.js';
import { zBookingDate, zClock, zCovers, parseClock, zWhole } from './reservation-fields.js';
import { GUEST_NAME_MAX_LENGTH } from './reservation-limits.js';
import { zSingleLineText, zText } from './text-fields.js';
import { WAITLIST_ENTRY_KINDS, WAITLIST_STATUSES, WALK_IN_MAX_QUOTED_MINUTES } from './waitlist-limits.js';

/*
 * The waitlist of a day (a guest facing a full slot waits for covers to free up between two
 * times) and today's walk-in queue (a party at the door, told a wait). Both are entries of one
 * list the host reads for a day.
 */

export * from './waitlist-limits.js';

/* ---------- what the lists carry ---------- */

export const ZWaitlistOfferSchema = z.object({
  /** The offered arrival, "HH:MM" Paris. */
  time: z.string(),
  /** Epoch ms: the offer lapses then and passes to the next entry. */
  expires_at: z.number().int(),
});

/** One entry of the day's list, as the host sees it (the floor plan reads the same). */
export const ZWaitlistEntrySchema = z.object({
  entry_id: z.number().int(),
  kind: z.enum(WAITLIST_ENTRY_KINDS),
  name: z.string(),
  covers: z.number().int(),
  phone: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  date: z.string(),
  /** The waitlist's window of arrival, "HH:MM"; null for a walk-in. */
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  /** The wait quoted to a walk-in, in minutes; null on the waitlist. */
  quoted_minutes: z.number().int().nullable(),
  /** When the walk-in was told its table is ready; null before. */
  ready_notified_at: z.number().int().nullable(),
  created_at: z.number().int(),
  offer: ZWaitlistOfferSchema.nullable(),
  /** The booking made from the entry (accepted or seated); null before. */
  booking_id: z.number().int().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntrySchema>;

export const ZWaitlistListSchema = z.object({ date: z.string(), entries: z.array(ZWaitlistEntrySchema) });
export type TWaitlistList = z.infer<typeof ZWaitlistListSchema>;
export const ZWaitlistListResponseSchema = ZAckSchema.extend({ data: ZWaitlistListSchema.optional() });
export const ZWaitlistEntryResponseSchema = ZAckSchema.extend({ data: ZWaitlistEntrySchema.optional() });

/** One of the guest's entries, with its restaurant. */
export const ZMyWaitlistEntrySchema = ZWaitlistEntrySchema.extend({
  restaurant_id: z.string(),
  restaurant_name: z.string(),
});
export type TMyWaitlistEntry = z.infer<typeof ZMyWaitlistEntrySchema>;
export const ZMyWaitlistResponseSchema = ZAckSchema.extend({ data: z.array(ZMyWaitlistEntrySchema).optional() });
export const ZMyWaitlistEntryResponseSchema = ZAckSchema.extend({ data: ZMyWaitlistEntrySchema.optional() });

/* ---------- requests ---------- */

export const ZWaitlistListQuerySchema = z.object({ date: zBookingDate() });

/** A window of arrival: the earliest no later than the latest. */
const windowRefined = <T extends { earliest: string; latest: string }>(value: T, ctx: z.core.$RefinementCtx) => {
  if (parseClock(value.earliest)! > parseClock(value.latest)!)
    ctx.addIssue({ code: 'custom', message: 'WAITLIST_WINDOW_INVALID', path: ['latest'] });
};

export const ZJoinWaitlistRequestSchema = z
  .object({
    /** The restaurant's public id. */
    restaurant_id: zText().pipe(z.string().trim().min(1, 'REQUIRED').max(32, 'NOT_FOUND')),
    date: zBookingDate(),
    covers: zCovers(),
    earliest: zClock(),
    latest: zClock(),
  })
  .superRefine(windowRefined);
export type TJoinWaitlistRequest = z.input<typeof ZJoinWaitlistRequestSchema>;
export type TJoinWaitlistInput = z.output<typeof ZJoinWaitlistRequestSchema>;

export const ZWaitlistEntryRequestSchema = z.object({ entry_id: zId() });

export const ZOfferWaitlistSlotRequestSchema = z.object({ entry_id: zId(), time: zClock() });

export const ZAddWalkInRequestSchema = z.object({
  name: zSingleLineText({ maxLength: GUEST_NAME_MAX_LENGTH }).pipe(z.string().min(1, 'GUEST_NAME_REQUIRED')),
  covers: zCovers(),
  /** Optional: without it the party cannot be told by SMS. */
  phone: zSingleLineText({ maxLength: 20 }).optional(),
  country_code: zText().optional(),
  quoted_minutes: zWhole(0, WALK_IN_MAX_QUOTED_MINUTES, 'WALK_IN_QUOTE_INVALID'),
});
export type TAddWalkInRequest = z.input<typeof ZAddWalkInRequestSchema>;
export type TAddWalkInInput = z.output<typeof ZAddWalkInRequestSchema>;

export const ZSeatWalkInRequestSchema = z.object({
  entry_id: zId(),
  /** Comma-separated or repeated; absent or empty: wherever the book seats the party. */
  table_ids: zFormList()
    .optional()
    .transform((tokens, ctx) => {
      const ids = (tokens ?? []).map(parseId);
      if (ids.some((id) => id === null)) {
        ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: tokens });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
});
export type TSeatWalkInRequest = z.input<typeof ZSeatWalkInRequestSchema>;

export const ZAcceptWaitlistOfferRequestSchema = z.object({
  token: zText().pipe(z.string().trim().min(1, 'WAITLIST_LINK_INVALID').max(300, 'WAITLIST_LINK_INVALID')),
});

/** What accepting an offer answers: the booking made, and where the guest goes next. */
export const ZAcceptedWaitlistOfferSchema = z.object({
  booking_id: z.number().int(),
  /** 'confirmed' | 'pending' | 'awaiting_guarantee' (the card page follows). */
  status: z.string(),
  /** The booking's manage link, or its card page while it waits for the card. */
  next_url: z.string(),
});
export const ZAcceptWaitlistOfferResponseSchema = ZAckSchema.extend({ data: ZAcceptedWaitlistOfferSchema.optional() });
