import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { AppError } from '../../core/errors.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { MenuVersionsRepository } from './menu-versions-repository.js';
import type { MenuCache } from './menu-cache.js';

/**
 * Every menu write runs here: one transaction that first bumps the restaurant's menu version
 * (taking its menu lock) and then changes the rows, so a write and its version are seen
 * together or not at all.
 */
export class MenuWriter {
  constructor(private readonly deps: { db: Kysely<Database>; versions: MenuVersionsRepository; cache: MenuCache }) {}

  async write<T>(restaurantId: number, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      const result = await this.deps.db.transaction().execute(async (trx) => {
        await this.deps.versions.bump(restaurantId, trx);
        return change(trx);
      });
      return result;
    } catch (error) {
      // A linked row (an add-on, a dish type) vanished under a concurrent request.
      if (isForeignKeyViolation(error)) throw new AppError('REFERENCE_INVALID');
      throw error;
    } finally {
      this.deps.cache.drop(restaurantId);
    }
  }

  /**
   * Reads from one snapshot (PostgreSQL repeatable read; SQLite read transaction), so a menu
   * built from several queries never mixes the states before and after a write.
   */
  async read<T>(read: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.deps.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
  }
}
