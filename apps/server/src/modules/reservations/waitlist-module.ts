import type { FastifyInstance } from 'fastify';
import { WAITLIST_OFFER_MINUTES_DEFAULT } from '@portal/contract';
import { addDays, parisDate } from '../../core/paris-time.js';
import { registerDailyJob } from '../../infra/jobs/index.js';
import type { BookingsContext } from './booking-context.js';
import type { BookingPlacement } from './booking-placement.js';
import { manageLinkKey } from './manage-link.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import type { RestaurantBook } from './restaurant-book.js';
import {
  freesCovers,
  registerWaitlistJobs,
  scheduleCoversFreed,
  WaitlistOffers,
  waitlistLinkKey,
} from './waitlist-offers.js';
import { WaitlistRepository } from './waitlist-repository.js';
import waitlistOfferPage from './waitlist-offer-page.js';
import waitlistRoutes from './waitlist-routes.js';
import { WaitlistService } from './waitlist-service.js';
import { WalkInQueue } from './walk-in-queue.js';

const WAITLIST_DAILY_KIND = 'waitlist.daily';
/** How long a day's waitlist and walk-in queue are kept after the day (the names and phones in them). */
const WAITLIST_KEEP_DAYS = 30;

/** The waitlist's parts built with the module (without a server): its table, its offers. */
export interface WaitlistParts {
  repository: WaitlistRepository;
  offers: WaitlistOffers;
  /** The guest's and the host's waitlist (the public page joins through it too). */
  service: WaitlistService;
  /** What its calls build on: the bookings' context, the placement and the book. */
  context: WaitlistContext;
}

type WaitlistContext = BookingsContext & {
  placement: BookingPlacement;
  book: RestaurantBook;
  restaurants: RestaurantDirectory;
};

/**
 * Builds the waitlist beside the bookings and hooks it to every booking change: a change that
 * gives covers back schedules the day's walk in its own transaction.
 */
export function createWaitlist(deps: WaitlistContext & { offerMinutes?: number }): WaitlistParts {
  const repository = new WaitlistRepository(deps.db);
  const offers = new WaitlistOffers({
    ...deps,
    waitlist: repository,
    offerMinutes: deps.offerMinutes ?? WAITLIST_OFFER_MINUTES_DEFAULT,
  });
  deps.repository.coversFreed = async (booking, changes, dates, trx) => {
    if (freesCovers(changes)) await scheduleCoversFreed(repository, booking, dates, trx);
  };
  const service = new WaitlistService({ ...deps, waitlist: repository, offers });
  return { repository, offers, service, context: deps };
}

/** The server's side of the waitlist: its jobs, its calls, what a closed account takes away. */
export async function registerWaitlist(app: FastifyInstance, parts: WaitlistParts): Promise<void> {
  const deps = parts.context;
  const { config, transport, clock, jobs } = app.infra;
  const links = {
    baseUrl: config.messageBaseUrl,
    offerKey: waitlistLinkKey(config.JWT_SECRET),
    manageKey: manageLinkKey(config.JWT_SECRET),
  };
  registerWaitlistJobs(jobs, parts.offers, {
    waitlist: parts.repository,
    restaurants: deps.restaurants,
    transport,
    clock,
    linkKey: links.offerKey,
    baseUrl: links.baseUrl,
  });
  const waitlist = parts.service;
  waitlist.links = links;
  // An offer goes out as soon as the change that freed the covers has committed.
  waitlist.jobsDue = () => jobs.runner.wake();
  deps.announcer.committed = () => jobs.runner.wake();
  const walkIns = new WalkInQueue({ ...deps, waitlist: parts.repository, transport });
  // Each night: past days' open entries close, and entries older than WAITLIST_KEEP_DAYS go.
  registerDailyJob(jobs, {
    kind: WAITLIST_DAILY_KIND,
    keyPrefix: 'waitlist-daily',
    clock,
    run: async () => {
      const today = parisDate(clock());
      await parts.repository.tidy(today, addDays(today, -WAITLIST_KEEP_DAYS), clock());
    },
  });
  app.customers.service.whenClosing(async (customerId, trx) => {
    await parts.repository.deleteOfCustomer(customerId, trx);
    return async () => undefined;
  });
  await app.register(waitlistRoutes, { waitlist, walkIns });
  // The page an offer's link opens: the time offered and the button that books it.
  await app.register(waitlistOfferPage, { waitlist, clock, publicBaseUrl: config.PUBLIC_BASE_URL });
}
