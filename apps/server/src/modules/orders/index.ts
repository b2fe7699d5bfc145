import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { orderTopic } from '../partner-stream/index.js';
import { JournalRepository } from './journal.js';
import { OrderAnnouncer, type OrderMessage } from './order-announcer.js';
import { OrderExpiry } from './order-expiry.js';
import { OrderHandling } from './order-handling.js';
import { OrderPlacing } from './order-placing.js';
import { OrderQueries } from './order-queries.js';
import orderRoutes from './order-routes.js';
import { OrdersRepository } from './orders-repository.js';
import { SalesAggregates } from './sales-aggregates.js';
import { Vouchers } from './voucher-port.js';

export { JournalRepository } from './journal.js';
export type { CompensationInput } from './journal-kinds.js';
export { priceOrder } from './pricing.js';
export { applyPromo } from './promo-pricing.js';
export type { VoucherOffer, VoucherPort } from './voucher-port.js';

/** What other modules and tools may use of orders (the seed places and moves orders; the admin command reads the journal). */
export interface OrdersModule {
  /** Customers place orders; the seed records past ones the same way. */
  placing: OrderPlacing;
  /** Customers cancel, partners answer and serve orders; the seed settles past ones. */
  handling: OrderHandling;
  /** What the screens read: lists, search, detail, the waiting count. */
  queries: OrderQueries;
  /** Waiting orders that expire; a timer sweeps them, tools and tests may sweep at once. */
  expiry: OrderExpiry;
  journal: JournalRepository;
  /** Where the loyalty programme gives its vouchers (`vouchers.use`). */
  vouchers: Vouchers;
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersModule;
  }
}

/** Orders: placed by customers, handled by partners, kept in the sales journal, live on screen. */
async function ordersModule(app: FastifyInstance) {
  const { db, clock, config, events } = app.infra;
  const orders = new OrdersRepository(db);
  const journal = new JournalRepository(db);
  const announcer = new OrderAnnouncer({ orders, events, logger: app.log });
  const promotions = app.promotions.service;
  // The loyalty programme's vouchers, once loyalty gives them (it starts after orders).
  const vouchers = new Vouchers();
  const expiry = new OrderExpiry({ db, orders, journal, announcer, promotions, vouchers, clock, logger: app.log });
  const placing = new OrderPlacing({
    db,
    orders,
    journal,
    expiry,
    announcer,
    menu: app.menu,
    restaurant: app.restaurant,
    promotions,
    vouchers,
    clock,
    serviceChargeCents: config.SERVICE_CHARGE_CENTS,
  });
  const handling = new OrderHandling({
    db,
    orders,
    journal,
    sales: new SalesAggregates(),
    expiry,
    announcer,
    promotions,
    vouchers,
    clock,
  });
  const queries = new OrderQueries({ orders, expiry });
  app.decorate('orders', { placing, handling, queries, expiry, journal, vouchers });
  // On the partner's stream: the waiting count when a screen connects, then each order as it
  // changes, read in the screen's language.
  app.partnerStream.addCounter(async (restaurantId) => ({
    type: 'orders.waiting',
    waiting: await queries.waiting(restaurantId),
  }));
  app.partnerStream.readTopic(orderTopic, (restaurantId, message, lang) =>
    queries.eventsFor(restaurantId, message as OrderMessage, lang),
  );
  app.customers.service.whenClosing((customerId, trx) => placing.forgetCustomer(customerId, trx));
  // Waiting orders expire on every read without it; the sweep journals them when nobody looks.
  const stopSweeping = expiry.startSweeping();
  app.addHook('onClose', async () => stopSweeping());
  await app.register(orderRoutes);
}

export default fp(ordersModule, {
  name: 'orders',
  dependencies: ['infra', 'auth', 'menu', 'restaurant', 'customers', 'reports', 'partner-stream', 'promotions'],
});
