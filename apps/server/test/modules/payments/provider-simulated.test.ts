import { beforeAll, describe, expect, it } from 'vitest';
import { simulatedPaymentPaths, type ProviderEvent } from '../../../src/modules/payments/index.js';
import { appOfFile } from '../../helper.js';

/*
 * The simulated provider (PAYMENT_PROVIDER=simulated, the default outside production): the test
 * card page's steps over HTTP, driven by the last 4 digits as Stripe's test cards are, and the
 * events it sends through the same apply path as Stripe's webhook.
 */
describe('payments: the simulated provider', () => {
  const t = appOfFile();
  const seen: ProviderEvent[] = [];

  /** A booking the handlers fail on: its events are not applied. */
  const failingBooking = 9;
  const failingIntents = new Set<string>();

  beforeAll(async () => {
    t.app.payments.onEvent(async (event) => {
      if (failingIntents.has(event.objectId)) throw new Error('the booking side failed');
      seen.push(event);
    });
  });

  const newSetup = async (bookingId: number) => {
    const customer = await t.app.payments.provider.createCustomer({
      customerId: bookingId,
      phone: '+33600000000',
      email: null,
      name: 'Léa',
    });
    return t.app.payments.provider.createSetupIntent({
      providerCustomerId: customer,
      bookingId,
      idempotencyKey: `setup-${bookingId}`,
    });
  };
  const step = async (path: string, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path.replace(':id', id), payload: body });
  const card = (last4: string, overrides: Record<string, unknown> = {}) => ({
    brand: 'visa',
    last4,
    exp_month: 8,
    exp_year: 2028,
    ...overrides,
  });
  const eventsOf = (objectId: string) => seen.filter((event) => event.objectId === objectId).map((event) => event.type);

  it('is the provider of a server without PAYMENT_PROVIDER outside production, with no publishable key', () => {
    expect(t.app.payments.provider.name).toBe('simulated');
    expect(t.app.payments.provider.publishableKey).toBe('');
  });

  it('saves a card: the brand, last 4 and expiry come back, and setup_intent.succeeded is applied once', async () => {
    const setup = await newSetup(1);
    expect(setup.setupIntentId).toMatch(/^seti_sim_/);
    expect((await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId)).status).toBe(
      'requires_payment_method',
    );
    const res = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('4242'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { status: 'succeeded' } });
    const state = await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId);
    expect(state).toMatchObject({
      status: 'succeeded',
      providerCustomerId: 'cus_sim_1',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2028 },
    });
    expect(eventsOf(setup.setupIntentId)).toEqual(['setup_intent.succeeded']);
    const event = seen.find((e) => e.objectId === setup.setupIntentId)!;
    expect(event.card).toMatchObject({ last4: '4242', paymentMethodId: expect.stringMatching(/^pm_sim_/) });
    // The same step again changes nothing and says where the card stands.
    const again = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('0002'),
    });
    expect(again.json().data.status).toBe('succeeded');
    expect(eventsOf(setup.setupIntentId)).toEqual(['setup_intent.succeeded']);
  });

  it('declines a card ending 0002 and an expired card, and the guest may try another', async () => {
    const setup = await newSetup(2);
    const declined = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('0002'),
    });
    expect(declined.json().data).toEqual({ status: 'requires_payment_method', decline_code: 'card_declined' });
    const expired = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('4242', { exp_month: 10, exp_year: 2026 }),
    });
    expect(expired.json().data).toEqual({ status: 'requires_payment_method', decline_code: 'expired_card' });
    // November 2026 is still valid in November 2026.
    const saved = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('4444', { brand: 'mastercard', exp_month: 11, exp_year: 2026 }),
    });
    expect(saved.json().data).toEqual({ status: 'succeeded' });
    expect(eventsOf(setup.setupIntentId)).toEqual([
      'setup_intent.setup_failed',
      'setup_intent.setup_failed',
      'setup_intent.succeeded',
    ]);
  });

  it('asks for authentication for a card ending 3155: approved saves it, refused leaves it to choose another', async () => {
    const setup = await newSetup(3);
    const asked = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('3155'),
    });
    expect(asked.json().data).toEqual({ status: 'requires_action' });
    expect((await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId)).status).toBe('requires_action');
    const refused = await step(simulatedPaymentPaths.authenticateSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      approve: false,
    });
    expect(refused.json().data).toEqual({ status: 'requires_payment_method', decline_code: 'authentication_failed' });
    await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('3155'),
    });
    const approved = await step(simulatedPaymentPaths.authenticateSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      approve: true,
    });
    expect(approved.json().data).toEqual({ status: 'succeeded' });
    expect(await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId)).toMatchObject({
      status: 'succeeded',
      card: { last4: '3155' },
    });
  });

  it('answers the card page with what the bank said even when applying the event fails', async () => {
    const setup = await newSetup(failingBooking);
    failingIntents.add(setup.setupIntentId);
    const res = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('4242'),
    });
    expect(res.json()).toMatchObject({ status: 200, data: { status: 'succeeded' } });
    expect(eventsOf(setup.setupIntentId)).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('payment_provider_events')
        .select('id')
        .where('object_id', '=', setup.setupIntentId)
        .execute(),
    ).toEqual([]);
    // Asking the provider, as confirming the guarantee does, finds the card saved.
    expect((await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId)).status).toBe('succeeded');
  });

  it('opens an intent only with its client secret, and never takes a card number', async () => {
    const setup = await newSetup(4);
    const wrong = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: `${setup.clientSecret}x`,
      ...card('4242'),
    });
    expect(wrong.json()).toMatchObject({ status: 201, code: 'NOT_FOUND', field: 'client_secret' });
    const unknown = await step(simulatedPaymentPaths.confirmSetup, 'seti_sim_nope', {
      client_secret: setup.clientSecret,
      ...card('4242'),
    });
    expect(unknown.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const withNumber = await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
      client_secret: setup.clientSecret,
      ...card('4242'),
      number: '4242424242424242',
    });
    expect(withNumber.json()).toMatchObject({ status: 201 });
    expect((await t.app.payments.provider.retrieveSetupIntent(setup.setupIntentId)).status).toBe(
      'requires_payment_method',
    );
  });

  it('charges off session, declines by the card, asks the guest to authenticate a 3155 card, and refunds', async () => {
    const provider = t.app.payments.provider;
    const saveCard = async (bookingId: number, last4: string) => {
      const setup = await newSetup(bookingId);
      await step(simulatedPaymentPaths.confirmSetup, setup.setupIntentId, {
        client_secret: setup.clientSecret,
        ...card(last4),
      });
      if (last4 === '3155') {
        await step(simulatedPaymentPaths.authenticateSetup, setup.setupIntentId, {
          client_secret: setup.clientSecret,
          approve: true,
        });
      }
      const state = await provider.retrieveSetupIntent(setup.setupIntentId);
      if (state.status !== 'succeeded') throw new Error('card not saved');
      return state;
    };
    const charge = (
      state: { providerCustomerId: string; card: { paymentMethodId: string } },
      key: string,
      amountCents = 8000,
    ) =>
      provider.chargeOffSession({
        providerCustomerId: state.providerCustomerId,
        paymentMethodId: state.card.paymentMethodId,
        amountCents,
        idempotencyKey: key,
        description: 'No-show',
        metadata: { booking_id: '5' },
      });

    const visa = await saveCard(5, '4242');
    const first = await charge(visa, 'charge-booking-5');
    expect(first).toMatchObject({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_sim_/) });
    // The same key is the same charge, however often it is sent.
    expect(await charge(visa, 'charge-booking-5', 9000)).toEqual(first);
    await t.app.payments.eventsDelivered();
    expect(eventsOf(first.paymentIntentId!)).toEqual(['payment_intent.succeeded']);

    const refund = await provider.refund({
      paymentIntentId: first.paymentIntentId!,
      amountCents: 3000,
      idempotencyKey: 'refund-1',
    });
    expect(refund.status).toBe('succeeded');
    expect(
      await provider.refund({ paymentIntentId: first.paymentIntentId!, amountCents: 3000, idempotencyKey: 'refund-1' }),
    ).toEqual(refund);
    expect(
      (
        await provider.refund({
          paymentIntentId: first.paymentIntentId!,
          amountCents: 5001,
          idempotencyKey: 'refund-2',
        })
      ).status,
    ).toBe('failed');
    await t.app.payments.eventsDelivered();
    expect(eventsOf(first.paymentIntentId!)).toEqual(['payment_intent.succeeded', 'charge.refunded']);

    expect(await charge(await saveCard(6, '9995'), 'charge-booking-6')).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
    });
    expect(await charge(await saveCard(7, '0341'), 'charge-booking-7')).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
    });

    const strong = await charge(await saveCard(8, '3155'), 'charge-booking-8');
    expect(strong).toMatchObject({
      status: 'authentication_required',
      clientSecret: expect.stringContaining('_secret_'),
    });
    if (strong.status !== 'authentication_required') throw new Error('unreachable');
    const paid = await step(simulatedPaymentPaths.authenticatePayment, strong.paymentIntentId, {
      client_secret: strong.clientSecret,
      approve: true,
    });
    expect(paid.json().data).toEqual({ status: 'succeeded' });
    expect(eventsOf(strong.paymentIntentId)).toEqual(['payment_intent.succeeded']);

    // A detached card is charged no more.
    await provider.detachPaymentMethod(visa.card.paymentMethodId);
    expect(await charge(visa, 'charge-booking-5-again')).toMatchObject({
      status: 'declined',
      declineCode: 'card_not_attached',
    });
  });
});
