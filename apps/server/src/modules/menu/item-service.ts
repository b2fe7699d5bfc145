import {
  type TMarkItemSoldOutResponse,
  IMAGE_BASE_PATH,
  type Locale,
  MAX_IMAGES_PER_ITEM,
  normalizeSearchText,
  searchTerms,
  type TAddonListResponse,
  type TChangeItemStatusResponse,
  type TDeletedResponse,
  type TItemDetailResponse,
  tvaRateToBasisPoints,
  type TSaveItemInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { nextParisDayStart } from '../../core/paris-time.js';
import type { Clock } from '../../core/clock.js';
import { toWireAddon } from './addon-service.js';
import type { AddonsRepository } from './addons-repository.js';
import type { DishTypesRepository } from './dish-types-repository.js';
import type { ItemsRepository } from './items-repository.js';
import type { MenuVersionsRepository } from './menu-versions-repository.js';
import type { ReferenceRepository, ReferenceTableName } from './reference-repository.js';
import type { ImageStore } from '../../infra/images/image-store.js';
import type { MenuCache } from './menu-cache.js';
import type { MenuWriter } from './menu-writer.js';
import {
  fileUnderDishTypes,
  listBody,
  type Menu,
  type OrderableItem,
  toOrderableItem,
  toWireItem,
} from './item-wire.js';

const notFound = () => new AppError('NOT_FOUND');

export interface ItemServiceDeps {
  items: ItemsRepository;
  addons: AddonsRepository;
  references: ReferenceRepository;
  dishTypes: DishTypesRepository;
  versions: MenuVersionsRepository;
  writer: MenuWriter;
  cache: MenuCache;
  images: ImageStore;
  clock: Clock;
}

/** Dishes of a restaurant: list (cached, searchable), detail, save with photos, status, delete. */
export class ItemService {
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: ItemServiceDeps) {}

  /**
   * The JSON body of getitemslist. Without a search term it comes from the menu cache, checked
   * against the restaurant's menu version on every call (one primary-key read).
   */
  async listBody(restaurantId: number, lang: Locale, search?: string): Promise<Buffer> {
    const text = search?.trim() ?? '';
    if (text) {
      const terms = searchTerms(text);
      // Only punctuation: nothing can match it.
      return terms.length === 0 ? listBody({ items: [], sections: [] }) : this.buildListBody(restaurantId, lang, terms);
    }
    const { cache, versions } = this.deps;
    const version = await versions.current(restaurantId);
    const cached = cache.get(restaurantId, lang, version, this.deps.clock());
    if (cached) return cached;
    // Concurrent misses for the same menu share one build.
    const key = `${restaurantId}:${lang}:${version}`;
    let building = this.building.get(key);
    if (!building) {
      building = this.deps.writer
        .read(async (trx) => {
          const snapshotVersion = await versions.current(restaurantId, trx);
          const menu = await this.loadItems(restaurantId, lang, [], trx);
          // The list changes by itself when the first sold-out dish comes back.
          const comesBack = menu.items.flatMap((item) => (item.sold_out_until === null ? [] : [item.sold_out_until]));
          return { version: snapshotVersion, body: listBody(menu), validUntil: Math.min(Infinity, ...comesBack) };
        })
        .then((built) => {
          // Stamped with the version of the snapshot it was read from, never a later one.
          cache.set(restaurantId, lang, built.version, built.body, built.validUntil);
          return built.body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, building);
    }
    return building;
  }

  /** The add-on groups offered with one of the restaurant's items, in the item's order. */
  async addonGroups(restaurantId: number, itemId: number, lang: Locale): Promise<TAddonListResponse> {
    const groups = await this.deps.writer.read(async (trx) => {
      if (!(await this.deps.items.findOwned(itemId, restaurantId, trx))) throw notFound();
      const linked = await this.deps.items.addonIds(itemId, trx);
      const byId = new Map((await this.deps.addons.list(restaurantId, trx)).map((addon) => [addon.id, addon]));
      return linked.flatMap((id) => byId.get(id) ?? []);
    });
    return { ...ok('LOADED'), data: groups.map((group, index) => toWireAddon(group, index, lang)) };
  }

  /** The restaurant's dishes among `itemIds`, with what pricing an order needs; others are left out. */
  async orderable(restaurantId: number, itemIds: number[]): Promise<Map<number, OrderableItem>> {
    const ids = [...new Set(itemIds)];
    return this.deps.writer.read(async (trx) => {
      const rows = await this.deps.items.findManyOwned(ids, restaurantId, trx);
      const relations = await this.deps.items.relations(
        rows.map((row) => row.id),
        trx,
      );
      const groups = new Map((await this.deps.addons.list(restaurantId, trx)).map((group) => [group.id, group]));
      const hiddenTypes = new Set(
        (await this.deps.dishTypes.list(restaurantId, trx)).filter((row) => row.hidden).map((row) => row.dish_type_id),
      );
      // As on the public menu: a dish filed only under hidden dish types is off the menu.
      const offTheMenu = (itemId: number) => {
        const types = relations.dishTypes.get(itemId) ?? [];
        return types.length > 0 && types.every((type) => hiddenTypes.has(type.id));
      };
      const now = this.deps.clock();
      const orderable = rows.map((row) => toOrderableItem(row, relations, groups, offTheMenu(row.id), now));
      return new Map(orderable.map((item) => [item.id, item]));
    });
  }

  /** Sold out until the next 04:00 Paris time (1), or back on sale now (0). */
  async markSoldOut(restaurantId: number, id: number, soldOut: 0 | 1): Promise<TMarkItemSoldOutResponse> {
    const until = soldOut === 1 ? nextParisDayStart(this.deps.clock()) : null;
    await this.deps.writer.write(restaurantId, async (trx) => {
      const changed = await this.deps.items.update(
        id,
        restaurantId,
        { sold_out_until: until, updated_at: this.deps.clock() },
        trx,
      );
      if (changed === 0) throw notFound();
    });
    return {
      ...ok(soldOut === 1 ? 'ITEM_SOLD_OUT' : 'ITEM_BACK_ON_SALE'),
      data: { id, sold_out: soldOut, sold_out_until: until },
    };
  }

  async detail(restaurantId: number, id: number, lang: Locale): Promise<TItemDetailResponse> {
    const item = await this.deps.writer.read(async (trx) => {
      const row = await this.deps.items.findOwned(id, restaurantId, trx);
      if (!row) throw notFound();
      return toWireItem(row, await this.deps.items.relations([row.id], trx), lang, this.deps.clock());
    });
    return { ...ok('LOADED'), data: item, imageUrl: IMAGE_BASE_PATH };
  }

  /**
   * Creates or updates an item with its new photos. Photos are decoded and written before the
   * transaction; if anything fails after that, the files written are deleted and nothing is
   * saved.
   */
  async save(restaurantId: number, input: TSaveItemInput, files: Buffer[], lang: Locale): Promise<TItemDetailResponse> {
    const { items, images, writer } = this.deps;
    let imageCount = 0;
    if (input.id !== null) {
      if (!(await items.findOwned(input.id, restaurantId))) throw notFound();
      imageCount = (await items.images(input.id)).length;
    }
    if (imageCount + files.length > MAX_IMAGES_PER_ITEM) throw new AppError('TOO_MANY_IMAGES', { field: 'file_name' });
    await this.assertReferences(restaurantId, input);

    const stored = await images.write(await images.prepare(files));
    let id: number;
    try {
      id = await writer.write(restaurantId, async (trx) => {
        await this.assertReferences(restaurantId, input, trx);
        const now = this.deps.clock();
        const values = {
          en_name: input.item_name,
          fr_name: input.fr_item_name,
          en_description: input.description,
          fr_description: input.fr_description,
          price_cents: input.price_cents,
          discount_percent: input.discount,
          buy_one_get_one: input.buy_one_get_one_offer,
          preparation_minutes: input.preparation_time,
          tva_bp: tvaRateToBasisPoints(input.tva_rate),
          service_open_time: input.service_open_time.join(','),
          service_close_time: input.service_close_time.join(','),
          search_text: normalizeSearchText(
            [input.item_name, input.fr_item_name, input.description, input.fr_description].join(' '),
          ),
          // Left out by a client that does not know them: kept as they are.
          ...(input.max_per_order !== undefined && { max_per_order: input.max_per_order }),
          ...(input.allergens !== undefined && { allergens: input.allergens.join(',') }),
          updated_at: now,
        };
        let itemId: number;
        if (input.id === null) {
          itemId = await items.insert({ ...values, restaurant_id: restaurantId, status: 1, created_at: now }, trx);
        } else {
          if ((await items.update(input.id, restaurantId, values, trx)) === 0) throw notFound();
          itemId = input.id;
        }
        await items.replaceLinks(
          itemId,
          {
            cuisines: input.type_of_cuisines_id,
            serviceTypes: input.type_of_service_id,
            foodChoices: input.food_choice_id,
            dishTypes: input.type_of_item_id,
            addons: input.types_of_addon_id,
          },
          trx,
        );
        if (input.sizes !== undefined) await items.replaceSizes(itemId, input.sizes, trx);
        if (stored.length > 0) {
          // Checked again under the menu lock: two saves racing cannot pass the limit together.
          const existing = (await items.images(itemId, trx)).length;
          if (existing + stored.length > MAX_IMAGES_PER_ITEM)
            throw new AppError('TOO_MANY_IMAGES', { field: 'file_name' });
          await items.addImages(itemId, restaurantId, stored, trx);
        }
        // A dish type used by a dish belongs in the restaurant's dish-type list.
        await this.deps.dishTypes.materialize(restaurantId, trx);
        await this.deps.dishTypes.append(restaurantId, input.type_of_item_id, trx);
        return itemId;
      });
    } catch (error) {
      await images.remove(stored);
      throw error;
    }
    const detail = await this.detail(restaurantId, id, lang);
    return { ...detail, ...ok('ITEM_SAVED') };
  }

  async setStatus(restaurantId: number, id: number, status: 0 | 1): Promise<TChangeItemStatusResponse> {
    await this.deps.writer.write(restaurantId, async (trx) => {
      if ((await this.deps.items.update(id, restaurantId, { status, updated_at: this.deps.clock() }, trx)) === 0)
        throw notFound();
    });
    return { ...ok(status === 1 ? 'ITEM_ENABLED' : 'ITEM_DISABLED'), data: { id, status } };
  }

  async delete(restaurantId: number, id: number): Promise<TDeletedResponse> {
    const files = await this.deps.writer.write(restaurantId, async (trx) => {
      if (!(await this.deps.items.findOwned(id, restaurantId, trx))) throw notFound();
      const photos = await this.deps.items.images(id, trx);
      await this.deps.items.delete(id, restaurantId, trx);
      return photos;
    });
    // Files go once the rows are gone for good.
    await this.deps.images.remove(files);
    return { ...ok('ITEM_DELETED'), data: { id } };
  }

  async deleteImage(restaurantId: number, imageId: number): Promise<TDeletedResponse> {
    const photo = await this.deps.writer.write(restaurantId, async (trx) => {
      const image = await this.deps.items.findImageOwned(imageId, restaurantId, trx);
      if (!image) throw notFound();
      await this.deps.items.deleteImage(imageId, restaurantId, trx);
      await this.deps.items.update(image.item_id, restaurantId, { updated_at: this.deps.clock() }, trx);
      return image;
    });
    await this.deps.images.remove([photo]);
    return { ...ok('IMAGE_DELETED'), data: { id: imageId } };
  }

  private async buildListBody(restaurantId: number, lang: Locale, terms: string[]): Promise<Buffer> {
    return listBody(await this.deps.writer.read((trx) => this.loadItems(restaurantId, lang, terms, trx)));
  }

  /** The dishes filed under the restaurant's dish types, in its order (see fileUnderDishTypes). */
  private async loadItems(restaurantId: number, lang: Locale, terms: string[], trx: Kysely<Database>): Promise<Menu> {
    const rows = await this.deps.items.list(restaurantId, terms, trx);
    const relations = await this.deps.items.relations(
      rows.map((r) => r.id),
      trx,
    );
    const now = this.deps.clock();
    const items = rows.map((row) => toWireItem(row, relations, lang, now));
    return fileUnderDishTypes(items, await this.deps.dishTypes.orderOf(restaurantId, trx), relations, lang);
  }

  /** Every id must name an existing entry the restaurant may use; the first field failing is reported. */
  private async assertReferences(restaurantId: number, input: TSaveItemInput, trx?: Kysely<Database>): Promise<void> {
    const lists: Array<[ReferenceTableName, number[], string]> = [
      ['service_types', input.type_of_service_id, 'type_of_service_id'],
      ['dish_types', input.type_of_item_id, 'type_of_item_id'],
      ['cuisines', input.type_of_cuisines_id, 'type_of_cuisines_id'],
      ['food_choices', input.food_choice_id, 'food_choice_id'],
    ];
    for (const [table, ids, field] of lists) {
      const found = await this.deps.references.existingIds(table, ids, restaurantId, trx);
      if (found.size !== ids.length) throw new AppError('REFERENCE_INVALID', { field });
    }
    const addons = await this.deps.addons.ownedIds(input.types_of_addon_id, restaurantId, trx);
    if (addons.size !== input.types_of_addon_id.length)
      throw new AppError('REFERENCE_INVALID', { field: 'types_of_addon_id' });
  }
}
