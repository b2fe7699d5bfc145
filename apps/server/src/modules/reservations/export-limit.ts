import type { FastifyInstance } from 'fastify';
import { restaurantOf } from '../auth/index.js';

/** Exports of the guest book, or of the statistics, a restaurant may ask for in a minute: as many as of the report. */
const EXPORTS_PER_MINUTE = 10;

/** The limit of a restaurant's CSV exports of one kind (`name`), whoever of its team asks. */
export function exportsPerRestaurant(app: FastifyInstance, name: string) {
  return app.infra.limits.hook({
    name,
    max: EXPORTS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => String(restaurantOf(request)),
  });
}
