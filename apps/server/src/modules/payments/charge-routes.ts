import type { FastifyInstance } from 'fastify';
import {
  paymentApiPaths,
  ZChargeBookingRequestSchema,
  ZChargeResponseSchema,
  ZConfirmBookingGuaranteeRequestSchema,
  ZConfirmBookingGuaranteeResponseSchema,
  ZRefundChargeRequestSchema,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { ChargeService } from './charge-service.js';
import type { GuaranteeService } from './guarantee-service.js';

/**
 * The booking's card guarantee: the guest confirms the card step (customer token);
 * a member with the `charges` permission charges a booking and refunds a charge. Another
 * restaurant's booking or charge is answered like a missing one.
 */
export default async function chargeRoutes(
  fastify: FastifyInstance,
  { guarantees, charges }: { guarantees: GuaranteeService; charges: ChargeService },
) {
  const app = typed(fastify);
  const { requireCustomer } = app.customers;
  const partner = { tags: ['reservations', 'payments'], security: tokenSecurity };

  app.post(paymentApiPaths.confirmBookingGuarantee, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      tags: ['reservations', 'customers', 'payments'],
      security: tokenSecurity,
      summary: 'The card step is done: the provider is asked whether the card was saved, and the booking goes on',
      description:
        'CARD_NOT_SAVED_YET while the provider has no card; CARD_BRAND_NOT_ACCEPTED (with a new `setup_client_secret`) for a card other than Visa or Mastercard; GUARANTEE_EXPIRED once the 15-minute hold has run out.',
      body: ZConfirmBookingGuaranteeRequestSchema,
      response: { 200: withFailure(ZConfirmBookingGuaranteeResponseSchema) },
    },
    handler: async (request) => guarantees.confirm(customerOf(request).customer.id, request.body.booking_id),
  });

  app.post(paymentApiPaths.chargeBooking, {
    config: access('charges'),
    schema: {
      ...partner,
      summary: 'Charge the saved card after a no-show, a late cancellation or a late reduction (once per booking)',
      description:
        'Within 7 days after the meal, at most per cover × the covers concerned, a reason required (the guest receives it). CHARGE_ALREADY_MADE for a second charge, also when two devices press at once; CHARGE_DECLINED with the bank’s `decline_code`; a bank that asks for authentication leaves the charge awaiting the guest, who is sent a link to pay.',
      body: ZChargeBookingRequestSchema,
      response: { 200: withFailure(ZChargeResponseSchema) },
    },
    handler: async (request) => charges.charge(restaurantOf(request), callerOf(request).member, request.body),
  });

  app.post(paymentApiPaths.refundCharge, {
    config: access('charges'),
    schema: {
      ...partner,
      summary: 'Refund a charge, in whole (no amount) or in part, with a reason the guest receives',
      body: ZRefundChargeRequestSchema,
      response: { 200: withFailure(ZChargeResponseSchema) },
    },
    handler: async (request) => charges.refund(restaurantOf(request), callerOf(request).member, request.body),
  });
}
