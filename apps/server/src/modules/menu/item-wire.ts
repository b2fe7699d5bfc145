import {
  DRINK_DISH_TYPE_IDS,
  type AllergenCode,
  allergenLabels,
  basisPointsToTvaRate,
  centsToEuros,
  IMAGE_BASE_PATH,
  type Locale,
  type TItem,
  type TItemListSection,
} from '@portal/contract';
import { ok } from '../../core/envelope.js';
import type { AddonWithOptions } from './addons-repository.js';
import type { RestaurantDishTypeRow } from './dish-types-repository.js';
import type { ItemRelations } from './items-repository.js';
import { options, pick, storedAllergens } from './labels.js';
import type { Item } from './tables.js';

/*
 * How a stored dish reads: on the partner's screens (in a language, filed under the restaurant's
 * dish types) and in an order (what pricing needs, both languages kept).
 */

/** A restaurant's dishes filed under its dish types. */
export interface Menu {
  items: TItem[];
  sections: TItemListSection[];
}

/** The body of the partner's dish list, serialised once (it is cached as bytes). */
export function listBody({ items, sections }: Menu): Buffer {
  return Buffer.from(JSON.stringify({ ...ok('LOADED'), data: items, sections, imageUrl: IMAGE_BASE_PATH }));
}

/**
 * Files each dish under the first of its dish types in the restaurant's order (a dish type not in
 * that order comes after those that are; dishes without one come last), keeping the given order
 * (newest first) within a section; the dishes come back in section order.
 */
export function fileUnderDishTypes(
  items: TItem[],
  order: readonly RestaurantDishTypeRow[],
  relations: ItemRelations,
  lang: Locale,
): Menu {
  const rank = new Map(order.map((row, index) => [row.dish_type_id, index]));
  const sections = new Map<number | null, TItemListSection & { rank: number }>();
  for (const item of items) {
    const types = relations.dishTypes.get(item.id) ?? [];
    let chosen: (typeof types)[number] | undefined;
    for (const type of types) {
      if (!chosen || (rank.get(type.id) ?? Infinity) < (rank.get(chosen.id) ?? Infinity)) chosen = type;
    }
    const key = chosen?.id ?? null;
    let section = sections.get(key);
    if (!section) {
      const row = chosen ? order[rank.get(chosen.id) ?? -1] : undefined;
      section = {
        dish_type_id: key,
        label: chosen ? pick(lang, chosen.fr_label, chosen.en_label) : '',
        hidden: row?.hidden ?? 0,
        item_ids: [],
        // Unknown to the order: after it, in order of appearance; no dish type: last.
        rank: chosen ? (rank.get(chosen.id) ?? order.length + sections.size) : Number.MAX_SAFE_INTEGER,
      };
      sections.set(key, section);
    }
    section.item_ids.push(item.id);
  }
  const sorted = [...sections.values()].sort((a, b) => a.rank - b.rank);
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    items: sorted.flatMap((section) => section.item_ids.map((id) => byId.get(id)!)),
    sections: sorted.map(({ rank: _rank, ...section }) => section),
  };
}

/**
 * An item as clients read it: names and descriptions in `lang`, prices in euros, links labelled,
 * sold out only while `now` is before the time it comes back.
 */
