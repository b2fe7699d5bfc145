import {
  allergenLabels,
  basisPointsToTvaRate,
  buyOneGetOneFreeUnits,
  centsToEuros,
  type Locale,
  OrderStatus,
  orderExpiresAt,
  PAYMENT_METHOD_LABELS,
  SERVICE_TYPE_LABELS,
  type TOrder,
} from '@portal/contract';
import { pick, storedAllergens } from '../../core/localized.js';
import { parisDate, parisTime } from '../../core/paris-time.js';
import type { OrderHistoryRow, OrdersRepository } from './orders-repository.js';
import type { Order, OrderLine } from './tables.js';

/** The orders as every reply carries them, names in `lang`, with their lines and status history. */
export async function toWire(repository: OrdersRepository, orders: Order[], lang: Locale): Promise<TOrder[]> {
  const ids = orders.map((order) => order.id);
  const [lines, history] = await Promise.all([repository.linesOf(ids), repository.historyOf(ids)]);
  return orders.map((order) => wireOrder(order, lines.get(order.id) ?? [], history.get(order.id) ?? [], lang));
}

export function pagination(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) };
}

const euros = (cents: number) => centsToEuros(cents);

function wireOrder(order: Order, lines: OrderLine[], history: OrderHistoryRow[], lang: Locale): TOrder {
  const tvaCentsByRate: Record<string, number> = {};
  for (const line of lines) {
    const rate = String(basisPointsToTvaRate(line.tva_bp));
    tvaCentsByRate[rate] = (tvaCentsByRate[rate] ?? 0) + line.tva_cents;
  }
  return {
    order_id: order.id,
    order_number: `#${order.order_number}`,
    current_status: order.status,
    created_at: order.created_at,
    date: parisDate(order.created_at),
    time: parisTime(order.created_at),
    customer_first_name: order.customer_first_name,
    service_type: order.service_type,
    service_typee: SERVICE_TYPE_LABELS[order.service_type]?.[lang] ?? '',
    no_of_people: order.no_of_people,
    payment_method: order.payment_method,
    payment_method_label: PAYMENT_METHOD_LABELS[order.payment_method]?.[lang] ?? '',
    description: order.note,
    items: lines.map((line) => {
      const addons = JSON.parse(line.addons_json) as Array<{
        group_fr: string;
        group_en: string;
        fr_name: string;
        en_name: string;
        price_cents: number;
      }>;
      return {
        items_name: pick(lang, line.fr_name, line.en_name),
        item_id: line.item_id,
        size: line.size_id === null ? null : pick(lang, line.size_fr, line.size_en),
        quantity: line.quantity,
        price: euros(line.unit_price_cents),
        discount: line.discount_percent,
        buy_one_get_one_offer: line.buy_one_get_one,
        free_quantity: buyOneGetOneFreeUnits(line.quantity, line.buy_one_get_one),
        addon: addons.map((addon) => ({
          group: pick(lang, addon.group_fr, addon.group_en),
          subaddonNameEn: addon.en_name || addon.fr_name,
          name: pick(lang, addon.fr_name, addon.en_name),
          price: euros(addon.price_cents),
        })),
        allergens: allergenLabels(storedAllergens(line.allergens), lang),
        totalPrice: euros(line.line_total_cents),
        savings: euros(line.savings_cents),
        TVA_per: basisPointsToTvaRate(line.tva_bp),
        TVA: euros(line.tva_cents),
      };
    }),
    sub_total: euros(order.subtotal_cents),
    promo_code: order.promo_code,
    voucher_code: order.voucher_code ?? null,
    savings: euros(order.savings_cents),
    TVA: euros(order.tva_cents),
    tva_by_rate: Object.fromEntries(Object.entries(tvaCentsByRate).map(([rate, cents]) => [rate, euros(cents)])),
    service_charges: euros(order.service_charge_cents),
    total: euros(order.total_cents),
    reject_reason: order.reject_reason,
    expires_at: order.status === OrderStatus.waiting ? orderExpiresAt(order.created_at) : null,
    history: history.map((entry) => ({
      status: entry.status,
      actor: entry.actor,
      // The restaurant's entries say which member acted (null: the owner).
      ...(entry.actor === 'partner'
        ? { member: entry.member_id === null ? null : { id: entry.member_id, name: entry.member_name } }
        : {}),
      reason: entry.reason,
      at: entry.created_at,
    })),
  };
}
