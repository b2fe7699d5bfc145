import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { ModificationRequestsRepository } from './modification-requests-repository.js';
import type { BookingHistoryTable } from './tables.js';

/** A booking's history (each change with its actor), and what the guest's daily cap reads of it. */
export class BookingHistoryRepository extends ModificationRequestsRepository {
  /** Adds a booking's history lines (one or several): one insert. */
  async addHistory(
    rows: Insertable<BookingHistoryTable> | ReadonlyArray<Insertable<BookingHistoryTable>>,
    trx: Kysely<Database>,
  ): Promise<void> {
    const list = Array.isArray(rows) ? rows : [rows];
    if (list.length > 0) await trx.insertInto('booking_history').values(list).execute();
  }

  async historyOf(bookingId: number) {
    return this.db
      .selectFrom('booking_history')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  /**
   * The changes a guest made to a booking since `since` (its moves and requests, or a proposal of
   * the restaurant's accepted; a proposal declined changes nothing): the cap of a day's changes.
   */
  async guestChangesSince(bookingId: number, since: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('booking_history')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('booking_id', '=', bookingId)
      .where('actor_kind', '=', 'guest')
      .where('change', 'in', ['modified', 'proposal'])
      .where('reason', '!=', 'declined')
      .where('at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
