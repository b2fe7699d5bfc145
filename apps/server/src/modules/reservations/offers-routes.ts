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
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { restaurantOf } from '../auth/index.js';
import type { OffersService } from './offers-service.js';

/**
 * The restaurant's offers, the managers' like the menu (`menu`). An offer id only
 * ever selects among the restaurant's own: another's is answered like a missing one.
 */
export default async function offerRoutes(fastify: FastifyInstance, { offers }: { offers: OffersService }) {
  const app = typed(fastify);
  const partner = { tags: ['reservations'], security: tokenSecurity };

  app.get(offerApiPaths.offerList, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'The offers, each with its uptake and what it cost (covers honoured × average basket × percent)',
      response: { 200: withFailure(ZOfferListResponseSchema) },
    },
    handler: async (request) => offers.list(restaurantOf(request)),
  });

  app.post(offerApiPaths.saveOffer, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Create (no offer_id, active) or change an offer; bookings already made keep what they took',
      body: ZSaveOfferRequestSchema,
      response: { 200: withFailure(ZOfferResponseSchema) },
    },
    handler: async (request) => offers.save(restaurantOf(request), request.body),
  });

  app.post(offerApiPaths.changeOfferStatus, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Activate or pause an offer',
      body: ZChangeOfferStatusRequestSchema,
      response: { 200: withFailure(ZOfferResponseSchema) },
    },
    handler: async (request) => offers.changeStatus(restaurantOf(request), request.body.offer_id, request.body.status),
  });

  app.post(offerApiPaths.deleteOffer, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Delete an offer; the bookings that took it keep it as taken',
      body: ZDeleteOfferRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => offers.delete(restaurantOf(request), request.body.offer_id),
  });
}
