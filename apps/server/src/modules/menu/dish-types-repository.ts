import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import type { Clock } from '../../core/clock.js';

export interface RestaurantDishTypeRow {
  dish_type_id: number;
  fr_label: string;
  en_label: string;
  position: number;
  hidden: number;
  own: number;
}

export interface DishTypeChoiceRow {
  id: number;
  fr_label: string;
  en_label: string;
}

/**
 * A restaurant's dish types: rows of restaurant_dish_types (its order and hidden flags) over the
 * platform list and its own dish types. A restaurant without rows yet starts from the whole
 * platform list in the platform's order (materialize).
 */
export class DishTypesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async hasList(restaurantId: number, trx: Kysely<Database> = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('restaurant_dish_types')
      .select('dish_type_id')
      .where('restaurant_id', '=', restaurantId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a restaurant its starting list; does nothing once it has one (safe when raced). */
  async materialize(restaurantId: number, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('restaurant_dish_types')
      .columns(['restaurant_id', 'dish_type_id', 'position', 'hidden'])
      .expression((eb) =>
        eb
          .selectFrom('dish_types')
          .select([sql.lit(restaurantId).as('restaurant_id'), 'id', 'sort_order', sql.lit(0).as('hidden')])
          .where('restaurant_id', 'is', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('restaurant_dish_types').select('dish_type_id').where('restaurant_id', '=', restaurantId),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['restaurant_id', 'dish_type_id']).doNothing())
      .execute();
  }

  async list(restaurantId: number, trx: Kysely<Database> = this.db): Promise<RestaurantDishTypeRow[]> {
    const rows = await trx
      .selectFrom('restaurant_dish_types as r')
      .innerJoin('dish_types as d', 'd.id', 'r.dish_type_id')
      .select(['r.dish_type_id', 'd.fr_label', 'd.en_label', 'r.position', 'r.hidden', 'd.restaurant_id'])
      .where('r.restaurant_id', '=', restaurantId)
      .orderBy('r.position')
      .orderBy('r.dish_type_id')
      .execute();
    return rows.map(({ restaurant_id, ...row }) => ({ ...row, own: restaurant_id === null ? 0 : 1 }));
  }

  /** The restaurant's dish-type order; a restaurant that never changed it follows the platform's. */
  async orderOf(restaurantId: number, trx: Kysely<Database> = this.db): Promise<RestaurantDishTypeRow[]> {
    const own = await this.list(restaurantId, trx);
    if (own.length > 0) return own;
    return (await this.notInList(restaurantId, trx)).map((choice, position) => ({
      dish_type_id: choice.id,
      fr_label: choice.fr_label,
      en_label: choice.en_label,
      position,
      hidden: 0,
      own: 0,
    }));
  }

  /** Platform dish types the restaurant does not have in its list. */
  async notInList(restaurantId: number, trx: Kysely<Database> = this.db): Promise<DishTypeChoiceRow[]> {
    return trx
      .selectFrom('dish_types as d')
      .select(['d.id', 'd.fr_label', 'd.en_label'])
      .where('d.restaurant_id', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('restaurant_dish_types as r')
              .select('r.dish_type_id')
              .where('r.restaurant_id', '=', restaurantId)
              .whereRef('r.dish_type_id', '=', 'd.id'),
          ),
        ),
      )
      .orderBy('d.sort_order')
      .orderBy('d.id')
      .execute();
  }

  /** Writes positions 0..n-1 in the given order, adding dish types not yet in the list. */
  async setOrder(restaurantId: number, orderedIds: number[], trx: Kysely<Database>): Promise<void> {
    for (const [position, dishTypeId] of orderedIds.entries()) {
      await trx
        .insertInto('restaurant_dish_types')
        .values({ restaurant_id: restaurantId, dish_type_id: dishTypeId, position, hidden: 0 })
        .onConflict((oc) => oc.columns(['restaurant_id', 'dish_type_id']).doUpdateSet({ position }))
        .execute();
    }
  }

  /** Adds dish types at the end of the list; those already in it are left where they are. */
  async append(restaurantId: number, dishTypeIds: number[], trx: Kysely<Database>): Promise<void> {
    if (dishTypeIds.length === 0) return;
    const last = await trx
      .selectFrom('restaurant_dish_types')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    let position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    for (const dishTypeId of dishTypeIds) {
      const result = await trx
        .insertInto('restaurant_dish_types')
        .values({ restaurant_id: restaurantId, dish_type_id: dishTypeId, position, hidden: 0 })
        .onConflict((oc) => oc.columns(['restaurant_id', 'dish_type_id']).doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) position += 1;
    }
  }

  /** Number of rows changed: 0 when the dish type is not in the restaurant's list. */
  async setHidden(restaurantId: number, dishTypeId: number, hidden: 0 | 1, trx: Kysely<Database>): Promise<number> {
    const result = await trx
      .updateTable('restaurant_dish_types')
      .set({ hidden })
      .where('restaurant_id', '=', restaurantId)
      .where('dish_type_id', '=', dishTypeId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async createOwn(restaurantId: number, frLabel: string, enLabel: string, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .insertInto('dish_types')
      .values({
        fr_label: frLabel,
        en_label: enLabel,
        sort_order: 0,
        restaurant_id: restaurantId,
        created_at: this.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Labels of every dish type the restaurant could see: the platform's and its own. */
  async labelsVisibleTo(restaurantId: number, trx: Kysely<Database> = this.db): Promise<DishTypeChoiceRow[]> {
    return trx
      .selectFrom('dish_types')
      .select(['id', 'fr_label', 'en_label'])
      .where((eb) => eb.or([eb('restaurant_id', 'is', null), eb('restaurant_id', '=', restaurantId)]))
      .execute();
  }

  /** The restaurant's own dish type, if it is one. */
  async findOwn(
    restaurantId: number,
    dishTypeId: number,
    trx: Kysely<Database>,
  ): Promise<DishTypeChoiceRow | undefined> {
    return trx
      .selectFrom('dish_types')
      .select(['id', 'fr_label', 'en_label'])
      .where(isRestaurantRow(restaurantId, dishTypeId))
      .executeTakeFirst();
  }

  async renameOwn(
    restaurantId: number,
    dishTypeId: number,
    frLabel: string,
    enLabel: string,
    trx: Kysely<Database>,
  ): Promise<void> {
    await trx
      .updateTable('dish_types')
      .set({ fr_label: frLabel, en_label: enLabel })
      .where(isRestaurantRow(restaurantId, dishTypeId))
      .execute();
  }

  /** How many of the restaurant's dishes are filed under this dish type. */
  async usage(restaurantId: number, dishTypeId: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('item_dish_types as l')
      .innerJoin('items as i', 'i.id', 'l.item_id')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('i.restaurant_id', '=', restaurantId)
      .where('l.dish_type_id', '=', dishTypeId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Files the restaurant's dishes of one dish type under another: a dish that already has the
   * other one only loses the first.
   */
  async moveDishes(restaurantId: number, fromId: number, toId: number, trx: Kysely<Database>): Promise<void> {
    const restaurantItems = trx.selectFrom('items').select('id').where('restaurant_id', '=', restaurantId);
    await trx
      .deleteFrom('item_dish_types')
      .where('dish_type_id', '=', fromId)
      .where('item_id', 'in', restaurantItems)
      .where('item_id', 'in', trx.selectFrom('item_dish_types').select('item_id').where('dish_type_id', '=', toId))
      .execute();
    await trx
      .updateTable('item_dish_types')
      .set({ dish_type_id: toId })
      .where('dish_type_id', '=', fromId)
      .where('item_id', 'in', restaurantItems)
      .execute();
  }

  /** Removes an own dish type from the restaurant's list and from the platform table. */
  async deleteOwn(restaurantId: number, dishTypeId: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .deleteFrom('restaurant_dish_types')
      .where('restaurant_id', '=', restaurantId)
      .where('dish_type_id', '=', dishTypeId)
      .execute();
    await trx.deleteFrom('dish_types').where(isRestaurantRow(restaurantId, dishTypeId)).execute();
  }
}
