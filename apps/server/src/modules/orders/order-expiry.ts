import { OrderStatus, ORDER_WAITING_EXPIRY_MINUTES } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { PromotionsService } from '../promotions/index.js';
import type { JournalRepository } from './journal.js';
import type { OrderAnnouncer } from './order-announcer.js';
import type { OrdersRepository } from './orders-repository.js';
import type { Order } from './tables.js';
import type { Vouchers } from './voucher-port.js';

const EXPIRY_MS = ORDER_WAITING_EXPIRY_MINUTES * 60_000;
/** Restaurants a sweep expires orders of, at most, in one pass. */
const SWEEP_BATCH = 100;

/** Waiting orders placed at or before this instant have expired at `now`. */
export const expiryCutoff = (now: number) => now - EXPIRY_MS;

export const expiredError = () => new AppError('ORDER_EXPIRED', { extra: { current_status: OrderStatus.expired } });

/** A waiting order past its time (not yet written as expired). */
export function isOverdue(order: Order, now: number): boolean {
  return order.status === OrderStatus.waiting && order.created_at <= expiryCutoff(now);
}

/**
 * Waiting orders the restaurant did not answer within ORDER_WAITING_EXPIRY_MINUTES: each expires
 * once, with its history row and an `expired` journal entry, and the screens are told.
 */
export class OrderExpiry {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      orders: OrdersRepository;
      journal: JournalRepository;
      announcer: OrderAnnouncer;
      promotions: Pick<PromotionsService, 'release'>;
      vouchers: Vouchers;
      clock: Clock;
      logger: Logger;
    },
  ) {}

  /**
   * Expires the restaurant's waiting orders that waited ORDER_WAITING_EXPIRY_MINUTES, in the
   * caller's transaction, which holds the journal head: each one moves once (conditional update),
   * gets its history row and an `expired` journal entry. Returns the orders expired.
   */
  async expireLocked(restaurantId: number, now: number, trx: Kysely<Database>): Promise<Order[]> {
    const rows = await this.deps.orders.expire(restaurantId, expiryCutoff(now), OrderStatus.expired, now, trx);
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      await this.deps.orders.addHistory(
        { order_id: row.id, status: OrderStatus.expired, actor: 'system', reason: '', created_at: now },
        trx,
      );
      await this.deps.journal.appendOrder(restaurantId, row, 'expired', now, trx);
      // An order nobody answered gives its promo code's use back.
      if (row.promo_code !== null) await this.deps.promotions.release(row.id, trx);
      await this.deps.vouchers.release(row, trx);
    }
    return rows;
  }

  /**
   * Expires what is due at one restaurant. Called before every read and change of its orders, so
   * no timer is needed for the answers to be right; the periodic sweep only keeps the journal and
   * the screens current when nobody looks. One index probe when nothing is due.
   */
  async expireOverdue(restaurantId: number): Promise<number> {
    const now = this.deps.clock();
    if (!(await this.deps.orders.hasOverdue(restaurantId, expiryCutoff(now)))) return 0;
    const expired = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.journal.lockHead(restaurantId, trx);
      return this.expireLocked(restaurantId, now, trx);
    });
    for (const order of expired) await this.deps.announcer.announce(restaurantId, 'order.updated', order);
    return expired.length;
  }

  /** Expires what is due at the restaurants a customer has waiting orders at (their own list). */
  async expireOverdueOf(customerId: number): Promise<void> {
    const due = await this.deps.orders.restaurantsWithOverdueOf(customerId, expiryCutoff(this.deps.clock()));
    for (const restaurantId of due) await this.expireOverdue(restaurantId);
  }

  /**
   * The periodic sweep: expires the due orders of every restaurant. Safe in several processes at
   * once: an order moves only from waiting, so each is expired (and journalled) once.
   */
  async sweepExpired(): Promise<number> {
    const restaurants = await this.deps.orders.restaurantsWithOverdue(expiryCutoff(this.deps.clock()), SWEEP_BATCH);
    let expired = 0;
    for (const restaurantId of restaurants) expired += await this.expireOverdue(restaurantId);
    return expired;
  }

  /** Runs the sweep every `intervalMs` (unreferenced: it never keeps a process alive); returns its stop. */
  startSweeping(intervalMs = 60_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.sweepExpired()
        .catch((error: unknown) => this.deps.logger.error({ err: error }, 'expired orders sweep failed'))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
