import type { FastifyInstance } from 'fastify';
import {
  offerApiPaths,
  ZAckSchema,
  ZChangeOfferStatusRequestSchema,
  ZDeleteOfferRequestSchema,
  ZOfferListResponseSchema,
  ZOfferResponseSchema,
  ZSaveOfferRequestSchema,
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { restaurantOf } from '../auth/index.js';
import type { OffersService } from './offers-service.js';

/**
 * The restaurant's offers, the managers' like the menu (`menu`). An offer id only
 * ever selects among the restaurant's own: another's is answered like a missing one.
 */
export default async function offerRoutes(app: FastifyInstance, { offers }: { offers: OffersService }) {
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });

  partner.get(offerApiPaths.offerList, {
    access: 'menu',
    summary: 'The offers, each with its uptake and what it cost (covers honoured × average basket × percent)',
    reply: ZOfferListResponseSchema,
    handler: async (request) => okWith('LOADED', offers.list(restaurantOf(request))),
  });

  partner.post(offerApiPaths.saveOffer, {
    access: 'menu',
    summary: 'Create (no offer_id, active) or change an offer; bookings already made keep what they took',
    body: ZSaveOfferRequestSchema,
    reply: ZOfferResponseSchema,
    handler: async (request) => okWith('OFFER_SAVED', offers.save(restaurantOf(request), request.body)),
  });

  partner.post(offerApiPaths.changeOfferStatus, {
    access: 'menu',
    summary: 'Activate or pause an offer',
    body: ZChangeOfferStatusRequestSchema,
    reply: ZOfferResponseSchema,
    handler: async (request) => {
      const { offer_id, status } = request.body;
      const changed = await offers.changeStatus(restaurantOf(request), offer_id, status);
      return { ...ok(status === 'active' ? 'OFFER_ACTIVATED' : 'OFFER_PAUSED'), data: changed };
    },
  });

  partner.post(offerApiPaths.deleteOffer, {
    access: 'menu',
    summary: 'Delete an offer; the bookings that took it keep it as taken',
    body: ZDeleteOfferRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await offers.delete(restaurantOf(request), request.body.offer_id);
      return ok('OFFER_DELETED');
    },
  });
}
