import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REVIEW_PAGE_SIZE } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { RestaurantService } from '../restaurant/index.js';
import { PublicPageService } from './public-page-service.js';
import publicPageRoutes from './public-page-routes.js';
import type { PublicPageSources } from './sources.js';

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

/** Reviews of a restaurant before the first is published: none. */
const noReviewsYet: PublicPageSources['reviews'] = {
  version: async () => 0,
  read: async (_restaurantId, _lang, { sort, page }) => ({
    reviews: [],
    sort,
    sorts: ['newest', 'rating'],
    page,
    per_page: REVIEW_PAGE_SIZE,
    pages: 1,
    summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
  }),
};

/**
 * A restaurant's public page, `/r/{public_id}` (what its QR code opens), rendered on the server
 * with React, and its data at `/api/v1/public/restaurant/{public_id}`; both cached by version.
 */
async function publicPageModule(app: FastifyInstance) {
  const publicPage = createPublicPageModule({
    // Each module that shows something on the page gives its data and version together.
    sources: { profile: app.restaurant.publicProfile, menu: app.menu.publicMenu, reviews: noReviewsYet },
    restaurant: app.restaurant.service,
    clock: app.infra.clock,
  });
  app.decorate('publicPage', publicPage);
  await app.register(publicPageRoutes, { service: publicPage.service });
}

export default fp(publicPageModule, { name: 'public-page', dependencies: ['infra', 'restaurant', 'menu'] });
