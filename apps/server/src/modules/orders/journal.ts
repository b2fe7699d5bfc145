import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JournalClosing, JournalEntry, Order, OrderLine } from './tables.js';
import { parisDate } from '../../core/paris-time.js';

/*
 * The sales journal (CGI art. 286): append-only, one gap-free sequence per
 * restaurant, each entry chained to the previous one by SHA-256. Closings per day, month and
 * year (Europe/Paris) freeze the totals per TVA rate, the perpetual grand total and the chain's
 * hash at that point. Sales are the completed orders; placed, cancelled and rejected orders are
 * recorded with their amounts but do not count as sales.
 *
 * Version 2 (migration 0012, the certified-till standard): an entry's hash covers its order and
 * the order's lines as sold; closings have their own sequence and chain; database triggers refuse
 * any change or removal of entries, closings, lines and the amounts of orders. Entries written
 * before keep their version-1 form and still verify.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** `expired`: a waiting order the restaurant did not answer in time (not a sale). */
export type JournalKind = 'placed' | 'completed' | 'cancelled' | 'rejected' | 'expired';

/**
 * Money that is not a sale: a no-show charge taken on a guest's saved card
 * (`compensation`) and the money given back on it (`compensation_refund`). They are chained like
 * every entry, but never count in the closings' sales, TVA or grand total: compensation carries
 * no TVA. Such an entry keeps the charge's (or refund's) id in `order_id`, `order_number` 0,
 * the amount in `total_cents` (positive both ways: the kind says which way) and no rates.
 */
export type CompensationKind = 'compensation' | 'compensation_refund';
const COMPENSATION_KINDS: readonly CompensationKind[] = ['compensation', 'compensation_refund'];

const isCompensation = (kind: string): kind is CompensationKind =>
  (COMPENSATION_KINDS as readonly string[]).includes(kind);

/** The prefix of the reference each compensation kind is written for. */
const REFERENCE_PREFIX: Record<CompensationKind, string> = { compensation: 'charge', compensation_refund: 'refund' };

export interface CompensationInput {
  restaurantId: number;
  kind: CompensationKind;
  /** `charge:<id>` for a compensation, `refund:<id>` for its refund. */
  reference: string;
  amountCents: number;
  /** When the money moved (the injected clock). */
  at: number;
}

/** What a journal entry is about, as an auditor reads it: `order:12`, `charge:3`, `refund:4`. */
export function entryReference(entry: Pick<JournalEntry, 'kind' | 'order_id'>): string {
  return isCompensation(entry.kind) ? `${REFERENCE_PREFIX[entry.kind]}:${entry.order_id}` : `order:${entry.order_id}`;
}

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

/** Version 2 for every entry written now; version 1 entries were written before migration 0012. */
export const CURRENT_HASH_VERSION = 2;

type EntryFields = Pick<
  JournalEntry,
  'restaurant_id' | 'seq' | 'kind' | 'order_id' | 'order_number' | 'total_cents' | 'by_rate_json' | 'created_at'
>;

/** What of an order its entries' hashes cover: the sale's facts and amounts, never what may be blanked. */
export type HashedOrder = Pick<
  Order,
  | 'order_number'
  | 'created_at'
  | 'service_type'
  | 'payment_method'
  | 'subtotal_cents'
  | 'tva_cents'
  | 'service_charge_cents'
  | 'total_cents'
>;

/** What of a line the hashes cover: the line as sold. */
export type HashedLine = Pick<
  OrderLine,
  | 'position'
  | 'fr_name'
  | 'en_name'
  | 'size_fr'
  | 'size_en'
  | 'addons_json'
  | 'quantity'
  | 'unit_price_cents'
  | 'addons_unit_cents'
  | 'discount_percent'
  | 'buy_one_get_one'
  | 'tva_bp'
  | 'line_total_cents'
  | 'tva_cents'
>;

/** Version 1: the entry's own fields in a fixed order. */
export function canonicalEntryV1(entry: EntryFields): string {
  return JSON.stringify([
    entry.restaurant_id,
    entry.seq,
    entry.kind,
    entry.order_id,
    entry.order_number,
    entry.total_cents,
    entry.by_rate_json,
    entry.created_at,
  ]);
}

/** The chosen options in a fixed key order; anything but a list of options is refused. */
function canonicalOptions(addonsJson: string): unknown[] {
  const options: unknown = JSON.parse(addonsJson);
  if (!Array.isArray(options)) throw new Error('options are not a list');
  return options.map((option: Record<string, unknown>) => ({
    group_fr: String(option.group_fr),
    group_en: String(option.group_en),
    name_fr: String(option.fr_name),
    name_en: String(option.en_name),
    price_cents: Number(option.price_cents),
  }));
}

