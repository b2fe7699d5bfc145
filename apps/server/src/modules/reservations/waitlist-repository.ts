import { WAITLIST_OPEN_STATUSES } from '@portal/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../schema.js';
import type { WaitlistEntriesTable, WaitlistEntry } from './tables.js';

/** The waitlist's and the walk-in queue's queries: the only SQL on `waitlist_entries`. */
export class WaitlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<WaitlistEntriesTable>, db: Kysely<Database> = this.db): Promise<WaitlistEntry> {
    return db.insertInto('waitlist_entries').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** One of the restaurant's entries; another restaurant's is not there. */
  find(restaurantId: number, entryId: number, db: Kysely<Database> = this.db): Promise<WaitlistEntry | undefined> {
    return db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', entryId)
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
  }

  /** One of the customer's entries; another's is not there. */
  findOfCustomer(customerId: number, entryId: number): Promise<WaitlistEntry | undefined> {
    return this.db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', entryId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** An entry by id alone: the offer link names it, its signature proves it. */
  byId(entryId: number, db: Kysely<Database> = this.db): Promise<WaitlistEntry | undefined> {
    return db.selectFrom('waitlist_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
  }

  /** A restaurant's day, oldest first (the index restaurant_id, date, status). */
  dayOf(restaurantId: number, date: string): Promise<WaitlistEntry[]> {
    return this.db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The day's open waitlist entries (waiting or offered), oldest first, read under the day's lock. */
  openOfDay(restaurantId: number, date: string, db: Kysely<Database>): Promise<WaitlistEntry[]> {
    return db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .where('kind', '=', 'waitlist')
      .where('status', 'in', WAITLIST_OPEN_STATUSES)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Whether some entry of the day waits for covers: a freed booking only wakes a day that has one. */
  async anyWaiting(restaurantId: number, date: string, db: Kysely<Database>): Promise<boolean> {
    const row = await db
      .selectFrom('waitlist_entries')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .where('status', '=', 'waiting')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The customer's open entries at every restaurant (the cap), and at this restaurant's day. */
  async openOfCustomer(customerId: number, db: Kysely<Database>) {
    return db
      .selectFrom('waitlist_entries')
      .select(['id', 'restaurant_id', 'date'])
      .where('customer_id', '=', customerId)
      .where('status', 'in', WAITLIST_OPEN_STATUSES)
      .execute();
  }

  async openCountOfDay(restaurantId: number, date: string, db: Kysely<Database>): Promise<number> {
    const row = await db
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('date', '=', date)
      .where('status', 'in', WAITLIST_OPEN_STATUSES)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The customer's entries from a date on, newest first. */
  ofCustomer(customerId: number, fromDate: string): Promise<WaitlistEntry[]> {
    return this.db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('date', '>=', fromDate)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * Changes an entry only while it is in one of `from` (and, when given, still holds the offer
   * read): of two hands on one entry exactly one wins; the other gets undefined.
   */
  change(
    entry: Pick<WaitlistEntry, 'id' | 'restaurant_id'>,
    from: readonly string[],
    changes: Updateable<WaitlistEntriesTable>,
    now: number,
    db: Kysely<Database>,
    offersMade?: number,
  ): Promise<WaitlistEntry | undefined> {
    let query = db
      .updateTable('waitlist_entries')
      .set({ ...changes, updated_at: now })
      .where('id', '=', entry.id)
      .where('restaurant_id', '=', entry.restaurant_id)
      .where('status', 'in', [...from]);
    if (offersMade !== undefined) query = query.where('offers_made', '=', offersMade);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * The daily clean-up: entries of past days still open are closed (`expired`), and entries older
   * than `keepFrom` (a Paris date) are deleted, the names and phones they hold with them.
   */
  async tidy(today: string, keepFrom: string, now: number): Promise<{ closed: number; deleted: number }> {
    const closed = await this.db
      .updateTable('waitlist_entries')
      .set({ status: 'expired', updated_at: now })
      .where('date', '<', today)
      .where('status', 'in', WAITLIST_OPEN_STATUSES)
      .executeTakeFirst();
    const deleted = await this.db.deleteFrom('waitlist_entries').where('date', '<', keepFrom).executeTakeFirst();
    return { closed: Number(closed.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
  }

  /** A closed customer account: its entries go (a waitlist entry is nothing but the wish to come). */
  async deleteOfCustomer(customerId: number, db: Kysely<Database>): Promise<void> {
    await db.deleteFrom('waitlist_entries').where('customer_id', '=', customerId).execute();
  }
}
