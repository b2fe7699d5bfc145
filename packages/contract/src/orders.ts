import { z } from 'zod';
import { ZAckSchema, ZPaginationSchema, successEnvelope } from './envelope.js';
import { zId, zWholeNumber } from './form-fields.js';
import { ZLang } from './locale.js';
import { zMultiLineText, zSingleLineText } from './text-fields.js';
import { ZAllergenSchema } from './menu/allergens.js';
import {
  ORDER_MAX_LINES,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_WAITING_EXPIRY_MINUTES,
  REJECT_REASON_MAX_LENGTH,
} from './order-limits.js';

export * from './order-limits.js';

/*
 * Orders (spec §3, §4): placed by customers, priced by the server, handled by
 * the partner (accept, reject with a reason, confirm, complete), kept in the sales journal.
 */

/** current_status values, as existing clients know them. */
export const OrderStatus = {
  waiting: 0,
  accepted: 1,
  rejected: 3,
  confirmed: 4,
  completed: 5,
  cancelledByCustomer: 6,
  /** Older clients' "confirmed" (shown like 4). */
  confirmedLegacy: 7,
  /** Waited ORDER_WAITING_EXPIRY_MINUTES without the restaurant's answer (journalled as expired). */
  expired: 8,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** What a partner may do from a status: accept 0→1, reject 0→3, confirm 1→4, complete 4 or 7→5. */
export const PARTNER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [OrderStatus.waiting]: [OrderStatus.accepted, OrderStatus.rejected],
  [OrderStatus.accepted]: [OrderStatus.confirmed],
  [OrderStatus.confirmed]: [OrderStatus.completed],
  [OrderStatus.confirmedLegacy]: [OrderStatus.completed],
};

/** When a waiting order placed at `createdAt` (epoch ms) expires. */
export function orderExpiresAt(createdAt: number): number {
  return createdAt + ORDER_WAITING_EXPIRY_MINUTES * 60_000;
}

/** Labels and colours of spec §4: 0 Waiting (orange), 3 Waiting (red), 6 cancelled by user (red), 7 like Confirmed, 8 expired (grey), others Accepted. */
export function orderStatusDisplay(status: number): {
  key: 'waiting' | 'accepted' | 'rejected' | 'confirmed' | 'completed' | 'cancelled' | 'expired';
  color: 'orange' | 'red' | 'blue' | 'teal' | 'green' | 'gray';
} {
  switch (status) {
    case OrderStatus.waiting:
      return { key: 'waiting', color: 'orange' };
    case OrderStatus.rejected:
      return { key: 'rejected', color: 'red' };
    case OrderStatus.confirmed:
    case OrderStatus.confirmedLegacy:
      return { key: 'confirmed', color: 'teal' };
    case OrderStatus.completed:
      return { key: 'completed', color: 'green' };
    case OrderStatus.cancelledByCustomer:
      return { key: 'cancelled', color: 'red' };
    case OrderStatus.expired:
      return { key: 'expired', color: 'gray' };
    default:
      return { key: 'accepted', color: 'blue' };
  }
}

/** Payment methods with the ids existing clients send. */
export const PaymentMethod = { online: 1, cash: 2, payLater: 3, voucher: 4 } as const;
export const PAYMENT_METHOD_IDS = [1, 2, 3, 4] as const;

/** The names of payment methods and service types, as orders show them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<number, { fr: string; en: string }>> = {
  1: { fr: 'Paiement en ligne', en: 'Online' },
  2: { fr: 'Espèces', en: 'Cash' },
  3: { fr: 'Payer plus tard', en: 'Pay later' },
  4: { fr: 'Titre-restaurant', en: 'Voucher' },
};
export const SERVICE_TYPE_LABELS: Readonly<Record<number, { fr: string; en: string }>> = {
  1: { fr: 'Sur place', en: 'Dine-in' },
  2: { fr: 'À emporter', en: 'Takeaway' },
  3: { fr: 'Livraison', en: 'Delivery' },
};

export const ORDERS_PAGE_SIZES = [10, 25, 50, 100] as const;

/* ---------- POST v1/customer/placeOrder (customer token) ---------- */
const ZOrderLineInput = z.object({
  item_id: zWholeNumber('VALIDATION').pipe(z.number().positive()),
  size_id: zWholeNumber('VALIDATION').pipe(z.number().positive()).optional().nullable(),
  quantity: zWholeNumber('QUANTITY_INVALID'),
  addons: z
    .array(
      z.object({
        items_addon_id: zWholeNumber('VALIDATION').pipe(z.number().positive()),
        /** Indexes of the chosen options in the group's list. */
        options: z.array(zWholeNumber('VALIDATION')).max(15),
      }),
    )
    .max(20)
    .default([]),
});
export type TOrderLineInput = z.output<typeof ZOrderLineInput>;

