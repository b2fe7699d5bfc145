import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { parsedOr, zFormList, zId } from './form-fields.js';
import { parsePrice } from './money.js';
import { optionalId, zClock, zFlag01, zOptionalWhole, zWhole } from './reservation-fields.js';
import {
  MAX_ADVANCE_DAYS,
  MAX_CAPACITY_COVERS,
  MAX_DURATION_MINUTES,
  MAX_DURATION_RULES,
  MAX_IMPRINT_PER_COVER_CENTS,
  MAX_NOTICE_MINUTES,
  MAX_PARTY,
  MIN_DURATION_MINUTES,
  SERVICE_NAME_MAX_LENGTH,
  SLOT_MINUTES_CHOICES,
  TABLE_NAME_MAX_LENGTH,
} from './reservation-limits.js';
import { zSingleLineText, zText } from './text-fields.js';

/* A restaurant's booking settings, services and tables, as the partner reads and saves them. */

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
  durations_by_party: z.unknown().transform(parsedOr(parseDurationRules, 'DURATIONS_BY_PARTY_INVALID')),
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

/** Empty id: a new service or table. */
const zOptionalId = () => zText().transform(optionalId);

/**
 * A booking to come that a change of the setup leaves outside its service or at a table too small
 * (or no longer offered online): listed in the refusal, or in the answer once the restaurant
 * confirmed, for the restaurant to move.
 */
export const ZAffectedBookingSchema = z.object({
  id: z.number().int(),
  /** Paris date "YYYY-MM-DD" and time "HH:MM". */
  date: z.string(),
  time: z.string(),
  name: z.string(),
  covers: z.number().int(),
});
export type TAffectedBooking = z.infer<typeof ZAffectedBookingSchema>;
/** 1: save even though bookings to come are affected (they are listed in the answer). */
const zConfirmAffected = () => zFlag01();

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
    confirm_affected: zConfirmAffected(),
  })
  .superRefine((value, ctx) => {
    if (!value.name && !value.fr_name)
      ctx.addIssue({ code: 'custom', message: 'SERVICE_NAME_REQUIRED', path: ['fr_name'] });
    if (value.pacing_covers !== null && value.pacing_covers > value.capacity_covers)
      ctx.addIssue({ code: 'custom', message: 'SERVICE_PACING_INVALID', path: ['pacing_covers'] });
  });
export type TSaveServiceRequest = z.input<typeof ZSaveServiceRequestSchema>;
export type TSaveServiceInput = z.output<typeof ZSaveServiceRequestSchema>;
export const ZServiceResponseSchema = ZAckSchema.extend({
  data: ZServiceSchema.optional(),
  /** The bookings to come the saved change left outside the service (empty when none). */
  affected_bookings: z.array(ZAffectedBookingSchema).optional(),
});

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
    confirm_affected: zConfirmAffected(),
  })
  .refine((value) => value.min_covers <= value.max_covers, { message: 'TABLE_COVERS_INVALID', path: ['min_covers'] });
export type TSaveTableRequest = z.input<typeof ZSaveTableRequestSchema>;
export type TSaveTableInput = z.output<typeof ZSaveTableRequestSchema>;
export const ZTableResponseSchema = ZAckSchema.extend({
  data: ZTableSchema.optional(),
  /** The bookings to come the saved change left at a table too small or no longer online (empty when none). */
  affected_bookings: z.array(ZAffectedBookingSchema).optional(),
});
export const ZDeleteTableRequestSchema = z.object({ table_id: zId() });
