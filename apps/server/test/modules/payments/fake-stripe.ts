import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '../../../src/modules/payments/stripe-provider.js';
import {
  dataObjectOf,
  expand,
  FAKE_STRIPE_PUBLISHABLE_KEY,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  invalid,
  newId,
  notFound,
  type Params,
  readRequest,
  replyJson,
  type ReceivedRequest,
  pick,
  StripeHttpError,
  type StripeObject,
  type TestCardName,
  testCardOf,
} from './fake-stripe-wire.js';

/*
 * A local stand-in for Stripe's API, on 127.0.0.1 and a random port, that the official `stripe`
 * client talks HTTP to (STRIPE_API_BASE). It keeps the objects the portal uses in memory —
 * customers, SetupIntents, PaymentMethods, PaymentIntents, refunds — with Stripe's states and
 * error shapes, honours idempotency keys (the same key on the same path answers the first
 * answer again), and writes the events Stripe would send, signed as Stripe signs its webhooks
 * (`Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "t.body">`).
 *
 * Outcomes are driven by Stripe's own test payment methods:
 *   pm_card_visa, pm_card_mastercard, pm_card_amex    saved; charges go through
 *   pm_card_chargeDeclined                            declined when saved (card_declined)
 *   pm_card_authenticationRequired                    authentication when saved, and on every charge off session
 *   pm_card_visa_chargeDeclinedInsufficientFunds      saved; a charge is declined (insufficient_funds)
 */

