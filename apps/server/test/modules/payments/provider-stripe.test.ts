import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../../src/modules/payments/index.js';
import { STRIPE_API_VERSION } from '../../../src/modules/payments/stripe-provider.js';
import type { FakeStripe } from './fake-stripe.js';
import { appOverFakeStripe } from './guarantee-helper.js';
import { FAKE_STRIPE_PUBLISHABLE_KEY } from './fake-stripe-wire.js';

/*
 * The Stripe provider: the official client, pointed by STRIPE_API_BASE at a local stand-in of
 * Stripe's API (fake-stripe.ts), really talking HTTP over 127.0.0.1. What the card holder does in
 * Stripe's own fields (entering a test card, authenticating with their bank) is played on the
 * fake directly, as Stripe.js would.
 */
describe('payments: the Stripe provider through the official client', () => {
  const { t, fake } = appOverFakeStripe();
  let provider: PaymentProvider;

  beforeAll(async () => {
    provider = t.app.payments.provider;
  });

  let bookingIds = 100;
  const newSetup = async () => {
    const bookingId = (bookingIds += 1);
    const customer = await provider.createCustomer({
      customerId: bookingId,
      phone: '+33612345678',
      email: 'lea@example.fr',
      name: 'Léa Martin',
    });
    const setup = await provider.createSetupIntent({
      providerCustomerId: customer,
      bookingId,
      idempotencyKey: `booking-${bookingId}-setup-1`,
    });
    return { ...setup, customer, bookingId };
  };
  const savedCard = async (testCard: Parameters<FakeStripe['enterCard']>[1]) => {
    const setup = await newSetup();
    fake.enterCard(setup.setupIntentId, testCard);
    if (testCard === 'pm_card_authenticationRequired') fake.authenticateSetup(setup.setupIntentId, true);
    const state = await provider.retrieveSetupIntent(setup.setupIntentId);
    if (state.status !== 'succeeded') throw new Error(`card not saved: ${state.status}`);
    return state;
  };
  const charge = (
    card: { providerCustomerId: string; card: { paymentMethodId: string } },
    idempotencyKey: string,
    amountCents = 8000,
  ) =>
    provider.chargeOffSession({
      providerCustomerId: card.providerCustomerId,
      paymentMethodId: card.card.paymentMethodId,
      amountCents,
      idempotencyKey,
      description: 'No-show, 4 covers',
      metadata: { booking_id: '7', kind: 'no_show' },
    });

  it('is the configured provider, with the publishable key for the browser', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe(FAKE_STRIPE_PUBLISHABLE_KEY);
  });

  it('saves a card: a SetupIntent for later charges off session, then the card’s brand, last 4 and expiry', async () => {
    const setup = await newSetup();
    expect(setup.setupIntentId).toMatch(/^seti_/);
    expect(setup.clientSecret).toContain('_secret_');
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/setup_intents')!;
    expect(sent.params).toMatchObject({
      customer: setup.customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { booking_id: String(setup.bookingId) },
    });
    expect(sent.idempotencyKey).toBe(`booking-${setup.bookingId}-setup-1`);
    expect(sent.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(await provider.retrieveSetupIntent(setup.setupIntentId)).toEqual({
      status: 'requires_payment_method',
      setupIntentId: setup.setupIntentId,
    });
    expect(fake.enterCard(setup.setupIntentId, 'pm_card_visa')).toBe('succeeded');
    expect(await provider.retrieveSetupIntent(setup.setupIntentId)).toEqual({
      status: 'succeeded',
      setupIntentId: setup.setupIntentId,
      providerCustomerId: setup.customer,
      card: {
        paymentMethodId: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2030,
      },
    });
    // The customer is made once per portal customer, whatever retries happen.
    expect(fake.requests.filter((r) => r.path === '/v1/customers').at(-1)!.idempotencyKey).toBe(
      `customer-${setup.bookingId}`,
    );
  });

  it('tells a card declined when saved, with the bank’s reason, and a card the bank asks to authenticate', async () => {
    const declined = await newSetup();
    expect(fake.enterCard(declined.setupIntentId, 'pm_card_chargeDeclined')).toBe('requires_payment_method');
    expect(await provider.retrieveSetupIntent(declined.setupIntentId)).toEqual({
      status: 'requires_payment_method',
      setupIntentId: declined.setupIntentId,
      declineCode: 'generic_decline',
    });

    const strong = await newSetup();
    fake.enterCard(strong.setupIntentId, 'pm_card_authenticationRequired');
    expect(await provider.retrieveSetupIntent(strong.setupIntentId)).toEqual({
      status: 'requires_action',
      setupIntentId: strong.setupIntentId,
    });
    fake.authenticateSetup(strong.setupIntentId, true);
    expect(await provider.retrieveSetupIntent(strong.setupIntentId)).toMatchObject({
      status: 'succeeded',
      card: { last4: '3184' },
    });
  });

  it('cancels a SetupIntent no longer needed', async () => {
    const setup = await newSetup();
    await provider.cancelSetupIntent(setup.setupIntentId);
    expect(await provider.retrieveSetupIntent(setup.setupIntentId)).toEqual({
      status: 'canceled',
      setupIntentId: setup.setupIntentId,
    });
  });

  it('charges off session in euros, confirmed at once, and one idempotency key is one PaymentIntent', async () => {
    const card = await savedCard('pm_card_mastercard');
    const before = fake.paymentIntents.size;
    const [first, second] = await Promise.all([charge(card, 'charge-booking-7'), charge(card, 'charge-booking-7')]);
    expect(first).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(second).toEqual(first);
    expect(await charge(card, 'charge-booking-7')).toEqual(first);
    expect(fake.paymentIntents.size).toBe(before + 1);
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(sent.at(-1)!.params).toMatchObject({
      amount: '8000',
      currency: 'eur',
      customer: card.providerCustomerId,
      payment_method: card.card.paymentMethodId,
      off_session: 'true',
      confirm: 'true',
      metadata: { booking_id: '7', kind: 'no_show' },
    });
    expect(sent.every((r) => r.idempotencyKey === 'charge-booking-7')).toBe(true);
  });

  it('tells a declined charge with the bank’s reason, and a charge the bank wants the guest to authenticate', async () => {
    const poor = await savedCard('pm_card_visa_chargeDeclinedInsufficientFunds');
    expect(await charge(poor, 'charge-booking-8')).toEqual({
      status: 'declined',
      paymentIntentId: expect.stringMatching(/^pi_/),
      declineCode: 'insufficient_funds',
    });
    // The same key after a decline answers the same decline: no second attempt on the card.
    const attempts = fake.paymentIntents.size;
    expect(await charge(poor, 'charge-booking-8')).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    expect(fake.paymentIntents.size).toBe(attempts);

    const strong = await savedCard('pm_card_authenticationRequired');
    const asked = await charge(strong, 'charge-booking-9');
    expect(asked).toEqual({
      status: 'authentication_required',
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
  });

  it('refunds in part and never above what was charged', async () => {
    const card = await savedCard('pm_card_visa');
    const paid = await charge(card, 'charge-booking-10', 6000);
    if (paid.status !== 'succeeded') throw new Error('not charged');
    const refund = await provider.refund({
      paymentIntentId: paid.paymentIntentId,
      amountCents: 2500,
      idempotencyKey: 'refund-1',
    });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(
      await provider.refund({ paymentIntentId: paid.paymentIntentId, amountCents: 2500, idempotencyKey: 'refund-1' }),
    ).toEqual(refund);
    expect(fake.paymentIntents.get(paid.paymentIntentId)!.amount_refunded).toBe(2500);
    await expect(
      provider.refund({ paymentIntentId: paid.paymentIntentId, amountCents: 3501, idempotencyKey: 'refund-2' }),
    ).rejects.toThrow(/greater than unrefunded/);
    expect(fake.requests.find((r) => r.path === '/v1/refunds')!.params).toEqual({
      payment_intent: paid.paymentIntentId,
      amount: '2500',
    });
  });

  it('detaches the card, after which no charge is possible', async () => {
    const card = await savedCard('pm_card_visa');
    await provider.detachPaymentMethod(card.card.paymentMethodId);
    expect(fake.paymentMethods.get(card.card.paymentMethodId)!.customer).toBeNull();
    expect(await charge(card, 'charge-booking-11')).toEqual({
      status: 'declined',
      paymentIntentId: null,
      declineCode: 'card_not_attached',
    });
  });

  it('sends an idempotency key with every request that creates or changes something', () => {
    const posts = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/v1/') && !r.path.endsWith('/confirm'),
    );
    expect(posts.length).toBeGreaterThan(10);
    expect(posts.filter((r) => !r.idempotencyKey)).toEqual([]);
  });
});
