import type { Kysely } from 'kysely';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import type { Database } from '../../schema.js';
import type { ModificationRequest } from './tables.js';

/** A guest's modification requests of a booking and the restaurant's answers: their SQL. */
export class ModificationRequestsRepository {
  constructor(protected readonly db: Kysely<Database>) {}

  async requestsOf(bookingIds: readonly number[], db: Kysely<Database> = this.db): Promise<ModificationRequest[]> {
    if (bookingIds.length === 0) return [];
    return db
      .selectFrom('booking_modification_requests')
      .selectAll()
      .where('booking_id', 'in', bookingIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async findRequest(restaurantId: number, id: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('booking_modification_requests')
      .selectAll()
      .where(isRestaurantRow(restaurantId, id))
      .executeTakeFirst();
  }

  async insertRequest(
    row: Omit<ModificationRequest, 'id' | 'answered_at' | 'proposed_time'>,
    trx: Kysely<Database>,
  ): Promise<ModificationRequest> {
    return trx
      .insertInto('booking_modification_requests')
      .values({ ...row, proposed_time: null, answered_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Moves a request from one state to another; false when it was no longer in `from`. */
  async answerRequest(
    id: number,
    from: readonly string[],
    changes: { state: string; proposed_time?: string | null },
    at: number,
    trx: Kysely<Database>,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('booking_modification_requests')
      .set({ ...changes, answered_at: at })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends every open request of a booking (a new request, a cancellation). */
  async closeRequests(bookingId: number, state: string, at: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .updateTable('booking_modification_requests')
      .set({ state, answered_at: at })
      .where('booking_id', '=', bookingId)
      .where('state', 'in', ['pending', 'time_proposed', 'cancellation_proposed'])
      .execute();
  }
}
