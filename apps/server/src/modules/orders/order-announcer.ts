import type { Logger } from '../../core/logger.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { orderTopic } from '../partner-stream/index.js';
import type { OrdersRepository } from './orders-repository.js';
import type { Order } from './tables.js';

/** The message on a restaurant's topic: small, the same for every process and language. */
export interface OrderMessage {
  type: 'order.created' | 'order.updated';
  order_id: number;
  waiting: number;
}

/** The partner's stream hears of each change of an order, in every process. */
export class OrderAnnouncer {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      events: EventBus;
      logger: Logger;
    },
  ) {}

  /**
   * Tells the restaurant's screens, in every process: which order changed and how many wait. The
   * message stays small (PostgreSQL's NOTIFY carries 8 KB at most); each stream reads the order
   * in its screen's language. A failure to tell never fails the call: the order is saved, and
   * the screens see it at their next load.
   */
  async announce(restaurantId: number, type: OrderMessage['type'], order: Order): Promise<void> {
    try {
      const waiting = await this.deps.orders.countWaiting(restaurantId);
      const message: OrderMessage = { type, order_id: order.id, waiting };
      await this.deps.events.publish(orderTopic(restaurantId), message);
    } catch (error) {
      this.deps.logger.error({ err: error, restaurantId, orderId: order.id }, 'order event not sent');
    }
  }
}
