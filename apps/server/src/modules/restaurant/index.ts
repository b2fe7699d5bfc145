import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RestaurantRepository } from './restaurant-repository.js';
import restaurantRoutes from './restaurant-routes.js';
import { RestaurantService } from './restaurant-service.js';

export { encodePublicId } from '../../core/public-id.js';

/** What other modules may use of the partner's restaurant. */
export interface RestaurantModule {
  service: RestaurantService;
}

declare module 'fastify' {
  interface FastifyInstance {
    restaurant: RestaurantModule;
  }
}

/** The partner's restaurant: presence (online/offline) today; profile, gallery, QR codes and public page next. */
async function restaurantModule(app: FastifyInstance) {
  const { db, clock } = app.infra;
  const service = new RestaurantService({ restaurants: new RestaurantRepository(db, clock) });
  app.decorate('restaurant', { service });
  await app.register(restaurantRoutes, { service });
}

export default fp(restaurantModule, { name: 'restaurant', dependencies: ['infra', 'auth'] });
