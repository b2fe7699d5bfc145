import {
  ALLERGEN_CODES,
  type AllergenCode,
  buyOneGetOneFreeUnits,
  type ErrorCode,
  ORDER_LINE_MAX_QUANTITY,
  type TOrderLineInput,
} from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { type OrderableItem, servedAt } from '../menu/index.js';

/** One priced line, as stored (names are copies: the menu may change later, the order does not). */
export interface PricedLine {
  item_id: number;
  size_id: number | null;
  fr_name: string;
  en_name: string;
  size_fr: string;
  size_en: string;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  buy_one_get_one: number;
  addons: Array<{ group_fr: string; group_en: string; fr_name: string; en_name: string; price_cents: number }>;
  addons_unit_cents: number;
  line_total_cents: number;
  /** The line's share of a promo code's savings (promo-pricing.ts); 0 before. */
  savings_cents: number;
  /** Filed under a drinks dish type: a promo code on food leaves it out. Not stored. */
  drink: boolean;
  tva_bp: number;
  tva_cents: number;
  allergens: AllergenCode[];
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal_cents: number;
  tva_cents: number;
  /** TVA and sales (TTC) per rate in basis points. */
  by_rate: Record<number, { sales_cents: number; tva_cents: number }>;
  service_charge_cents: number;
  total_cents: number;
}

/**
 * `numerator / denominator` to the nearest whole number, an exact half rounded up (away from
 * zero for these non-negative amounts: the commercial rounding of French accounting), in integers
 * so that no binary fraction can tip a half one way or the other.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * TVA contained in a price that includes it: price × rate / (100 + rate), to the cent, a half
 * cent rounded up (15,03 € at 20 % holds 2,505 € of TVA: 2,51 €).
 */
export function tvaIncluded(priceCents: number, rateBp: number): number {
  return roundHalfUp(priceCents * rateBp, 10_000 + rateBp);
}

/** A refusal names the line it is on (`items.2`). */
const refuse = (code: ErrorCode, index: number) => new AppError(code, { field: `items.${index}` });

/**
 * Prices an order from the menu: the size's or the dish's price, the discount,
 * buy-one-get-one (every second unit of a line free, counted per line: two lines of one dish do
 * not make a pair), the chosen options per unit, TVA per line at the dish's rate, rounded per
 * line, half a cent up. Everything inconsistent is refused with the line it is on.
 */
export function priceOrder(
  lines: readonly TOrderLineInput[],
  menu: ReadonlyMap<number, OrderableItem>,
  options: {
    serviceType: number;
    serviceChargeCents: number;
    /** The instant the order is placed: a dish outside its own service hours is refused. */
    servedAt?: number;
  },
): PricedOrder {
  const perItem = new Map<number, number>();
  const priced = lines.map((line, index): PricedLine => {
    const item = menu.get(line.item_id);
    if (!item) throw refuse('ITEM_UNAVAILABLE', index);
    if (item.status !== 1) throw refuse('ITEM_UNAVAILABLE', index);
    if (
      options.servedAt !== undefined &&
      !servedAt(item.service_open_time, item.service_close_time, options.servedAt)
    ) {
      throw refuse('ITEM_UNAVAILABLE', index);
    }
    if (item.sold_out) throw refuse('ITEM_SOLD_OUT', index);
    if (!item.service_type_ids.includes(options.serviceType)) throw refuse('SERVICE_TYPE_UNAVAILABLE', index);
    if (line.quantity < 1 || line.quantity > ORDER_LINE_MAX_QUANTITY) throw refuse('QUANTITY_INVALID', index);
    const total = (perItem.get(item.id) ?? 0) + line.quantity;
    perItem.set(item.id, total);
    if (item.max_per_order !== null && total > item.max_per_order) throw refuse('MAX_PER_ORDER_EXCEEDED', index);

    let size: OrderableItem['sizes'][number] | null = null;
    if (item.sizes.length > 0) {
      size = item.sizes.find((candidate) => candidate.id === line.size_id) ?? null;
      if (!size) throw refuse('SIZE_INVALID', index);
    } else if (line.size_id) {
      throw refuse('SIZE_INVALID', index);
    }

    const chosen: PricedLine['addons'] = [];
    const allergens = new Set<AllergenCode>(item.allergens);
    const byGroup = new Map(line.addons.map((group) => [group.items_addon_id, group.options]));
    for (const groupId of byGroup.keys()) {
      if (!item.addon_groups.some((group) => group.id === groupId)) throw refuse('OPTION_INVALID', index);
    }
    for (const group of item.addon_groups) {
      const picks = [...new Set(byGroup.get(group.id) ?? [])];
      if (picks.length > group.choose_upto) throw refuse('TOO_MANY_CHOICES', index);
      const minimum = Math.max(group.min_choice, group.is_required ? 1 : 0);
      if (picks.length < minimum) throw refuse('TOO_FEW_CHOICES', index);
      for (const pick of picks) {
        const option = group.options[pick];
        if (!option) throw refuse('OPTION_INVALID', index);
        chosen.push({
          group_fr: group.fr_name,
          group_en: group.en_name,
          fr_name: option.fr_name,
          en_name: option.en_name,
          price_cents: option.price_cents,
        });
        option.allergens.forEach((code) => allergens.add(code));
      }
    }

    const unit = size ? size.price_cents : item.price_cents;
    const addonsUnit = chosen.reduce((sum, option) => sum + option.price_cents, 0);
    // Every second unit of the dish is free; its options are paid for each unit.
    const paidUnits = line.quantity - buyOneGetOneFreeUnits(line.quantity, item.buy_one_get_one);
    const dishes = roundHalfUp(paidUnits * unit * (100 - item.discount_percent), 100);
    const lineTotal = dishes + line.quantity * addonsUnit;
    return {
      item_id: item.id,
      size_id: size?.id ?? null,
      fr_name: item.fr_name,
      en_name: item.en_name,
      size_fr: size?.fr_name ?? '',
      size_en: size?.en_name ?? '',
      quantity: line.quantity,
      unit_price_cents: unit,
      discount_percent: item.discount_percent,
      buy_one_get_one: item.buy_one_get_one,
      addons: chosen,
      addons_unit_cents: addonsUnit,
      line_total_cents: lineTotal,
      savings_cents: 0,
      drink: item.drink,
      tva_bp: item.tva_bp,
      tva_cents: tvaIncluded(lineTotal, item.tva_bp),
      allergens: ALLERGEN_CODES.filter((code) => allergens.has(code)),
    };
  });

  return totalsOf(priced, options.serviceChargeCents);
}

/** An order's figures from its priced lines: subtotal, TVA, sales and TVA per rate, total. */
export function totalsOf(lines: PricedLine[], serviceChargeCents: number): PricedOrder {
  const byRate: PricedOrder['by_rate'] = {};
  for (const line of lines) {
    const rate = (byRate[line.tva_bp] ??= { sales_cents: 0, tva_cents: 0 });
    rate.sales_cents += line.line_total_cents;
    rate.tva_cents += line.tva_cents;
  }
  const subtotal = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  return {
    lines,
    subtotal_cents: subtotal,
    tva_cents: lines.reduce((sum, line) => sum + line.tva_cents, 0),
    by_rate: byRate,
    service_charge_cents: serviceChargeCents,
    total_cents: subtotal + serviceChargeCents,
  };
}
