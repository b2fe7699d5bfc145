import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.js';
import geoRoutes from './geo.js';
import menuRoutes from './menu.js';
import referenceRoutes from './reference.js';
import restaurantRoutes from './restaurant.js';
import systemRoutes from './system.js';

/** Everything under /api. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(geoRoutes);
  await app.register(restaurantRoutes);
  await app.register(menuRoutes);
  await app.register(referenceRoutes);
}
