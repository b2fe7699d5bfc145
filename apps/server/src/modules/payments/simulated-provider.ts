import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { parisDate } from '../../core/paris-time.js';
import {
  type ChargeResult,
  InvalidWebhookSignature,
  type PaymentProvider,
  type ProviderEvent,
  type RefundResult,
  type SavedCard,
  type SetupState,
  UnknownProviderObject,
} from './payment-provider.js';

/*
 * A bank without a bank, outside production: the same objects, states and events
 * as Stripe's, so the rest of the portal cannot tell them apart, driven by the last 4 digits of
 * the test card as Stripe's test cards are:
 *   …0002  declined when saved (card_declined)
 *   …3155  the bank asks for authentication when saved, and again for every charge off session
 *   …9995  saved, but a charge is declined (insufficient_funds)
 *   …0341  saved, but a charge is declined (card_declined)
 *   any other number: saved and charged.
 * The card number itself never reaches the server: the test card form derives the brand, the
 * last 4 digits and the expiry in the browser and sends only those.
 *
 * Its objects live in the process's memory: the demo runs one process, and a restart forgets the
 * cards being saved (a guest then starts the card step again) but not what the portal stored of
 * the cards already saved. Customers are named after the portal's customer, so they survive.
 */

/** The card outcomes the test cards drive, by last 4 digits. */
const SIMULATED_CARDS = {
  declinedAtSetup: '0002',
  authenticationRequired: '3155',
  insufficientFunds: '9995',
  declinedAtCharge: '0341',
} as const;

/** What the browser's test card form tells of the card: never its number. */
export interface SimulatedCardInput {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where a simulated step stands, as the card page reads it. */
export interface SimulatedStepResult {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';
  declineCode?: string;
}

interface SimulatedSetupIntent {
  id: string;
  clientSecret: string;
  customer: string;
  bookingId: number;
  status: SimulatedStepResult['status'];
  declineCode?: string;
  /** The card being saved, once the form has sent it (kept while the bank asks for authentication). */
  pendingCard?: SimulatedCardInput;
  paymentMethodId?: string;
}

interface SimulatedPaymentMethod {
  id: string;
  customer: string | null;
  card: SimulatedCardInput;
}

interface SimulatedPaymentIntent {
  id: string;
  clientSecret: string;
  customer: string;
  paymentMethodId: string;
  amountCents: number;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled';
  declineCode?: string;
  refundedCents: number;
}

export class SimulatedPaymentError extends Error {
  constructor(readonly reason: 'not_found') {
    super(reason);
  }
}

export interface SimulatedProviderOptions {
  clock: Clock;
  /**
   * Where its events go: the same path as Stripe's webhook (each applied once, in the handlers'
   * transaction). Set once the module's event store exists.
   */
  deliver?: (event: ProviderEvent) => Promise<unknown>;
  /** Where an event that could not be applied is told (Stripe would deliver it again; here it is lost). */
  logger?: Logger;
}

export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly publishableKey = '';
  deliver: (event: ProviderEvent) => Promise<unknown>;

