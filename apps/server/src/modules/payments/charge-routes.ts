import type { FastifyInstance } from 'fastify';
import {
  paymentApiPaths,
  ZChargeBookingRequestSchema,
  ZChargeResponseSchema,
  ZConfirmBookingGuaranteeRequestSchema,
  ZConfirmBookingGuaranteeResponseSchema,
  ZRefundChargeRequestSchema,
} from '@portal/contract';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
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
  app: FastifyInstance,
  { guarantees, charges }: { guarantees: GuaranteeService; charges: ChargeService },
) {
  const guest = jsonRoutes(app, { tags: ['reservations', 'customers', 'payments'], security: tokenSecurity });
  const partner = jsonRoutes(app, { tags: ['reservations', 'payments'], security: tokenSecurity });

  guest.post(paymentApiPaths.confirmBookingGuarantee, {
    access: 'customer',
    summary: 'The card step is done: the provider is asked whether the card was saved, and the booking goes on',
    description:
      'CARD_NOT_SAVED_YET while the provider has no card; CARD_BRAND_NOT_ACCEPTED (with a new `setup_client_secret`) for a card other than Visa or Mastercard; GUARANTEE_EXPIRED once the 15-minute hold has run out.',
    body: ZConfirmBookingGuaranteeRequestSchema,
    reply: ZConfirmBookingGuaranteeResponseSchema,
    handler: async (request) => guarantees.confirm(customerOf(request).customer.id, request.body.booking_id),
  });

  partner.post(paymentApiPaths.chargeBooking, {
    access: 'charges',
    summary: 'Charge the saved card after a no-show, a late cancellation or a late reduction (once per booking)',
    description:
      'Within 7 days after the meal, at most per cover × the covers concerned, a reason required (the guest receives it). CHARGE_ALREADY_MADE for a second charge, also when two devices press at once; CHARGE_DECLINED with the bank’s `decline_code`; a bank that asks for authentication leaves the charge awaiting the guest, who is sent a link to pay.',
    body: ZChargeBookingRequestSchema,
    reply: ZChargeResponseSchema,
    handler: async (request) => charges.charge(restaurantOf(request), callerOf(request).member, request.body),
  });

  partner.post(paymentApiPaths.refundCharge, {
    access: 'charges',
    summary: 'Refund a charge, in whole (no amount) or in part, with a reason the guest receives',
    body: ZRefundChargeRequestSchema,
    reply: ZChargeResponseSchema,
    handler: async (request) => charges.refund(restaurantOf(request), callerOf(request).member, request.body),
  });
}
