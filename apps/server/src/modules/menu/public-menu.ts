import {
  allergenLabels,
  centsToEuros,
  discountedCents,
  type Locale,
  type TPublicAddonGroup,
  type TPublicMenuItem,
  type TPublicMenuSection,
} from '@portal/contract';
import type { Item } from './tables.js';
import type { Clock } from '../../core/clock.js';
import type { AddonsRepository, AddonWithOptions } from './addons-repository.js';
import type { DishTypesRepository } from './dish-types-repository.js';
import { fileUnderDishTypes, toWireItem } from './item-wire.js';
import type { ItemRelations, ItemsRepository, LinkedLabel } from './items-repository.js';
import { pick, storedAllergens } from './labels.js';
import type { MenuVersionsRepository } from './menu-versions-repository.js';
import type { MenuWriter } from './menu-writer.js';
import { nextServiceChange, servedAt } from './service-hours.js';

/** The menu as customers see it, and until when it stays so by itself. */
export interface PublicMenu {
  sections: TPublicMenuSection[];
  /** The first time a sold-out dish comes back or a dish's service starts or ends (epoch ms), or null. */
  changesAt: number | null;
}

/**
 * The menu of the public page, read from one snapshot: the visible dish types in the
 * restaurant's order (the same filing as `getitemslist`, hidden dish types left out), every dish
 * with its sizes, add-on groups, allergens and photos. Switched-off and sold-out dishes, and
 * dishes outside their own service hours (a lunch menu at night), are included and marked
 * unavailable: customers see them, they cannot order them.
 */
export class PublicMenuReader {
  constructor(
    private readonly deps: {
      items: ItemsRepository;
      addons: AddonsRepository;
      dishTypes: DishTypesRepository;
      versions: MenuVersionsRepository;
      writer: MenuWriter;
      clock: Clock;
    },
  ) {}

  /** The restaurant's menu version: it changes with every menu write (one primary-key read). */
  version(restaurantId: number): Promise<number> {
    return this.deps.versions.current(restaurantId);
  }

  read(restaurantId: number, lang: Locale): Promise<PublicMenu> {
    return this.deps.writer.read(async (trx) => {
      const rows = await this.deps.items.list(restaurantId, [], trx);
      const relations = await this.deps.items.relations(
        rows.map((row) => row.id),
        trx,
      );
      const groups = new Map((await this.deps.addons.list(restaurantId, trx)).map((group) => [group.id, group]));
      const order = await this.deps.dishTypes.orderOf(restaurantId, trx);
      const now = this.deps.clock();

      // Dishes filed only under hidden dish types are off the public menu; the others are filed
      // under their first visible one.
      const hidden = new Set(order.filter((row) => row.hidden).map((row) => row.dish_type_id));
      const visibleTypes = new Map<number, LinkedLabel[]>();
      const shown = rows.filter((row) => {
        const types = relations.dishTypes.get(row.id) ?? [];
        const visible = types.filter((type) => !hidden.has(type.id));
        visibleTypes.set(row.id, visible);
        return types.length === 0 || visible.length > 0;
      });
      const filed = fileUnderDishTypes(
        shown.map((row) => toWireItem(row, relations, lang, now)),
        order.filter((row) => !row.hidden),
        { ...relations, dishTypes: visibleTypes },
        lang,
      );
      const byId = new Map(shown.map((row) => [row.id, row]));
      const sections = filed.sections.map((section) => ({
        dish_type_id: section.dish_type_id,
        label: section.label,
        items: section.item_ids.map((id) => publicItem(byId.get(id)!, relations, groups, lang, now)),
      }));
      const changes = shown.flatMap((row) => {
        const service = nextServiceChange(row.service_open_time, row.service_close_time, now);
        return [
          ...(row.sold_out_until !== null && row.sold_out_until > now ? [row.sold_out_until] : []),
          ...(service !== null ? [service] : []),
        ];
      });
      return { sections, changesAt: changes.length > 0 ? Math.min(...changes) : null };
    });
  }
}

const euros = centsToEuros;
const discounted = (cents: number, percent: number) => (percent > 0 ? euros(discountedCents(cents, percent)) : null);

function publicItem(
  row: Item,
  relations: ItemRelations,
  groups: ReadonlyMap<number, AddonWithOptions>,
  lang: Locale,
  now: number,
): TPublicMenuItem {
  const soldOut = row.sold_out_until !== null && row.sold_out_until > now;
  const switchedOff = row.status !== 1;
  const served = servedAt(row.service_open_time, row.service_close_time, now);
  const sizes = relations.sizes.get(row.id) ?? [];
  return {
    id: row.id,
    name: pick(lang, row.fr_name, row.en_name),
    description: pick(lang, row.fr_description, row.en_description),
    price: euros(row.price_cents),
    discount: row.discount_percent,
    discounted_price: discounted(row.price_cents, row.discount_percent),
    buy_one_get_one: row.buy_one_get_one === 1,
    sizes: sizes.map((size) => ({
      id: size.id,
      label: pick(lang, size.fr_name, size.en_name),
      price: euros(size.price_cents),
      discounted_price: discounted(size.price_cents, row.discount_percent),
    })),
    addon_groups: (relations.addons.get(row.id) ?? []).flatMap((link) => {
      const group = groups.get(link.id);
      return group ? [publicAddonGroup(group, lang)] : [];
    }),
    allergens: allergenLabels(storedAllergens(row.allergens), lang),
    food_choices: (relations.foodChoices.get(row.id) ?? []).map((choice) => ({
      id: choice.id,
      label: pick(lang, choice.fr_label, choice.en_label),
    })),
    images: (relations.images.get(row.id) ?? []).map((image) => ({
      file_name: image.file_name,
      thumb_name: image.thumb_name,
    })),
    max_per_order: row.max_per_order,
    available: !soldOut && !switchedOff && served,
    switched_off: switchedOff,
    sold_out: soldOut,
    sold_out_until: soldOut ? row.sold_out_until : null,
  };
}

function publicAddonGroup(group: AddonWithOptions, lang: Locale): TPublicAddonGroup {
  return {
    id: group.id,
    name: pick(lang, group.fr_name, group.en_name),
    choose_upto: group.choose_upto,
    min_choice: Math.max(group.min_choice, group.is_required ? 1 : 0),
    is_required: group.is_required === 1,
    options: group.options.map((option) => ({
      name: pick(lang, option.fr_name, option.en_name),
      price: euros(option.price_cents),
      allergens: allergenLabels(storedAllergens(option.allergens), lang),
    })),
  };
}
