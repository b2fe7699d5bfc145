import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { registerDailyJob } from '../../infra/jobs/index.js';
import type { Database } from '../../schema.js';
import { LoyaltyGuests } from './loyalty-guest.js';
import { LoyaltyLedger } from './loyalty-ledger.js';
import loyaltyRoutes from './loyalty-routes.js';
import { orderVouchers } from './order-vouchers.js';
import { LoyaltyService } from './loyalty-service.js';

export type { LoyaltyGuests } from './loyalty-guest.js';
export type { LoyaltyService } from './loyalty-service.js';

/** What other modules and the seed use of the programme. */
export interface LoyaltyModule {
  service: LoyaltyService;
  guests: LoyaltyGuests;
}

export const LOYALTY_DAILY_KIND = 'loyalty.daily';

/** The programme's services over a database, with or without a server (the seed). */
export function createLoyaltyModule(deps: {
  db: Kysely<Database>;
  clock: Clock;
  restaurantName: (restaurantId: number) => Promise<string>;
}): LoyaltyModule {
  const ledger = new LoyaltyLedger();
  return {
    service: new LoyaltyService({ db: deps.db, clock: deps.clock, ledger }),
    guests: new LoyaltyGuests({ ...deps, ledger }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loyalty: LoyaltyModule;
  }
}

/**
 * Accumulated benefits: points for honoured bookings and completed orders, credited in the
 * transaction that honours or completes them; closing an account deletes them; a daily run
 * expires them.
 */
async function loyaltyModule(app: FastifyInstance) {
  const { db, clock, jobs } = app.infra;
  const loyalty = createLoyaltyModule({
    db,
    clock,
    restaurantName: async (restaurantId) =>
      (await app.restaurant.service.stored(restaurantId, 'fr'))?.account.name ?? '',
  });
  app.decorate('loyalty', loyalty);
  app.reservations.book.whenHonoured((booking, trx) => loyalty.service.creditVisit(booking, trx));
  app.orders.handling.whenCompleted((order, trx) => loyalty.service.creditOrder(order, trx));
  // A percentage or amount voucher is spent on an order, and given back with it.
  app.orders.vouchers.use(orderVouchers({ db, clock }));
  app.customers.service.whenClosing((customerId, trx) => loyalty.guests.close(customerId, trx));
  registerDailyJob(jobs, {
    kind: LOYALTY_DAILY_KIND,
    keyPrefix: 'loyalty-daily',
    clock,
    run: async () => {
      const expired = await loyalty.guests.expire();
      if (expired.balances + expired.vouchers > 0) app.log.info(expired, 'loyalty points and vouchers expired');
    },
  });
  await app.register(loyaltyRoutes, loyalty);
}

export default fp(loyaltyModule, {
  name: 'loyalty',
  dependencies: ['infra', 'auth', 'restaurant', 'customers', 'reservations', 'orders'],
});
