import type { Kysely } from 'kysely';
import { ReferenceKind } from '@portal/contract';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';

export type ReferenceTableName = 'cuisines' | 'food_choices' | 'service_types' | 'payment_methods' | 'dish_types';

export const referenceTables: Record<ReferenceKind, ReferenceTableName> = {
  [ReferenceKind.cuisine]: 'cuisines',
  [ReferenceKind.foodChoice]: 'food_choices',
  [ReferenceKind.serviceType]: 'service_types',
  [ReferenceKind.dishType]: 'dish_types',
  [ReferenceKind.paymentMethod]: 'payment_methods',
};

export interface ReferenceRow {
  id: number;
  fr_label: string;
  en_label: string;
}

/** The seeded reference lists. Dish types here are the platform's (restaurant_id NULL). */
export class ReferenceRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(table: ReferenceTableName, trx: Kysely<Database> = this.db): Promise<ReferenceRow[]> {
    let query = trx.selectFrom(table).select(['id', 'fr_label', 'en_label']);
    if (table === 'dish_types') query = query.where('restaurant_id', 'is', null);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  /**
   * Which of `ids` exist (for dish types: the platform's and the restaurant's own, never another
   * restaurant's).
   */
  async existingIds(
    table: ReferenceTableName,
    ids: number[],
    restaurantId: number,
    trx: Kysely<Database> = this.db,
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    let query = trx.selectFrom(table).select('id').where('id', 'in', ids);
    if (table === 'dish_types') {
      query = query.where((eb) => eb.or([eb('restaurant_id', 'is', null), eb('restaurant_id', '=', restaurantId)]));
    }
    const rows = await query.execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Appends an entry at the end of a list; null when one with the same label exists. */
  async add(table: ReferenceTableName, frLabel: string, enLabel: string): Promise<ReferenceRow | null> {
    return this.db.transaction().execute(async (tx) => {
      let duplicates = tx
        .selectFrom(table)
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['fr_label']), '=', frLabel.toLowerCase()),
            eb(eb.fn('lower', ['en_label']), '=', enLabel.toLowerCase()),
          ]),
        );
      if (table === 'dish_types') duplicates = duplicates.where('restaurant_id', 'is', null);
      if (await duplicates.executeTakeFirst()) return null;
      const last = await tx
        .selectFrom(table)
        .select((eb) => eb.fn.max('sort_order').as('max'))
        .executeTakeFirst();
      return tx
        .insertInto(table)
        .values({
          fr_label: frLabel,
          en_label: enLabel,
          sort_order: Number(last?.max ?? 0) + 1,
          created_at: this.clock(),
        })
        .returning(['id', 'fr_label', 'en_label'])
        .executeTakeFirstOrThrow();
    });
  }
}
