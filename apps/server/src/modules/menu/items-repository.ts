import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { TItemSize } from '@portal/contract';
import type { Database } from '../../schema.js';
import type { Item, ItemImage, ItemSize, ItemsTable } from './tables.js';
import type { Clock } from '../../core/clock.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** The lists an item links to, and the column naming the linked row. */
export const itemLinks = {
  cuisines: { table: 'item_cuisines', column: 'cuisine_id', target: 'cuisines' },
  serviceTypes: { table: 'item_service_types', column: 'service_type_id', target: 'service_types' },
  foodChoices: { table: 'item_food_choices', column: 'food_choice_id', target: 'food_choices' },
  dishTypes: { table: 'item_dish_types', column: 'dish_type_id', target: 'dish_types' },
} as const;
export type ItemLinkKind = keyof typeof itemLinks;

export interface LinkedLabel {
  item_id: number;
  id: number;
  fr_label: string;
  en_label: string;
}

export interface ItemRelations {
  cuisines: Map<number, LinkedLabel[]>;
  serviceTypes: Map<number, LinkedLabel[]>;
  foodChoices: Map<number, LinkedLabel[]>;
  dishTypes: Map<number, LinkedLabel[]>;
  addons: Map<number, LinkedLabel[]>;
  images: Map<number, ItemImage[]>;
  sizes: Map<number, ItemSize[]>;
}

export type ItemLinkIds = Record<ItemLinkKind | 'addons', number[]>;