export function toWireItem(row: Item, relations: ItemRelations, lang: Locale, now: number): TItem {
  const id = row.id;
  const soldOut = row.sold_out_until !== null && row.sold_out_until > now;
  return {
    id,
    item_name: pick(lang, row.fr_name, row.en_name),
    en_item_name: row.en_name,
    fr_item_name: row.fr_name,
    description: pick(lang, row.fr_description, row.en_description),
    en_description: row.en_description,
    fr_description: row.fr_description,
    price: centsToEuros(row.price_cents),
    discount: row.discount_percent,
    buy_one_get_one_offer: row.buy_one_get_one,
    preparation_time: row.preparation_minutes,
    status: row.status,
    tva_rate: basisPointsToTvaRate(row.tva_bp),
    images: (relations.images.get(id) ?? []).map((image) => ({
      id: image.id,
      file_name: image.file_name,
      thumb_name: image.thumb_name,
    })),
    type_of_cuisines: options(relations.cuisines.get(id), lang),
    type_of_service: options(relations.serviceTypes.get(id), lang),
    food_choices: options(relations.foodChoices.get(id), lang),
    type_of_item: options(relations.dishTypes.get(id), lang),
    type_of_addon: (relations.addons.get(id) ?? []).map((addon) => ({
      value: addon.id,
      name: pick(lang, addon.fr_label, addon.en_label),
    })),
    service_open_time: row.service_open_time,
    service_close_time: row.service_close_time,
    sizes: (relations.sizes.get(id) ?? []).map((size) => ({
      id: size.id,
      name: size.en_name,
      fr_name: size.fr_name,
      label: pick(lang, size.fr_name, size.en_name),
      price: centsToEuros(size.price_cents),
    })),
    max_per_order: row.max_per_order,
    allergens: allergenLabels(storedAllergens(row.allergens), lang),
    sold_out: soldOut ? 1 : 0,
    sold_out_until: soldOut ? row.sold_out_until : null,
  };
}

/** A dish as an order reads it: the menu at the time of the order (orders price from it). */
export interface OrderableItem {
  id: number;
  fr_name: string;
  en_name: string;
  price_cents: number;
  discount_percent: number;
  buy_one_get_one: number;
  /** TVA rate in basis points (550, 1000, 2000). */
  tva_bp: number;
  /** 1 on the menu: switched on, and not filed only under hidden dish types. */
  status: number;
  sold_out: boolean;
  max_per_order: number | null;
  /** The dish's own service hours, "12:00,19:00" and "14:30,22:30" (Paris time; empty: always). */
  service_open_time: string;
  service_close_time: string;
  allergens: AllergenCode[];
  /** Filed under one of the platform's drinks dish types: a promo code on food leaves it out. */
  drink: boolean;
  service_type_ids: number[];
  sizes: Array<{ id: number; fr_name: string; en_name: string; price_cents: number }>;
  addon_groups: Array<{
    id: number;
    fr_name: string;
    en_name: string;
    choose_upto: number;
    min_choice: number;
    is_required: number;
    options: Array<{ fr_name: string; en_name: string; price_cents: number; allergens: AllergenCode[] }>;
  }>;
}

/** A dish as an order reads it; `offTheMenu` when it is filed only under hidden dish types. */
export function toOrderableItem(
  row: Item,
  relations: ItemRelations,
  groups: ReadonlyMap<number, AddonWithOptions>,
  offTheMenu: boolean,
  now: number,
): OrderableItem {
  return {
    id: row.id,
    fr_name: row.fr_name,
    en_name: row.en_name,
    price_cents: row.price_cents,
    discount_percent: row.discount_percent,
    buy_one_get_one: row.buy_one_get_one,
    tva_bp: row.tva_bp,
    status: offTheMenu ? 0 : row.status,
    sold_out: row.sold_out_until !== null && row.sold_out_until > now,
    max_per_order: row.max_per_order,
    service_open_time: row.service_open_time,
    service_close_time: row.service_close_time,
    allergens: storedAllergens(row.allergens),
    drink: (relations.dishTypes.get(row.id) ?? []).some((type) => DRINK_DISH_TYPE_IDS.includes(type.id)),
    service_type_ids: (relations.serviceTypes.get(row.id) ?? []).map((type) => type.id),
    sizes: (relations.sizes.get(row.id) ?? []).map((size) => ({
      id: size.id,
      fr_name: size.fr_name,
      en_name: size.en_name,
      price_cents: size.price_cents,
    })),
    addon_groups: (relations.addons.get(row.id) ?? []).flatMap((link) => {
      const group = groups.get(link.id);
      if (!group) return [];
      return [
        {
          id: group.id,
          fr_name: group.fr_name,
          en_name: group.en_name,
          choose_upto: group.choose_upto,
          min_choice: group.min_choice,
          is_required: group.is_required,
          options: group.options.map((option) => ({
            fr_name: option.fr_name,
            en_name: option.en_name,
            price_cents: option.price_cents,
            allergens: storedAllergens(option.allergens),
          })),
        },
      ];
    }),
  };
}
