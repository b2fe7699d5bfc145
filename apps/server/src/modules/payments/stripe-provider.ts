import Stripe from 'stripe';
import type { Clock } from '../../core/clock.js';
import {
  type ChargeResult,
  InvalidWebhookSignature,
  MalformedProviderEvent,
  type OffSessionCharge,
  type PaymentProvider,
  type ProviderEvent,
  type RefundResult,
  type SetupState,
  UnknownProviderObject,
} from './payment-provider.js';

/** The API version the portal was written and tested against: Stripe answers in this shape whatever the account's default. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** A call that takes longer is abandoned: a guest's page or a partner's charge waits no longer. */
const STRIPE_TIMEOUT_MS = 15_000;

/** How old a signed event may be when it arrives (Stripe's own default tolerance). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another address for the API (a local stand-in in tests); unset: api.stripe.com. */
  apiBase?: string;
  clock: Clock;
}

/**
 * Stripe through its official client. A saved card is a SetupIntent
 * (`usage: off_session`) on the guest's Customer; a charge is an off-session PaymentIntent
 * confirmed at once. Every creating call carries an idempotency key, so the client's one retry
 * (a dropped connection) or a second press repeats the same object instead of making another.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
            ...(base.port ? { port: Number(base.port) } : {}),
          }
        : {}),
    });
  }

  async createCustomer(input: {
    customerId: number;
    phone: string;
    email: string | null;
    name: string;
  }): Promise<string> {
    const customer = await this.stripe.customers.create(
      {
        name: input.name,
        phone: input.phone,
        ...(input.email ? { email: input.email } : {}),
        metadata: { customer_id: String(input.customerId) },
      },
      { idempotencyKey: `customer-${input.customerId}` },
    );
    return customer.id;
  }

  async createSetupIntent(input: {
    providerCustomerId: string;
    bookingId: number;
    idempotencyKey: string;
  }): Promise<{ setupIntentId: string; clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create(
      {
        customer: input.providerCustomerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { booking_id: String(input.bookingId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { setupIntentId: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async retrieveSetupIntent(setupIntentId: string): Promise<SetupState> {
    const intent = await this.stripe.setupIntents
      .retrieve(setupIntentId, { expand: ['payment_method'] })
      .catch((error: unknown) => {
        // Stripe's 404 is about the object asked for, never an answer of ours to pass on.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          throw new UnknownProviderObject(setupIntentId);
        throw error;
      });
    switch (intent.status) {
      case 'succeeded': {
        const method = intent.payment_method;
        const card = typeof method === 'object' && method ? method.card : null;
        if (!method || typeof method !== 'object' || !card) {
          // Succeeded without a card (another payment method type): nothing the portal can charge.
          return { status: 'requires_payment_method', setupIntentId, declineCode: 'card_not_supported' };
        }
        return {
          status: 'succeeded',
          setupIntentId,
          providerCustomerId: idOf(intent.customer) ?? '',
          card: {
            paymentMethodId: method.id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
          },
        };
      }
      case 'requires_payment_method':
      case 'requires_confirmation': {
        const error = intent.last_setup_error;
        const declineCode = error?.decline_code ?? error?.code;
        return { status: 'requires_payment_method', setupIntentId, ...(declineCode ? { declineCode } : {}) };
      }
      case 'requires_action':
        return { status: 'requires_action', setupIntentId };
      case 'processing':
        return { status: 'processing', setupIntentId };
      default:
        return { status: 'canceled', setupIntentId };
    }
  }

  async intentClientSecret(intentId: string): Promise<string | null> {
    try {
      const intent = intentId.startsWith('seti_')
        ? await this.stripe.setupIntents.retrieve(intentId)
        : await this.stripe.paymentIntents.retrieve(intentId);
      return intent.client_secret ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async cancelSetupIntent(setupIntentId: string): Promise<void> {
    await this.stripe.setupIntents.cancel(setupIntentId);
  }

  async chargeOffSession(input: OffSessionCharge): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          customer: input.providerCustomerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent;
        const code = error.code;
        if (code === 'authentication_required' && intent?.client_secret) {
          return { status: 'authentication_required', paymentIntentId: intent.id, clientSecret: intent.client_secret };
        }
        return {
          status: 'declined',
          paymentIntentId: intent?.id ?? null,
          declineCode: error.decline_code ?? code ?? 'card_declined',
        };
      }
      // A card detached (the window closed) or no longer the customer's: no charge, as a decline.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
        return { status: 'declined', paymentIntentId: null, declineCode: 'card_not_attached' };
      }
      throw error;
    }
  }

  async refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { refundId: refund.id, status };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (!signatureHeader) throw new InvalidWebhookSignature('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.options.clock(),
      );
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'signature');
    }
    return providerEventOf(event);
  }
}

/**
 * A Stripe event reduced to what the portal applies; the card of a saved one is read separately
 * (the event does not carry it). The signature only says Stripe sent these bytes: an event
 * without a string id, a time, or an object with a string id is malformed.
 */
function providerEventOf(event: Stripe.Event): ProviderEvent {
  const object = (event as { data?: { object?: unknown } }).data?.object as { id?: unknown } | null | undefined;
  if (
    typeof event.id !== 'string' ||
    event.id === '' ||
    typeof event.type !== 'string' ||
    !Number.isSafeInteger(event.created) ||
    typeof object !== 'object' ||
    object === null ||
    typeof object.id !== 'string' ||
    object.id === ''
  )
    throw new MalformedProviderEvent(`event ${String(event.id)}`);
  const base = { id: event.id, createdAt: event.created * 1000 };
  switch (event.type) {
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed':
    case 'setup_intent.canceled': {
      const intent = event.data.object;
      const customer = idOf(intent.customer);
      return { ...base, type: event.type, objectId: intent.id, ...(customer ? { providerCustomerId: customer } : {}) };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { ...base, type: event.type, objectId: event.data.object.id };
    case 'charge.refunded': {
      const paymentIntent = idOf(event.data.object.payment_intent);
      return {
        ...base,
        type: paymentIntent ? 'charge.refunded' : 'other',
        objectId: paymentIntent ?? event.data.object.id,
      };
    }
    default:
      return { ...base, type: 'other', objectId: object.id };
  }
}

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: 'succeeded', paymentIntentId: intent.id };
  }
  if (intent.status === 'requires_action' && intent.client_secret) {
    return { status: 'authentication_required', paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }
  const error = intent.last_payment_error;
  return {
    status: 'declined',
    paymentIntentId: intent.id,
    declineCode: error?.decline_code ?? error?.code ?? 'card_declined',
  };
}

/** An expandable field's id; undefined when absent or not of Stripe's shape. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