/** `%`, `_` and the escape character itself are literal in a search term. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const CHUNK = 500;

function groupBy<T extends { item_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.item_id);
    if (list) list.push(row);
    else map.set(row.item_id, [row]);
  }
  return map;
}

/** Items of a restaurant; every method that takes an item id also takes the restaurant's. */
export class ItemsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Newest first; every search term must appear in the normalised search text. */
  async list(restaurantId: number, terms: string[] = [], trx: Kysely<Database> = this.db): Promise<Item[]> {
    let query = trx.selectFrom('items').selectAll().where('restaurant_id', '=', restaurantId);
    for (const term of terms) {
      query = query.where(sql<boolean>`search_text like ${likeContains(term)} escape ${sql.raw("'\\'")}`);
    }
    return query.orderBy('id', 'desc').execute();
  }

  /** The restaurant's items among `ids` (others are left out). */
  async findManyOwned(ids: number[], restaurantId: number, trx: Kysely<Database> = this.db): Promise<Item[]> {
    if (ids.length === 0) return [];
    return trx
      .selectFrom('items')
      .selectAll()
      .where('id', 'in', ids)
      .where('restaurant_id', '=', restaurantId)
      .execute();
  }

  async findOwned(id: number, restaurantId: number, trx: Kysely<Database> = this.db): Promise<Item | undefined> {
    return trx.selectFrom('items').selectAll().where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
  }

  /** The ids of the add-on groups an item offers, in the item's order. */
  async addonIds(itemId: number, trx: Kysely<Database> = this.db): Promise<number[]> {
    const rows = await trx
      .selectFrom('item_addons')
      .select('addon_id')
      .where('item_id', '=', itemId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.addon_id);
  }

  async insert(values: Insertable<ItemsTable>, trx: Kysely<Database>): Promise<number> {
    const row = await trx.insertInto('items').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Rows changed: 0 when the item is not the restaurant's. */
  async update(
    id: number,
    restaurantId: number,
    values: Updateable<ItemsTable>,
    trx: Kysely<Database>,
  ): Promise<number> {
    const result = await trx
      .updateTable('items')
      .set(values)
      .where(isRestaurantRow(restaurantId, id))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(id: number, restaurantId: number, trx: Kysely<Database>): Promise<number> {
    const result = await trx.deleteFrom('items').where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Replaces every link of the item, keeping the order given. */
  async replaceLinks(itemId: number, ids: ItemLinkIds, trx: Kysely<Database>): Promise<void> {
    for (const kind of Object.keys(itemLinks) as ItemLinkKind[]) {
      const { table, column } = itemLinks[kind];
      await trx.deleteFrom(table).where('item_id', '=', itemId).execute();
      if (ids[kind].length > 0) {
        await trx
          .insertInto(table)
          .values(ids[kind].map((id, position) => ({ item_id: itemId, [column]: id, position })) as never)
          .execute();
      }
    }
    await trx.deleteFrom('item_addons').where('item_id', '=', itemId).execute();
    if (ids.addons.length > 0) {
      await trx
        .insertInto('item_addons')
        .values(ids.addons.map((addon_id, position) => ({ item_id: itemId, addon_id, position })))
        .execute();
    }
  }

  /** Everything an item links to, for many items at once (a fixed number of queries). */
  async relations(itemIds: number[], trx: Kysely<Database> = this.db): Promise<ItemRelations> {
    const result: ItemRelations = {
      cuisines: new Map(),
      serviceTypes: new Map(),
      foodChoices: new Map(),
      dishTypes: new Map(),
      addons: new Map(),
      images: new Map(),
      sizes: new Map(),
    };
    for (let start = 0; start < itemIds.length; start += CHUNK) {
      const ids = itemIds.slice(start, start + CHUNK);
      for (const kind of Object.keys(itemLinks) as ItemLinkKind[]) {
        const rows = await this.linkedLabels(kind, ids, trx);
        for (const [itemId, list] of groupBy(rows)) result[kind].set(itemId, list);
      }
      const addons = await trx
        .selectFrom('item_addons as l')
        .innerJoin('addons as a', 'a.id', 'l.addon_id')
        .select(['l.item_id', 'a.id', 'a.fr_name as fr_label', 'a.en_name as en_label'])
        .where('l.item_id', 'in', ids)
        .orderBy('l.item_id')
        .orderBy('l.position')
        .execute();
      for (const [itemId, list] of groupBy(addons)) result.addons.set(itemId, list);
      const images = await trx
        .selectFrom('item_images')
        .selectAll()
        .where('item_id', 'in', ids)
        .orderBy('item_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const [itemId, list] of groupBy(images)) result.images.set(itemId, list);
      const sizes = await trx
        .selectFrom('item_sizes')
        .selectAll()
        .where('item_id', 'in', ids)
        .orderBy('item_id')
        .orderBy('position')
        .execute();
      for (const [itemId, list] of groupBy(sizes)) result.sizes.set(itemId, list);
    }
    return result;
  }

  /**
   * Makes the item's sizes these, in this order. A size sent with the id of one of this item's
   * sizes keeps its id (orders will refer to it); any other id is a new size; the rest go.
   */
  async replaceSizes(itemId: number, sizes: readonly TItemSize[], trx: Kysely<Database>): Promise<void> {
    const existing = new Set(
      (await trx.selectFrom('item_sizes').select('id').where('item_id', '=', itemId).execute()).map((row) => row.id),
    );
    const kept = new Set<number>();
    for (const [position, size] of sizes.entries()) {
      const values = { position, en_name: size.name, fr_name: size.fr_name, price_cents: size.price_cents };
      if (size.id !== null && existing.has(size.id) && !kept.has(size.id)) {
        kept.add(size.id);
        await trx.updateTable('item_sizes').set(values).where('id', '=', size.id).execute();
      } else {
        await trx
          .insertInto('item_sizes')
          .values({ ...values, item_id: itemId })
          .execute();
      }
    }
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length > 0) await trx.deleteFrom('item_sizes').where('id', 'in', gone).execute();
  }

  private async linkedLabels(kind: ItemLinkKind, ids: number[], trx: Kysely<Database>): Promise<LinkedLabel[]> {
    const { table, column, target } = itemLinks[kind];
    // The tables differ only by name; one query shape serves all four.
    const db = trx as unknown as Kysely<{
      link: { item_id: number; ref_id: number; position: number };
      target: { id: number; fr_label: string; en_label: string };
    }>;
    return db
      .selectFrom(`${table} as l` as 'link as l')
      .innerJoin(`${target} as t` as 'target as t', 't.id', `l.${column}` as 'l.ref_id')
      .select(['l.item_id', 't.id', 't.fr_label', 't.en_label'])
      .where('l.item_id', 'in', ids)
      .orderBy('l.item_id')
      .orderBy('l.position')
      .execute();
  }

  /* ---------- photos ---------- */

  async images(itemId: number, trx: Kysely<Database> = this.db): Promise<ItemImage[]> {
    return trx
      .selectFrom('item_images')
      .selectAll()
      .where('item_id', '=', itemId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async addImages(
    itemId: number,
    restaurantId: number,
    files: Array<{ file_name: string; thumb_name: string }>,
    trx: Kysely<Database>,
  ): Promise<void> {
    if (files.length === 0) return;
    const last = await trx
      .selectFrom('item_images')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const now = this.clock();
    await trx
      .insertInto('item_images')
      .values(
        files.map((f, i) => ({
          item_id: itemId,
          restaurant_id: restaurantId,
          ...f,
          position: start + i,
          created_at: now,
        })),
      )
      .execute();
  }

  async findImageOwned(
    imageId: number,
    restaurantId: number,
    trx: Kysely<Database> = this.db,
  ): Promise<ItemImage | undefined> {
    return trx.selectFrom('item_images').selectAll().where(isRestaurantRow(restaurantId, imageId)).executeTakeFirst();
  }

  async deleteImage(imageId: number, restaurantId: number, trx: Kysely<Database>): Promise<number> {
    const result = await trx.deleteFrom('item_images').where(isRestaurantRow(restaurantId, imageId)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
