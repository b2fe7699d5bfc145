import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OFFER_BASKET_DAYS } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../schema.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { bookingTopic } from '../partner-stream/index.js';
import type { RestaurantModule } from '../restaurant/index.js';
import { BookingAnnouncer } from './booking-announcer.js';
import { DayBookPrint } from './day-book-pdf.js';
import { registerBookingMessages } from './booking-messages.js';
import { BookingLedger } from './booking-ledger.js';
import { BookingPlacement } from './booking-placement.js';
import { DEFAULT_GUEST_CAPS, type GuestCaps } from './booking-rules.js';
import { BookingViews } from './booking-wire.js';
import { FloorPlan } from './floor-plan.js';
import floorPlanRoutes from './floor-plan-routes.js';
import { GuaranteePort } from './guarantee-port.js';
import { GuestBookings } from './guest-bookings.js';
import { GuestChanges } from './guest-changes.js';
import guestRoutes from './guests-routes.js';
import { GuestsRepository } from './guests-repository.js';
import { GuestsService } from './guests-service.js';
import { manageLinkKey } from './manage-link.js';
import type { BookingMessagesDependencies } from './message-parts.js';
import manageBookingPage from './manage-page/manage-page-routes.js';
import bookingManagement from './manage-routes.js';
import { OffersRepository } from './offers-repository.js';
import offerRoutes from './offers-routes.js';
import { type AverageBasket, OffersService } from './offers-service.js';
import { RestaurantBook } from './restaurant-book.js';
import { restaurantDirectory } from './restaurant-facts.js';
import reservationRoutes from './reservation-routes.js';
import { ReservationSetup } from './reservation-setup.js';
import { ReservationsRepository } from './reservations-repository.js';
import { SetupRepository } from './setup-repository.js';
import { StatsRepository } from './stats-repository.js';
import statsRoutes from './stats-routes.js';
import { StatsService } from './stats-service.js';
import { createWaitlist, registerWaitlist, type WaitlistParts } from './waitlist-module.js';

export type { GuaranteePort } from './guarantee-port.js';
export type { ConsentRecorder, GuestBookings } from './guest-bookings.js';
export type { WaitlistService } from './waitlist-service.js';
/** The one reading of a late cancellation, for the charges. */
export { isLateCancellationOf } from './late-cancellation.js';
/** The guest's pages of other modules (the card step) open a booking by its manage link too. */
export { bookingOfManageToken, manageLinkKey, manageToken, readManageToken } from './manage-link.js';

/**
 * What other modules and tools may use of reservations, one service per job (the seed and the
 * bench set a restaurant up and place bookings through them, as the routes do).
 */
export interface ReservationsModule {
  /** The settings, services and tables. */
  setup: ReservationSetup;
  /** The room: tables put together, each table's area and place on the plan. */
  floorPlan: FloorPlan;
  /** The restaurant's side: the book of a day and what the restaurant does to its bookings. */
  book: RestaurantBook;
  /** The day's book as a PDF to print. */
  print: DayBookPrint;
  /** The guest's side: availability, a booking online, the guest's own bookings. */
  bookings: GuestBookings;
  /** What the guest changes of a booking: cancel, move, answer a proposal. */
  changes: GuestChanges;
  /** Places a booking through the rules, whoever books. */
  placement: BookingPlacement;
  /** The partner's stream: what it hears of the bookings, and the count waiting. */
  announcer: BookingAnnouncer;
  /** What the payments module asks of reservations for a booking's card guarantee. */
  guarantee: GuaranteePort;
  /** The restaurant's offers on bookings. */
  offers: OffersService;
  /** The guest book: one guest per phone, the restaurant's notes on them. */
  guests: GuestsService;
  /** The statistics of a period. */
  stats: StatsService;
  /** The waitlist of a day and the walk-in queue: its table and the offers it makes. */
  waitlist: WaitlistParts;
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
  /** The caps a customer cannot get around (the server's settings); the defaults without them. */
  caps?: GuestCaps;
  /** How long a time offered to the waitlist stays the guest's (WAITLIST_OFFER_MINUTES). */
  waitlistOfferMinutes?: number;
}

