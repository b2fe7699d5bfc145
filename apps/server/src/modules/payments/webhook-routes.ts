import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMessageFields } from '@portal/contract';
import { ok, withFailure } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { access, typed } from '../../core/routes.js';
import {
  InvalidWebhookSignature,
  MalformedProviderEvent,
  type PaymentProvider,
  type ProviderEvent,
  UnknownProviderObject,
} from './payment-provider.js';
import type { EventOutcome } from './provider-events.js';

/** Where Stripe sends its events (the endpoint's address in Stripe's dashboard). */
export const stripeWebhookPath = '/api/v1/payments/stripe/webhook';

/** Stripe's events are a few kilobytes; nothing bigger is read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const ZWebhookResponse = ZMessageFields.extend({
  status: z.literal(200),
  outcome: z.enum(['applied', 'already_applied', 'ignored']),
});

/**
 * Stripe's webhook. No sign-in: the `Stripe-Signature` header, an HMAC of the
 * exact bytes received under STRIPE_WEBHOOK_SECRET, is the authentication, so the body is kept
 * as it came (this plugin's own parser, for this route alone). A signature that does not hold, or
 * a signed event without what it must carry, is a 400 and nothing is stored. A checked event is
 * applied once (the module's event store) and answered 2xx, also when nothing handles its type or
 * Stripe knows no object of its id. Stripe retries anything else, so a 5xx means only "later":
 * our database or Stripe itself could not be reached.
 */
export default async function stripeWebhookRoutes(
  fastify: FastifyInstance,
  options: { provider: PaymentProvider; apply: (event: ProviderEvent) => Promise<EventOutcome> },
) {
  const app = typed(fastify);
  const { provider, apply } = options;
  // Encapsulated: the rest of the API keeps parsing JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(stripeWebhookPath, {
    config: access('public'),
    bodyLimit: WEBHOOK_BODY_LIMIT,
    schema: {
      tags: ['payments', 'public'],
      summary: 'Stripe’s events: a saved card, a failed one, a charge, a refund (signed; each applied once)',
      description:
        'Authenticated by the `Stripe-Signature` header over the raw body. A signature that does not hold, or a signed event without its object, ids or time: HTTP 400, nothing stored. An event already applied, of a type the portal does not follow, or about an object Stripe does not know, is answered 200 all the same. HTTP 503 only when the event could not be applied now (Stripe sends it again).',
      response: { 200: withFailure(ZWebhookResponse) },
    },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = provider.readWebhook(raw, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused: signature');
          throw new AppError('PAYMENT_WEBHOOK_SIGNATURE_INVALID', { httpStatus: 400 });
        }
        if (error instanceof MalformedProviderEvent) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused: malformed event');
          throw new AppError('PAYMENT_WEBHOOK_EVENT_INVALID', { httpStatus: 400 });
        }
        throw error;
      }
      if (event.type === 'other') return { ...ok('LOADED'), outcome: 'ignored' as const };
      let outcome: EventOutcome | 'ignored';
      try {
        outcome = await apply(event);
      } catch (error) {
        if (!(error instanceof UnknownProviderObject)) {
          // Whatever failed (the database, Stripe's API), the provider's own status is not ours.
          request.log.error({ err: error, eventId: event.id, type: event.type }, 'stripe event not applied');
          throw new AppError('PAYMENT_WEBHOOK_RETRY', { httpStatus: 503 });
        }
        outcome = 'ignored';
      }
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { ...ok('LOADED'), outcome };
    },
  });
}
