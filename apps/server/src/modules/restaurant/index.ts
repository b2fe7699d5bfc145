import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Locale } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import type { ImageStore } from '../../infra/images/image-store.js';
import { ProfileRepository, type StoredProfile } from './profile-repository.js';
import qrRoutes from './qr-routes.js';
import restaurantRoutes from './restaurant-routes.js';
import { type RestaurantAuth, RestaurantService } from './restaurant-service.js';

export { encodePublicId } from '../../core/public-id.js';
export { RestaurantService } from './restaurant-service.js';
export type { StoredProfile } from './profile-repository.js';
export { isOpenAt, runningSlot, slotsOn, closureOn, nextOpening, weekdayOf } from './opening-hours.js';

/** What other modules may use of the partner's restaurant. */
export interface RestaurantModule {
  service: RestaurantService;
  /**
   * The stored profile as the public page shows it, with its version (any change of the profile,
   * the account or the presence changes it).
   */
  publicProfile: {
    version(restaurantId: number): Promise<string | undefined>;
    read(restaurantId: number, lang: Locale): Promise<StoredProfile | undefined>;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    restaurant: RestaurantModule;
  }
}

export interface RestaurantDependencies {
  db: Kysely<Database>;
  clock: Clock;
  images: ImageStore;
  auth: RestaurantAuth;
}

/** Builds the module without a server: the admin command and the seed use it as the routes do. */
export function createRestaurantModule(deps: RestaurantDependencies): RestaurantModule {
  const profiles = new ProfileRepository(deps.db, deps.clock);
  const service = new RestaurantService({ ...deps, profiles });
  return {
    service,
    publicProfile: {
      version: (restaurantId) => service.version(restaurantId),
      read: (restaurantId, lang) => service.stored(restaurantId, lang),
    },
  };
}

/** The partner's restaurant: profile, gallery, hours, presence (online, offline, paused), QR codes. */
async function restaurantModule(app: FastifyInstance) {
  const { db, clock, images } = app.infra;
  const restaurant = createRestaurantModule({ db, clock, images, auth: app.auth.service });
  app.decorate('restaurant', restaurant);
  await app.register(restaurantRoutes, { service: restaurant.service });
  await app.register(qrRoutes);
}

export default fp(restaurantModule, { name: 'restaurant', dependencies: ['infra', 'auth'] });
