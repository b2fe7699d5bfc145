import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JournalEntry } from './tables.js';
import { parisDate } from '../../core/paris-time.js';

/*
 * The sales journal (DESIGN.md §6, CGI art. 286): append-only, one gap-free sequence per
 * restaurant, each entry chained to the previous one by SHA-256. Closings per day, month and
 * year (Europe/Paris) freeze the totals per TVA rate, the perpetual grand total and the chain's
 * hash at that point. Sales are the completed orders; placed, cancelled and rejected orders are
 * recorded with their amounts but do not count as sales.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** `expired`: a waiting order the restaurant did not answer in time (not a sale). */
export type JournalKind = 'placed' | 'completed' | 'cancelled' | 'rejected' | 'expired';

export interface JournalEntryInput {
  kind: JournalKind;
  order_id: number;
  order_number: number;
  total_cents: number;
  /** Sales and TVA per rate in basis points. */
  by_rate: Record<number, { sales_cents: number; tva_cents: number }>;
  created_at: number;
}

/** The same object always serialises the same way: rates in ascending order. */
export function canonicalByRate(byRate: JournalEntryInput['by_rate']): string {
  const rates = Object.keys(byRate)
    .map(Number)
    .sort((a, b) => a - b);
  return JSON.stringify(
    Object.fromEntries(
      rates.map((rate) => [
        String(rate),
        { sales_cents: byRate[rate]!.sales_cents, tva_cents: byRate[rate]!.tva_cents },
      ]),
    ),
  );
}

/** hash = SHA-256(previous hash + the entry's fields in a fixed order). */
export function entryHash(
  prevHash: string,
  entry: Pick<
    JournalEntry,
    'restaurant_id' | 'seq' | 'kind' | 'order_id' | 'order_number' | 'total_cents' | 'by_rate_json' | 'created_at'
  >,
): string {
  const canonical = JSON.stringify([
    entry.restaurant_id,
    entry.seq,
    entry.kind,
    entry.order_id,
    entry.order_number,
    entry.total_cents,
    entry.by_rate_json,
    entry.created_at,
  ]);
  return createHash('sha256').update(prevHash).update(canonical).digest('hex');
}

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

export class JournalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Gives the restaurant its counters row (order numbers, journal head) if it has none. */
  async ensureCounters(restaurantId: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .insertInto('order_counters')
      .values({ restaurant_id: restaurantId, last_journal_hash: GENESIS_HASH })
      .onConflict((oc) => oc.column('restaurant_id').doNothing())
      .execute();
  }

  /** The next order number; the update holds the row until the transaction ends. */
  async nextOrderNumber(restaurantId: number, trx: Kysely<Database>): Promise<number> {
    await this.ensureCounters(restaurantId, trx);
    const row = await trx
      .updateTable('order_counters')
      .set((eb) => ({ last_order_number: eb('last_order_number', '+', 1) }))
      .where('restaurant_id', '=', restaurantId)
      .returning('last_order_number')
      .executeTakeFirstOrThrow();
    return row.last_order_number;
  }

  /**
   * Holds the restaurant's journal head until the transaction ends, before the caller changes
   * orders that will be journalled: writers of one restaurant then always lock the head first.
   */
  async lockHead(restaurantId: number, trx: Kysely<Database>): Promise<void> {
    await this.ensureCounters(restaurantId, trx);
    await trx
      .updateTable('order_counters')
      .set((eb) => ({ last_journal_seq: eb.ref('last_journal_seq') }))
      .where('restaurant_id', '=', restaurantId)
      .execute();
  }

  /**
   * Appends one entry at the end of the restaurant's chain, in the caller's transaction. Days,
   * months and years that ended before this entry are closed first.
   */
  async append(restaurantId: number, entry: JournalEntryInput, trx: Kysely<Database>): Promise<JournalEntry> {
    await this.ensureCounters(restaurantId, trx);
    // Taking the next number locks the head: appends of one restaurant happen one at a time.
    const head = await trx
      .updateTable('order_counters')
      .set((eb) => ({ last_journal_seq: eb('last_journal_seq', '+', 1) }))
      .where('restaurant_id', '=', restaurantId)
      .returning(['last_journal_seq', 'last_journal_hash'])
      .executeTakeFirstOrThrow();
    await this.closePeriods(restaurantId, entry.created_at, trx);
    const row = {
      restaurant_id: restaurantId,
      seq: head.last_journal_seq,
      kind: entry.kind,
      order_id: entry.order_id,
      order_number: entry.order_number,
      total_cents: entry.total_cents,
      by_rate_json: canonicalByRate(entry.by_rate),
      created_at: entry.created_at,
      prev_hash: head.last_journal_hash,
    };
    const hash = entryHash(head.last_journal_hash, row);
    const saved = await trx
      .insertInto('journal_entries')
      .values({ ...row, hash })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('order_counters')
      .set({ last_journal_hash: hash })
      .where('restaurant_id', '=', restaurantId)
      .execute();
    return saved;
  }

  /**
   * Closes every day (then month, then year) of the restaurant that has entries and ended before
   * `now` in France, in order, each once.
   */
  async closePeriods(restaurantId: number, now: number, trx: Kysely<Database>): Promise<void> {
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
      await this.insertClosing(restaurantId, 'day', day, slot.totals, grand, slot.last_seq, slot.hash, now, trx);
    }
    // Months and years can only end with a day that has just been closed.
    if (days.size > 0) {
      await this.rollUp(restaurantId, 'month', 'day', 7, today.slice(0, 7), now, trx);
      await this.rollUp(restaurantId, 'year', 'month', 4, today.slice(0, 4), now, trx);
    }
  }

  /** Closes the months (or years) that ended, from the closings of their days (or months). */
  private async rollUp(
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
      await this.insertClosing(
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

  private async insertClosing(
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
    await trx
      .insertInto('journal_closings')
      .values({
        restaurant_id: restaurantId,
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
      })
      .onConflict((oc) => oc.columns(['restaurant_id', 'kind', 'period']).doNothing())
      .execute();
  }

  /**
   * Recomputes a restaurant's chain: every sequence number present once and in order, every
   * entry's link to the previous one, every hash. Names the first broken entry.
   */
  async verify(restaurantId: number): Promise<{ entries: number; firstBroken: number | null; reason: string }> {
    const entries = await this.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('seq')
      .execute();
    let previous = GENESIS_HASH;
    for (const [index, entry] of entries.entries()) {
      const expectedSeq = index + 1;
      if (entry.seq !== expectedSeq) return { entries: entries.length, firstBroken: expectedSeq, reason: 'missing' };
      if (entry.prev_hash !== previous) return { entries: entries.length, firstBroken: entry.seq, reason: 'link' };
      if (entryHash(previous, entry) !== entry.hash) {
        return { entries: entries.length, firstBroken: entry.seq, reason: 'altered' };
      }
      previous = entry.hash;
    }
    const head = await this.db
      .selectFrom('order_counters')
      .select(['last_journal_seq', 'last_journal_hash'])
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    // An entry deleted from the end leaves the head ahead of the chain.
    if (head && (head.last_journal_seq !== entries.length || head.last_journal_hash !== previous)) {
      return { entries: entries.length, firstBroken: entries.length + 1, reason: 'missing' };
    }
    return { entries: entries.length, firstBroken: null, reason: '' };
  }

  /** Restaurants that have a journal. */
  async restaurants(): Promise<number[]> {
    const rows = await this.db.selectFrom('order_counters').select('restaurant_id').orderBy('restaurant_id').execute();
    return rows.map((row) => row.restaurant_id);
  }
}
