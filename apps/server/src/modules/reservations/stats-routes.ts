import type { FastifyInstance } from 'fastify';
import { bookingStatsApiPaths, ZBookingStatsQuerySchema, ZBookingStatsResponseSchema } from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { bookingStatsCsv } from './stats-csv.js';
import type { StatsService } from './stats-service.js';

/** CSV exports of the statistics a restaurant may ask for in a minute, as many as of the report. */
const STATS_EXPORTS_PER_MINUTE = 10;

/**
 * The booking statistics and their CSV, for the managers like the report
 * (`reports`): always the caller's own restaurant, whatever the request names.
 */
export default async function statsRoutes(fastify: FastifyInstance, { stats }: { stats: StatsService }) {
  const app = typed(fastify);
  const partner = { tags: ['reservations'], security: tokenSecurity };
  // A CSV reads up to a year of bookings.
  const exportsPerRestaurant = app.infra.limits.hook({
    name: 'booking-stats-exports',
    max: STATS_EXPORTS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => String(restaurantOf(request)),
  });

  app.get(bookingStatsApiPaths.bookingStats, {
    config: access('reports'),
    schema: {
      ...partner,
      summary:
        'Booking statistics from `from` to `to` (Paris dates, both included, at most 366 days): covers per day and service, no-show and late-cancel rates by source, party size and imprint, charges collected and refunded, offer uptake',
      querystring: ZBookingStatsQuerySchema,
      response: { 200: withFailure(ZBookingStatsResponseSchema) },
    },
    handler: async (request) => stats.answer(restaurantOf(request), request.query.from, request.query.to),
  });

  app.get(bookingStatsApiPaths.bookingStatsCsv, {
    config: access('reports'),
    onRequest: exportsPerRestaurant,
    schema: {
      ...partner,
      summary: 'The same booking statistics as CSV for French Excel (UTF-8 BOM, `;`, CRLF, decimal comma)',
      querystring: ZBookingStatsQuerySchema,
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const lang = partnerLangOf(request, request.query.lang);
      const figures = await stats.figures(restaurantOf(request), from, to);
      const name = `${lang === 'fr' ? 'statistiques-reservations' : 'booking-statistics'}-${from}-${to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(bookingStatsCsv(figures, lang));
    },
  });
}
