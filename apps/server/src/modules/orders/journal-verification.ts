import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { type KeptEntry, replayClosings } from './journal-closings.js';
import {
  CLOSING_FIELDS,
  closingHash,
  compensationHashV2,
  entryHash,
  entryHashV2,
  entryHashV3,
  GENESIS_HASH,
  orderSealHash,
} from './journal-hashing.js';
import { entryReference, isCompensation } from './journal-kinds.js';
import { OrdersRepository } from './orders-repository.js';

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

/** Rows read at once: a busy restaurant's years of entries, orders and lines never sit in memory together. */
export const VERIFY_BATCH = 1000;

/** The restaurant's entries after `afterSeq`, in order: a batch of the check, a page of the export. */
export function entriesAfter(db: Kysely<Database>, restaurantId: number, afterSeq: number, limit = VERIFY_BATCH) {
  return db
    .selectFrom('journal_entries')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/**
 * Recomputes a restaurant's journal: every entry present once and in order, linked to the
 * previous one, its hash recomputed in its version's form (versions 2 and 3 from the order and lines
 * as they are now), its time never before the previous one's; then the closings' own chain, and
 * every closing against the entries it closes, replayed as they were written. Names the first
 * problem.
 */
export async function verifyJournal(db: Kysely<Database>, restaurantId: number): Promise<JournalVerification> {
  const orders = new OrdersRepository(db);
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
  for (let after = 0; ;) {
    const batch = await entriesAfter(db, restaurantId, after);
    if (batch.length === 0) break;
    const orderIds = [
      ...new Set(batch.filter((e) => e.hash_version >= 2 && !isCompensation(e.kind)).map((e) => e.order_id)),
    ];
    const ordered = await orders.byIds(orderIds);
    const lines = await orders.linesOf(orderIds);
    for (const entry of batch) {
      result.entries += 1;
      const expectedSeq = kept.length + 1;
      if (entry.seq !== expectedSeq) return brokenEntry(expectedSeq, 'missing');
      if (entry.prev_hash !== previous) return brokenEntry(entry.seq, 'link');
      // A version never goes back: an entry cannot be passed off in the older, shorter form.
      if (entry.hash_version < version || ![1, 2, 3].includes(entry.hash_version)) {
        return brokenEntry(entry.seq, 'altered', entry.order_number);
      }
      version = entry.hash_version;
      let expected: string | null;
      if (isCompensation(entry.kind)) {
        // Compensation entries exist only from version 2: one in the older form is forged.
        expected =
          entry.hash_version === 2 || entry.hash_version === 3
            ? compensationHashV2(previous, entry, entry.hash_version)
            : null;
      } else if (entry.hash_version === 1) {
        expected = entryHash(previous, entry);
      } else {
        const order = ordered.get(entry.order_id);
        try {
          const hash = entry.hash_version === 3 ? entryHashV3 : entryHashV2;
          expected = order ? hash(previous, entry, order, lines.get(entry.order_id) ?? []) : null;
        } catch {
          expected = null; // options that are no longer a list of options
        }
      }
      const named = isCompensation(entry.kind) ? entryReference(entry) : entry.order_number;
      if (expected !== entry.hash) return brokenEntry(entry.seq, 'altered', named);
      if (entry.hash_version >= 2 && entry.created_at < previousAt) {
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
  const head = await db
    .selectFrom('order_counters')
    .select(['last_journal_seq', 'last_journal_hash', 'last_closing_seq', 'last_closing_hash'])
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  // An entry deleted from the end leaves the head ahead of the chain.
  if (head && (head.last_journal_seq !== kept.length || head.last_journal_hash !== previous)) {
    return brokenEntry(kept.length + 1, 'missing');
  }
  const sealBroken = await checkSeals(db, orders, restaurantId);
  if (sealBroken) {
    return brokenEntry(firstSeqOf.get(sealBroken.order_id) ?? 0, 'altered', sealBroken.order_number);
  }

  const closings = await db
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
async function checkSeals(
  db: Kysely<Database>,
  orders: OrdersRepository,
  restaurantId: number,
): Promise<{ order_id: number; order_number: number } | null> {
  for (let after = 0; ;) {
    const seals = await db
      .selectFrom('journal_order_seals')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(VERIFY_BATCH)
      .execute();
    if (seals.length === 0) return null;
    const ids = seals.map((seal) => seal.order_id);
    const sealed = await orders.byIds(ids);
    const lines = await orders.linesOf(ids);
    for (const seal of seals) {
      const order = sealed.get(seal.order_id);
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