/**
 * Version 2: the entry, its order and its lines (in their order), as JSON with keys in a fixed
 * order. Changing this string breaks every chain written with it: a new form is a new version.
 */
export function canonicalEntryV2(entry: EntryFields, order: HashedOrder, lines: HashedLine[]): string {
  return JSON.stringify({
    v: 2,
    restaurant_id: entry.restaurant_id,
    seq: entry.seq,
    kind: entry.kind,
    order_id: entry.order_id,
    order_number: entry.order_number,
    total_cents: entry.total_cents,
    by_rate: entry.by_rate_json,
    created_at: entry.created_at,
    order: canonicalOrder(order),
    lines: canonicalLines(lines),
  });
}

function canonicalOrder(order: HashedOrder) {
  return {
    order_number: order.order_number,
    placed_at: order.created_at,
    service_type: order.service_type,
    payment_method: order.payment_method,
    subtotal_cents: order.subtotal_cents,
    tva_cents: order.tva_cents,
    service_charge_cents: order.service_charge_cents,
    total_cents: order.total_cents,
  };
}

function canonicalLines(lines: HashedLine[]) {
  return [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      name_fr: line.fr_name,
      name_en: line.en_name,
      size_fr: line.size_fr,
      size_en: line.size_en,
      options: canonicalOptions(line.addons_json),
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      options_unit_cents: line.addons_unit_cents,
      discount_percent: line.discount_percent,
      buy_one_get_one: line.buy_one_get_one,
      tva_bp: line.tva_bp,
      line_total_cents: line.line_total_cents,
      tva_cents: line.tva_cents,
    }));
}

/**
 * The seal of an order written before migration 0012, whose version-1 entries do not cover its
 * lines: the order and its lines in the version-2 form, hashed once at the upgrade.
 */
export function canonicalOrderSeal(restaurantId: number, orderId: number, order: HashedOrder, lines: HashedLine[]) {
  return JSON.stringify({
    v: 1,
    restaurant_id: restaurantId,
    order_id: orderId,
    order: canonicalOrder(order),
    lines: canonicalLines(lines),
  });
}

export function orderSealHash(restaurantId: number, orderId: number, order: HashedOrder, lines: HashedLine[]) {
  return createHash('sha256')
    .update(canonicalOrderSeal(restaurantId, orderId, order, lines))
    .digest('hex');
}

/**
 * A compensation entry in version 2: the entry's own fields, its reference and amount (it has
 * no order nor lines). Pinned by a known answer as the order form is.
 */
export function canonicalCompensationV2(entry: EntryFields): string {
  return JSON.stringify({
    v: 2,
    restaurant_id: entry.restaurant_id,
    seq: entry.seq,
    kind: entry.kind,
    reference: entryReference(entry),
    amount_cents: entry.total_cents,
    created_at: entry.created_at,
  });
}

export function compensationHashV2(prevHash: string, entry: EntryFields): string {
  return sha256(prevHash, canonicalCompensationV2(entry));
}

const sha256 = (prevHash: string, canonical: string) =>
  createHash('sha256').update(prevHash).update(canonical).digest('hex');

/** Version 1: hash = SHA-256(previous hash + the entry's fields in a fixed order). */
export function entryHash(prevHash: string, entry: EntryFields): string {
  return sha256(prevHash, canonicalEntryV1(entry));
}

/** Version 2: hash = SHA-256(previous hash + the entry with its order and lines). */
export function entryHashV2(prevHash: string, entry: EntryFields, order: HashedOrder, lines: HashedLine[]): string {
  return sha256(prevHash, canonicalEntryV2(entry, order, lines));
}

type ClosingFields = ExpectedClosing & Pick<JournalClosing, 'restaurant_id' | 'seq'>;

/** A closing's canonical form (one version so far): every figure it freezes, in a fixed order. */
export function canonicalClosing(closing: ClosingFields): string {
  return JSON.stringify({
    v: 1,
    restaurant_id: closing.restaurant_id,
    seq: closing.seq,
    kind: closing.kind,
    period: closing.period,
    orders: closing.orders,
    sales_cents: closing.sales_cents,
    tva_cents: closing.tva_cents,
    by_rate: closing.by_rate_json,
    grand_total_cents: closing.grand_total_cents,
    last_seq: closing.last_seq,
    chain_hash: closing.chain_hash,
    created_at: closing.created_at,
  });
}

