import {
  allergenLabels,
  centsToEuros,
  type Locale,
  type TAddon,
  type TAddonListResponse,
  type TDeletedResponse,
  type TSaveAddonInput,
  type TSaveAddonResponse,
} from '@portal/contract';
import { ok } from '../../core/envelope.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { AddonsRepository, AddonWithOptions } from './addons-repository.js';
import { pick, storedAllergens } from './labels.js';
import type { MenuWriter } from './menu-writer.js';

const notFound = () => new AppError('NOT_FOUND');

/** Add-on groups (title, choose up to N, minimum, options with prices) and their display order. */
export class AddonService {
  constructor(private readonly deps: { addons: AddonsRepository; writer: MenuWriter; clock: Clock }) {}

  async list(restaurantId: number, lang: Locale): Promise<TAddonListResponse> {
    const addons = await this.deps.addons.list(restaurantId);
    return { ...ok('LOADED'), data: addons.map((addon, index) => toWireAddon(addon, index, lang)) };
  }

  async save(restaurantId: number, input: TSaveAddonInput, lang: Locale): Promise<TSaveAddonResponse> {
    const { addons, writer } = this.deps;
    const id = await writer.write(restaurantId, async (trx) => {
      const now = this.deps.clock();
      const values = {
        en_name: input.name,
        fr_name: input.fr_name,
        price_cents: input.price_cents,
        choose_upto: input.choiceoff,
        min_choice: input.min_choice,
        is_required: input.isrequired,
        updated_at: now,
      };
      let addonId: number;
      if (input.items_addon_id === null) {
        const position = await addons.nextPosition(restaurantId, trx);
        addonId = await addons.insert({ ...values, restaurant_id: restaurantId, position, created_at: now }, trx);
      } else {
        if ((await addons.update(input.items_addon_id, restaurantId, values, trx)) === 0) throw notFound();
        addonId = input.items_addon_id;
      }
      await addons.replaceOptions(
        addonId,
        input.subaddon.map((o) => ({
          en_name: o.subaddonNameEn,
          fr_name: o.subaddonNameFr,
          price_cents: o.price_cents,
          allergens: o.allergens.join(','),
        })),
        trx,
      );
      return addonId;
    });
    const ordered = await addons.orderedIds(restaurantId);
    const saved = await addons.findOwned(id, restaurantId);
    if (!saved) throw notFound(); // deleted by a concurrent request since
    return { ...ok('ADDON_SAVED'), data: toWireAddon(saved, ordered.indexOf(id), lang) };
  }

  async delete(restaurantId: number, id: number): Promise<TDeletedResponse> {
    await this.deps.writer.write(restaurantId, async (trx) => {
      // Links from dishes go with it (ON DELETE CASCADE).
      if ((await this.deps.addons.delete(id, restaurantId, trx)) === 0) throw notFound();
    });
    return { ...ok('ADDON_DELETED'), data: { id } };
  }

  /** The ids given come first in that order; the others keep their order after them. */
  async reorder(restaurantId: number, ids: number[], lang: Locale): Promise<TAddonListResponse> {
    await this.deps.writer.write(restaurantId, async (trx) => {
      const current = await this.deps.addons.orderedIds(restaurantId, trx);
      const owned = new Set(current);
      if (ids.some((id) => !owned.has(id))) throw notFound();
      const given = new Set(ids);
      await this.deps.addons.setPositions(restaurantId, [...ids, ...current.filter((id) => !given.has(id))], trx);
    });
    return { ...(await this.list(restaurantId, lang)), ...ok('ORDER_SAVED') };
  }
}

export function toWireAddon(addon: AddonWithOptions, index: number, lang: Locale): TAddon {
  return {
    items_addon_id: addon.id,
    name: pick(lang, addon.fr_name, addon.en_name),
    en_name: addon.en_name,
    fr_name: addon.fr_name,
    price: centsToEuros(addon.price_cents),
    choiceoff: addon.choose_upto,
    min_choice: addon.min_choice,
    isrequired: addon.is_required,
    subaddon: addon.options.map((o) => ({
      subaddonNameEn: o.en_name,
      subaddonNameFr: o.fr_name,
      price: centsToEuros(o.price_cents),
      allergens: allergenLabels(storedAllergens(o.allergens), lang),
    })),
    newIndex: index,
  };
}
