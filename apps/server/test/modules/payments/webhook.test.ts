import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/contract';
import { stripeWebhookPath, type ProviderEvent } from '../../../src/modules/payments/index.js';
import { signedDelivery } from './fake-stripe-wire.js';
import { appOverFakeStripe } from './guarantee-helper.js';

/*
 * Stripe's webhook: signed events over the raw body, each applied once in the transaction of its
 * change, and answered 2xx unless the signature does not hold. The events are those the fake
 * Stripe wrote when its objects changed state, delivered as Stripe delivers them.
 */
describe('payments: Stripe’s webhook', () => {
  const { t, fake } = appOverFakeStripe();
  /** What a handler saw, in order. */
  const applied: ProviderEvent[] = [];
  /** A handler that keeps each object's latest state, as the booking's side does: an older event never wins. */
  const latest = new Map<string, { type: string; at: number }>();
  let failNext = false;
  let setups = 0;

  beforeAll(async () => {
    t.app.payments.onEvent(async (event, trx) => {
      if (failNext) {
        failNext = false;
        // Something written before the failure is rolled back with the event's record.
        await trx
          .insertInto('payment_provider_events')
          .values({ id: `${event.id}_side`, type: 'x', object_id: 'x', provider_created_at: 0, applied_at: 0 })
          .execute();
        throw new Error('handler failed');
      }
      applied.push(event);
      const held = latest.get(event.objectId);
      if (!held || held.at <= event.createdAt) latest.set(event.objectId, { type: event.type, at: event.createdAt });
    });
  });

  const deliver = (
    event: Record<string, unknown> & { id: string },
    options: { secret?: string; timestampMs?: number; body?: string } = {},
  ) => {
    const { payload, headers } = signedDelivery(event, {
      timestampMs: options.timestampMs ?? t.clock.now(),
      ...(options.secret ? { secret: options.secret } : {}),
    });
    return t.app.inject({ method: 'POST', url: stripeWebhookPath, headers, payload: options.body ?? payload });
  };
  const storedEvents = async () =>
    await t.database.db.selectFrom('payment_provider_events').select(['id', 'type', 'object_id']).execute();
  const appliedIds = () => applied.map((event) => event.id);

  /** A SetupIntent whose card was saved on the fake, and the event Stripe wrote for it. */
  const savedCardEvent = async () => {
    const provider = t.app.payments.provider;
    const customer = await provider.createCustomer({ customerId: 1, phone: '+33612345678', email: null, name: 'Léa' });
    const setup = await provider.createSetupIntent({
      providerCustomerId: customer,
      bookingId: 1,
      idempotencyKey: `setup-${(setups += 1)}`,
    });
    fake.enterCard(setup.setupIntentId, 'pm_card_mastercard');
    return fake.lastEvent('setup_intent.succeeded', setup.setupIntentId);
  };

  it('applies a signed event, with the saved card’s brand, last 4 digits and expiry read from Stripe', async () => {
    const event = await savedCardEvent();
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, outcome: 'applied' });
    const seen = applied.find((e) => e.id === event.id)!;
    expect(seen).toMatchObject({
      type: 'setup_intent.succeeded',
      objectId: (event.data as { object: { id: string } }).object.id,
      createdAt: Number(event.created) * 1000,
      providerCustomerId: expect.stringMatching(/^cus_/),
      card: {
        brand: 'mastercard',
        last4: '4444',
        expMonth: 8,
        expYear: 2030,
        paymentMethodId: expect.stringMatching(/^pm_/),
      },
    });
    expect(await storedEvents()).toContainEqual({
      id: event.id,
      type: 'setup_intent.succeeded',
      object_id: seen.objectId,
    });
  });

  it('refuses a forged signature, a missing one, an altered body and an old delivery with 400, storing nothing', async () => {
    const event = await savedCardEvent();
    const before = await storedEvents();
    const attempts = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await t.app.inject({
        method: 'POST',
        url: stripeWebhookPath,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
      await deliver(event, { body: JSON.stringify({ ...event, type: 'payment_intent.succeeded' }, null, 2) }),
      // Replayed more than 5 minutes after it was signed.
      await deliver(event, { timestampMs: t.clock.now() - 301_000 }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 201,
        code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
        message: errorMessages.PAYMENT_WEBHOOK_SIGNATURE_INVALID.en,
      });
    }
    expect(await storedEvents()).toEqual(before);
    expect(appliedIds()).not.toContain(event.id);
  });

  it('applies an event delivered three times once, and three deliveries at the same moment once too', async () => {
    const event = await savedCardEvent();
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(event)).json().outcome);
    expect(outcomes).toEqual(['applied', 'already_applied', 'already_applied']);
    expect(appliedIds().filter((id) => id === event.id)).toHaveLength(1);

    const other = await savedCardEvent();
    const together = await Promise.all([deliver(other), deliver(other), deliver(other)]);
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(together.map((res) => res.json().outcome).sort()).toEqual(['already_applied', 'already_applied', 'applied']);
    expect(appliedIds().filter((id) => id === other.id)).toHaveLength(1);
  });

  it('gives the handlers each event’s time, so an older event delivered after a newer one changes nothing back', async () => {
    const card = await savedCardEvent();
    const setup = (card.data as { object: Record<string, unknown> & { id: string } }).object;
    const failedEarlier = fake.event(
      'setup_intent.setup_failed',
      { ...setup, status: 'requires_payment_method' },
      t.clock.now() - 60_000,
    );
    // Stripe sends the newer first here, then the older one.
    await deliver(card);
    await deliver(failedEarlier);
    expect(appliedIds()).toEqual(expect.arrayContaining([card.id, failedEarlier.id]));
    expect(latest.get(setup.id)).toEqual({ type: 'setup_intent.succeeded', at: Number(card.created) * 1000 });
  });

  it('answers 200 to an event the portal does not follow, and stores nothing for it', async () => {
    const event = fake.event('customer.updated', { id: 'cus_x', object: 'customer' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect((await storedEvents()).map((e) => e.id)).not.toContain(event.id);
  });

  it('leaves an event its handler failed on unrecorded, so that Stripe’s next delivery applies it', async () => {
    const event = await savedCardEvent();
    failNext = true;
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_WEBHOOK_RETRY' });
    const ids = (await storedEvents()).map((e) => e.id);
    expect(ids).not.toContain(event.id);
    expect(ids).not.toContain(`${event.id}_side`);
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect(appliedIds().filter((id) => id === event.id)).toHaveLength(1);
  });

  it('reads a charge, its decline and its refund as events about the PaymentIntent', async () => {
    const provider = t.app.payments.provider;
    const saved = applied.find((e) => e.type === 'setup_intent.succeeded' && e.card)!;
    const paid = await provider.chargeOffSession({
      providerCustomerId: saved.providerCustomerId!,
      paymentMethodId: saved.card!.paymentMethodId,
      amountCents: 4000,
      idempotencyKey: 'charge-booking-1',
      description: 'No-show',
      metadata: {},
    });
    if (paid.status !== 'succeeded') throw new Error('not charged');
    await provider.refund({
      paymentIntentId: paid.paymentIntentId,
      amountCents: 1000,
      idempotencyKey: 'refund-booking-1',
    });
    for (const type of ['payment_intent.succeeded', 'charge.refunded']) {
      const event = type === 'charge.refunded' ? fake.lastEvent(type) : fake.lastEvent(type, paid.paymentIntentId);
      expect((await deliver(event)).json().outcome).toBe('applied');
      expect(applied.at(-1)).toMatchObject({ id: event.id, type, objectId: paid.paymentIntentId });
    }
  });
});
