import {
  cellText,
  fieldFailure,
  firstFreeTextFailure,
  isCalendarDate,
  parseJsonList,
  type FormCheck,
} from './form-fields.js';
import { parseServiceSlots } from './menu/item-fields.js';
import { MAX_SERVICE_SLOTS } from './menu/limits.js';
import { CLOSURE_REASON_MAX_LENGTH, MAX_CLOSURES } from './restaurant-limits.js';

/*
 * The rules of the profile's fields that are more than text: the legal identity (SIRET, VAT
 * number) and the week (its days, the hours that differ from the usual slots, the closures).
 */

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

/** Monday 1 … Sunday 7 (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

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
export function parseWeeklyHours(value: unknown): FormCheck<TWeekdayHours[]> {
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
export function parseClosures(value: unknown): FormCheck<TClosure[]> {
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
