import { z } from 'zod';
import type { ErrorCode } from './errors/index.js';
import { isCalendarDate, parseId, zWholeText } from './form-fields.js';
import { zMultiLineText, zText } from './text-fields.js';
import {
  BOOKING_REASON_MAX_LENGTH,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  MAX_PARTY,
  OCCASIONS,
} from './reservation-limits.js';

/*
 * The fields of the table reservations' calls, read from text like every other call: Paris dates
 * "YYYY-MM-DD", wall-clock times "HH:MM", whole numbers, covers, flags and reasons.
 */

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
export const zClock = (
  code: 'BOOKING_TIME_INVALID' | 'SERVICE_SLOTS_INVALID' | 'OFFER_SLOTS_INVALID' = 'BOOKING_TIME_INVALID',
) =>
  zText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .refine((v) => parseClock(v) !== null, code),
  );

/** A whole number from `min` to `max` read from text; `code` otherwise. */
export const zWhole = (min: number, max: number, code: ErrorCode) =>
  zWholeText(code).pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^\d{1,7}$/, code)
      .transform(Number)
      .pipe(z.number().min(min, code).max(max, code)),
  );
/** Like zWhole, but empty means "no value" (null). */
export const zOptionalWhole = (min: number, max: number, code: ErrorCode) =>
  zWholeText(code).pipe(
    z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= max), code)
      .transform((v) => (v === '' ? null : Number(v))),
  );

export const zCovers = () => zWhole(1, MAX_PARTY, 'COVERS_INVALID');
export const zFlag01 = () =>
  zText().pipe(z.enum(['', '0', '1'], { error: 'VALIDATION' }).transform((v) => (v === '1' ? 1 : 0)));
export const zReason = () => zMultiLineText({ maxLength: BOOKING_REASON_MAX_LENGTH });

export const ZBookingStatusSchema = z.enum(BOOKING_STATUSES);
export const ZBookingSourceSchema = z.enum(BOOKING_SOURCES);
export const ZOccasionField = zText().pipe(z.string().trim().pipe(z.enum(OCCASIONS, 'OCCASION_INVALID')));

/**
 * An optional id, for `.transform()`: empty or absent is null (none chosen, or a new one to
 * create); a malformed id cannot exist: NOT_FOUND.
 */
export function optionalId(value: string | undefined, ctx: z.core.$RefinementCtx): number | null {
  if (value === undefined || value.trim() === '') return null;
  const id = parseId(value.trim());
  if (id === null) {
    ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: value });
    return z.NEVER;
  }
  return id;
}
