import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMessageFields } from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { jsonRoutes } from '../../core/routes.js';
import {
  SimulatedPaymentError,
  type SimulatedPaymentProvider,
  type SimulatedStepResult,
} from './simulated-provider.js';

/** The simulated provider's steps the demo's test card page calls (the part Stripe.js plays with Stripe). */
export const simulatedPaymentPaths = {
  confirmSetup: '/api/v1/payments/simulated/setup-intents/:id/confirm',
  authenticateSetup: '/api/v1/payments/simulated/setup-intents/:id/authenticate',
  authenticatePayment: '/api/v1/payments/simulated/payment-intents/:id/authenticate',
} as const;

const ZIntentParams = z.object({ id: z.string().min(1).max(100) });
const ZClientSecret = z.string().min(1).max(200);

/*
 * Only what the browser derived from the card: its brand, last 4 digits and expiry. Strict: a
 * request carrying anything else (a card number, a security code) is refused whole.
 */
const ZSimulatedConfirmBody = z.strictObject({
  client_secret: ZClientSecret,
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown']),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
});
const ZSimulatedAuthenticateBody = z.strictObject({
  client_secret: ZClientSecret,
  approve: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});
const ZSimulatedStepResponse = ZMessageFields.extend({
  status: z.literal(200),
  data: z.object({
    status: z.enum(['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled']),
    decline_code: z.string().optional(),
  }),
});

/**
 * The simulated provider's card steps, served only with PAYMENT_PROVIDER=simulated.
 * No sign-in: the intent's client secret, given to the guest's card page alone, opens its one
 * intent; an unknown id or a wrong secret is NOT_FOUND under `client_secret`, every case alike.
 */
export default async function simulatedPaymentRoutes(
  app: FastifyInstance,
  options: { provider: SimulatedPaymentProvider },
) {
  const { provider } = options;
  const route = jsonRoutes(app, { tags: ['payments', 'public'] });
  const answer = async (step: () => Promise<SimulatedStepResult>) => {
    try {
      const result = await step();
      return {
        ...ok('LOADED'),
        data: { status: result.status, ...(result.declineCode ? { decline_code: result.declineCode } : {}) },
      };
    } catch (error) {
      if (error instanceof SimulatedPaymentError) throw new AppError('NOT_FOUND', { field: 'client_secret' });
      throw error;
    }
  };

  route.post(simulatedPaymentPaths.confirmSetup, {
    access: 'public',
    summary: 'Simulated provider: save the test card on a SetupIntent (brand, last 4 digits, expiry; never the number)',
    description:
      'Last 4 digits 0002: declined (card_declined); 3155: requires_action, then the authenticate call. Only with PAYMENT_PROVIDER=simulated.',
    params: ZIntentParams,
    body: ZSimulatedConfirmBody,
    reply: ZSimulatedStepResponse,
    handler: async (request) => {
      const { client_secret, brand, last4, exp_month, exp_year } = request.body;
      return answer(() =>
        provider.confirmSetup(request.params.id, client_secret, {
          brand,
          last4,
          expMonth: exp_month,
          expYear: exp_year,
        }),
      );
    },
  });

  route.post(simulatedPaymentPaths.authenticateSetup, {
    access: 'public',
    summary:
      'Simulated provider: the card holder approves or refuses their bank’s authentication of a card being saved',
    params: ZIntentParams,
    body: ZSimulatedAuthenticateBody,
    reply: ZSimulatedStepResponse,
    handler: async (request) =>
      answer(() => provider.authenticateSetup(request.params.id, request.body.client_secret, request.body.approve)),
  });

  route.post(simulatedPaymentPaths.authenticatePayment, {
    access: 'public',
    summary:
      'Simulated provider: the guest approves or refuses the authentication of a charge the bank would not take off session',
    params: ZIntentParams,
    body: ZSimulatedAuthenticateBody,
    reply: ZSimulatedStepResponse,
    handler: async (request) =>
      answer(() => provider.authenticatePayment(request.params.id, request.body.client_secret, request.body.approve)),
  });
}
