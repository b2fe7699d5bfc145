import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../core/clock.js';
import type { RestaurantService } from '../restaurant/index.js';
import { PublicPageRepository } from './public-page-repository.js';
import { PublicPageService } from './public-page-service.js';
import publicPageRoutes from './public-page-routes.js';
import type { PublicPageSources } from './sources.js';
import { BookingFlow } from './booking/booking-flow.js';
import bookingPages from './booking/booking-routes.js';
import { bookingSource } from './booking/booking-source.js';

/** What other parts may use of the public page. */
export interface PublicPageModule {
  service: PublicPageService;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPage: PublicPageModule;
  }
}

/** Builds the module without a server, over the sources of the page (the profile and the menu). */
export function createPublicPageModule(deps: {
  sources: PublicPageSources;
  restaurant: Pick<RestaurantService, 'pausedUntil'>;
  clock: Clock;
}): PublicPageModule {
  return { service: new PublicPageService(deps) };
}

/**
 * A restaurant's public page, `/r/{public_id}` (what its QR code opens), rendered on the server
 * with React, and its data at `/api/v1/public/restaurant/{public_id}`; both cached by version.
 */
async function publicPageModule(app: FastifyInstance) {
  const reviewsVersions = new PublicPageRepository(app.infra.db);
  const publicPage = createPublicPageModule({
    // Each module that shows something on the page gives its data and version together.
    sources: {
      profile: app.restaurant.publicProfile,
      menu: app.menu.publicMenu,
      // The reviews' version is this module's own read of their index (read-model.ts).
      reviews: {
        version: (restaurantId) => reviewsVersions.reviewsVersion(restaurantId),
        read: (restaurantId, _lang, { sort, page }) => app.reviews.service.publicReviews(restaurantId, sort, page),
      },
      // The next free times, versioned on the bookings and offers of those days.
      booking: bookingSource({ reservations: app.reservations.bookings, clock: app.infra.clock }),
    },
    restaurant: app.restaurant.service,
    clock: app.infra.clock,
  });
  app.decorate('publicPage', publicPage);
  await app.register(publicPageRoutes, { service: publicPage.service });
  // Booking a table from the page: the day's times, the guest's phone and code, the card step's way in.
  const flow = new BookingFlow({
    reservations: app.reservations.bookings,
    customers: app.customers.service,
    restaurant: app.restaurant,
    db: app.infra.db,
    clock: app.infra.clock,
    secret: app.infra.config.JWT_SECRET,
  });
  await app.register(bookingPages, { flow, waitlist: app.reservations.waitlist.service });
}

export default fp(publicPageModule, {
  name: 'public-page',
  dependencies: ['infra', 'restaurant', 'menu', 'reviews', 'reservations', 'customers'],
});
