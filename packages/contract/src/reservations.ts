import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { zId, zFormList, parseId } from './form-fields.js';
import { parsePrice } from './money.js';
import { ZBookingGuaranteeSchema } from './payments.js';
import { ZSlotOfferSchema } from './offers.js';
import { isCalendarDate } from './restaurant-profile.js';
import { zMultiLineText, zSingleLineText, zText } from './text-fields.js';
import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_REASON_MAX_LENGTH,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  FRAUD_REASON_CODES,
  GUEST_NAME_MAX_LENGTH,
  MAX_ADVANCE_DAYS,
  MAX_CAPACITY_COVERS,
  MAX_DURATION_MINUTES,
  MAX_DURATION_RULES,
  MAX_IMPRINT_PER_COVER_CENTS,
  MAX_NOTICE_MINUTES,
  MAX_PARTY,
  MIN_DURATION_MINUTES,
  MODIFICATION_ACTIONS,
  MODIFICATION_STATES,
  OCCASIONS,
  SERVICE_NAME_MAX_LENGTH,
  SLOT_MINUTES_CHOICES,
  TABLE_NAME_MAX_LENGTH,
} from './reservation-limits.js';

export * from './reservation-limits.js';

/*
 * Table reservations. Requests arrive as JSON or form fields, so numbers are read
 * from text like every other call; answers carry numbers. Dates are Paris dates "YYYY-MM-DD",
 * times Paris wall-clock "HH:MM"; instants are epoch ms.
 */

/* ---------- fields ---------- */

/** A Paris calendar date "YYYY-MM-DD". */
export const zBookingDate = () =>
  zText().pipe(z.string().trim().min(1, 'REQUIRED').refine(isCalendarDate, 'BOOKING_DATE_INVALID'));

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** "HH:MM" → minutes after midnight; null otherwise. */
export function parseClock(value: string): number | null {
  const match = HH_MM.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
/** 1170 → "19:30" (minutes past 24:00 wrap to the next day's clock). */
export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
/** A wall-clock time "HH:MM" (kept as text; "9:5" is refused). */
export const zClock = (code: 'BOOKING_TIME_INVALID' | 'SERVICE_SLOTS_INVALID' = 'BOOKING_TIME_INVALID') =>
  zText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .refine((v) => parseClock(v) !== null, code),
  );

/** A whole number from `min` to `max` read from text; `code` otherwise. */
export const zWhole = (min: number, max: number, code: string) =>
  zText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^\d{1,7}$/, code)
      .transform(Number)
      .pipe(z.number().min(min, code).max(max, code)),
  );
/** Like zWhole, but empty means "no value" (null). */
const zOptionalWhole = (min: number, max: number, code: string) =>
  zText().pipe(
    z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= max), code)
      .transform((v) => (v === '' ? null : Number(v))),
  );

const zCovers = () => zWhole(1, MAX_PARTY, 'COVERS_INVALID');
const zFlag01 = () =>
  zText().pipe(z.enum(['', '0', '1'], { error: 'VALIDATION' }).transform((v) => (v === '1' ? 1 : 0)));
const zReason = () => zMultiLineText({ maxLength: BOOKING_REASON_MAX_LENGTH });

export const ZBookingStatusSchema = z.enum(BOOKING_STATUSES);
export const ZBookingSourceSchema = z.enum(BOOKING_SOURCES);
const ZOccasionField = zText().pipe(z.string().trim().pipe(z.enum(OCCASIONS, 'OCCASION_INVALID')));

/* ---------- settings: GET reservationSettings, POST saveReservationSettings ---------- */

export const ZDurationRuleSchema = z.object({ max_covers: z.number().int(), minutes: z.number().int() });
export type TDurationRule = z.infer<typeof ZDurationRuleSchema>;

export const ZReservationSettingsSchema = z.object({
  enabled: z.number().int(),
  slot_minutes: z.number().int(),
  min_notice_minutes: z.number().int(),
  max_advance_days: z.number().int(),
  max_party_online: z.number().int(),
  duration_minutes: z.number().int(),
  durations_by_party: z.array(ZDurationRuleSchema),
  /** Bookings above it wait for the restaurant; null: always confirmed at once. */
  auto_confirm_max_covers: z.number().int().nullable(),
  /** Euros, as prices are shown ("12.50"); "0" = no imprint. */
  imprint_per_cover: z.string(),
  imprint_per_cover_cents: z.number().int(),
  imprint_min_party: z.number().int(),
});
export type TReservationSettings = z.infer<typeof ZReservationSettingsSchema>;
export const ZReservationSettingsResponseSchema = ZAckSchema.extend({ data: ZReservationSettingsSchema.optional() });
export type TReservationSettingsResponse = z.infer<typeof ZReservationSettingsResponseSchema>;