  private readonly setupIntents = new Map<string, SimulatedSetupIntent>();
  private readonly paymentMethods = new Map<string, SimulatedPaymentMethod>();
  private readonly paymentIntents = new Map<string, SimulatedPaymentIntent>();
  /** Idempotency key → the object its first request made: a repeat gets the same object. */
  private readonly idempotent = new Map<string, unknown>();
  /** Events sent after a call returned, as Stripe's webhooks arrive after its answer. */
  private pendingDeliveries: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SimulatedProviderOptions) {
    this.deliver = options.deliver ?? (async () => undefined);
  }

  async createCustomer(input: { customerId: number }): Promise<string> {
    return `cus_sim_${input.customerId}`;
  }

  async createSetupIntent(input: {
    providerCustomerId: string;
    bookingId: number;
    idempotencyKey: string;
  }): Promise<{ setupIntentId: string; clientSecret: string }> {
    const made = this.once(`setup:${input.idempotencyKey}`, () => {
      const id = newId('seti_sim');
      const intent: SimulatedSetupIntent = {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customer: input.providerCustomerId,
        bookingId: input.bookingId,
        status: 'requires_payment_method',
      };
      this.setupIntents.set(id, intent);
      return intent;
    });
    return { setupIntentId: made.id, clientSecret: made.clientSecret };
  }

  async retrieveSetupIntent(setupIntentId: string): Promise<SetupState> {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new UnknownProviderObject(setupIntentId);
    return this.setupStateOf(intent);
  }

  async intentClientSecret(intentId: string): Promise<string | null> {
    return (this.setupIntents.get(intentId) ?? this.paymentIntents.get(intentId))?.clientSecret ?? null;
  }

  async cancelSetupIntent(setupIntentId: string): Promise<void> {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new SimulatedPaymentError('not_found');
    if (intent.status === 'succeeded' || intent.status === 'canceled') return;
    intent.status = 'canceled';
    this.later(this.event('setup_intent.canceled', intent.id));
  }

  async chargeOffSession(input: {
    providerCustomerId: string;
    paymentMethodId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ChargeResult> {
    const method = this.paymentMethods.get(input.paymentMethodId);
    const intent = this.once(`charge:${input.idempotencyKey}`, () => {
      const id = newId('pi_sim');
      const made: SimulatedPaymentIntent = {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customer: input.providerCustomerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.amountCents,
        status: 'succeeded',
        refundedCents: 0,
      };
      const last4 = method?.card.last4;
      if (!method || method.customer !== input.providerCustomerId) {
        // A detached card (or one never saved for this customer) cannot be charged.
        Object.assign(made, { status: 'requires_payment_method', declineCode: 'card_not_attached' });
      } else if (last4 === SIMULATED_CARDS.authenticationRequired) {
        made.status = 'requires_action';
      } else if (last4 === SIMULATED_CARDS.insufficientFunds) {
        Object.assign(made, { status: 'requires_payment_method', declineCode: 'insufficient_funds' });
      } else if (last4 === SIMULATED_CARDS.declinedAtCharge) {
        Object.assign(made, { status: 'requires_payment_method', declineCode: 'card_declined' });
      }
      this.paymentIntents.set(id, made);
      if (made.status === 'succeeded') this.later(this.event('payment_intent.succeeded', id));
      else if (made.status === 'requires_payment_method') this.later(this.event('payment_intent.payment_failed', id));
      return made;
    });
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    if (intent.status === 'requires_action') {
      return { status: 'authentication_required', paymentIntentId: intent.id, clientSecret: intent.clientSecret };
    }
    return { status: 'declined', paymentIntentId: intent.id, declineCode: intent.declineCode ?? 'card_declined' };
  }

  async refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult> {
    return this.once(`refund:${input.idempotencyKey}`, () => {
      const intent = this.paymentIntents.get(input.paymentIntentId);
      if (!intent || intent.status !== 'succeeded' || intent.refundedCents + input.amountCents > intent.amountCents) {
        return { refundId: newId('re_sim'), status: 'failed' as const };
      }
      intent.refundedCents += input.amountCents;
      this.later(this.event('charge.refunded', intent.id));
      return { refundId: newId('re_sim'), status: 'succeeded' as const };
    });
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    const method = this.paymentMethods.get(paymentMethodId);
    if (!method) throw new SimulatedPaymentError('not_found');
    method.customer = null;
  }

  /** The simulated provider sends no webhooks: its events go straight to the same apply path. */
  readWebhook(): ProviderEvent {
    throw new InvalidWebhookSignature('the simulated provider has no webhook');
  }

  // ---- The card page's steps (the browser's side of Stripe.js, simulated) ----

  /** The test card form's card, for the SetupIntent its client secret opens. */
  async confirmSetup(
    setupIntentId: string,
    clientSecret: string,
    card: SimulatedCardInput,
  ): Promise<SimulatedStepResult> {
    const intent = this.setupIntentFor(setupIntentId, clientSecret);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') return stepOf(intent);
    if (isExpired(card, this.options.clock())) {
      return this.failSetup(intent, 'expired_card');
    }
    if (card.last4 === SIMULATED_CARDS.declinedAtSetup) return this.failSetup(intent, 'card_declined');
    if (card.last4 === SIMULATED_CARDS.authenticationRequired) {
      intent.status = 'requires_action';
      intent.pendingCard = card;
      delete intent.declineCode;
      return stepOf(intent);
    }
    return this.saveCard(intent, card);
  }

  /** The card holder's answer to their bank's authentication while saving the card. */
  async authenticateSetup(setupIntentId: string, clientSecret: string, approve: boolean): Promise<SimulatedStepResult> {
    const intent = this.setupIntentFor(setupIntentId, clientSecret);
    if (intent.status !== 'requires_action' || !intent.pendingCard) return stepOf(intent);
    if (!approve) return this.failSetup(intent, 'authentication_failed');
    return this.saveCard(intent, intent.pendingCard);
  }

  /** The guest's authentication of a charge the bank would not take off session (the pay link). */
  async authenticatePayment(
    paymentIntentId: string,
    clientSecret: string,
    approve: boolean,
  ): Promise<SimulatedStepResult> {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw new SimulatedPaymentError('not_found');
    if (intent.status !== 'requires_action') return stepOf(intent);
    if (approve) {
      intent.status = 'succeeded';
      await this.deliverNow(this.event('payment_intent.succeeded', intent.id));
    } else {
      intent.status = 'requires_payment_method';
      intent.declineCode = 'authentication_failed';
      await this.deliverNow(this.event('payment_intent.payment_failed', intent.id));
    }
    return stepOf(intent);
  }

  /** Resolves once the events of earlier calls were delivered (tests; closing the app). */
  async eventsDelivered(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.pendingDeliveries;
      await seen;
    } while (seen !== this.pendingDeliveries);
  }

  private setupIntentFor(id: string, clientSecret: string): SimulatedSetupIntent {
    const intent = this.setupIntents.get(id);
    if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw new SimulatedPaymentError('not_found');
    return intent;
  }

  private async saveCard(intent: SimulatedSetupIntent, card: SimulatedCardInput): Promise<SimulatedStepResult> {
    const method: SimulatedPaymentMethod = { id: newId('pm_sim'), customer: intent.customer, card };
    this.paymentMethods.set(method.id, method);
    intent.status = 'succeeded';
    intent.paymentMethodId = method.id;
    delete intent.pendingCard;
    delete intent.declineCode;
    const state = this.setupStateOf(intent);
    await this.deliverNow({
      ...this.event('setup_intent.succeeded', intent.id),
      ...(state.status === 'succeeded' ? { card: state.card, providerCustomerId: intent.customer } : {}),
    });
    return stepOf(intent);
  }

  private async failSetup(intent: SimulatedSetupIntent, declineCode: string): Promise<SimulatedStepResult> {
    intent.status = 'requires_payment_method';
    intent.declineCode = declineCode;
    delete intent.pendingCard;
    await this.deliverNow(this.event('setup_intent.setup_failed', intent.id));
    return stepOf(intent);
  }

  private setupStateOf(intent: SimulatedSetupIntent): SetupState {
    const setupIntentId = intent.id;
    switch (intent.status) {
      case 'succeeded': {
        const method = this.paymentMethods.get(intent.paymentMethodId!)!;
        const card: SavedCard = {
          paymentMethodId: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.expMonth,
          expYear: method.card.expYear,
        };
        return { status: 'succeeded', setupIntentId, providerCustomerId: intent.customer, card };
      }
      case 'requires_payment_method':
        return {
          status: 'requires_payment_method',
          setupIntentId,
          ...(intent.declineCode ? { declineCode: intent.declineCode } : {}),
        };
      default:
        return { status: intent.status, setupIntentId };
    }
  }

  private event(type: ProviderEvent['type'], objectId: string): ProviderEvent {
    return { id: newId('evt_sim'), type, createdAt: this.options.clock(), objectId };
  }

  /**
   * Applies an event before the card page's step answers, as Stripe's webhook usually arrives
   * before the guest's browser comes back. A handler's failure does not change what the bank
   * said: it is logged, and confirmBookingGuarantee still asks the provider.
   */
  private async deliverNow(event: ProviderEvent): Promise<void> {
    try {
      await this.deliver(event);
    } catch (error) {
      this.options.logger?.error(
        { err: error, eventId: event.id, type: event.type },
        'simulated payment event not applied',
      );
    }
  }

  /** Sends an event after the current call has answered, in order with the others. */
  private later(event: ProviderEvent): void {
    this.pendingDeliveries = this.pendingDeliveries
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.deliver(event))
      .catch((error: unknown) =>
        this.options.logger?.error(
          { err: error, eventId: event.id, type: event.type },
          'simulated payment event not applied',
        ),
      );
  }

  private once<T>(key: string, make: () => T): T {
    if (this.idempotent.has(key)) return this.idempotent.get(key) as T;
    const made = make();
    this.idempotent.set(key, made);
    return made;
  }
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function stepOf(intent: { status: SimulatedStepResult['status']; declineCode?: string }): SimulatedStepResult {
  return { status: intent.status, ...(intent.declineCode ? { declineCode: intent.declineCode } : {}) };
}

/** A card is valid to the end of its expiry month, in Paris. */
function isExpired(card: SimulatedCardInput, now: number): boolean {
  const [year, month] = parisDate(now).split('-').map(Number) as [number, number];
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
