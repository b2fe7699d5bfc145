import type { FastifyInstance } from 'fastify';
import { bookingStatsApiPaths, ZBookingStatsQuerySchema, ZBookingStatsResponseSchema } from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { access, jsonRoutes, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { exportsPerRestaurant } from './export-limit.js';
import { bookingStatsCsv } from './stats-csv.js';
import type { StatsService } from './stats-service.js';

/**
 * The booking statistics and their CSV, for the managers like the report
 * (`reports`): always the caller's own restaurant, whatever the request names.
 */
export default async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });

  partner.get(bookingStatsApiPaths.bookingStats, {
    access: 'reports',
    summary:
      'Booking statistics from `from` to `to` (Paris dates, both included, at most 366 days): covers per day and service, no-show and late-cancel rates by source, party size and imprint, charges collected and refunded, offer uptake',
    querystring: ZBookingStatsQuerySchema,
    reply: ZBookingStatsResponseSchema,
    handler: async (request) => {
      const { from, to } = request.query;
      return { ...ok('LOADED'), data: await stats.figures(restaurantOf(request), from, to) };
    },
  });

  typed(app).get(bookingStatsApiPaths.bookingStatsCsv, {
    config: access('reports'),
    // A CSV reads up to a year of bookings.
    onRequest: exportsPerRestaurant(app, 'booking-stats-exports'),
    schema: {
      tags: ['reservations'],
      security: tokenSecurity,
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