/** JSON text or list of { max_covers, minutes }: sorted by party size, each size once. */
function parseDurationRules(value: unknown): TDurationRule[] | null {
  let rows: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      rows = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === undefined || value === null) return [];
  if (!Array.isArray(rows) || rows.length > MAX_DURATION_RULES) return null;
  const rules: TDurationRule[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return null;
    const r = row as Record<string, unknown>;
    const covers = Number(r.max_covers);
    const minutes = Number(r.minutes);
    if (!Number.isInteger(covers) || covers < 1 || covers > MAX_PARTY) return null;
    if (!Number.isInteger(minutes) || minutes < MIN_DURATION_MINUTES || minutes > MAX_DURATION_MINUTES) return null;
    rules.push({ max_covers: covers, minutes });
  }
  rules.sort((a, b) => a.max_covers - b.max_covers);
  if (new Set(rules.map((r) => r.max_covers)).size !== rules.length) return null;
  return rules;
}

export const ZSaveReservationSettingsRequestSchema = z.object({
  enabled: zFlag01(),
  slot_minutes: zText().pipe(
    z
      .string()
      .trim()
      .refine((v) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(Number(v)), 'SLOT_MINUTES_INVALID')
      .transform(Number),
  ),
  min_notice_minutes: zWhole(0, MAX_NOTICE_MINUTES, 'MIN_NOTICE_INVALID'),
  max_advance_days: zWhole(1, MAX_ADVANCE_DAYS, 'MAX_ADVANCE_INVALID'),
  max_party_online: zWhole(1, MAX_PARTY, 'MAX_PARTY_ONLINE_INVALID'),
  duration_minutes: zWhole(MIN_DURATION_MINUTES, MAX_DURATION_MINUTES, 'DURATION_INVALID'),
  durations_by_party: z.unknown().transform((value, ctx) => {
    const rules = parseDurationRules(value);
    if (rules === null) {
      ctx.issues.push({ code: 'custom', message: 'DURATIONS_BY_PARTY_INVALID', input: value });
      return z.NEVER;
    }
    return rules;
  }),
  auto_confirm_max_covers: zOptionalWhole(0, MAX_PARTY, 'AUTO_CONFIRM_INVALID'),
  /** Euros typed like prices; "0" or empty: no imprint. The owner alone changes it. */
  imprint_per_cover: zText().transform((value, ctx) => {
    if (value.trim() === '') return 0;
    const cents = parsePrice(value);
    if (cents === null || cents > MAX_IMPRINT_PER_COVER_CENTS) {
      ctx.issues.push({ code: 'custom', message: 'IMPRINT_INVALID', input: value });
      return z.NEVER;
    }
    return cents;
  }),
  imprint_min_party: zWhole(1, MAX_PARTY, 'IMPRINT_MIN_PARTY_INVALID'),
});
export type TSaveReservationSettingsRequest = z.input<typeof ZSaveReservationSettingsRequestSchema>;
export type TSaveReservationSettingsInput = z.output<typeof ZSaveReservationSettingsRequestSchema>;

/* ---------- services: GET serviceList, POST saveService, POST deleteService ---------- */

export const ZServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fr_name: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekdays: z.array(z.number().int()),
  /** First and last arrival, "HH:MM"; a last slot before the first runs past midnight. */
  first_slot: z.string(),
  last_slot: z.string(),
  capacity_covers: z.number().int(),
  /** Arrivals per slot; null: no limit. */
  pacing_covers: z.number().int().nullable(),
});
export type TService = z.infer<typeof ZServiceSchema>;
export const ZServiceListResponseSchema = ZAckSchema.extend({ data: z.array(ZServiceSchema).optional() });
export type TServiceListResponse = z.infer<typeof ZServiceListResponseSchema>;

const zWeekdays = () =>
  zFormList().transform((tokens, ctx) => {
    const days = [...new Set(tokens.map((t) => Number(t)))].sort();
    if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
      ctx.issues.push({ code: 'custom', message: 'SERVICE_WEEKDAYS_REQUIRED', input: tokens });
      return z.NEVER;
    }
    return days;
  });

/** Empty id: a new service. */
const zOptionalId = () =>
  zText().transform((value, ctx) => {
    if (value.trim() === '') return null;
    const id = parseId(value.trim());
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: value });
      return z.NEVER;
    }
    return id;
  });

