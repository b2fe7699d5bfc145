import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../core/clock.js';
import type { PublicMenuReader } from '../menu/index.js';
import type { RestaurantService } from '../restaurant/index.js';
import { PublicPageService } from './public-page-service.js';
import publicPageRoutes from './public-page-routes.js';

/** What other parts may use of the public page. */
export interface PublicPageModule {
  service: PublicPageService;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPage: PublicPageModule;
  }
}

/** Builds the module without a server, over the restaurant's profile and its menu. */
export function createPublicPageModule(deps: {
  restaurant: RestaurantService;
  menu: PublicMenuReader;
  clock: Clock;
}): PublicPageModule {
  return { service: new PublicPageService(deps) };
}

/**
 * A restaurant's public page, `/r/{public_id}` (what its QR code opens), rendered on the server
 * with React, and its data at `/api/v1/public/restaurant/{public_id}`; both cached by version.
 */
async function publicPageModule(app: FastifyInstance) {
  const publicPage = createPublicPageModule({
    restaurant: app.restaurant.service,
    menu: app.menu.publicMenu,
    clock: app.infra.clock,
  });
  app.decorate('publicPage', publicPage);
  await app.register(publicPageRoutes, { service: publicPage.service });
}

export default fp(publicPageModule, { name: 'public-page', dependencies: ['infra', 'restaurant', 'menu'] });
