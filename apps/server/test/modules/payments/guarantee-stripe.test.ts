import { describe, expect, it } from 'vitest';
import { paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { stripeWebhookPath } from '../../../src/modules/payments/index.js';
import { post } from '../../helper.js';
import { signedDelivery } from './fake-stripe-wire.js';
import { appOverFakeStripe, guaranteedBooking, partnerDetail, markNoShow } from './guarantee-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');

/*
 * The card guarantee with the official Stripe client talking HTTP to the local stand-in of
 * Stripe's API, and Stripe's webhooks signed as Stripe signs them: the card saved through the
 * webhook (delivered three times and after an older failure: one change), an American Express
 * card refused, a no-show charged once when two devices press at once.
 */
describe('payments: the guarantee through Stripe', () => {
  const { t, fake } = appOverFakeStripe();

  const deliver = (event: Record<string, unknown> & { id: string }) => {
    const { payload, headers } = signedDelivery(event, { timestampMs: t.clock.now() });
    return t.app.inject({ method: 'POST', url: stripeWebhookPath, headers, payload });
  };
  const setupIdOf = async (bookingId: number) =>
    (
      await t.app.infra.db
        .selectFrom('booking_guarantees')
        .select('setup_intent_id')
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).setup_intent_id;

  it('confirms the booking on the webhook once, however often and in whatever order it comes, then charges one no-show once', async () => {
    t.clock.current = START;
    const { restaurant, booking } = await guaranteedBooking(t);
    expect(booking.setup_client_secret).toBeTruthy();
    const setupId = await setupIdOf(booking.id);
    fake.enterCard(setupId, 'pm_card_visa');
    const saved = fake.lastEvent('setup_intent.succeeded', setupId) as Record<string, unknown> & { id: string };
    const olderFailure = {
      ...fake.event('setup_intent.setup_failed', { id: setupId, object: 'setup_intent' }, START - 60_000),
    } as Record<string, unknown> & { id: string };
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(saved)).json().outcome);
    outcomes.push((await deliver(olderFailure)).json().outcome);
    expect(outcomes).toEqual(['applied', 'already_applied', 'already_applied', 'applied']);
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data).toMatchObject({ status: 'confirmed', guarantee_detail: { brand: 'visa', last4: '4242' } });
    expect(detail.data.history.filter((h: { change: string }) => h.change === 'guarantee')).toHaveLength(1);

    t.clock.current = parisInstant('2026-11-27', '19:20');
    await markNoShow(t, restaurant.token, booking.id);
    const body = { booking_id: booking.id, kind: 'no_show', amount: '80', reason: 'Absents sans prévenir' };
    const both = await Promise.all([
      post(t.app, paymentApiPaths.chargeBooking, body, restaurant.token),
      post(t.app, paymentApiPaths.chargeBooking, body, restaurant.token),
    ]);
    const answers = both.map((res) => res.json());
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers.find((answer) => answer.status === 200).data).toMatchObject({
      status: 'succeeded',
      amount_cents: 8000,
    });
    const charges = await t.app.infra.db
      .selectFrom('booking_charges')
      .select(['status', 'payment_intent_id'])
      .where('booking_id', '=', booking.id)
      .execute();
    expect(charges).toHaveLength(1);
    expect(charges[0]!.payment_intent_id).toMatch(/^pi_/);
  });

  it('detaches an American Express card and keeps the booking waiting for another', async () => {
    t.clock.current = START;
    const { restaurant, booking } = await guaranteedBooking(t, { date: '2026-11-28' });
    const setupId = await setupIdOf(booking.id);
    fake.enterCard(setupId, 'pm_card_amex');
    const saved = fake.lastEvent('setup_intent.succeeded', setupId) as Record<string, unknown> & { id: string };
    expect((await deliver(saved)).json().outcome).toBe('applied');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data).toMatchObject({ status: 'awaiting_guarantee', guarantee_detail: { state: 'awaiting_card' } });
    // The card request was replaced: a Visa on the new one confirms the booking.
    const next = await setupIdOf(booking.id);
    expect(next).not.toBe(setupId);
    fake.enterCard(next, 'pm_card_visa');
    await deliver(fake.lastEvent('setup_intent.succeeded', next) as Record<string, unknown> & { id: string });
    expect((await partnerDetail(t, restaurant.token, booking.id)).data.status).toBe('confirmed');
  });
});
