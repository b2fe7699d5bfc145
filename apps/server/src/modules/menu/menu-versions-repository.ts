import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';

/** The per-restaurant menu version: bumped by every menu write, read by every cached read. */
export class MenuVersionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One primary-key read; 0 before the first write. */
  async current(restaurantId: number, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx
      .selectFrom('menu_versions')
      .select('version')
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /**
   * Increments the version. Called first in a write transaction, it also takes the restaurant's
   * menu lock (PostgreSQL row lock, SQLite write lock), so menu writes of one restaurant are
   * serialised across requests and server processes.
   */
  async bump(restaurantId: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .insertInto('menu_versions')
      .values({ restaurant_id: restaurantId, version: 1 })
      .onConflict((oc) =>
        oc.column('restaurant_id').doUpdateSet((eb) => ({ version: eb(eb.ref('menu_versions.version'), '+', 1) })),
      )
      .execute();
  }
}
