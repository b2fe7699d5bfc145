import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { ZLang } from './locale.js';
import { parseId, zFormList, zId } from './form-fields.js';
import { ZBookingGuaranteeSchema } from './payments.js';
import { ZTakenOfferSchema } from './offers.js';
import {
  optionalId,
  parseClock,
  zBookingDate,
  ZBookingSourceSchema,
  ZBookingStatusSchema,
  zClock,
  zCovers,
  zReason,
} from './reservation-fields.js';
import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_STATUSES,
  FRAUD_REASON_CODES,
  GUEST_NAME_MAX_LENGTH,
  MODIFICATION_ACTIONS,
  MODIFICATION_STATES,
} from './reservation-limits.js';
import { ZServiceSchema } from './reservation-settings.js';
import { zMultiLineText, zSingleLineText, zText } from './text-fields.js';

export * from './reservation-limits.js';
export {
  formatClock,
  parseClock,
  zBookingDate,
  zClock,
  zWhole,
  ZBookingSourceSchema,
  ZBookingStatusSchema,
} from './reservation-fields.js';

/*
 * Table reservations: the book and the partner's actions on a booking (the settings, services and
 * tables are in reservation-settings.ts, the guest's calls in reservation-guest.ts). Requests arrive as JSON or form fields, so numbers are read
 * from text like every other call; answers carry numbers. Dates are Paris dates "YYYY-MM-DD",
 * times Paris wall-clock "HH:MM"; instants are epoch ms.
 */

/* ---------- the booking book (partner) ---------- */

export const ZSlotLoadSchema = z.object({
  time: z.string(),
  /** Covers seated during this slot (bookings whose meal covers it). */
  booked_covers: z.number().int(),
  capacity_covers: z.number().int(),
  /** Covers arriving at this slot. */
  arrivals: z.number().int(),
  pacing_covers: z.number().int().nullable(),
});
export type TSlotLoad = z.infer<typeof ZSlotLoadSchema>;

export const ZBookingTableRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ZModificationRequestSchema = z.object({
  id: z.number().int(),
  state: z.enum(MODIFICATION_STATES),
  /** What the guest asked for. */
  date: z.string(),
  time: z.string(),
  covers: z.number().int(),
  /** The time the restaurant proposed instead, when it did. */
  proposed_time: z.string().nullable(),
  /** Epoch ms. */
  created_at: z.number(),
});
export type TModificationRequest = z.infer<typeof ZModificationRequestSchema>;

export const ZBookingSchema = z.object({
  id: z.number().int(),
  /** Short reference the guest reads in messages, e.g. "R7K2QX". */
  reference: z.string(),
  date: z.string(),
  time: z.string(),
  /** Epoch ms of the meal's start. */
  meal_at: z.number(),
  /** Epoch ms of its end (start + the meal's duration). */
  ends_at: z.number(),
  covers: z.number().int(),
  status: ZBookingStatusSchema,
  source: ZBookingSourceSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** International form; '' when unknown (a walk-in may give none). */
  phone: z.string(),
  email: z.string(),
  note: z.string(),
  occasion: z.string(),
  meal_voucher: z.number().int(),
  tables: z.array(ZBookingTableRefSchema),
  service_id: z.number().int().nullable(),
  /** 'none' until the imprint exists; then 'card_saved' etc. */
  guarantee: z.string(),
  /** The guest's waiting modification request, if any. */
  modification: ZModificationRequestSchema.nullable(),
  /** Epoch ms. */
  created_at: z.number(),
  /** The offer the booking took, as it was then (it stays when the offer changes or goes); null: none. */
  offer: ZTakenOfferSchema.nullable(),
});
export type TBooking = z.infer<typeof ZBookingSchema>;

export const ZBookingBookQuerySchema = z.object({
  date: zBookingDate(),
  service_id: zText().optional().transform(optionalId),
});
export type TBookingBookQuery = z.input<typeof ZBookingBookQuerySchema>;

/** bookingBookPdf: the day to print, in the member's language unless `lang` says otherwise. */
export const ZBookingBookPdfQuerySchema = z.object({ date: zBookingDate(), lang: ZLang.optional() });
export type TBookingBookPdfQuery = z.input<typeof ZBookingBookPdfQuerySchema>;

export const ZBookingBookSchema = z.object({
  date: z.string(),
  /** The services held that day (the screen's tabs), in order of their first slot. */
  services: z.array(ZServiceSchema),
  /** The slots of the chosen service, or of every service of the day. */
  slots: z.array(ZSlotLoadSchema),
  bookings: z.array(ZBookingSchema),
  /** Bookings of the day per status. */
  counts: z.record(z.string(), z.number().int()),
  /** Covers expected (pending, confirmed, seated, honoured). */
  expected_covers: z.number().int(),
  /**
   * A guest holding more than one booking that day (same phone, or same account), keyed by
   * booking id: the times of their other bookings, so a double booking shows before the service.
   */
  also_booked: z.record(z.string(), z.array(z.string())),
});
export type TBookingBook = z.infer<typeof ZBookingBookSchema>;
export const ZBookingBookResponseSchema = ZAckSchema.extend({ data: ZBookingBookSchema.optional() });
export type TBookingBookResponse = z.infer<typeof ZBookingBookResponseSchema>;

export const ZBookingHistoryEntrySchema = z.object({
  /** Epoch ms. */
  at: z.number(),
  /** The status after the change; null for a change that kept it (tables, time). */
  status: ZBookingStatusSchema.nullable(),
  /** 'guest', 'restaurant', 'platform', or the member's name. */
  actor: z.string(),
  /** What changed, as a key the screen translates: 'created', 'status', 'tables', 'modified', 'proposal'. */
  change: z.string(),
  reason: z.string(),
});

