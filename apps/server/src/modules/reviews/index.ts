import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { decodePublicId, encodePublicId } from '../../core/public-id.js';
import type { Database } from '../../schema.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import type { AuthModule } from '../auth/index.js';
import { reviewTopic } from '../partner-stream/index.js';
import { type RestaurantModule, RestaurantService } from '../restaurant/index.js';
import { registerReviewInvitations, scheduleReviewInvitation } from './review-invitations.js';
import { registerReviewsDaily } from './review-retention.js';
import { reviewLinkKey } from './review-link.js';
import { ReviewLinks } from './review-page/review-links.js';
import reviewPageRoutes from './review-page/review-page-routes.js';
import reviewRoutes from './review-routes.js';
import { type ReviewRestaurants, ReviewService } from './review-service.js';
import { ReviewsRepository } from './reviews-repository.js';

export type { ReviewService } from './review-service.js';
export { responseDeadline } from './review-rules.js';
export { publicationDue, scheduleReviewsDaily } from './review-retention.js';

/** What other modules and tools may use of reviews (the public page shows `service.publicReviews`). */
export interface ReviewsModule {
  service: ReviewService;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsModule;
  }
}

export interface ReviewsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Where new reviews are told to the partner's stream; the admin command has none. */
  events?: EventBus;
  restaurant: Pick<RestaurantModule, 'service'>;
  auth: Pick<AuthModule, 'service'>;
  logger?: Logger;
}

/** The admin command's bus: it never posts a review, so nothing is told. */
const silentBus: EventBus = {
  heardAfterCommit: true,
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
};

/** Builds the module without a server: the admin command uses it as the routes do. */
export function createReviewsModule(deps: ReviewsDependencies): ReviewsModule {
  const describe = async (restaurantId: number) => {
    const stored = await deps.restaurant.service.stored(restaurantId, 'fr');
    return stored ? { stored, name: stored.account.name, publicId: encodePublicId(restaurantId) } : undefined;
  };
  const restaurants: ReviewRestaurants = {
    idOf: decodePublicId,
    async describe(restaurantId) {
      const found = await describe(restaurantId);
      return found ? { name: found.name, publicId: found.publicId } : undefined;
    },
    async listed(restaurantId) {
      const found = await describe(restaurantId);
      return found && RestaurantService.isListed(found.stored)
        ? { name: found.name, publicId: found.publicId }
        : undefined;
    },
  };
  const service = new ReviewService({
    db: deps.db,
    repository: new ReviewsRepository(deps.db),
    restaurants,
    isTrade: (contacts) => deps.auth.service.isTradeContact(contacts),
    events: deps.events ?? silentBus,
    // The partner's stream relays the reviews' topic as it is.
    topic: reviewTopic,
    clock: deps.clock,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });
  return { service };
}

/** Reviews and the restaurant's response. */
async function reviewsModule(app: FastifyInstance) {
  const { db, clock, events, config, transport, jobs } = app.infra;
  const reviews = createReviewsModule({
    db,
    clock,
    events,
    restaurant: app.restaurant,
    auth: app.auth,
    logger: app.log,
  });
  app.decorate('reviews', reviews);
  // Two hours after a booking is marked honoured, its guest is invited to review it.
  app.reservations.book.whenHonoured((booking, trx) => scheduleReviewInvitation(booking, trx));
  const repository = new ReviewsRepository(db);
  // The invitation's link opens the review form without a sign-in (review-link.ts).
  const linkKey = reviewLinkKey(config.JWT_SECRET);
  registerReviewInvitations(jobs, {
    repository,
    transport,
    baseUrl: config.messageBaseUrl,
    clock,
    linkKey,
    stillReviewable: (booking) => reviews.service.stillReviewable(booking),
    restaurant: (restaurantId) => reviews.service.restaurantOf(restaurantId),
  });
  // Once a day: reviews past their 36 months deleted, those waiting too long for a check told.
  registerReviewsDaily(jobs, { db, repository, clock, logger: app.log });
  await app.register(reviewRoutes, { service: reviews.service });
  await app.register(reviewPageRoutes, {
    links: new ReviewLinks({ repository, service: reviews.service, clock, key: linkKey }),
  });
}

export default fp(reviewsModule, {
  name: 'reviews',
  dependencies: ['infra', 'auth', 'restaurant', 'customers', 'reservations'],
});
