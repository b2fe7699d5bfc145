import { z } from 'zod';
import { fieldFailure, parseId, type FormCheck } from '../form-fields.js';
import {
  LATEST_NEXT_DAY_CLOSING_HOUR,
  MAX_REFERENCE_IDS,
  MAX_SERVICE_SLOTS,
  PREPARATION_TIME_MAX_MINUTES,
  PREPARATION_TIME_MIN_MINUTES,
} from './limits.js';

/*
 * The item's field rules that the restaurant's profile shares (its hours, preparation time, lists
 * and photos), apart from the item's schemas: a page that needs only these does not load those.
 */

/** Preparation time in whole minutes, within the PREPARATION_TIME_* limits ("15" or "15 min"). */
export function parsePreparationTime(value: string): number | null {
  const match = /^(\d{1,4})(\s*min(utes?)?)?$/i.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]);
  return minutes >= PREPARATION_TIME_MIN_MINUTES && minutes <= PREPARATION_TIME_MAX_MINUTES ? minutes : null;
}

/** "9:30" → "09:30"; "24:00" only as a closing time (midnight). */
function parseClock(value: string, closing: boolean): string | null {
  const match = /^(\d{1,2})[:hH](\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours > 23 && !(closing && hours === 24 && minutes === 0)) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** LATEST_NEXT_DAY_CLOSING_HOUR as a clock, "06:00". */
const LATEST_NEXT_DAY_CLOSING = `${String(LATEST_NEXT_DAY_CLOSING_HOUR).padStart(2, '0')}:00`;

/** Whether a slot runs past midnight: it closes earlier in the day than it opens. */
export function endsNextDay(from: string, to: string): boolean {
  return to < from;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Service slots: 1 to MAX_SERVICE_SLOTS pairs, the same number of opening and closing times,
 * slots not overlapping. A slot closes after it opens, or the next morning by
 * LATEST_NEXT_DAY_CLOSING_HOUR (18:00–02:00); such a slot must also end before the day's first one
 * starts again. Returned sorted by opening time.
 */
export function parseServiceSlots(open: string[], close: string[]): { open: string[]; close: string[] } | null {
  if (open.length === 0 || open.length !== close.length || open.length > MAX_SERVICE_SLOTS) return null;
  const slots: Array<[string, string]> = [];
  for (let i = 0; i < open.length; i += 1) {
    const from = parseClock(open[i]!, false);
    const to = parseClock(close[i]!, true);
    if (!from || !to || from === to) return null;
    if (endsNextDay(from, to) && to > LATEST_NEXT_DAY_CLOSING) return null;
    slots.push([from, to]);
  }
  slots.sort((a, b) => a[0].localeCompare(b[0]));
  // In minutes from the day's start, a slot past midnight ending after 24:00.
  const spans = slots.map(([from, to]) => ({
    start: minutesOf(from),
    end: minutesOf(to) + (endsNextDay(from, to) ? 24 * 60 : 0),
  }));
  for (let i = 1; i < spans.length; i += 1) if (spans[i]!.start < spans[i - 1]!.end) return null;
  if (spans[spans.length - 1]!.end > 24 * 60 + spans[0]!.start) return null;
  return { open: slots.map((s) => s[0]), close: slots.map((s) => s[1]) };
}

/** Ids chosen in a reference list; duplicates dropped. Whether they exist is the server's check. */
export function parseIdList(tokens: string[], field: string): FormCheck<number[]> {
  const ids = tokens.map(parseId);
  if (ids.some((id) => id === null) || ids.length > MAX_REFERENCE_IDS) return fieldFailure('REFERENCE_INVALID', field);
  return { ok: true, value: [...new Set(ids as number[])] };
}

export const ZItemImageSchema = z.object({
  id: z.number().int(),
  /** Large WebP (at most IMAGE_LARGE_SIZE px), under `imageUrl`. */
  file_name: z.string(),
  /** Thumbnail WebP (at most IMAGE_THUMB_SIZE px), for lists and cards. */
  thumb_name: z.string(),
});
export type TItemImage = z.infer<typeof ZItemImageSchema>;
