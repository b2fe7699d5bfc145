import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { parisDate } from '../../core/paris-time.js';
import { closingHash, type ExpectedClosing } from './journal-hashing.js';

/*
 * The journal's closings per day, month and year (Europe/Paris): the totals per TVA rate, the
 * perpetual grand total and the chain's hash at that point, frozen once the period has ended.
 * Written as entries arrive (`closePeriods`), and replayed from the entries alone when the journal
 * is verified (`replayClosings`): the two walk the periods the same way.
 */

type Totals = {
  orders: number;
  sales_cents: number;
  tva_cents: number;
  by_rate: Record<string, { sales_cents: number; tva_cents: number }>;
};

const emptyTotals = (): Totals => ({ orders: 0, sales_cents: 0, tva_cents: 0, by_rate: {} });

function addTotals(into: Totals, byRate: Record<string, { sales_cents: number; tva_cents: number }>, orders = 1) {
  into.orders += orders;
  for (const [rate, amounts] of Object.entries(byRate)) {
    const slot = (into.by_rate[rate] ??= { sales_cents: 0, tva_cents: 0 });
    slot.sales_cents += amounts.sales_cents;
    slot.tva_cents += amounts.tva_cents;
    into.sales_cents += amounts.sales_cents;
    into.tva_cents += amounts.tva_cents;
  }
}

/**
 * Closes every day (then month, then year) of the restaurant that has entries and ended before
 * `now` in France, in order, each once.
 */
export async function closePeriods(restaurantId: number, now: number, trx: Kysely<Database>): Promise<void> {
  const today = parisDate(now);
  const lastDay = await trx
    .selectFrom('journal_closings')
    .select(['period', 'last_seq', 'grand_total_cents'])
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '=', 'day')
    .orderBy('period', 'desc')
    .limit(1)
    .executeTakeFirst();
  const entries = await trx
    .selectFrom('journal_entries')
    .select(['seq', 'kind', 'by_rate_json', 'created_at', 'hash'])
    .where('restaurant_id', '=', restaurantId)
    .where('seq', '>', lastDay?.last_seq ?? 0)
    .orderBy('seq')
    .execute();
  const days = new Map<string, { totals: Totals; last_seq: number; hash: string }>();
  for (const entry of entries) {
    const day = parisDate(entry.created_at);
    if (day >= today) break;
    const slot = days.get(day) ?? { totals: emptyTotals(), last_seq: 0, hash: '' };
    if (entry.kind === 'completed') addTotals(slot.totals, JSON.parse(entry.by_rate_json));
    slot.last_seq = entry.seq;
    slot.hash = entry.hash;
    days.set(day, slot);
  }
  let grand = lastDay?.grand_total_cents ?? 0;
  for (const [day, slot] of days) {
    grand += slot.totals.sales_cents;
    await insertClosing(restaurantId, 'day', day, slot.totals, grand, slot.last_seq, slot.hash, now, trx);
  }
  // Months and years can only end with a day that has just been closed.
  if (days.size > 0) {
    await rollUp(restaurantId, 'month', 'day', 7, today.slice(0, 7), now, trx);
    await rollUp(restaurantId, 'year', 'month', 4, today.slice(0, 4), now, trx);
  }
}

