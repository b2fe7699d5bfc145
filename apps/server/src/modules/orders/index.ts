import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors.js';
import { JournalRepository } from './journal.js';
import orderRoutes from './order-routes.js';
import { OrderService } from './order-service.js';
import { OrderStreams } from './order-stream.js';
import { OrdersRepository } from './orders-repository.js';
import { SalesAggregates } from './sales-aggregates.js';

export { JournalRepository } from './journal.js';
export type { CompensationInput } from './journal.js';
export { priceOrder } from './pricing.js';
export { bookingTopic } from './order-stream.js';

/** What other modules and tools may use of orders (the admin command: the journal). */
export interface OrdersModule {
  service: OrderService;
  journal: JournalRepository;
  /** The open event streams of the orders screens. */
  streams: OrderStreams;
  /** How many order event streams this process holds open now. */
  openOrderStreams: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersModule;
  }
}

/** Orders: placed by customers, handled by partners, kept in the sales journal, live on screen. */
async function ordersModule(app: FastifyInstance) {
  const { db, clock, config, events } = app.infra;
  const journal = new JournalRepository(db);
  const service = new OrderService({
    db,
    orders: new OrdersRepository(db),
    journal,
    sales: new SalesAggregates(),
    menu: app.menu,
    restaurant: app.restaurant,
    events,
    clock,
    logger: app.log,
    serviceChargeCents: config.SERVICE_CHARGE_CENTS,
  });
  const streams = new OrderStreams({
    events,
    service,
    // Reservations registers after orders (it publishes on the stream's booking topic): its count
    // is asked for when a screen connects, once every module is there.
    bookingsPending: (restaurantId) => app.reservations.service.pendingCount(restaurantId),
    stillSignedIn: async (request) => {
      try {
        await app.auth.requirePartner(request);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 401) return false;
        throw error;
      }
    },
  });
  app.decorate('orders', { service, journal, streams, openOrderStreams: () => streams.size });
  app.customers.service.whenClosing((customerId, trx) => service.forgetCustomer(customerId, trx));
  // Waiting orders expire on every read without it; the sweep journals them when nobody looks.
  const stopSweeping = service.startSweeping();
  app.addHook('onClose', async () => stopSweeping());
  await app.register(orderRoutes);
}

export default fp(ordersModule, {
  name: 'orders',
  dependencies: ['infra', 'auth', 'menu', 'restaurant', 'customers', 'reports'],
});
