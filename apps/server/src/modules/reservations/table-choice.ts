import type { HoldingBooking } from './availability.js';

/*
 * Which tables a party is given: pure, read by availability (online and phone bookings) and by a
 * walk-in's seating. A table before tables put together, the smallest that seats the party first.
 */

export interface TableSpec {
  id: number;
  min_covers: number;
  max_covers: number;
  online: number;
  /** 1: out of service, given to no one. */
  blocked?: number;
}

/** Tables put together for a larger party (2 to 4 of one area). */
export interface CombinationSpec {
  id: number;
  table_ids: readonly number[];
  min_covers: number;
  max_covers: number;
  online: number;
}

/**
 * The tables a party gets: each booking of the meal's time that has none takes the smallest free
 * table that seats it (the restaurant seats them somewhere), then the party does (online ones
 * only for an online booking): the smallest table that seats it, else the smallest combination
 * whose tables are all free. Tables out of service are given to no one. Null when none is left.
 */
export function tableFor(
  tables: readonly TableSpec[],
  overlapping: readonly HoldingBooking[],
  covers: number,
  online: boolean,
  combinations: readonly CombinationSpec[] = [],
): number[] | null {
  const busy = new Set<number>();
  for (const booking of overlapping) for (const id of booking.table_ids) busy.add(id);
  for (const table of tables) if (table.blocked === 1) busy.add(table.id);
  const bySize = [...tables].sort((a, b) => a.max_covers - b.max_covers || a.id - b.id);
  const take = (party: number, onlineOnly: boolean): number | null => {
    const table = bySize.find(
      (t) => !busy.has(t.id) && t.min_covers <= party && party <= t.max_covers && (!onlineOnly || t.online === 1),
    );
    if (!table) return null;
    busy.add(table.id);
    return table.id;
  };
  for (const booking of overlapping) if (booking.table_ids.length === 0) take(booking.covers, false);
  const found = take(covers, online);
  if (found !== null) return [found];
  let best: CombinationSpec | null = null;
  for (const combination of combinations) {
    if (combination.min_covers > covers || covers > combination.max_covers) continue;
    if (online && combination.online !== 1) continue;
    if (combination.table_ids.some((id) => busy.has(id))) continue;
    if (
      best === null ||
      combination.max_covers < best.max_covers ||
      (combination.max_covers === best.max_covers && combination.table_ids.length < best.table_ids.length)
    )
      best = combination;
  }
  return best === null ? null : [...best.table_ids];
}