/** Closes the months (or years) that ended, from the closings of their days (or months). */
async function rollUp(
  restaurantId: number,
  kind: 'month' | 'year',
  from: 'day' | 'month',
  length: number,
  current: string,
  now: number,
  trx: Kysely<Database>,
): Promise<void> {
  const closed = new Set(
    (
      await trx
        .selectFrom('journal_closings')
        .select('period')
        .where('restaurant_id', '=', restaurantId)
        .where('kind', '=', kind)
        .execute()
    ).map((row) => row.period),
  );
  const parts = await trx
    .selectFrom('journal_closings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '=', from)
    .orderBy('period')
    .execute();
  const periods = new Map<string, typeof parts>();
  for (const part of parts) {
    const period = part.period.slice(0, length);
    if (period >= current || closed.has(period)) continue;
    periods.set(period, [...(periods.get(period) ?? []), part]);
  }
  for (const [period, list] of periods) {
    const totals = emptyTotals();
    for (const part of list) addTotals(totals, JSON.parse(part.by_rate_json), 0);
    totals.orders = list.reduce((sum, part) => sum + part.orders, 0);
    const last = list[list.length - 1]!;
    await insertClosing(
      restaurantId,
      kind,
      period,
      totals,
      last.grand_total_cents,
      last.last_seq,
      last.chain_hash,
      now,
      trx,
    );
  }
}

/** A closing at the end of the closings' chain; a period is closed once. */
async function insertClosing(
  restaurantId: number,
  kind: string,
  period: string,
  totals: Totals,
  grandTotal: number,
  lastSeq: number,
  chainHash: string,
  now: number,
  trx: Kysely<Database>,
): Promise<void> {
  const closed = await trx
    .selectFrom('journal_closings')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst();
  if (closed) return;
  // The caller holds the restaurant's head: closings of one restaurant are chained one at a time.
  const head = await trx
    .selectFrom('order_counters')
    .select(['last_closing_seq', 'last_closing_hash'])
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  const closing = {
    restaurant_id: restaurantId,
    seq: head.last_closing_seq + 1,
    kind,
    period,
    orders: totals.orders,
    sales_cents: totals.sales_cents,
    tva_cents: totals.tva_cents,
    by_rate_json: JSON.stringify(totals.by_rate),
    grand_total_cents: grandTotal,
    last_seq: lastSeq,
    chain_hash: chainHash,
    created_at: now,
  };
  const hash = closingHash(head.last_closing_hash, closing);
  await trx
    .insertInto('journal_closings')
    .values({ ...closing, prev_hash: head.last_closing_hash, hash })
    .execute();
  await trx
    .updateTable('order_counters')
    .set({ last_closing_seq: closing.seq, last_closing_hash: hash })
    .where('restaurant_id', '=', restaurantId)
    .execute();
}

/** What the closings' replay needs of an entry. */
export interface KeptEntry {
  seq: number;
  kind: string;
  by_rate_json: string;
  created_at: number;
  hash: string;
}

/**
 * The closings the entries must have produced, in the order they were written: before each
 * entry, the days before its own (then months, then years) are closed as `closePeriods` does,
 * from the entries alone. Pure, so that the check does not trust any stored figure.
 */
export function replayClosings(entries: KeptEntry[]): ExpectedClosing[] {
  const written: ExpectedClosing[] = [];
  const closed = new Set<string>();
  const entryDays = entries.map((entry) => parisDate(entry.created_at));
  let lastDay: ExpectedClosing | undefined;
  const write = (closing: ExpectedClosing) => {
    const key = `${closing.kind} ${closing.period}`;
    if (closed.has(key)) return;
    closed.add(key);
    written.push(closing);
    if (closing.kind === 'day' && (!lastDay || closing.period > lastDay.period)) lastDay = closing;
  };
  const rollUp = (kind: 'month' | 'year', from: 'day' | 'month', length: number, current: string, now: number) => {
    const parts = written.filter((closing) => closing.kind === from).sort((a, b) => (a.period < b.period ? -1 : 1));
    const periods = new Map<string, ExpectedClosing[]>();
    for (const part of parts) {
      const period = part.period.slice(0, length);
      if (period >= current || closed.has(`${kind} ${period}`)) continue;
      periods.set(period, [...(periods.get(period) ?? []), part]);
    }
    for (const [period, list] of periods) {
      const totals = emptyTotals();
      for (const part of list) addTotals(totals, JSON.parse(part.by_rate_json), 0);
      const last = list[list.length - 1]!;
      write({
        kind,
        period,
        orders: list.reduce((sum, part) => sum + part.orders, 0),
        sales_cents: totals.sales_cents,
        tva_cents: totals.tva_cents,
        by_rate_json: JSON.stringify(totals.by_rate),
        grand_total_cents: last.grand_total_cents,
        last_seq: last.last_seq,
        chain_hash: last.chain_hash,
        created_at: now,
      });
    }
  };
  for (const [index, entry] of entries.entries()) {
    // Before entry `index` was written, the entries before it were all that existed.
    const now = entry.created_at;
    const today = entryDays[index]!;
    const days = new Map<string, { totals: Totals; last_seq: number; hash: string }>();
    for (let j = lastDay?.last_seq ?? 0; j < index; j += 1) {
      const day = entryDays[j]!;
      if (day >= today) break;
      const slot = days.get(day) ?? { totals: emptyTotals(), last_seq: 0, hash: '' };
      if (entries[j]!.kind === 'completed') addTotals(slot.totals, JSON.parse(entries[j]!.by_rate_json));
      slot.last_seq = entries[j]!.seq;
      slot.hash = entries[j]!.hash;
      days.set(day, slot);
    }
    let grand = lastDay?.grand_total_cents ?? 0;
    for (const [day, slot] of days) {
      grand += slot.totals.sales_cents;
      write({
        kind: 'day',
        period: day,
        orders: slot.totals.orders,
        sales_cents: slot.totals.sales_cents,
        tva_cents: slot.totals.tva_cents,
        by_rate_json: JSON.stringify(slot.totals.by_rate),
        grand_total_cents: grand,
        last_seq: slot.last_seq,
        chain_hash: slot.hash,
        created_at: now,
      });
    }
    if (days.size > 0) {
      rollUp('month', 'day', 7, today.slice(0, 7), now);
      rollUp('year', 'month', 4, today.slice(0, 4), now);
    }
  }
  return written;
}