export const ZSaveServiceRequestSchema = z
  .object({
    id: zOptionalId(),
    name: zSingleLineText({ maxLength: SERVICE_NAME_MAX_LENGTH }),
    fr_name: zSingleLineText({ maxLength: SERVICE_NAME_MAX_LENGTH }),
    weekdays: zWeekdays(),
    first_slot: zClock('SERVICE_SLOTS_INVALID'),
    last_slot: zClock('SERVICE_SLOTS_INVALID'),
    capacity_covers: zWhole(1, MAX_CAPACITY_COVERS, 'SERVICE_CAPACITY_INVALID'),
    pacing_covers: zOptionalWhole(1, MAX_CAPACITY_COVERS, 'SERVICE_PACING_INVALID'),
  })
  .superRefine((value, ctx) => {
    if (!value.name && !value.fr_name)
      ctx.addIssue({ code: 'custom', message: 'SERVICE_NAME_REQUIRED', path: ['fr_name'] });
    if (value.pacing_covers !== null && value.pacing_covers > value.capacity_covers)
      ctx.addIssue({ code: 'custom', message: 'SERVICE_PACING_INVALID', path: ['pacing_covers'] });
  });
export type TSaveServiceRequest = z.input<typeof ZSaveServiceRequestSchema>;
export type TSaveServiceInput = z.output<typeof ZSaveServiceRequestSchema>;
export const ZServiceResponseSchema = ZAckSchema.extend({ data: ZServiceSchema.optional() });

export const ZDeleteServiceRequestSchema = z.object({ service_id: zId() });

/* ---------- tables: GET tableList, POST saveTable, POST deleteTable ---------- */

export const ZTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_covers: z.number().int(),
  max_covers: z.number().int(),
  /** 1: offered to online bookings; 0: kept for the restaurant (phone, walk-ins). */
  online: z.number().int(),
});
export type TTable = z.infer<typeof ZTableSchema>;
export const ZTableListResponseSchema = ZAckSchema.extend({ data: z.array(ZTableSchema).optional() });
export type TTableListResponse = z.infer<typeof ZTableListResponseSchema>;

export const ZSaveTableRequestSchema = z
  .object({
    id: zOptionalId(),
    name: zSingleLineText({ maxLength: TABLE_NAME_MAX_LENGTH }).pipe(z.string().min(1, 'TABLE_NAME_REQUIRED')),
    min_covers: zWhole(1, MAX_PARTY, 'TABLE_COVERS_INVALID'),
    max_covers: zWhole(1, MAX_PARTY, 'TABLE_COVERS_INVALID'),
    online: zFlag01(),
  })
  .refine((value) => value.min_covers <= value.max_covers, { message: 'TABLE_COVERS_INVALID', path: ['min_covers'] });
export type TSaveTableRequest = z.input<typeof ZSaveTableRequestSchema>;
export type TSaveTableInput = z.output<typeof ZSaveTableRequestSchema>;
export const ZTableResponseSchema = ZAckSchema.extend({ data: ZTableSchema.optional() });
export const ZDeleteTableRequestSchema = z.object({ table_id: zId() });

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
  offer: ZSlotOfferSchema.nullable(),
});
export type TBooking = z.infer<typeof ZBookingSchema>;

export const ZBookingBookQuerySchema = z.object({
  date: zBookingDate(),
  service_id: zText()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return null;
      const id = parseId(v.trim());
      if (id === null) {
        ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: v });
        return z.NEVER;
      }
      return id;
    }),
});
export type TBookingBookQuery = z.input<typeof ZBookingBookQuerySchema>;

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

/* ---------- customer calls (/api/v1/customer/, customer token) ---------- */