export const ZGuestCardSchema = z.object({
  /** Past bookings of this guest at this restaurant, honoured. */
  visits: z.number().int(),
  no_shows: z.number().int(),
  late_cancellations: z.number().int(),
  /** Epoch ms of the last honoured visit. */
  last_visit_at: z.number().nullable(),
  /** Notes of earlier bookings, newest first (allergies, preferences). */
  notes: z.array(z.string()),
});

export const ZBookingDetailSchema = ZBookingSchema.extend({
  /** The guest's account, when the booking was made with one (their loyalty balance is read by it); null otherwise. */
  customer_id: z.number().int().nullable(),
  history: z.array(ZBookingHistoryEntrySchema),
  guest: ZGuestCardSchema,
  /** Every modification request of this booking, newest first. */
  modifications: z.array(ZModificationRequestSchema),
  fraud_reason_code: z.string().nullable(),
  /** The card guarantee: the card, the amount due, the window, the charges; null without one. */
  guarantee_detail: ZBookingGuaranteeSchema.nullable(),
});
export type TBookingDetail = z.infer<typeof ZBookingDetailSchema>;
export const ZBookingDetailQuerySchema = z.object({ booking_id: zId() });
export const ZBookingDetailResponseSchema = ZAckSchema.extend({ data: ZBookingDetailSchema.optional() });
export type TBookingDetailResponse = z.infer<typeof ZBookingDetailResponseSchema>;

/** A partner action's answer: the booking as it is now. */
export const ZBookingResponseSchema = ZAckSchema.extend({
  data: ZBookingSchema.optional(),
  /** On a refused change: the booking's status now. */
  current_status: ZBookingStatusSchema.optional(),
});
export type TBookingResponse = z.infer<typeof ZBookingResponseSchema>;

/** POST createBooking: by phone, or a walk-in (seated at once). */
export const ZCreateBookingRequestSchema = z.object({
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
  first_name: zSingleLineText({ maxLength: GUEST_NAME_MAX_LENGTH }),
  last_name: zSingleLineText({ maxLength: GUEST_NAME_MAX_LENGTH }).pipe(z.string().min(1, 'GUEST_NAME_REQUIRED')),
  /** Optional for a walk-in. */
  phone: zSingleLineText({ maxLength: 20 }),
  country_code: zText().optional(),
  email: zSingleLineText({ maxLength: 254, tooLongCode: 'EMAIL_INVALID' })
    .pipe(z.union([z.literal(''), z.email('EMAIL_INVALID')]))
    .optional(),
  note: zMultiLineText({ maxLength: BOOKING_NOTE_MAX_LENGTH }).optional(),
  source: zText().pipe(z.enum(['phone', 'walk_in'], 'BOOKING_SOURCE_INVALID')),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequestSchema>;
export type TCreateBookingInput = z.output<typeof ZCreateBookingRequestSchema>;

export const ZChangeBookingStatusRequestSchema = z.object({
  booking_id: zId(),
  status: zText().pipe(z.enum(BOOKING_STATUSES, 'BOOKING_STATUS_INVALID')),
  reason: zReason().optional(),
});
export type TChangeBookingStatusRequest = z.input<typeof ZChangeBookingStatusRequestSchema>;

/** moveBooking: the restaurant moves a booking to another day, time or party size. */
export const ZMoveBookingRequestSchema = z.object({
  booking_id: zId(),
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
});
export type TMoveBookingRequest = z.input<typeof ZMoveBookingRequestSchema>;

export const ZAssignTablesRequestSchema = z.object({
  booking_id: zId(),
  /** Comma-separated or repeated; empty: no table. */
  table_ids: zFormList().transform((tokens, ctx) => {
    const ids = tokens.map(parseId);
    if (ids.some((id) => id === null)) {
      ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: tokens });
      return z.NEVER;
    }
    return [...new Set(ids as number[])];
  }),
});
export type TAssignTablesRequest = z.input<typeof ZAssignTablesRequestSchema>;

export const ZAnswerModificationRequestSchema = z
  .object({
    request_id: zId(),
    action: zText().pipe(z.enum(MODIFICATION_ACTIONS, 'MODIFICATION_ACTION_INVALID')),
    time: zText().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'propose_time' && (value.time === undefined || parseClock(value.time) === null))
      ctx.addIssue({ code: 'custom', message: 'BOOKING_TIME_INVALID', path: ['time'] });
  });
export type TAnswerModificationRequest = z.input<typeof ZAnswerModificationRequestSchema>;

export const ZCancelSuspectedFraudRequestSchema = z.object({
  booking_id: zId(),
  reason_code: zText().pipe(z.enum(FRAUD_REASON_CODES, 'FRAUD_REASON_INVALID')),
  reason: zReason().pipe(z.string().min(1, 'BOOKING_REASON_REQUIRED')),
});
export type TCancelSuspectedFraudRequest = z.input<typeof ZCancelSuspectedFraudRequestSchema>;

/* ---------- live events on the partner's stream ---------- */

/** `booking.created` / `booking.updated` carry the booking; `bookings.pending` the count waiting. */
export const BOOKING_EVENTS = ['booking.created', 'booking.updated', 'bookings.pending'] as const;
/** What the partner's stream sends about bookings: the booking as it is now, or the count waiting. */
export type TBookingEvent =
  { type: 'booking.created' | 'booking.updated'; booking: TBooking } | { type: 'bookings.pending'; count: number };
