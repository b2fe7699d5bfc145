import type { Kysely } from 'kysely';
import { readModelView } from '../../db/read-model.js';
import type { Database } from '../../schema.js';
import { readModel } from './read-model.js';

/** The retention's SQL over the consents, reading the activity other modules keep. */
export class RetentionRepository {
  private readonly read: Kysely<Database>;

  constructor(private readonly db: Kysely<Database>) {
    this.read = readModelView(db, readModel) as unknown as Kysely<Database>;
  }

  /**
   * Deletes up to `limit` consents to a restaurant's news (the platform's aside) chosen before
   * `cutoff` by a guest with no booking (its meal) nor order at that restaurant since; how many.
   */
  async forgetDormant(cutoff: number, limit: number): Promise<number> {
    const dormant = await this.read
      .selectFrom('consents')
      .select('consents.id')
      .where('consents.restaurant_id', '!=', 0)
      .where('consents.at', '<', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bookings')
              .select('bookings.restaurant_id')
              .whereRef('bookings.customer_id', '=', 'consents.customer_id')
              .whereRef('bookings.restaurant_id', '=', 'consents.restaurant_id')
              .where('bookings.meal_at', '>=', cutoff),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.restaurant_id')
              .whereRef('orders.customer_id', '=', 'consents.customer_id')
              .whereRef('orders.restaurant_id', '=', 'consents.restaurant_id')
              .where('orders.created_at', '>=', cutoff),
          ),
        ),
      )
      .orderBy('consents.id')
      .limit(limit)
      .execute();
    return this.deleteConsents(dormant);
  }

  /** Deletes up to `limit` consents of closed accounts (a closing whose erasing did not run); how many. */
  async forgetClosed(limit: number): Promise<number> {
    const left = await this.read
      .selectFrom('consents')
      .innerJoin('customers', 'customers.id', 'consents.customer_id')
      .select('consents.id')
      .where('customers.closed_at', 'is not', null)
      .orderBy('consents.id')
      .limit(limit)
      .execute();
    return this.deleteConsents(left);
  }

  /** Deletes these consents; how many. */
  private async deleteConsents(rows: readonly { id: number }[]): Promise<number> {
    if (rows.length === 0) return 0;
    await this.db
      .deleteFrom('consents')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.length;
  }

  /** Closed accounts after `afterId`, by id, `limit` at a time. */
  async closedAccounts(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.read
      .selectFrom('customers')
      .select('id')
      .where('closed_at', 'is not', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
