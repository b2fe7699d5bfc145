import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';

/** The restaurant side of a partner's row: presence today; profile and gallery next. */
export class RestaurantRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The new status, or undefined when no such restaurant exists. */
  async setStatus(restaurantId: number, status: 0 | 1): Promise<number | undefined> {
    const row = await this.db
      .updateTable('partners')
      .set({ status, updated_at: this.clock() })
      .where('id', '=', restaurantId)
      .returning('status')
      .executeTakeFirst();
    return row?.status;
  }

  /** What decides whether the restaurant takes orders: approval, suspension, online status. */
  async orderingState(
    restaurantId: number,
  ): Promise<{ status: number; admin_aproval: number; suspended: number; is_verified: number } | undefined> {
    return this.db
      .selectFrom('partners')
      .select(['status', 'admin_aproval', 'suspended', 'is_verified'])
      .where('id', '=', restaurantId)
      .executeTakeFirst();
  }
}
