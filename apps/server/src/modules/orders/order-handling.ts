import { type Locale, OrderStatus, PARTNER_TRANSITIONS, type SuccessCode } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import type { Customer } from '../customers/index.js';
import type { PromotionsService } from '../promotions/index.js';
import type { JournalRepository } from './journal.js';
import type { JournalKind } from './journal-kinds.js';
import type { OrderAnnouncer } from './order-announcer.js';
import { expiredError, expiryCutoff, isOverdue, type OrderExpiry } from './order-expiry.js';
import { toWire } from './order-wire.js';
import type { OrdersRepository } from './orders-repository.js';
import type { SalesAggregates } from './sales-aggregates.js';
import type { Order } from './tables.js';
import type { Vouchers } from './voucher-port.js';

const notFound = () => new AppError('NOT_FOUND');

/** The statuses a partner may move an order from to reach `status`. */
function sourcesOf(status: number): number[] {
  return Object.entries(PARTNER_TRANSITIONS)
    .filter(([, targets]) => targets.includes(status))
    .map(([source]) => Number(source));
}

/** What each partner status change is called, and what it writes in the journal. */
const partnerOutcome: Record<number, { success: SuccessCode; journal: JournalKind | null }> = {
  [OrderStatus.accepted]: { success: 'ORDER_ACCEPTED', journal: null },
  [OrderStatus.rejected]: { success: 'ORDER_REJECTED', journal: 'rejected' },
  [OrderStatus.confirmed]: { success: 'ORDER_CONFIRMED', journal: null },
  [OrderStatus.completed]: { success: 'ORDER_COMPLETED', journal: 'completed' },
};

/** Who of the restaurant's team moved an order. */
export interface OrderActor {
  id: number;
  name: string;
}

/**
 * Placed orders moving on: the customer cancels while it waits, the partner answers and serves it
 * through the order status transitions. Every change goes in the status history, and its money
 * events in the sales journal, in the same transaction; the restaurant's screens are told after.
 */