/** The closings' chain: hash = SHA-256(previous closing's hash + the closing). */
export function closingHash(prevHash: string, closing: ClosingFields): string {
  return sha256(prevHash, canonicalClosing(closing));
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
   * months and years that ended before this entry are closed first. The entry's time never goes
   * back within the chain: a clock set back gives the previous entry's time.
   */
  async append(restaurantId: number, entry: JournalEntryInput, trx: Kysely<Database>): Promise<JournalEntry> {
    return this.appendAtHead(
      restaurantId,
      {
        kind: entry.kind,
        order_id: entry.order_id,
        order_number: entry.order_number,
        total_cents: entry.total_cents,
        by_rate_json: canonicalByRate(entry.by_rate),
        created_at: entry.created_at,
      },
      async (previousHash, row) => {
        const order = await trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', entry.order_id)
          .executeTakeFirstOrThrow();
        const lines = await trx
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', '=', entry.order_id)
          .orderBy('position')
          .execute();
        return entryHashV2(previousHash, row, order, lines);
      },
      trx,
    );
  }

  /**
   * A no-show charge or its refund, appended to the restaurant's chain in the caller's
   * transaction (the one that records the charge or refund, so the books and the payment never
   * disagree). Not a sale: the closings keep it out of sales, TVA and the grand total.
   */
  async recordCompensation(trx: Kysely<Database>, input: CompensationInput): Promise<JournalEntry> {
    const match = /^(charge|refund):([1-9]\d{0,15})$/.exec(input.reference);
    if (!match || match[1] !== REFERENCE_PREFIX[input.kind] || !Number.isSafeInteger(Number(match[2]))) {
      throw new Error(`a ${input.kind} is recorded for a ${REFERENCE_PREFIX[input.kind]}:<id>, not ${input.reference}`);
    }
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`a ${input.kind} is a positive number of cents, not ${input.amountCents}`);
    }
    return this.appendAtHead(
      input.restaurantId,
      {
        kind: input.kind,
        order_id: Number(match[2]),
        order_number: 0,
        total_cents: input.amountCents,
        by_rate_json: canonicalByRate({}),
        created_at: input.at,
      },
      async (previousHash, row) => compensationHashV2(previousHash, row),
      trx,
    );
  }

  /**
   * Appends one entry at the end of the restaurant's chain. Taking the next number locks the
   * head: appends of one restaurant happen one at a time.
   */
  private async appendAtHead(
    restaurantId: number,
    entry: Omit<EntryFields, 'restaurant_id' | 'seq'>,
    hashOf: (previousHash: string, row: EntryFields) => Promise<string>,
    trx: Kysely<Database>,
  ): Promise<JournalEntry> {
    await this.ensureCounters(restaurantId, trx);
    const head = await trx
      .updateTable('order_counters')
      .set((eb) => ({ last_journal_seq: eb('last_journal_seq', '+', 1) }))
      .where('restaurant_id', '=', restaurantId)
      .returning(['last_journal_seq', 'last_journal_hash'])
      .executeTakeFirstOrThrow();
    const previous = await trx
      .selectFrom('journal_entries')
      .select('created_at')
      .where('restaurant_id', '=', restaurantId)
      .where('seq', '=', head.last_journal_seq - 1)
      .executeTakeFirst();
    const createdAt = Math.max(entry.created_at, previous?.created_at ?? entry.created_at);
    await this.closePeriods(restaurantId, createdAt, trx);
    const row = {
      ...entry,
      restaurant_id: restaurantId,
      seq: head.last_journal_seq,
      created_at: createdAt,
      prev_hash: head.last_journal_hash,
      hash_version: CURRENT_HASH_VERSION,
    };
    const hash = await hashOf(head.last_journal_hash, row);
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

  /** A closing at the end of the closings' chain; a period is closed once. */
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

  /**
   * Recomputes a restaurant's journal: every entry present once and in order, linked to the
   * previous one, its hash recomputed in its version's form (version 2 from the order and lines
   * as they are now), its time never before the previous one's; then the closings' own chain, and
   * every closing against the entries it closes, replayed as they were written. Names the first
   * problem.
   */
  async verify(restaurantId: number): Promise<JournalVerification> {
    const result: JournalVerification = {
      entries: 0,
      closings: 0,
      firstBroken: null,
      reason: '',
      brokenClosing: null,
      problem: null,
    };
    /** `about`: the order's number, or what a compensation entry is for (`charge:3`). */
    const brokenEntry = (seq: number, reason: string, about?: number | string) => {
      result.firstBroken = seq;
      result.reason = reason;
      const named = typeof about === 'number' ? `order ${about}` : about;
      result.problem = `entry ${seq} ${reason}${named === undefined ? '' : ` (${named})`}`;
      return result;
    };
    const kept: KeptEntry[] = [];
    /** Each order's first entry: the one named when a sealed order was changed. */
    const firstSeqOf = new Map<number, number>();
    let previous = GENESIS_HASH;
    let previousAt = Number.NEGATIVE_INFINITY;
    let version = 1;
    // In batches: a busy restaurant's years of entries, orders and lines never sit in memory at once.
    for (let after = 0; ;) {
      const batch = await this.db
        .selectFrom('journal_entries')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(VERIFY_BATCH)
        .execute();
      if (batch.length === 0) break;
      const orderIds = [
        ...new Set(batch.filter((e) => e.hash_version === 2 && !isCompensation(e.kind)).map((e) => e.order_id)),
      ];
      const orders = new Map<number, Order>();
      const lines = new Map<number, OrderLine[]>();
      if (orderIds.length > 0) {
        for (const order of await this.db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute()) {
          orders.set(order.id, order);
        }
        const rows = await this.db
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('order_id')
          .orderBy('position')
          .execute();
        for (const line of rows) lines.set(line.order_id, [...(lines.get(line.order_id) ?? []), line]);
      }
      for (const entry of batch) {
        result.entries += 1;
        const expectedSeq = kept.length + 1;
        if (entry.seq !== expectedSeq) return brokenEntry(expectedSeq, 'missing');
        if (entry.prev_hash !== previous) return brokenEntry(entry.seq, 'link');
        // A version never goes back: an entry cannot be passed off in the older, shorter form.
        if (entry.hash_version < version || (entry.hash_version !== 1 && entry.hash_version !== 2)) {
          return brokenEntry(entry.seq, 'altered', entry.order_number);
        }
        version = entry.hash_version;
        let expected: string | null;
        if (isCompensation(entry.kind)) {
          // Compensation entries exist only in version 2: one in the older form is forged.
          expected = entry.hash_version === 2 ? compensationHashV2(previous, entry) : null;
        } else if (entry.hash_version === 1) {
          expected = entryHash(previous, entry);
        } else {
          const order = orders.get(entry.order_id);
          try {
            expected = order ? entryHashV2(previous, entry, order, lines.get(entry.order_id) ?? []) : null;
          } catch {
            expected = null; // options that are no longer a list of options
          }
        }
        const named = isCompensation(entry.kind) ? entryReference(entry) : entry.order_number;
        if (expected !== entry.hash) return brokenEntry(entry.seq, 'altered', named);
        if (entry.hash_version === 2 && entry.created_at < previousAt) {
          return brokenEntry(entry.seq, 'dated before the previous entry', named);
        }
        if (!isCompensation(entry.kind) && !firstSeqOf.has(entry.order_id)) firstSeqOf.set(entry.order_id, entry.seq);
        kept.push({
          seq: entry.seq,
          kind: entry.kind,
          by_rate_json: entry.by_rate_json,
          created_at: entry.created_at,
          hash: entry.hash,
        });
        previous = entry.hash;
        previousAt = entry.created_at;
      }
      after = batch[batch.length - 1]!.seq;
    }
    const head = await this.db
      .selectFrom('order_counters')
      .select(['last_journal_seq', 'last_journal_hash', 'last_closing_seq', 'last_closing_hash'])
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    // An entry deleted from the end leaves the head ahead of the chain.
    if (head && (head.last_journal_seq !== kept.length || head.last_journal_hash !== previous)) {
      return brokenEntry(kept.length + 1, 'missing');
    }
    const sealBroken = await this.checkSeals(restaurantId);
    if (sealBroken) {
      return brokenEntry(firstSeqOf.get(sealBroken.order_id) ?? 0, 'altered', sealBroken.order_number);
    }

    const closings = await this.db
      .selectFrom('journal_closings')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('seq')
      .execute();
    result.closings = closings.length;
    const brokenClosing = (seq: number, what: string) => {
      result.brokenClosing = seq;
      result.problem = `closing ${seq} ${what}`;
      return result;
    };
    let previousClosing = GENESIS_HASH;
    for (const [index, closing] of closings.entries()) {
      const name = `${closing.kind} ${closing.period}`;
      if (closing.seq !== index + 1) return brokenClosing(index + 1, 'missing');
      if (closing.prev_hash !== previousClosing) return brokenClosing(closing.seq, `(${name}) link`);
      if (closingHash(previousClosing, closing) !== closing.hash) {
        return brokenClosing(closing.seq, `(${name}) altered`);
      }
      previousClosing = closing.hash;
    }
    if (head && (head.last_closing_seq !== closings.length || head.last_closing_hash !== previousClosing)) {
      return brokenClosing(closings.length + 1, 'missing');
    }
    // Each closing against what its entries give, in the order the closings were written.
    const expected = replayClosings(kept);
    for (let index = 0; index < Math.max(expected.length, closings.length); index += 1) {
      const want = expected[index];
      const got = closings[index];
      if (!got) return brokenClosing(index + 1, `(${want!.kind} ${want!.period}) missing`);
      if (!want) return brokenClosing(got.seq, `(${got.kind} ${got.period}) closes no entries`);
      for (const field of CLOSING_FIELDS) {
        if (got[field] !== want[field]) {
          return brokenClosing(
            got.seq,
            `(${got.kind} ${got.period}) ${field} is ${got[field]}, its entries give ${want[field]}`,
          );
        }
      }
    }
    return result;
  }

  /**
   * The orders sealed at the upgrade to version 2, recomputed from their rows and lines as they
   * are now, in batches. Returns the first that changed.
   */
  private async checkSeals(restaurantId: number): Promise<{ order_id: number; order_number: number } | null> {
    for (let after = 0; ;) {
      const seals = await this.db
        .selectFrom('journal_order_seals')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('order_id', '>', after)
        .orderBy('order_id')
        .limit(VERIFY_BATCH)
        .execute();
      if (seals.length === 0) return null;
      const ids = seals.map((seal) => seal.order_id);
      const orders = new Map(
        (await this.db.selectFrom('orders').selectAll().where('id', 'in', ids).execute()).map((order) => [
          order.id,
          order,
        ]),
      );
      const lines = new Map<number, OrderLine[]>();
      const rows = await this.db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute();
      for (const line of rows) lines.set(line.order_id, [...(lines.get(line.order_id) ?? []), line]);
      for (const seal of seals) {
        const order = orders.get(seal.order_id);
        let expected: string | null = null;
        try {
          if (order) expected = orderSealHash(restaurantId, seal.order_id, order, lines.get(seal.order_id) ?? []);
        } catch {
          // options that are no longer a list of options
        }
        if (expected !== seal.hash) return { order_id: seal.order_id, order_number: order?.order_number ?? 0 };
      }
      after = ids[ids.length - 1]!;
    }
  }

  /**
   * The restaurant's journal as an auditor reads it, in order, a page after `afterSeq`: every
   * entry with what it is about (`order:12`, `charge:3`, `refund:4`), its amount, rates and hashes.
   */
  async entries(restaurantId: number, afterSeq = 0, limit = VERIFY_BATCH): Promise<JournalExportEntry[]> {
    const rows = await this.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      seq: row.seq,
      kind: row.kind,
      reference: entryReference(row),
      order_number: isCompensation(row.kind) ? null : row.order_number,
      amount_cents: row.total_cents,
      by_rate_json: row.by_rate_json,
      created_at: row.created_at,
      prev_hash: row.prev_hash,
      hash: row.hash,
    }));
  }

  /** Restaurants that have a journal. */
  async restaurants(): Promise<number[]> {
    const rows = await this.db.selectFrom('order_counters').select('restaurant_id').orderBy('restaurant_id').execute();
    return rows.map((row) => row.restaurant_id);
  }
}

