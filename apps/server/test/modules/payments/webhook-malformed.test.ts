import { describe, expect, it } from 'vitest';
import { stripeWebhookPath } from '../../../src/modules/payments/index.js';
import { signedDelivery, type StripeObject } from './fake-stripe-wire.js';
import { appOverFakeStripe } from './guarantee-helper.js';

/*
 * What Stripe signs is not always what the portal can apply: a signed event without its object,
 * ids or time is refused with 400 (Stripe would only send it again), an event about an object
 * Stripe does not know is answered 200 and ignored, and only what could succeed later (Stripe or
 * our database unreachable) is a 5xx. Never Stripe's own status passed on as ours.
 */
describe('payments: Stripe’s webhook and the events it cannot apply', () => {
  const { t, fake } = appOverFakeStripe();

  const deliver = (event: Record<string, unknown>) => {
    const { payload, headers } = signedDelivery(event as StripeObject, { timestampMs: t.clock.now() });
    return t.app.inject({ method: 'POST', url: stripeWebhookPath, headers, payload });
  };
  const storedIds = async () =>
    (await t.database.db.selectFrom('payment_provider_events').select('id').execute()).map((row) => row.id);

  /** A SetupIntent whose card was saved on the fake, and the event Stripe wrote for it. */
  const savedCardEvent = async (key: string) => {
    const provider = t.app.payments.provider;
    const customer = await provider.createCustomer({ customerId: 1, phone: '+33612345678', email: null, name: 'Léa' });
    const setup = await provider.createSetupIntent({ providerCustomerId: customer, bookingId: 1, idempotencyKey: key });
    fake.enterCard(setup.setupIntentId, 'pm_card_mastercard');
    return fake.lastEvent('setup_intent.succeeded', setup.setupIntentId);
  };

  it('refuses with 400 a signed event without its object, or with an id or a time of the wrong type', async () => {
    const event = await savedCardEvent('setup-malformed');
    const object = (event.data as { object: StripeObject }).object;
    const malformed: Array<[string, Record<string, unknown>]> = [
      ['no data', { ...event, data: undefined }],
      ['no data.object', { ...event, data: {} }],
      ['a null object', { ...event, data: { object: null } }],
      ['an object without id', { ...event, data: { object: { ...object, id: undefined } } }],
      ['a numeric object id', { ...event, data: { object: { ...object, id: 42 } } }],
      ['a numeric event id', { ...event, id: 42 }],
      ['a time in words', { ...event, created: 'yesterday' }],
      ['an unknown type without object', { ...event, type: 'customer.updated', data: {} }],
    ];
    for (const [what, body] of malformed) {
      const res = await deliver(body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ status: 201, code: 'PAYMENT_WEBHOOK_EVENT_INVALID' });
    }
    expect(await storedIds()).toEqual([]);
    // The same event, well formed, is applied.
    expect((await deliver(event)).json()).toMatchObject({ status: 200, outcome: 'applied' });
  });

  it('answers 200 "ignored" to an event about an object Stripe does not know, and stores nothing', async () => {
    const event = fake.event('setup_intent.succeeded', { id: 'seti_unknown', object: 'setup_intent' });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, outcome: 'ignored' });
    expect(await storedIds()).not.toContain(event.id);
  });

  it('answers 503 when Stripe cannot be reached, so that Stripe sends the event again', async () => {
    const event = await savedCardEvent('setup-unreachable');
    await fake.stop();
    const res = await deliver(event);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 201, code: 'PAYMENT_WEBHOOK_RETRY' });
    expect(await storedIds()).not.toContain(event.id);
  });
});