export class OrderHandling {
  private readonly completedListeners: Array<(order: Order, trx: Kysely<Database>) => Promise<void>> = [];

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: OrdersRepository;
      journal: JournalRepository;
      sales: SalesAggregates;
      expiry: OrderExpiry;
      announcer: OrderAnnouncer;
      promotions: Pick<PromotionsService, 'release'>;
      vouchers: Vouchers;
      clock: Clock;
    },
  ) {}

  /** Runs `listener` in the transaction that completes an order (loyalty credits its points). */
  whenCompleted(listener: (order: Order, trx: Kysely<Database>) => Promise<void>): void {
    this.completedListeners.push(listener);
  }

  /** A customer cancels their own order while it waits (0 → 6). */
  async cancel(customer: Customer, orderId: number, lang: Locale) {
    const now = this.deps.clock();
    const order = await this.deps.db.transaction().execute(async (trx) => {
      const own = await this.deps.orders.find({ id: orderId, customer_id: customer.id }, trx);
      if (!own) throw notFound();
      // The journal's head first, as every writer of the restaurant's orders takes it.
      await this.deps.journal.lockHead(own.restaurant_id, trx);
      const changed = await this.deps.orders.transition(
        { id: orderId, customer_id: customer.id },
        [OrderStatus.waiting],
        OrderStatus.cancelledByCustomer,
        { updated_at: now },
        trx,
        expiryCutoff(now),
      );
      if (!changed) {
        const current = (await this.deps.orders.find({ id: orderId, customer_id: customer.id }, trx)) ?? own;
        if (current.status === OrderStatus.expired || isOverdue(current, now)) throw expiredError();
        throw new AppError('ORDER_NOT_CANCELLABLE', { extra: { current_status: current.status } });
      }
      await this.deps.orders.addHistory(
        { order_id: changed.id, status: changed.status, actor: 'customer', reason: '', created_at: now },
        trx,
      );
      await this.deps.journal.appendOrder(changed.restaurant_id, changed, 'cancelled', now, trx);
      if (changed.promo_code !== null) await this.deps.promotions.release(changed.id, trx);
      await this.deps.vouchers.release(changed, trx);
      return changed;
    });
    await this.deps.announcer.announce(order.restaurant_id, 'order.updated', order);
    return { ...ok('ORDER_CANCELLED'), data: (await toWire(this.deps.orders, [order], lang))[0]! };
  }

  /**
   * The partner's transitions: accept 0→1, reject 0→3 (with a reason), confirm 1→4, complete 4 or
   * 7→5. The update only happens from an allowed status, so of two devices exactly one wins; the
   * other is told the status the order has now.
   */
  async changeStatus(
    restaurantId: number,
    orderId: number,
    status: number,
    reason: string,
    lang: Locale,
    /** The team member acting; null or absent: the owner. */
    by: OrderActor | null = null,
  ) {
    const outcome = partnerOutcome[status];
    if (!outcome || sourcesOf(status).length === 0) throw new AppError('STATUS_CHANGE_INVALID', { field: 'status' });
    if (status === OrderStatus.rejected && !reason.trim()) {
      throw new AppError('REJECT_REASON_REQUIRED', { field: 'reason' });
    }
    let order: Order;
    try {
      order = await this.move(restaurantId, orderId, status, reason.trim(), this.deps.clock(), by);
    } catch (error) {
      // The order expired before the answer: it is journalled as expired now, and the partner told so.
      if (error instanceof AppError && error.code === 'ORDER_EXPIRED')
        await this.deps.expiry.expireOverdue(restaurantId);
      throw error;
    }
    await this.deps.announcer.announce(restaurantId, 'order.updated', order);
    return { ...ok(outcome.success), data: (await toWire(this.deps.orders, [order], lang))[0]! };
  }

  /**
   * Moves an order at a given time, as the demo history does (no events: nobody watches the past).
   * The same rules and journal entries as the partner's actions.
   */
  async settle(restaurantId: number, orderId: number, status: number, reason: string, at: number): Promise<void> {
    await this.move(restaurantId, orderId, status, reason, at);
  }

  /** The transition, its history row, its journal entry and the sales totals, in one transaction. */
  private async move(
    restaurantId: number,
    orderId: number,
    status: number,
    reason: string,
    at: number,
    by: OrderActor | null = null,
  ): Promise<Order> {
    const from = sourcesOf(status);
    const journal = partnerOutcome[status]?.journal ?? null;
    return this.deps.db.transaction().execute(async (trx) => {
      // The journal's head before the order: writers of a restaurant's orders lock in one order.
      await this.deps.journal.lockHead(restaurantId, trx);
      const changed = await this.deps.orders.transition(
        { id: orderId, restaurant_id: restaurantId },
        from,
        status,
        { updated_at: at, ...(status === OrderStatus.rejected ? { reject_reason: reason } : {}) },
        trx,
        expiryCutoff(at),
      );
      if (!changed) {
        const current = await this.deps.orders.find({ id: orderId, restaurant_id: restaurantId }, trx);
        if (!current) throw notFound();
        if (current.status === OrderStatus.expired || isOverdue(current, at)) throw expiredError();
        throw new AppError('STATUS_CHANGE_INVALID', { field: 'status', extra: { current_status: current.status } });
      }
      await this.deps.orders.addHistory(
        {
          order_id: changed.id,
          status,
          actor: 'partner',
          reason,
          created_at: at,
          // A copy of the name: the history still says who once the member has left.
          ...(by ? { member_id: by.id, member_name: by.name } : {}),
        },
        trx,
      );
      if (journal) await this.deps.journal.appendOrder(restaurantId, changed, journal, at, trx);
      // A refused order gives its promo code's use back; a completed one keeps it.
      if (status === OrderStatus.rejected && changed.promo_code !== null) {
        await this.deps.promotions.release(changed.id, trx);
      }
      if (status === OrderStatus.rejected) await this.deps.vouchers.release(changed, trx);
      // The report's totals move with the sale, in the same transaction.
      if (status === OrderStatus.completed) {
        await this.deps.sales.recordSale(restaurantId, changed.id, at, trx);
        for (const listener of this.completedListeners) await listener(changed, trx);
      }
      return changed;
    });
  }
}
