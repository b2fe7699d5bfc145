import { type Locale, normalizeSearchText, type TDishListResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { ok } from '../../core/envelope.js';
import type { SuccessCode } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { DishTypesRepository } from './dish-types-repository.js';
import { pick } from './labels.js';
import type { MenuWriter } from './menu-writer.js';

const notFound = () => new AppError('NOT_FOUND');

/**
 * A restaurant's dish types: the platform list (Entrées, Plats, Desserts, ...) in the restaurant's own
 * order, its own dish types, hidden ones kept in place; `dishdata` lists the platform dish types
 * it does not have yet (added later by an administrator).
 */
export class DishTypeService {
  constructor(private readonly deps: { dishTypes: DishTypesRepository; writer: MenuWriter }) {}

  async list(restaurantId: number, lang: Locale, success: SuccessCode = 'LOADED'): Promise<TDishListResponse> {
    const { dishTypes } = this.deps;
    if (!(await dishTypes.hasList(restaurantId))) await dishTypes.materialize(restaurantId);
    const rows = await dishTypes.list(restaurantId);
    const choices = await dishTypes.notInList(restaurantId);
    return {
      ...ok(success),
      data: rows.map((row, index) => ({
        type_of_item_id: row.dish_type_id,
        typeofitemname: pick(lang, row.fr_label, row.en_label),
        en_typeofitemname: row.en_label,
        fr_typeofitemname: row.fr_label,
        status: row.hidden ? 0 : 1,
        newIndex: index,
        is_own: row.own,
      })),
      dishdata: choices.map((choice) => ({
        type_of_item_id: choice.id,
        typeofitemname: pick(lang, choice.fr_label, choice.en_label),
        en_typeofitemname: choice.en_label,
        fr_typeofitemname: choice.fr_label,
      })),
    };
  }

  /** Visible dish types in the restaurant's order, for the item form. */
  async visible(restaurantId: number): Promise<Array<{ id: number; fr_label: string; en_label: string }>> {
    const { dishTypes } = this.deps;
    if (!(await dishTypes.hasList(restaurantId))) await dishTypes.materialize(restaurantId);
    const rows = await dishTypes.list(restaurantId);
    return rows
      .filter((r) => !r.hidden)
      .map((r) => ({ id: r.dish_type_id, fr_label: r.fr_label, en_label: r.en_label }));
  }

  /**
   * The ids given come first, in that order; dish types of the list left out keep their order
   * after them. An id of `dishdata` joins the list; any other id is not found.
   */
  async reorder(restaurantId: number, ids: number[], lang: Locale): Promise<TDishListResponse> {
    const { dishTypes, writer } = this.deps;
    await writer.write(restaurantId, async (trx) => {
      await dishTypes.materialize(restaurantId, trx);
      const current = (await dishTypes.list(restaurantId, trx)).map((r) => r.dish_type_id);
      const addable = (await dishTypes.notInList(restaurantId, trx)).map((r) => r.id);
      const allowed = new Set([...current, ...addable]);
      if (ids.some((id) => !allowed.has(id))) throw notFound();
      const given = new Set(ids);
      await dishTypes.setOrder(restaurantId, [...ids, ...current.filter((id) => !given.has(id))], trx);
    });
    return this.list(restaurantId, lang, 'ORDER_SAVED');
  }

  async setStatus(restaurantId: number, dishTypeId: number, status: 0 | 1, lang: Locale): Promise<TDishListResponse> {
    const { dishTypes, writer } = this.deps;
    await writer.write(restaurantId, async (trx) => {
      await dishTypes.materialize(restaurantId, trx);
      if ((await dishTypes.setHidden(restaurantId, dishTypeId, status === 1 ? 0 : 1, trx)) === 0) throw notFound();
    });
    return this.list(restaurantId, lang, status === 1 ? 'DISH_TYPE_SHOWN' : 'DISH_TYPE_HIDDEN');
  }

  /** A dish type of the restaurant's own, at the end of its list. Names must be new to it. */
  async addOwn(restaurantId: number, enName: string, frName: string, lang: Locale): Promise<TDishListResponse> {
    const { dishTypes, writer } = this.deps;
    await writer.write(restaurantId, async (trx) => {
      await dishTypes.materialize(restaurantId, trx);
      const taken = new Set(
        (await dishTypes.labelsVisibleTo(restaurantId, trx)).flatMap((r) => [
          normalizeSearchText(r.fr_label),
          normalizeSearchText(r.en_label),
        ]),
      );
      const wanted = [frName, enName].map(normalizeSearchText).filter(Boolean);
      if (wanted.some((name) => taken.has(name)))
        throw new AppError('DISH_TYPE_EXISTS', { field: 'fr_typeofitemname' });
      const id = await dishTypes.createOwn(restaurantId, frName, enName, trx);
      await dishTypes.append(restaurantId, [id], trx);
    });
    return this.list(restaurantId, lang, 'DISH_TYPE_ADDED');
  }

  /** Renames one of the restaurant's own dish types; the names must stay new to it. */
  async renameOwn(
    restaurantId: number,
    dishTypeId: number,
    enName: string,
    frName: string,
    lang: Locale,
  ): Promise<TDishListResponse> {
    const { dishTypes, writer } = this.deps;
    await writer.write(restaurantId, async (trx) => {
      await this.assertOwn(restaurantId, dishTypeId, trx);
      const taken = new Set(
        (await dishTypes.labelsVisibleTo(restaurantId, trx))
          .filter((row) => row.id !== dishTypeId)
          .flatMap((row) => [normalizeSearchText(row.fr_label), normalizeSearchText(row.en_label)]),
      );
      const wanted = [frName, enName].map(normalizeSearchText).filter(Boolean);
      if (wanted.some((name) => taken.has(name)))
        throw new AppError('DISH_TYPE_EXISTS', { field: 'fr_typeofitemname' });
      await dishTypes.renameOwn(restaurantId, dishTypeId, frName, enName, trx);
    });
    return this.list(restaurantId, lang, 'DISH_TYPE_RENAMED');
  }

  /**
   * Deletes one of the restaurant's own dish types. Dishes still filed under it move to
   * `moveTo` (another dish type of its list); without it, DISH_TYPE_IN_USE tells how many.
   */
  async deleteOwn(
    restaurantId: number,
    dishTypeId: number,
    moveTo: number | undefined,
    lang: Locale,
  ): Promise<TDishListResponse> {
    const { dishTypes, writer } = this.deps;
    await writer.write(restaurantId, async (trx) => {
      await this.assertOwn(restaurantId, dishTypeId, trx);
      const count = await dishTypes.usage(restaurantId, dishTypeId, trx);
      if (count > 0) {
        if (moveTo === undefined) throw new AppError('DISH_TYPE_IN_USE', { field: 'move_to', extra: { count } });
        const inList = (await dishTypes.list(restaurantId, trx)).some((row) => row.dish_type_id === moveTo);
        if (moveTo === dishTypeId || !inList) throw new AppError('DISH_TYPE_MOVE_INVALID', { field: 'move_to' });
        await dishTypes.moveDishes(restaurantId, dishTypeId, moveTo, trx);
      }
      await dishTypes.deleteOwn(restaurantId, dishTypeId, trx);
    });
    return this.list(restaurantId, lang, 'DISH_TYPE_DELETED');
  }

  /** Another restaurant's dish type is answered like a missing one; a platform one cannot change. */
  private async assertOwn(restaurantId: number, dishTypeId: number, trx: Kysely<Database>): Promise<void> {
    const { dishTypes } = this.deps;
    if (await dishTypes.findOwn(restaurantId, dishTypeId, trx)) return;
    const inList = (await dishTypes.list(restaurantId, trx)).some((row) => row.dish_type_id === dishTypeId);
    throw inList ? new AppError('DISH_TYPE_NOT_OWN', { field: 'type_of_item_id' }) : notFound();
  }
}