export interface JournalExportEntry {
  seq: number;
  kind: string;
  reference: string;
  /** The order's number; null for a compensation entry, which has no order. */
  order_number: number | null;
  /** The order's amount, or the compensation charged or refunded (positive both ways). */
  amount_cents: number;
  by_rate_json: string;
  created_at: number;
  prev_hash: string;
  hash: string;
}

export interface JournalVerification {
  entries: number;
  closings: number;
  /** The first entry altered, missing or moved (its sequence number), or null. */
  firstBroken: number | null;
  reason: string;
  /** The first closing altered, missing or disagreeing with its entries (its sequence number), or null. */
  brokenClosing: number | null;
  /** The first problem in words; null when both chains are whole and agree. */
  problem: string | null;
}

const VERIFY_BATCH = 1000;

/** What the closings' replay needs of an entry. */
interface KeptEntry {
  seq: number;
  kind: string;
  by_rate_json: string;
  created_at: number;
  hash: string;
}

const CLOSING_FIELDS = [
  'kind',
  'period',
  'orders',
  'sales_cents',
  'tva_cents',
  'by_rate_json',
  'grand_total_cents',
  'last_seq',
  'chain_hash',
  'created_at',
] as const satisfies ReadonlyArray<keyof JournalClosing>;

/** What the entries alone say a closing must hold: the figures compared one by one. */
type ExpectedClosing = Pick<JournalClosing, (typeof CLOSING_FIELDS)[number]>;

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