export const ZCustomerBookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The restaurant's public id and name. */
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  restaurant_phone: z.string(),
  date: z.string(),
  time: z.string(),
  meal_at: z.number(),
  covers: z.number().int(),
  status: ZBookingStatusSchema,
  note: z.string(),
  occasion: z.string(),
  meal_voucher: z.number().int(),
  /** Epoch ms until which a change or a cancellation is free (meal − 12 h). */
  free_change_until: z.number(),
  /** The restaurant's answer waiting for the guest: a proposed time, or a proposed cancellation. */
  proposal: z
    .object({ kind: z.enum(['time', 'cancellation']), time: z.string().nullable(), request_id: z.number().int() })
    .nullable(),
  /** The guest's own request waiting for the restaurant. */
  modification: ZModificationRequestSchema.nullable(),
  /** Present when a card is required (the imprint): the Stripe SetupIntent's client secret. */
  setup_client_secret: z.string().optional(),
  /** Why the restaurant refused or cancelled, when it did. */
  reason: z.string(),
  /** When cancelled as suspected fraud: the category. */
  fraud_reason_code: z.string().nullable(),
  /** The card guarantee as the guest sees it (the card, the amount due, the charges and refunds); null without one. */
  guarantee_detail: ZBookingGuaranteeSchema.nullable().optional(),
  /** The offer the booking took, as it was then. */
  offer: ZSlotOfferSchema.nullable().optional(),
});
export type TCustomerBooking = z.infer<typeof ZCustomerBookingSchema>;
export const ZCustomerBookingResponseSchema = ZAckSchema.extend({
  data: ZCustomerBookingSchema.optional(),
  /** On BOOKING_CHANGE_TOO_LATE: the number to call. */
  restaurant_phone: z.string().optional(),
  current_status: ZBookingStatusSchema.optional(),
});
export type TCustomerBookingResponse = z.infer<typeof ZCustomerBookingResponseSchema>;
/** confirmBookingGuarantee's answer; on CARD_BRAND_NOT_ACCEPTED, the client secret of the new card request. */
export const ZConfirmBookingGuaranteeResponseSchema = ZCustomerBookingResponseSchema.extend({
  setup_client_secret: z.string().optional(),
});
export type TConfirmBookingGuaranteeResponse = z.infer<typeof ZConfirmBookingGuaranteeResponseSchema>;
export const ZMyBookingsResponseSchema = ZAckSchema.extend({ data: z.array(ZCustomerBookingSchema).optional() });
export type TMyBookingsResponse = z.infer<typeof ZMyBookingsResponseSchema>;

export const ZBookTableRequestSchema = z.object({
  /** The restaurant's public id. */
  restaurant_id: zText().pipe(z.string().trim().min(1, 'REQUIRED').max(32, 'NOT_FOUND')),
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
  note: zMultiLineText({ maxLength: BOOKING_NOTE_MAX_LENGTH }).optional(),
  occasion: ZOccasionField.optional(),
  /** The bill is paid with a meal voucher: never the imprint card. */
  meal_voucher: zFlag01().optional(),
  /** The offer the slot showed: taken if it still holds at booking, else OFFER_NO_LONGER_AVAILABLE. */
  offer_id: zText()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return null;
      const id = parseId(v.trim());
      if (id === null) {
        ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: v });
        return z.NEVER;
      }
      return id;
    }),
});
export type TBookTableRequest = z.input<typeof ZBookTableRequestSchema>;
export type TBookTableInput = z.output<typeof ZBookTableRequestSchema>;

export const ZCustomerBookingQuerySchema = z.object({ booking_id: zId() });
export const ZModifyBookingRequestSchema = z.object({
  booking_id: zId(),
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
});
export type TModifyBookingRequest = z.input<typeof ZModifyBookingRequestSchema>;
export const ZCancelBookingRequestSchema = z.object({ booking_id: zId() });
export const ZAnswerCancellationProposalRequestSchema = z.object({
  booking_id: zId(),
  accept: zText().pipe(z.enum(['0', '1'], 'VALIDATION').transform((v) => v === '1')),
});

/* ---------- the manage link (signed, one booking, no sign-in) ---------- */

export const ZManageTokenField = zText().pipe(
  z.string().trim().min(1, 'BOOKING_LINK_INVALID').max(600, 'BOOKING_LINK_INVALID'),
);
export const ZManageBookingQuerySchema = z.object({ token: ZManageTokenField });
export const ZManageCancelRequestSchema = z.object({ token: ZManageTokenField });
export const ZManageModifyRequestSchema = z.object({
  token: ZManageTokenField,
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
});

/* ---------- public availability (no token) ---------- */

export const ZAvailabilityQuerySchema = z.object({
  date: zBookingDate(),
  covers: zCovers(),
});
export type TAvailabilityQuery = z.input<typeof ZAvailabilityQuerySchema>;
export const ZAvailabilitySchema = z.object({
  slots: z.array(
    // The slot's best offer for the party, while its covers per slot are not all taken.
    z.object({ time: z.string(), available: z.boolean(), offer: ZSlotOfferSchema.nullable() }),
  ),
  imprint_per_cover: z.string(),
  min_notice_minutes: z.number().int(),
  max_party_online: z.number().int(),
});
export type TAvailability = z.infer<typeof ZAvailabilitySchema>;
export const ZAvailabilityResponseSchema = ZAckSchema.extend({ data: ZAvailabilitySchema.optional() });
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponseSchema>;

/* ---------- live events on the partner's stream ---------- */

/** `booking.created` / `booking.updated` carry the booking; `bookings.pending` the count waiting. */
export const BOOKING_EVENTS = ['booking.created', 'booking.updated', 'bookings.pending'] as const;
/** What the partner's stream sends about bookings: the booking as it is now, or the count waiting. */
export type TBookingEvent =
  { type: 'booking.created' | 'booking.updated'; booking: TBooking } | { type: 'bookings.pending'; count: number };
