import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentApiPaths } from '@portal/contract';
import type { PaymentProvider } from '../../../src/modules/payments/index.js';
import { appOfFile, post } from '../../helper.js';
import { chargeBooking, partnerDetail, noShowWithCard } from './guarantee-helper.js';

/*
 * A provider's answer lost on the way (a timeout, the network, a 5xx) never makes the guest pay
 * twice: the charge or the refund waits with its idempotency key, and pressing again asks the
 * provider with the same key, which answers with what it already did.
 */

const MINUTE = 60_000;

describe('payments: a lost answer from the provider', () => {
  const t = appOfFile();
  let provider: PaymentProvider;
  let original: { chargeOffSession: PaymentProvider['chargeOffSession']; refund: PaymentProvider['refund'] };

  beforeAll(async () => {
    provider = t.app.payments.provider;
    original = { chargeOffSession: provider.chargeOffSession, refund: provider.refund };
  });
  afterEach(() => {
    Object.assign(provider, original);
  });

  const charge = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, paymentApiPaths.chargeBooking, body, token)).json();
  const refund = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, paymentApiPaths.refundCharge, body, token)).json();
  const journalOf = (restaurantId: number) =>
    t.app.infra.db
      .selectFrom('journal_entries')
      .select(['kind', 'total_cents'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('seq')
      .execute();

  it('charges once when the provider charged but its answer was lost, and the charge is pressed again', async () => {
    const { restaurant, booking } = await noShowWithCard(t);
    const intents: string[] = [];
    const keys: string[] = [];
    let lose = true;
    provider.chargeOffSession = async (input) => {
      const result = await original.chargeOffSession.call(provider, input);
      keys.push(input.idempotencyKey);
      if (result.paymentIntentId) intents.push(result.paymentIntentId);
      if (lose) throw new Error('socket hang up');
      return result;
    };
    const body = { booking_id: booking.id, kind: 'no_show', amount: '80', reason: 'Absents' };
    const lost = await charge(restaurant.token, body);
    expect(lost).toMatchObject({ status: 201, code: 'CHARGE_PROVIDER_UNAVAILABLE' });
    const waiting = await partnerDetail(t, restaurant.token, booking.id);
    expect(waiting.data.guarantee_detail.charges).toMatchObject([{ status: 'pending', amount_cents: 8000 }]);
    // Another amount while the first is unanswered is refused: the bank may have taken the first.
    expect(await charge(restaurant.token, { ...body, amount: '60' })).toMatchObject({
      status: 201,
      code: 'CHARGE_IN_PROGRESS',
    });
    lose = false;
    const again = await charge(restaurant.token, body);
    expect(again).toMatchObject({ status: 200, data: { status: 'succeeded', amount_cents: 8000 } });
    expect(new Set(keys).size).toBe(1);
    expect(new Set(intents).size).toBe(1);
    const rows = await t.app.infra.db
      .selectFrom('booking_charges')
      .select(['status', 'payment_intent_id'])
      .where('booking_id', '=', booking.id)
      .execute();
    expect(rows).toEqual([{ status: 'succeeded', payment_intent_id: intents[0] }]);
    expect(await journalOf(restaurant.id)).toEqual([{ kind: 'compensation', total_cents: 8000 }]);
    expect(await charge(restaurant.token, body)).toMatchObject({ status: 201, code: 'CHARGE_ALREADY_MADE' });
  });

  it('refunds once when the provider refunded but its answer was lost, and refuses another amount meanwhile', async () => {
    const { restaurant, booking } = await noShowWithCard(t, '2026-11-28');
    const made = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '80', 'Absents');
    expect(made.data.status).toBe('succeeded');
    const keys: string[] = [];
    const refundIds: string[] = [];
    let lose = true;
    provider.refund = async (input) => {
      const result = await original.refund.call(provider, input);
      keys.push(input.idempotencyKey);
      refundIds.push(result.refundId);
      if (lose) throw new Error('timeout');
      return result;
    };
    const lost = await refund(restaurant.token, { charge_id: made.data.id, amount: '30', reason: 'Geste commercial' });
    expect(lost).toMatchObject({ status: 201, code: 'CHARGE_PROVIDER_UNAVAILABLE' });
    const other = await refund(restaurant.token, { charge_id: made.data.id, amount: '50', reason: 'Geste commercial' });
    expect(other).toMatchObject({ status: 201, code: 'REFUND_IN_PROGRESS' });
    expect(other.message).toContain('same amount');
    lose = false;
    const again = await refund(restaurant.token, { charge_id: made.data.id, amount: '30', reason: 'Geste commercial' });
    expect(again).toMatchObject({ status: 200, data: { refunded_cents: 3000, refunds: [{ amount_cents: 3000 }] } });
    expect(new Set(keys).size).toBe(1);
    expect(new Set(refundIds).size).toBe(1);
    // The rest, a new refund with a key of its own.
    const rest = await refund(restaurant.token, { charge_id: made.data.id, reason: 'Le reste' });
    expect(rest).toMatchObject({ status: 200, data: { refunded_cents: 8000 } });
    expect(new Set(keys).size).toBe(2);
    expect(await journalOf(restaurant.id)).toEqual([
      { kind: 'compensation', total_cents: 8000 },
      { kind: 'compensation_refund', total_cents: 3000 },
      { kind: 'compensation_refund', total_cents: 5000 },
    ]);
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(
      detail.data.guarantee_detail.charges[0].refunds.map((r: { amount_cents: number }) => r.amount_cents),
    ).toEqual([3000, 5000]);
  });

  it('settles a charge left pending a few minutes after it was asked, once, with the journal entry', async () => {
    const { restaurant, booking } = await noShowWithCard(t, '2026-11-29');
    const intents: string[] = [];
    provider.chargeOffSession = async (input) => {
      const result = await original.chargeOffSession.call(provider, input);
      if (result.paymentIntentId) intents.push(result.paymentIntentId);
      Object.assign(provider, original);
      throw new Error('socket hang up');
    };
    const lost = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '80', 'Absents');
    expect(lost.code).toBe('CHARGE_PROVIDER_UNAVAILABLE');
    const asked = t.clock.current;
    t.clock.current = asked + 5 * MINUTE - 1;
    await t.app.infra.jobs.runner.runDue();
    expect((await partnerDetail(t, restaurant.token, booking.id)).data.guarantee_detail.charges[0].status).toBe(
      'pending',
    );
    t.clock.current = asked + 5 * MINUTE;
    await t.app.infra.jobs.runner.runDue();
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail.charges).toMatchObject([{ status: 'succeeded', amount_cents: 8000 }]);
    expect(detail.data.history.at(-1)).toMatchObject({ change: 'charged' });
    const rows = await t.app.infra.db
      .selectFrom('booking_charges')
      .select('payment_intent_id')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(rows).toEqual([{ payment_intent_id: intents[0] }]);
    expect(await journalOf(restaurant.id)).toEqual([{ kind: 'compensation', total_cents: 8000 }]);
  });
});
