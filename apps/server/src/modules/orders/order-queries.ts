import { type Locale, searchTerms, type TOrderEvent } from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import type { Customer } from '../customers/index.js';
import type { OrderMessage } from './order-announcer.js';
import type { OrderExpiry } from './order-expiry.js';
import { pagination, toWire } from './order-wire.js';
import type { OrdersRepository } from './orders-repository.js';

const SEARCH_LIMIT = 50;
const MY_ORDERS_PAGE = 20;

/**
 * What the screens read of orders: the customer's own, the restaurant's list, search and detail,
 * its waiting count and the orders its stream hears of. What has expired is written as expired
 * before it is read.
 */
export class OrderQueries {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      expiry: OrderExpiry;
    },
  ) {}

  async myOrders(customer: Customer, page: number, lang: Locale) {
    await this.deps.expiry.expireOverdueOf(customer.id);
    const { rows, total } = await this.deps.orders.page({ customer_id: customer.id }, page, MY_ORDERS_PAGE);
    return {
      ...ok('LOADED'),
      data: await toWire(this.deps.orders, rows, lang),
      pagination: pagination(page, MY_ORDERS_PAGE, total),
    };
  }

  /** The orders screen: a page of the restaurant's orders, newest first, of one status or all. */
  async list(
    restaurantId: number,
    query: { page: number; per_page: number; status?: number | undefined },
    lang: Locale,
  ) {
    await this.deps.expiry.expireOverdue(restaurantId);
    // Read at once: on PostgreSQL each is a round trip of its own.
    const [{ rows, total }, waiting] = await Promise.all([
      this.deps.orders.page({ restaurant_id: restaurantId, status: query.status }, query.page, query.per_page),
      this.deps.orders.countWaiting(restaurantId),
    ]);
    return {
      ...ok('LOADED'),
      data: {
        status: 200 as const,
        complete_result_data: await toWire(this.deps.orders, rows, lang),
        pagination: pagination(query.page, query.per_page, total),
        waiting,
      },
    };
  }

  /** By order number ("1042" or "#1042"), customer first name or dish, accents ignored. */
  async search(restaurantId: number, text: string, lang: Locale) {
    await this.deps.expiry.expireOverdue(restaurantId);
    const digits = /^#?\s*(\d{1,9})$/.exec(text.trim());
    const rows = await this.deps.orders.search(
      restaurantId,
      digits ? [] : searchTerms(text),
      digits ? Number(digits[1]) : null,
      SEARCH_LIMIT,
    );
    return { ...ok('LOADED'), complete_result_data: await toWire(this.deps.orders, rows, lang) };
  }

  async detail(restaurantId: number, orderId: number, lang: Locale) {
    await this.deps.expiry.expireOverdue(restaurantId);
    const order = await this.deps.orders.find({ id: orderId, restaurant_id: restaurantId });
    if (!order) throw new AppError('NOT_FOUND');
    return { ...ok('LOADED'), data: (await toWire(this.deps.orders, [order], lang))[0]! };
  }

  /** How many of the restaurant's orders wait for its answer now. */
  async waiting(restaurantId: number): Promise<number> {
    await this.deps.expiry.expireOverdue(restaurantId);
    return this.deps.orders.countWaiting(restaurantId);
  }

  /** What the partner's stream sends for one message, for a screen in `lang`. */
  async eventsFor(restaurantId: number, message: OrderMessage, lang: Locale): Promise<TOrderEvent[]> {
    const order = await this.deps.orders.find({ id: message.order_id, restaurant_id: restaurantId });
    if (!order) return [{ type: 'orders.waiting', waiting: message.waiting }];
    return [
      { type: message.type, order: (await toWire(this.deps.orders, [order], lang))[0]! },
      { type: 'orders.waiting', waiting: message.waiting },
    ];
  }
}