export const ZPlaceOrderRequestSchema = z.object({
  /** The restaurant's public id (the one in its page's address). */
  restaurant_id: zSingleLineText({ required: true, maxLength: 40 }),
  items: z.array(ZOrderLineInput).min(1, 'ORDER_EMPTY').max(ORDER_MAX_LINES, 'ORDER_TOO_LARGE'),
  service_type: z.coerce.number().int(),
  no_of_people: zWholeNumber('PEOPLE_INVALID'),
  payment_method: z.coerce.number({ error: 'PAYMENT_METHOD_INVALID' }).int('PAYMENT_METHOD_INVALID'),
  description: zMultiLineText({ maxLength: ORDER_NOTE_MAX_LENGTH }).optional(),
  /** A promo code of the restaurant, whatever its case; empty or absent for none. */
  promo_code: zSingleLineText({ maxLength: 40 }).optional(),
  /** A loyalty voucher of the customer's at this restaurant (never with a promo code); empty or absent for none. */
  voucher_code: zSingleLineText({ maxLength: 40 }).optional(),
  lang: ZLang.optional(),
});
export type TPlaceOrderRequest = z.input<typeof ZPlaceOrderRequestSchema>;
export type TPlaceOrderInput = z.output<typeof ZPlaceOrderRequestSchema>;

