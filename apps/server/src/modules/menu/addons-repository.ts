import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Addon, AddonOption, AddonsTable } from './tables.js';
import type { Database } from '../../schema.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

export interface AddonWithOptions extends Addon {
  options: AddonOption[];
}

/** Add-on groups of a restaurant and their options. */
export class AddonsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** In display order. */
  async list(restaurantId: number, trx: Kysely<Database> = this.db): Promise<AddonWithOptions[]> {
    const addons = await trx
      .selectFrom('addons')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return this.withOptions(addons, trx);
  }

  async findOwned(
    id: number,
    restaurantId: number,
    trx: Kysely<Database> = this.db,
  ): Promise<AddonWithOptions | undefined> {
    const addon = await trx
      .selectFrom('addons')
      .selectAll()
      .where(isRestaurantRow(restaurantId, id))
      .executeTakeFirst();
    return addon ? (await this.withOptions([addon], trx))[0] : undefined;
  }

  /** Which of `ids` are add-ons of the restaurant. */
  async ownedIds(ids: number[], restaurantId: number, trx: Kysely<Database> = this.db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await trx
      .selectFrom('addons')
      .select('id')
      .where('id', 'in', ids)
      .where('restaurant_id', '=', restaurantId)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Ids in display order. */
  async orderedIds(restaurantId: number, trx: Kysely<Database> = this.db): Promise<number[]> {
    const rows = await trx
      .selectFrom('addons')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async nextPosition(restaurantId: number, trx: Kysely<Database>): Promise<number> {
    const last = await trx
      .selectFrom('addons')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }

  async insert(values: Insertable<AddonsTable>, trx: Kysely<Database>): Promise<number> {
    const row = await trx.insertInto('addons').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Rows changed: 0 when the add-on is not the restaurant's. */
  async update(
    id: number,
    restaurantId: number,
    values: Updateable<AddonsTable>,
    trx: Kysely<Database>,
  ): Promise<number> {
    const result = await trx
      .updateTable('addons')
      .set(values)
      .where(isRestaurantRow(restaurantId, id))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async replaceOptions(
    addonId: number,
    options: Array<{ en_name: string; fr_name: string; price_cents: number; allergens: string }>,
    trx: Kysely<Database>,
  ): Promise<void> {
    await trx.deleteFrom('addon_options').where('addon_id', '=', addonId).execute();
    if (options.length === 0) return;
    await trx
      .insertInto('addon_options')
      .values(options.map((o, position) => ({ addon_id: addonId, ...o, position })))
      .execute();
  }

  async delete(id: number, restaurantId: number, trx: Kysely<Database>): Promise<number> {
    const result = await trx.deleteFrom('addons').where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async setPositions(restaurantId: number, orderedIds: number[], trx: Kysely<Database>): Promise<void> {
    for (const [position, id] of orderedIds.entries()) {
      await trx.updateTable('addons').set({ position }).where(isRestaurantRow(restaurantId, id)).execute();
    }
  }

  private async withOptions(addons: Addon[], trx: Kysely<Database>): Promise<AddonWithOptions[]> {
    if (addons.length === 0) return [];
    const options = await trx
      .selectFrom('addon_options')
      .selectAll()
      .where(
        'addon_id',
        'in',
        addons.map((a) => a.id),
      )
      .orderBy('addon_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const byAddon = new Map<number, AddonOption[]>();
    for (const option of options) {
      const list = byAddon.get(option.addon_id);
      if (list) list.push(option);
      else byAddon.set(option.addon_id, [option]);
    }
    return addons.map((addon) => ({ ...addon, options: byAddon.get(addon.id) ?? [] }));
  }
}