export class FakeStripe {
  readonly requests: ReceivedRequest[] = [];
  /** The events Stripe would have sent, in order, each as the JSON it would post. */
  readonly events: StripeObject[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject & { customer: string | null }>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  url = '';

  /** `now` gives the fake's time in epoch ms (the test clock), for the objects' and events' `created`. */
  constructor(private readonly now: () => number) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the portal at this fake. */
  env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
      STRIPE_API_BASE: this.url,
    };
  }

  /**
   * The card holder's step in Stripe's own fields (Stripe.js in a browser): a test card confirmed
   * on the SetupIntent. Answers the SetupIntent's status after it.
   */
  enterCard(setupIntentId: string, testCard: TestCardName): string {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new Error(`no SetupIntent ${setupIntentId}`);
    try {
      this.confirmSetup(intent, testCard);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
    }
    return String(intent.status);
  }

  /** What the card holder's bank answers when it asked them to authenticate (Stripe.js's step in a browser). */
  authenticateSetup(setupIntentId: string, approve: boolean): void {
    const intent = this.setupIntents.get(setupIntentId)!;
    if (intent.status !== 'requires_action') throw new Error(`${setupIntentId} is ${String(intent.status)}`);
    if (approve) this.succeedSetup(intent, String(intent.payment_method));
    else this.failSetup(intent, 'payment_intent_authentication_failure', undefined);
  }

  /** The latest event of a type about an object. */
  lastEvent(type: string, objectId?: string): StripeObject {
    const found = [...this.events]
      .reverse()
      .find((event) => event.type === type && (!objectId || dataObjectOf(event).id === objectId));
    if (!found) throw new Error(`no ${type} event${objectId ? ` for ${objectId}` : ''}`);
    return found;
  }

  /** A made-up event of Stripe's shape (an event type the portal does not follow, a replay with another id…). */
  event(type: string, object: StripeObject, createdMs = this.now()): StripeObject {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(createdMs / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  // ---- HTTP ----

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { authorization, ...received } = await readRequest(request);
    this.requests.push(received);
    const { method, path, params, idempotencyKey } = received;
    const reply = (status: number, body: unknown) => replyJson(response, status, body);
    if (authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const replayKey = idempotencyKey && method === 'POST' ? `${path} ${idempotencyKey}` : undefined;
    const replayed = replayKey ? this.replies.get(replayKey) : undefined;
    if (replayed) {
      reply(replayed.status, replayed.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = this.route(method, path, params);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (replayKey) this.replies.set(replayKey, { status, body });
    reply(status, body);
  }

  private route(method: string, path: string, params: Params): unknown {
    const parts = path.split('/').filter(Boolean);
    const [version, resource, id, action] = parts;
    if (version !== 'v1') throw notFound(path);
    if (method === 'POST' && resource === 'customers' && !id) return this.createCustomer(params);
    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) return this.createSetupIntent(params);
      const intent = this.setupIntents.get(id ?? '');
      if (!intent) throw notFound(`setup_intent ${id}`);
      if (method === 'GET' && !action) return expand(intent, params, this.paymentMethods);
      if (method === 'POST' && action === 'confirm')
        return this.confirmSetup(intent, String(params.payment_method ?? ''));
      if (method === 'POST' && action === 'cancel') return this.cancelSetup(intent);
    }
    if (method === 'POST' && resource === 'payment_intents' && !id) return this.createPaymentIntent(params);
    if (method === 'GET' && resource === 'payment_intents' && id) {
      const intent = this.paymentIntents.get(id);
      if (!intent) throw notFound(`payment_intent ${id}`);
      return intent;
    }
    if (method === 'POST' && resource === 'refunds' && !id) return this.createRefund(params);
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'detach') {
      const pm = this.paymentMethods.get(id);
      if (!pm) throw notFound(`payment_method ${id}`);
      if (!pm.customer)
        throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
      pm.customer = null;
      return pm;
    }
    throw notFound(`${method} ${path}`);
  }

  private createCustomer(params: Params): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: this.seconds(),
      ...pick(params, ['name', 'phone', 'email', 'metadata']),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSetupIntent(params: Params): StripeObject {
    const customer = String(params.customer ?? '');
    if (!this.customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer');
    const id = newId('seti');
    const intent: StripeObject = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.seconds(),
      customer,
      usage: params.usage ?? 'off_session',
      allowed_payment_method_types: params.allowed_payment_method_types ?? ['card'],
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: null,
      next_action: null,
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  private confirmSetup(intent: StripeObject, testMethod: string): StripeObject {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalid(
        `You cannot confirm this SetupIntent because it has a status of ${String(intent.status)}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const card = testCardOf(testMethod);
    if (!card) throw invalid(`No such PaymentMethod: '${testMethod}'`, 'payment_method');
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: this.seconds(),
      customer: null as string | null,
      card: { brand: card.brand, last4: card.last4, exp_month: 8, exp_year: 2030, funding: 'credit', country: 'FR' },
      test_card: testMethod,
    };
    this.paymentMethods.set(pm.id, pm);
    if (card.setup === 'declined') {
      this.failSetup(intent, 'card_declined', 'generic_decline');
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        setup_intent: intent,
      });
    }
    if (card.setup === 'authenticate') {
      Object.assign(intent, {
        status: 'requires_action',
        payment_method: pm.id,
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      });
      return intent;
    }
    this.succeedSetup(intent, pm.id);
    return intent;
  }

  private succeedSetup(intent: StripeObject, paymentMethodId: string): void {
    this.paymentMethods.get(paymentMethodId)!.customer = String(intent.customer);
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: paymentMethodId,
      last_setup_error: null,
      next_action: null,
    });
    this.emit('setup_intent.succeeded', intent);
  }

  private failSetup(intent: StripeObject, code: string, declineCode: string | undefined): void {
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: {
        type: 'card_error',
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message: 'Your card was declined.',
      },
    });
    this.emit('setup_intent.setup_failed', intent);
  }

  private cancelSetup(intent: StripeObject): StripeObject {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot cancel this SetupIntent because it has a status of ${String(intent.status)}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    this.emit('setup_intent.canceled', intent);
    return intent;
  }

  private createPaymentIntent(params: Params): StripeObject {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least €0.50 eur', 'amount', 'amount_too_small');
    const pm = this.paymentMethods.get(String(params.payment_method ?? ''));
    if (!pm || pm.customer !== params.customer) {
      throw invalid(
        'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        'payment_method',
      );
    }
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency,
      customer: params.customer,
      payment_method: pm.id,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: this.seconds(),
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_confirmation',
      last_payment_error: null,
      latest_charge: null,
      amount_refunded: 0,
    };
    this.paymentIntents.set(id, intent);
    if (params.confirm !== 'true') return intent;
    const card = testCardOf(pm.test_card)!;
    if (card.charge === 'ok') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: newId('ch') });
      this.emit('payment_intent.succeeded', intent);
      return intent;
    }
    const error =
      card.charge === 'authenticate'
        ? {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { ...error, payment_method: pm } });
    this.emit('payment_intent.payment_failed', intent);
    throw new StripeHttpError(402, { ...error, payment_intent: intent, charge: newId('ch') });
  }

  private createRefund(params: Params): StripeObject {
    const intent = this.paymentIntents.get(String(params.payment_intent ?? ''));
    if (!intent) throw invalid(`No such payment_intent: '${String(params.payment_intent)}'`, 'payment_intent');
    if (intent.status !== 'succeeded')
      throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    const amount =
      params.amount === undefined ? Number(intent.amount) - Number(intent.amount_refunded) : Number(params.amount);
    if (Number(intent.amount_refunded) + amount > Number(intent.amount)) {
      throw invalid(
        `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge`,
        'amount',
        'amount_too_large',
      );
    }
    intent.amount_refunded = Number(intent.amount_refunded) + amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      payment_intent: intent.id,
      status: 'succeeded',
      created: this.seconds(),
    };
    this.refunds.set(refund.id, refund);
    this.emit('charge.refunded', {
      id: String(intent.latest_charge),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      payment_intent: intent.id,
      refunded: intent.amount_refunded === intent.amount,
    });
    return refund;
  }

  private emit(type: string, object: StripeObject): void {
    this.events.push(this.event(type, object));
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