/* ---------- the order as every reply carries it ---------- */
export const ZOrderLineSchema = z.object({
  items_name: z.string(),
  item_id: z.number().int(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Euros: the unit price of the dish (its size's), before discount. */
  price: z.number(),
  discount: z.number().int(),
  buy_one_get_one_offer: z.number().int(),
  /**
   * Units of the line given free by its buy-one-get-one offer (every second one); 0 without the
   * offer. Older answers lack it: `freeUnitsOf` works it out from the flag then.
   */
  free_quantity: z.number().int().optional(),
  addon: z.array(z.object({ group: z.string(), subaddonNameEn: z.string(), name: z.string(), price: z.number() })),
  allergens: z.array(ZAllergenSchema),
  /** Euros, TVA included, for the whole line: what the customer pays, after the promo code's share. */
  totalPrice: z.number(),
  /** Euros: the line's share of the promo code's savings (0 without a code). */
  savings: z.number(),
  TVA_per: z.number(),
  TVA: z.number(),
});
export type TOrderLine = z.infer<typeof ZOrderLineSchema>;

/** Units a buy-one-get-one line gives free: every second unit, counted on the line alone. */
export function buyOneGetOneFreeUnits(quantity: number, buyOneGetOne: number): number {
  return buyOneGetOne ? Math.floor(quantity / 2) : 0;
}

/** The free units of an order line as sent, whether or not the answer carries `free_quantity`. */
export function freeUnitsOf(line: Pick<TOrderLine, 'quantity' | 'buy_one_get_one_offer' | 'free_quantity'>): number {
  return line.free_quantity ?? buyOneGetOneFreeUnits(line.quantity, line.buy_one_get_one_offer);
}

export const ZOrderHistoryEntrySchema = z.object({
  status: z.number().int(),
  actor: z.string(),
  /** On the restaurant's entries: the team member who acted, null for the owner. */
  member: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  reason: z.string(),
  /** Epoch ms. */
  at: z.number(),
});

export const ZOrderSchema = z.object({
  order_id: z.number().int(),
  /** The restaurant's own order number ("#1042"). */
  order_number: z.string(),
  current_status: z.number().int(),
  /** Epoch ms; date and time in Europe/Paris for display. */
  created_at: z.number(),
  date: z.string(),
  time: z.string(),
  customer_first_name: z.string(),
  service_type: z.number().int(),
  service_typee: z.string(),
  no_of_people: z.number().int(),
  payment_method: z.number().int(),
  payment_method_label: z.string(),
  description: z.string(),
  items: z.array(ZOrderLineSchema),
  /** Euros: dishes and add-ons, TVA included, after the promo code. */
  sub_total: z.number(),
  /** The promo code the order used (as the restaurant wrote it), null for none. */
  promo_code: z.string().nullable(),
  /** The loyalty voucher the order used instead of a code, null for none. */
  voucher_code: z.string().nullable(),
  /** Euros the promo code or the voucher saved (0 without either); `sub_total` is already net of it. */
  savings: z.number(),
  TVA: z.number(),
  /** TVA per rate: { "10": 2.73, "20": 1.08 }. */
  tva_by_rate: z.record(z.string(), z.number()),
  service_charges: z.number(),
  total: z.number(),
  reject_reason: z.string(),
  /**
   * Epoch ms: when the order expires if the restaurant has not answered (waiting orders only;
   * null once answered). An expired order has current_status 8.
   */
  expires_at: z.number().nullable(),
  history: z.array(ZOrderHistoryEntrySchema),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderResponseSchema = ZAckSchema.extend({ data: ZOrderSchema.optional() });
export type TOrderResponse = z.infer<typeof ZOrderResponseSchema>;

/* ---------- GET v1/restaurant/getOrderList (orders screen) ---------- */
export const ZOrderListQuerySchema = z.object({
  lang: ZLang.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (ORDERS_PAGE_SIZES as readonly number[]).includes(value), 'VALIDATION')
    .default(25),
  /** Empty: every status; else one current_status (7 counts as 4). */
  status: z
    .union([z.literal(''), z.coerce.number().int().min(0).max(8)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  restaurants_id: z.unknown().optional(),
  /** Present: the report's call (ZReportQuerySchema of reports.ts). */
  period: z.unknown().optional(),
  /** With `period`: the day whose week, month or year the report shows. */
  at: z.unknown().optional(),
  searchval: z.unknown().optional(),
});
export const ZOrderListResponseSchema = successEnvelope({
  data: z.object({
    status: z.literal(200),
    complete_result_data: z.array(ZOrderSchema),
    pagination: ZPaginationSchema,
    /** Orders waiting for an answer, for the sidebar. */
    waiting: z.number().int(),
  }),
});
export type TOrderListResponse = z.infer<typeof ZOrderListResponseSchema>;

/* ---------- POST v1/restaurant/getOrderListSearch ---------- */
export const ZOrderSearchRequestSchema = z.object({
  searchval: zSingleLineText({ maxLength: 100 }),
  lang: ZLang.optional(),
  restaurants_id: z.unknown().optional(),
});
export const ZOrderSearchResponseSchema = successEnvelope({
  complete_result_data: z.array(ZOrderSchema),
});

/* ---------- GET v1/restaurant/orderDetail ---------- */
export const ZOrderDetailQuerySchema = z.object({ order_id: zId(), lang: ZLang.optional() });

/* ---------- POST v1/restaurant/changeOrderStatus ---------- */
export const ZChangeOrderStatusRequestSchema = z.object({
  order_id: zId(),
  status: z.coerce.number({ error: 'STATUS_CHANGE_INVALID' }).int('STATUS_CHANGE_INVALID'),
  reason: zMultiLineText({ maxLength: REJECT_REASON_MAX_LENGTH }).optional(),
  lang: ZLang.optional(),
});

/* ---------- POST v1/customer/cancelOrder, GET v1/customer/myOrders ---------- */
export const ZCancelOrderRequestSchema = z.object({ order_id: zId(), lang: ZLang.optional() });
export const ZMyOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  lang: ZLang.optional(),
});
export const ZMyOrdersResponseSchema = successEnvelope({
  data: z.array(ZOrderSchema),
  pagination: ZPaginationSchema,
});

/* ---------- GET v1/restaurant/orderEvents (text/event-stream) ---------- */
/** `order.created` and `order.updated` carry the order; `orders.waiting` the count. */
export type TOrderEvent =
  { type: 'order.created' | 'order.updated'; order: TOrder } | { type: 'orders.waiting'; waiting: number };
