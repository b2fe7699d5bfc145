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
import { ok } from '../../core/envelope.js';
import { access, jsonRoutes, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { exportsPerRestaurant } from './export-limit.js';
import { writeGuestCsv } from './guests-csv.js';
import type { GuestsService } from './guests-service.js';

/**
 * The guest book: every member reads and annotates it (`service`: allergies are
 * needed at the table), managers export it (`reports`: the guest export). A guest id only ever
 * selects among the caller's guests: another restaurant's is answered like a missing one.
 */
export default async function guestRoutes(app: FastifyInstance, { guests }: { guests: GuestsService }) {
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });

  partner.get(guestApiPaths.guestList, {
    access: 'service',
    summary:
      'The guests (one per phone), the last visited first, 25 a page; `searchval` is a name, a tag or phone digits',
    querystring: ZGuestListQuerySchema,
    reply: ZGuestListResponseSchema,
    handler: async (request) => {
      const lang = partnerLangOf(request, request.query.lang);
      return { ...ok('LOADED'), data: await guests.list(restaurantOf(request), request.query, lang) };
    },
  });

  partner.get(guestApiPaths.guestDetail, {
    access: 'service',
    summary: 'A guest: the figures, the restaurant’s notes, tags and allergens, the bookings newest first',
    querystring: ZGuestDetailQuerySchema,
    reply: ZGuestDetailResponseSchema,
    handler: async (request) => {
      const lang = partnerLangOf(request, request.query.lang);
      return { ...ok('LOADED'), data: await guests.detail(restaurantOf(request), request.query.guest_id, lang) };
    },
  });

  partner.post(guestApiPaths.saveGuestNotes, {
    access: 'service',
    summary: 'Save the restaurant’s notes (≤ 1000), tags (≤ 10 of ≤ 30) and allergens (the 14 codes) on a guest',
    body: ZSaveGuestNotesRequestSchema,
    reply: ZGuestDetailResponseSchema,
    handler: async (request) => {
      const lang = partnerLangOf(request, request.body.lang);
      return { ...ok('GUEST_NOTES_SAVED'), data: await guests.saveNotes(restaurantOf(request), request.body, lang) };
    },
  });

  typed(app).get(guestApiPaths.guestCsv, {
    config: access('reports'),
    onRequest: exportsPerRestaurant(app, 'guest-exports'),
    schema: {
      tags: ['reservations'],
      security: tokenSecurity,
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
