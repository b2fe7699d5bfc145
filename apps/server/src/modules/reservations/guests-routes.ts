import type { FastifyInstance } from 'fastify';
import {
  guestApiPaths,
  ZGuestCsvQuerySchema,
  ZGuestDetailQuerySchema,
  ZGuestDetailResponseSchema,
  ZGuestListQuerySchema,
  ZGuestListResponseSchema,
  ZSaveGuestNotesRequestSchema,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { writeGuestCsv } from './guests-csv.js';
import type { GuestsService } from './guests-service.js';

/** Exports of the guest book a restaurant may ask for in a minute. */
const GUEST_EXPORTS_PER_MINUTE = 10;

/**
 * The guest book: every member reads and annotates it (`service`: allergies are
 * needed at the table), managers export it (`reports`: the guest export). A guest id only ever
 * selects among the caller's guests: another restaurant's is answered like a missing one.
 */
export default async function guestRoutes(fastify: FastifyInstance, { guests }: { guests: GuestsService }) {
  const app = typed(fastify);
  const partner = { tags: ['reservations'], security: tokenSecurity };
  const exportsPerRestaurant = app.infra.limits.hook({
    name: 'guest-exports',
    max: GUEST_EXPORTS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => String(restaurantOf(request)),
  });

  app.get(guestApiPaths.guestList, {
    config: access('service'),
    schema: {
      ...partner,
      summary:
        'The guests (one per phone), the last visited first, 25 a page; `searchval` is a name, a tag or phone digits',
      querystring: ZGuestListQuerySchema,
      response: { 200: withFailure(ZGuestListResponseSchema) },
    },
    handler: async (request) =>
      guests.list(restaurantOf(request), request.query, partnerLangOf(request, request.query.lang)),
  });

  app.get(guestApiPaths.guestDetail, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'A guest: the figures, the restaurant’s notes, tags and allergens, the bookings newest first',
      querystring: ZGuestDetailQuerySchema,
      response: { 200: withFailure(ZGuestDetailResponseSchema) },
    },
    handler: async (request) =>
      guests.detail(restaurantOf(request), request.query.guest_id, partnerLangOf(request, request.query.lang)),
  });

  app.post(guestApiPaths.saveGuestNotes, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Save the restaurant’s notes (≤ 1000), tags (≤ 10 of ≤ 30) and allergens (the 14 codes) on a guest',
      body: ZSaveGuestNotesRequestSchema,
      response: { 200: withFailure(ZGuestDetailResponseSchema) },
    },
    handler: async (request) =>
      guests.saveNotes(restaurantOf(request), request.body, partnerLangOf(request, request.body.lang)),
  });

  app.get(guestApiPaths.guestCsv, {
    config: access('reports'),
    onRequest: exportsPerRestaurant,
    schema: {
      ...partner,
      summary: 'Every guest as CSV for French Excel (UTF-8 BOM, `;`, CRLF, decimal comma), streamed',
      querystring: ZGuestCsvQuerySchema,
    },
    handler: async (request, reply) => {
      const restaurantId = restaurantOf(request);
      const lang = partnerLangOf(request, request.query.lang);
      reply.hijack();
      reply.raw.writeHead(200, {
        // Set on the reply by a hook, which a hijacked reply no longer sends: written here.
        'x-request-id': request.id,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${lang === 'fr' ? 'clients' : 'guests'}.csv"`,
        'cache-control': 'no-store',
      });
      await writeGuestCsv(reply.raw, guests, restaurantId, lang);
      reply.raw.end();
    },
  });
}
