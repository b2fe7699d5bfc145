import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OFFER_BASKET_DAYS } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import { decodePublicId, encodePublicId } from '../../core/public-id.js';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { bookingTopic } from '../orders/index.js';
import { type RestaurantModule, RestaurantService } from '../restaurant/index.js';
import guestRoutes from './guests-routes.js';
import { GuestsRepository } from './guests-repository.js';
import { GuestsService } from './guests-service.js';
import manageBookingPage from './manage-page/manage-page-routes.js';
import bookingManagement from './manage-routes.js';
import reservationRoutes from './reservation-routes.js';
import { type RestaurantDirectory, type RestaurantFacts, ReservationService } from './reservation-service.js';
import { ReservationsRepository } from './reservations-repository.js';
import { OffersRepository } from './offers-repository.js';
import offerRoutes from './offers-routes.js';
import { type AverageBasket, OffersService } from './offers-service.js';
import { StatsRepository } from './stats-repository.js';
import statsRoutes from './stats-routes.js';
import { StatsService } from './stats-service.js';

export type { ReservationService } from './reservation-service.js';
/** The one reading of a late cancellation, for the charges. */
export { isLateCancellation } from './late-cancellation.js';
/** The guest's pages of other modules (the card step) open a booking by its manage link too. */
export { bookingOfManageToken, manageLinkKey, manageToken, readManageToken } from './manage-link.js';

/** What other modules and tools may use of reservations (the seed and the bench place bookings through it). */
export interface ReservationsModule {
  service: ReservationService;
  /** The restaurant's offers on bookings. */
  offers: OffersService;
}

declare module 'fastify' {
  interface FastifyInstance {
    reservations: ReservationsModule;
  }
}

export interface ReservationsDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  events: EventBus;
  restaurant: Pick<RestaurantModule, 'service'>;
  logger?: Logger;
  /** Counts each booking saved (the metrics), per source. */
  counted?: (source: 'online' | 'phone' | 'walk_in') => void;
  /** The report's average basket, which the offers' cost is figured on; unknown without it. */
  averageBasket?: AverageBasket;
}

/** How many restaurants' facts a process keeps (the oldest read goes first). */
const KNOWN_RESTAURANTS = 2_000;

/** Builds the module without a server: the admin command, the seed and the bench use it as the routes do. */
export function createReservationsModule(deps: ReservationsDependencies): ReservationsModule {
  // What a booking needs of a restaurant (its state, name, phone, hours), kept per restaurant with
  // the profile's version: one primary-key read tells whether it changed, in this process or
  // another, so availability never reads the whole profile for each request.
  const known = new Map<number, { version: string; facts: RestaurantFacts }>();
  const restaurants: RestaurantDirectory = {
    idOf: decodePublicId,
    async facts(restaurantId) {
      const version = await deps.restaurant.service.version(restaurantId);
      if (version === undefined) return undefined;
      const hit = known.get(restaurantId);
      if (hit?.version === version) return hit.facts;
      const stored = await deps.restaurant.service.stored(restaurantId, 'fr');
      if (!stored) return undefined;
      const facts: RestaurantFacts = {
        listed: RestaurantService.isListed(stored),
        name: stored.account.name,
        phone: stored.account.phone,
        publicId: encodePublicId(restaurantId),
        hours: stored.hours,
      };
      if (known.size >= KNOWN_RESTAURANTS) known.delete(known.keys().next().value!);
      known.set(restaurantId, { version, facts });
      return facts;
    },
  };
  const offersRepository = new OffersRepository(deps.db);
  const service = new ReservationService({
    db: deps.db,
    repository: new ReservationsRepository(deps.db, deps.dialect),
    offers: offersRepository,
    restaurants,
    events: deps.events,
    topic: bookingTopic,
    clock: deps.clock,
    ...(deps.logger ? { logger: deps.logger } : {}),
    ...(deps.counted ? { counted: deps.counted } : {}),
  });
  const offers = new OffersService({
    db: deps.db,
    repository: offersRepository,
    clock: deps.clock,
    averageBasket: deps.averageBasket ?? (async () => null),
  });
  return { service, offers };
}

/**
 * The restaurant's average order over the last OFFER_BASKET_DAYS days, from the report's figures
 * (completed orders, from a Paris midnight as the report's periods start); null without orders.
 */
function averageBasketOf(app: FastifyInstance): AverageBasket {
  return async (restaurantId) => {
    const now = app.infra.clock();
    const start = parisInstant(addDays(parisDate(now), -OFFER_BASKET_DAYS), '00:00');
    const { orders, byRate } = await app.reports.repository.totals({
      restaurantId,
      start,
      end: null,
      terms: [],
      orderNumber: null,
    });
    if (orders === 0) return null;
    return Math.round(byRate.reduce((sum, rate) => sum + rate.sales_cents, 0) / orders);
  };
}

/** Table reservations: settings, services, tables, the book, the guests' bookings. */
async function reservationsModule(app: FastifyInstance) {
  const { db, database, clock, events, metrics } = app.infra;
  const reservations = createReservationsModule({
    db,
    dialect: database.dialect,
    clock,
    events,
    restaurant: app.restaurant,
    logger: app.log,
    counted: (source) => metrics.bookingsCreated.inc({ source }),
    averageBasket: averageBasketOf(app),
  });
  app.decorate('reservations', reservations);
  // The stream's announcements still on their way go out before the database closes.
  app.addHook('onClose', () => reservations.service.announcementsSent());
  // Closing a customer account cancels its future bookings in the same transaction.
  app.customers.service.whenClosing((customerId, trx) => reservations.service.cancelForClosedAccount(customerId, trx));
  await app.register(reservationRoutes, { service: reservations.service });
  await app.register(offerRoutes, { offers: reservations.offers });
  // The guest's messages (through the durable jobs) and the manage link's calls.
  await app.register(bookingManagement, { service: reservations.service });
  // The page that link opens: the booking, and the guest's cancel and change forms.
  await app.register(manageBookingPage, { service: reservations.service });
  // The guest book: one guest per phone, the restaurant's notes on them, its export.
  await app.register(guestRoutes, { guests: new GuestsService(new GuestsRepository(db), clock) });
  // The statistics of a period: covers, no-shows and late cancellations, charges, offers.
  await app.register(statsRoutes, { stats: new StatsService(new StatsRepository(db), clock) });
}

export default fp(reservationsModule, {
  name: 'reservations',
  dependencies: ['infra', 'auth', 'restaurant', 'customers', 'orders', 'reports'],
});
