import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PROMO_CHECKS_PER_HOUR,
  promoApiPaths,
  ZAckSchema,
  ZChangePromoCodeStatusRequestSchema,
  ZCheckPromoCodeQuerySchema,
  ZCheckPromoCodeResponseSchema,
  ZDeletePromoCodeRequestSchema,
  ZPromoCodeListResponseSchema,
  ZPromoCodeResponseSchema,
  ZSavePromoCodeRequestSchema,
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { PromotionsService } from './promotions-service.js';

const HOUR = 3_600_000;

/**
 * The restaurant's promo codes, kept by managers like the menu (`menu`); a code id only ever
 * selects among the restaurant's own. A customer checks a code before ordering, at most
 * PROMO_CHECKS_PER_HOUR times an hour per account and per address, so codes cannot be guessed.
 */
export default async function promotionRoutes(app: FastifyInstance, { promotions }: { promotions: PromotionsService }) {
  const partner = jsonRoutes(app, { tags: ['promotions'], security: tokenSecurity });
  const customer = jsonRoutes(app, { tags: ['promotions: customers'], security: tokenSecurity });

  partner.get(promoApiPaths.promoCodeList, {
    access: 'menu',
    summary: 'The promo codes, each with its uses and what it saved customers so far',
    reply: ZPromoCodeListResponseSchema,
    handler: async (request) => ({ ...ok('LOADED'), data: { codes: await promotions.list(restaurantOf(request)) } }),
  });

  partner.post(promoApiPaths.savePromoCode, {
    access: 'menu',
    summary: 'Create (no promo_id, active) or change a promo code; orders already placed keep what they saved',
    body: ZSavePromoCodeRequestSchema,
    reply: ZPromoCodeResponseSchema,
    handler: async (request) => okWith('PROMO_CODE_SAVED', promotions.save(restaurantOf(request), request.body)),
  });

  partner.post(promoApiPaths.changePromoCodeStatus, {
    access: 'menu',
    summary: 'Activate or pause a promo code',
    body: ZChangePromoCodeStatusRequestSchema,
    reply: ZPromoCodeResponseSchema,
    handler: async (request) => {
      const { promo_id, status } = request.body;
      const changed = await promotions.changeStatus(restaurantOf(request), promo_id, status);
      return { ...ok(status === 'active' ? 'PROMO_CODE_ACTIVATED' : 'PROMO_CODE_PAUSED'), data: changed };
    },
  });

  partner.post(promoApiPaths.deletePromoCode, {
    access: 'menu',
    summary: 'Delete a promo code no order holds (PROMO_IN_USE otherwise: pause it)',
    body: ZDeletePromoCodeRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await promotions.delete(restaurantOf(request), request.body.promo_id);
      return ok('PROMO_CODE_DELETED');
    },
  });

  const checksPerCustomer = app.infra.limits.hook({
    name: 'promo-checks-customer',
    max: PROMO_CHECKS_PER_HOUR,
    windowMs: HOUR,
    key: (request: FastifyRequest) => String(customerOf(request).customer.id),
  });
  const checksPerAddress = app.infra.limits.hook({
    name: 'promo-checks-address',
    max: PROMO_CHECKS_PER_HOUR,
    windowMs: HOUR,
    key: (request: FastifyRequest) => request.ip,
  });

  customer.get(promoApiPaths.checkPromoCode, {
    access: 'customer',
    summary: 'What a promo code would save on a subtotal, or why it does not apply (10 checks an hour)',
    onRequest: [checksPerCustomer, checksPerAddress],
    querystring: ZCheckPromoCodeQuerySchema,
    reply: ZCheckPromoCodeResponseSchema,
    handler: async (request) =>
      okWith('PROMO_CODE_VALID', promotions.check(customerOf(request).customer.id, request.query)),
  });
}
