import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { closePeriods } from './journal-closings.js';
import {
  canonicalByRate,
  compensationHashV2,
  CURRENT_HASH_VERSION,
  type EntryFields,
  entryHashV3,
  GENESIS_HASH,
} from './journal-hashing.js';
import {
  type CompensationInput,
  entryReference,
  isCompensation,
  type JournalKind,
  REFERENCE_PREFIX,
} from './journal-kinds.js';
import { entriesAfter, type JournalVerification, VERIFY_BATCH, verifyJournal } from './journal-verification.js';
import { OrdersRepository } from './orders-repository.js';
import type { JournalEntry, Order } from './tables.js';

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
 * before keep their version-1 form and still verify. Version 3 (migration 0026) adds the promo
 * code and what it saved, on the order and each line; entries of versions 1 and 2 keep theirs.
 *
 * Here: the restaurant's counters and the writing of entries. The canonical forms and hashes are
 * in journal-hashing.ts, the closings in journal-closings.ts, the check in journal-verification.ts.
 */

export class JournalRepository {
  /** The orders' lines give an order entry's sales per rate. */
  private readonly orders: OrdersRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.orders = new OrdersRepository(db);
  }

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
   * Appends an order's entry at the end of the restaurant's chain, in the caller's transaction:
   * its amount before the service charge and its sales per rate as its lines say. Days, months and
   * years that ended before this entry are closed first. The entry's time never goes back within
   * the chain: a clock set back gives the previous entry's time.
   */
  async appendOrder(
    restaurantId: number,
    order: Order,
    kind: JournalKind,
    at: number,
    trx: Kysely<Database>,
  ): Promise<JournalEntry> {
    const byRate = await this.orders.salesByRate(order.id, trx);
    return this.appendAtHead(
      restaurantId,
      {
        kind,
        order_id: order.id,
        order_number: order.order_number,
        total_cents: order.subtotal_cents,
        by_rate_json: canonicalByRate(byRate),
        created_at: at,
      },
      async (previousHash, row) => {
        const saved = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
        const lines = await trx
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', '=', order.id)
          .orderBy('position')
          .execute();
        return entryHashV3(previousHash, row, saved, lines);
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
      async (previousHash, row) => compensationHashV2(previousHash, row, CURRENT_HASH_VERSION),
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
    await closePeriods(restaurantId, createdAt, trx);
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

  /** Recomputes the restaurant's journal and its closings, and names the first problem. */
  async verify(restaurantId: number): Promise<JournalVerification> {
    return verifyJournal(this.db, restaurantId);
  }

  /**
   * The restaurant's journal as an auditor reads it, in order, a page after `afterSeq`: every
   * entry with what it is about (`order:12`, `charge:3`, `refund:4`), its amount, rates and hashes.
   */
  async entries(restaurantId: number, afterSeq = 0, limit = VERIFY_BATCH): Promise<JournalExportEntry[]> {
    const rows = await entriesAfter(this.db, restaurantId, afterSeq, limit);
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