/** Builds the module without a server: the admin command, the seed and the bench use it as the routes do. */
export function createReservationsModule(deps: ReservationsDependencies): ReservationsModule {
  const { db, clock } = deps;
  const repository = new ReservationsRepository(db, deps.dialect);
  const offersRepository = new OffersRepository(db);
  const restaurants = restaurantDirectory(deps.restaurant);
  const setupRepository = new SetupRepository(db);
  const setup = new ReservationSetup({ db, repository: setupRepository, restaurants, clock, days: repository });
  const views = new BookingViews({ repository, restaurants });
  const announcer = new BookingAnnouncer({
    repository,
    views,
    events: deps.events,
    topic: bookingTopic,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  const ledger = new BookingLedger({ repository, setup, restaurants, clock, offers: offersRepository });
  const shared = { db, repository, setup, ledger, announcer, views, clock, caps: deps.caps ?? DEFAULT_GUEST_CAPS };
  const placement = new BookingPlacement({
    ...shared,
    offers: offersRepository,
    ...(deps.counted ? { counted: deps.counted } : {}),
  });
  const bookings = new GuestBookings({ ...shared, placement, restaurants, offers: offersRepository });
  const book = new RestaurantBook({ ...shared, placement });
  return {
    setup,
    floorPlan: new FloorPlan({ db, repository: setupRepository, clock }),
    book,
    print: new DayBookPrint({ book, repository, ledger }),
    bookings,
    changes: new GuestChanges({ ...shared, bookings }),
    placement,
    announcer,
    guarantee: new GuaranteePort({ ...shared, bookings }),
    offers: new OffersService({
      db,
      repository: offersRepository,
      clock,
      averageBasket: deps.averageBasket ?? (async () => null),
    }),
    guests: new GuestsService(new GuestsRepository(db), clock),
    stats: new StatsService(new StatsRepository(db), clock),
    waitlist: createWaitlist({
      ...shared,
      placement,
      book,
      restaurants,
      ...(deps.waitlistOfferMinutes ? { offerMinutes: deps.waitlistOfferMinutes } : {}),
    }),
  };
}

/**
 * The restaurant's average order over the last OFFER_BASKET_DAYS days, from the report's figures
 * (completed orders, from a Paris midnight as the report's periods start); null without orders.
 */
function averageBasketOf(app: FastifyInstance): AverageBasket {
  return async (restaurantId) => {
    const start = parisInstant(addDays(parisDate(app.infra.clock()), -OFFER_BASKET_DAYS), '00:00');
    return app.reports.service.averageBasketCents(restaurantId, start);
  };
}

/** What the guest's messages need of the server: its transport and links, and the restaurant's words. */
function bookingMessagesOf(app: FastifyInstance): BookingMessagesDependencies {
  const { db, clock, config, transport } = app.infra;
  return {
    db,
    transport,
    clock,
    linkKey: manageLinkKey(config.JWT_SECRET),
    baseUrl: config.messageBaseUrl,
    restaurant: async (restaurantId, lang) => {
      const stored = await app.restaurant.service.stored(restaurantId, lang);
      if (!stored) return undefined;
      return { name: stored.account.name, phone: stored.account.phone, address: stored.account.address };
    },
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
    caps: {
      future_per_restaurant: app.infra.config.BOOKING_MAX_FUTURE_PER_RESTAURANT,
      future_overall: app.infra.config.BOOKING_MAX_FUTURE_PER_CUSTOMER,
      covers_per_day: app.infra.config.BOOKING_MAX_COVERS_PER_DAY,
      changes_per_day: app.infra.config.BOOKING_MAX_CHANGES_PER_DAY,
    },
    waitlistOfferMinutes: app.infra.config.WAITLIST_OFFER_MINUTES,
  });
  app.decorate('reservations', reservations);
  // The bookings waiting for an answer, said on the partner's stream as a screen connects.
  app.partnerStream.addCounter(async (restaurantId) => ({
    type: 'bookings.pending',
    count: await reservations.announcer.pendingCount(restaurantId),
  }));
  // The stream's announcements still on their way go out before the database closes.
  app.addHook('onClose', () => reservations.announcer.sent());
  // The guest's messages (confirmation, reminders, the card's receipts), sent through the durable jobs.
  registerBookingMessages(app.infra.jobs, bookingMessagesOf(app));
  // Closing a customer account cancels its future bookings in the same transaction, and erases
  // its details from every booking and guest book.
  app.customers.service.whenClosing((customerId, trx) => reservations.changes.cancelForClosedAccount(customerId, trx));
  app.customers.service.whenClosing((customerId, trx) => reservations.guests.forgetCustomer(customerId, trx));
  await app.register(reservationRoutes, reservations);
  await app.register(offerRoutes, { offers: reservations.offers });
  // The room: the plan of each area and the tables put together.
  await app.register(floorPlanRoutes, { floorPlan: reservations.floorPlan });
  // The manage link's calls.
  await app.register(bookingManagement, { changes: reservations.changes, bookings: reservations.bookings });
  // The page that link opens: the booking, and the guest's cancel and change forms.
  await app.register(manageBookingPage, { changes: reservations.changes, bookings: reservations.bookings });
  // The guest book: one guest per phone, the restaurant's notes on them, its export.
  await app.register(guestRoutes, { guests: reservations.guests });
  // The statistics of a period: covers, no-shows and late cancellations, charges, offers.
  await app.register(statsRoutes, { stats: reservations.stats });
  // The waitlist and the walk-in queue: offers when covers free up, the host's and the guest's calls.
  await registerWaitlist(app, reservations.waitlist);
}

export default fp(reservationsModule, {
  name: 'reservations',
  dependencies: ['infra', 'auth', 'restaurant', 'customers', 'partner-stream', 'reports'],
});
