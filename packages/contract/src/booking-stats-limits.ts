/*
 * The constants of the booking statistics, alone, without any schema: the
 * period picker and the server's check read the same numbers.
 */

/** The longest period the statistics cover, both ends included: a leap year. */
export const STATS_MAX_DAYS = 366;

/** The years a period may fall in: the bookings' dates, with room for the day after the last one. */
export const STATS_FIRST_YEAR = 2000;
export const STATS_LAST_YEAR = 2100;

/** Party sizes as the statistics group them: 1–2, 3–4, 5–6 and 7 or more. */
export const PARTY_SIZE_GROUPS = ['1-2', '3-4', '5-6', '7+'] as const;
export type PartySizeGroup = (typeof PARTY_SIZE_GROUPS)[number];

/** The group of a party of `covers`. */
export function partySizeGroup(covers: number): PartySizeGroup {
  if (covers <= 2) return '1-2';
  if (covers <= 4) return '3-4';
  if (covers <= 6) return '5-6';
  return '7+';
}

/** Whether the booking was guaranteed by a card imprint. */
export const IMPRINT_GROUPS = ['yes', 'no'] as const;
export type ImprintGroup = (typeof IMPRINT_GROUPS)[number];

/** Days from `from` to `to` ("YYYY-MM-DD"), both included: 1 for a single day. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
