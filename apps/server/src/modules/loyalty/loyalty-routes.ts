import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loyaltyApiPaths,
  ZAckSchema,
  ZAdjustPointsRequestSchema,
  ZCancelVoucherRequestSchema,
  ZDeleteRewardRequestSchema,
  ZGuestBenefitsQuerySchema,
  ZGuestBenefitsResponseSchema,
  ZLoyaltyMembersResponseSchema,
  ZLoyaltySettingsResponseSchema,
  ZMyBenefitsResponseSchema,
  ZRedeemRewardRequestSchema,
  ZRewardListResponseSchema,
  ZRewardResponseSchema,
  ZSaveLoyaltySettingsRequestSchema,
  ZSaveRewardRequestSchema,
  ZUseVoucherRequestSchema,
  ZVoucherResponseSchema,
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { callerOf, partnerLangOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { LoyaltyGuests } from './loyalty-guest.js';
import type { LoyaltyActing, LoyaltyService } from './loyalty-service.js';

const actingOf = (request: FastifyRequest): LoyaltyActing => ({
  restaurantId: restaurantOf(request),
  member: callerOf(request).member,
});
const customerLang = (request: FastifyRequest) => (customerOf(request).customer.lang === 'en' ? 'en' : 'fr');

/**
 * The programme is kept by managers (`menu`: settings, rewards, members, adjustments); every
 * member sees a guest's balance and takes a voucher at the table (`service`). A reward or voucher
 * id only ever selects among the restaurant's, or the guest's, own.
 */
export default async function loyaltyRoutes(
  app: FastifyInstance,
  { service, guests }: { service: LoyaltyService; guests: LoyaltyGuests },
) {
  const partner = jsonRoutes(app, { tags: ['loyalty'], security: tokenSecurity });
  const customer = jsonRoutes(app, { tags: ['loyalty: customers'], security: tokenSecurity });

  partner.get(loyaltyApiPaths.loyaltySettings, {
    access: 'menu',
    summary: 'The programme’s settings and what it cost so far',
    reply: ZLoyaltySettingsResponseSchema,
    handler: async (request) => ({ ...ok('LOADED'), data: await service.settings(restaurantOf(request)) }),
  });

  partner.post(loyaltyApiPaths.saveLoyaltySettings, {
    access: 'menu',
    summary: 'Run the programme or not, points per visit and per euro, months before points expire',
    body: ZSaveLoyaltySettingsRequestSchema,
    reply: ZLoyaltySettingsResponseSchema,
    handler: async (request) => okWith('LOYALTY_SAVED', service.saveSettings(restaurantOf(request), request.body)),
  });

  partner.get(loyaltyApiPaths.rewardList, {
    access: 'menu',
    summary: 'The rewards, cheapest first',
    reply: ZRewardListResponseSchema,
    handler: async (request) => ({ ...ok('LOADED'), data: { rewards: await service.rewards(restaurantOf(request)) } }),
  });

  partner.post(loyaltyApiPaths.saveReward, {
    access: 'menu',
    summary: 'Create (no reward_id) or change a reward; vouchers already taken keep theirs',
    body: ZSaveRewardRequestSchema,
    reply: ZRewardResponseSchema,
    handler: async (request) => okWith('REWARD_SAVED', service.saveReward(restaurantOf(request), request.body)),
  });

  partner.post(loyaltyApiPaths.deleteReward, {
    access: 'menu',
    summary: 'Delete a reward',
    body: ZDeleteRewardRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await service.deleteReward(restaurantOf(request), request.body.reward_id);
      return ok('REWARD_DELETED');
    },
  });

  partner.get(loyaltyApiPaths.loyaltyMembers, {
    access: 'menu',
    summary: 'Members with their balances, most recently active first',
    reply: ZLoyaltyMembersResponseSchema,
    handler: async (request) => ({ ...ok('LOADED'), data: { members: await service.members(restaurantOf(request)) } }),
  });

  partner.post(loyaltyApiPaths.adjustPoints, {
    access: 'menu',
    summary: 'Add or take points by hand, with a reason (never below 0)',
    body: ZAdjustPointsRequestSchema,
    reply: ZGuestBenefitsResponseSchema,
    handler: async (request) => {
      const by = actingOf(request);
      await service.adjust(by, request.body);
      const lang = partnerLangOf(request, undefined);
      return okWith('POINTS_ADJUSTED', service.guestBenefits(by.restaurantId, request.body.customer_id, lang));
    },
  });

  partner.get(loyaltyApiPaths.guestBenefits, {
    access: 'service',
    summary: 'A guest’s balance, vouchers and recent history',
    querystring: ZGuestBenefitsQuerySchema,
    reply: ZGuestBenefitsResponseSchema,
    handler: async (request) => ({
      ...ok('LOADED'),
      data: await service.guestBenefits(
        restaurantOf(request),
        request.query.customer_id,
        partnerLangOf(request, undefined),
      ),
    }),
  });

  partner.post(loyaltyApiPaths.useVoucher, {
    access: 'service',
    summary: 'Use a voucher at the table (once)',
    body: ZUseVoucherRequestSchema,
    reply: ZVoucherResponseSchema,
    handler: async (request) =>
      okWith(
        'VOUCHER_USED',
        service.useVoucher(actingOf(request), request.body.code, partnerLangOf(request, undefined)),
      ),
  });

  customer.get(loyaltyApiPaths.myBenefits, {
    access: 'customer',
    summary: 'The guest’s programmes: balances, rewards within reach, vouchers, history',
    reply: ZMyBenefitsResponseSchema,
    handler: async (request) => ({
      ...ok('LOADED'),
      data: await guests.programmes(customerOf(request).customer.id, customerLang(request)),
    }),
  });

  customer.post(loyaltyApiPaths.redeemReward, {
    access: 'customer',
    summary: 'Take a reward as a single-use voucher; its points are debited at once',
    body: ZRedeemRewardRequestSchema,
    reply: ZVoucherResponseSchema,
    handler: async (request) =>
      okWith(
        'VOUCHER_ISSUED',
        guests.redeem(customerOf(request).customer.id, request.body.reward_id, customerLang(request)),
      ),
  });

  customer.post(loyaltyApiPaths.cancelVoucher, {
    access: 'customer',
    summary: 'Give an unused voucher back: its points return',
    body: ZCancelVoucherRequestSchema,
    reply: ZVoucherResponseSchema,
    handler: async (request) =>
      okWith(
        'VOUCHER_CANCELLED',
        guests.cancel(customerOf(request).customer.id, request.body.voucher_id, customerLang(request)),
      ),
  });
}
