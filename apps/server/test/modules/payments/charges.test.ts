import { describe, expect, it } from 'vitest';
import { paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { login } from '../auth/auth-helper.js';
import { teamMember } from '../team/team-helper.js';
import {
  chargeBooking,
  bookingWithCard,
  enterCard,
  guaranteedBooking,
  partnerDetail,
  setupOf,
  markNoShow,
  noShowWithCard,
} from './guarantee-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('payments: charging a booking and refunding', () => {
  const t = appOfFile();

  /** The owner signs in again (a session lasts less than the charge window). */
  const signIn = async (form: { phone: string; password: string }) => (await login(t, form)).token as string;

  const charge = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, paymentApiPaths.chargeBooking, body, token)).json();

  it('charges a no-show at the meal + 7 days − 1 minute, and refuses at + 7 days + 1 minute', async () => {
    const early = await noShowWithCard(t);
    t.clock.current = early.mealAt + 7 * DAY - MINUTE;
    const earlyToken = await signIn(early.restaurant.form);
    const accepted = await chargeBooking(t, earlyToken, early.booking.id, 'no_show', '80', 'Absents sans prévenir');
    expect(accepted, JSON.stringify(accepted)).toMatchObject({
      status: 200,
      data: { status: 'succeeded', amount_cents: 8000, kind: 'no_show' },
    });

    const late = await noShowWithCard(t, '2026-11-28');
    t.clock.current = late.mealAt + 7 * DAY + MINUTE;
    const lateToken = await signIn(late.restaurant.form);
    const refused = await chargeBooking(t, lateToken, late.booking.id, 'no_show', '80', 'Absents');
    expect(refused).toMatchObject({ status: 201, code: 'CHARGE_WINDOW_CLOSED', field: 'booking_id' });
    expect(refused.fr_message).toContain('7 jours');
  });

  it('records a charge in the history, the journal, and sends the guest a receipt with the reason', async () => {
    const { restaurant, booking } = await noShowWithCard(t);
    const done = await chargeBooking(
      t,
      restaurant.token,
      booking.id,
      'no_show',
      '60,50',
      'Table gardée toute la soirée',
    );
    expect(done.data).toMatchObject({ status: 'succeeded', amount: '60.50', actor: 'restaurant' });
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({ amount_due_cents: 0, chargeable_kind: null });
    expect(detail.data.guarantee_detail.charges).toHaveLength(1);
    expect(detail.data.history.at(-1)).toMatchObject({
      change: 'charged',
      reason: '60.50 · Table gardée toute la soirée',
    });
    const journal = await t.app.infra.db
      .selectFrom('journal_entries')
      .select(['kind', 'total_cents'])
      .where('restaurant_id', '=', restaurant.id)
      .execute();
    expect(journal).toEqual([{ kind: 'compensation', total_cents: 6050 }]);
    await t.app.infra.jobs.runner.runDue();
    const receipt = t.transport.sent.find((m) => m.channel === 'sms' && m.text.includes('a débité'));
    expect(receipt?.text).toContain('60,50');
    expect(receipt?.text).toContain('Table gardée toute la soirée');
  });

  it('refuses a second charge, and of two charges pressed at once makes one', async () => {
    const first = await noShowWithCard(t);
    const body = { booking_id: first.booking.id, kind: 'no_show', amount: '80', reason: 'Absents' };
    expect((await charge(first.restaurant.token, body)).status).toBe(200);
    const second = await charge(first.restaurant.token, body);
    expect(second).toMatchObject({ status: 201, code: 'CHARGE_ALREADY_MADE' });

    const other = await noShowWithCard(t, '2026-11-28');
    const both = await Promise.all([
      charge(other.restaurant.token, { ...body, booking_id: other.booking.id }),
      charge(other.restaurant.token, { ...body, booking_id: other.booking.id }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both.find((answer) => answer.status === 201).code).toBe('CHARGE_ALREADY_MADE');
    const charges = await t.app.infra.db
      .selectFrom('booking_charges')
      .select(['status', 'amount_cents'])
      .where('booking_id', '=', other.booking.id)
      .execute();
    expect(charges).toEqual([{ status: 'succeeded', amount_cents: 8000 }]);
    const journal = await t.app.infra.db
      .selectFrom('journal_entries')
      .select('kind')
      .where('restaurant_id', '=', other.restaurant.id)
      .execute();
    expect(journal).toHaveLength(1);
  });

  it('refuses more than per cover × covers, a charge without a reason or before the meal, and staff', async () => {
    const { restaurant, booking } = await noShowWithCard(t);
    const above = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '80.01', 'Absents');
    expect(above).toMatchObject({ status: 201, code: 'CHARGE_ABOVE_DUE', field: 'amount' });
    const noReason = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '10', '');
    expect(noReason).toMatchObject({ status: 201, code: 'CHARGE_REASON_REQUIRED', field: 'reason' });
    const wrongKind = await chargeBooking(t, restaurant.token, booking.id, 'late_cancellation', '10', 'Annulé tard');
    expect(wrongKind.code).toBe('CHARGE_NOT_ALLOWED');
    const staff = await teamMember(t, restaurant.token, 'staff');
    const forbidden = await post(
      t.app,
      paymentApiPaths.chargeBooking,
      { booking_id: booking.id, kind: 'no_show', amount: '10', reason: 'x' },
      staff.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN_FOR_ROLE');
    const manager = await teamMember(t, restaurant.token, 'manager');
    const byManager = await chargeBooking(t, manager.token, booking.id, 'no_show', '40', 'Absents');
    expect(byManager.data).toMatchObject({ status: 'succeeded', actor: 'Marc' });

    // A booking to come is not charged.
    t.clock.current = START;
    const ahead = await bookingWithCard(t, { date: '2026-11-30' });
    const tooEarly = await chargeBooking(t, ahead.restaurant.token, ahead.booking.id, 'no_show', '10', 'Absents');
    expect(tooEarly.code).toBe('CHARGE_TOO_EARLY');
    // Another restaurant's booking is not found.
    const foreign = await chargeBooking(t, ahead.restaurant.token, booking.id, 'no_show', '10', 'x');
    expect(foreign.code).toBe('NOT_FOUND');
  });

  it('refunds up to what was charged, with a reason, and writes the refund in the journal', async () => {
    const { restaurant, booking } = await noShowWithCard(t);
    const made = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '80', 'Absents');
    const refund = async (body: Record<string, unknown>) =>
      (await post(t.app, paymentApiPaths.refundCharge, body, restaurant.token)).json();
    const part = await refund({ charge_id: made.data.id, amount: '30', reason: 'Geste commercial' });
    expect(part.data).toMatchObject({
      refunded_cents: 3000,
      refunds: [{ amount_cents: 3000, reason: 'Geste commercial' }],
    });
    expect((await refund({ charge_id: made.data.id, amount: '50.01', reason: 'Trop' })).code).toBe(
      'REFUND_ABOVE_CHARGED',
    );
    expect((await refund({ charge_id: made.data.id, reason: '' })).code).toBe('REFUND_REASON_REQUIRED');
    // The rest, pressed twice at once: one refund.
    const both = await Promise.all([
      refund({ charge_id: made.data.id, reason: 'Imprévu justifié' }),
      refund({ charge_id: made.data.id, reason: 'Imprévu justifié' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both.find((answer) => answer.status === 200).data.refunded_cents).toBe(8000);
    const journal = await t.app.infra.db
      .selectFrom('journal_entries')
      .select(['kind', 'total_cents'])
      .where('restaurant_id', '=', restaurant.id)
      .orderBy('seq')
      .execute();
    expect(journal).toEqual([
      { kind: 'compensation', total_cents: 8000 },
      { kind: 'compensation_refund', total_cents: 3000 },
      { kind: 'compensation_refund', total_cents: 5000 },
    ]);
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail.charges[0].refunds).toHaveLength(2);
  });

  it('leaves a charge the bank wants authenticated waiting, sends the guest a link to pay, and counts it once paid', async () => {
    t.clock.current = START;
    const { restaurant, booking } = await guaranteedBooking(t);
    // A card whose bank asks for authentication, at the setup (approved) and at the charge.
    await enterCard(t, booking.id, { last4: '3155' });
    const setup = await setupOf(t, booking.id);
    await t.app.payments.simulated!.authenticateSetup(setup.setupIntentId, setup.clientSecret, true);
    await t.app.payments.eventsDelivered();
    expect((await partnerDetail(t, restaurant.token, booking.id)).data.status).toBe('confirmed');
    t.clock.current = parisInstant('2026-11-27', '19:20');
    await markNoShow(t, restaurant.token, booking.id);
    const asked = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '80', 'Absents');
    expect(asked).toMatchObject({ status: 200, data: { status: 'awaiting_authentication' } });
    await t.app.infra.jobs.runner.runDue();
    const link = t.transport.sent.find((m) => m.text.includes('/booking/pay?token='));
    expect(link).toBeDefined();
    const intent = await t.app.infra.db
      .selectFrom('booking_charges')
      .select(['payment_intent_id'])
      .where('id', '=', asked.data.id)
      .executeTakeFirstOrThrow();
    const secret = await t.app.payments.provider.intentClientSecret(intent.payment_intent_id!);
    await t.app.payments.simulated!.authenticatePayment(intent.payment_intent_id!, secret!, true);
    await t.app.payments.eventsDelivered();
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail.charges[0]).toMatchObject({ status: 'succeeded', amount_cents: 8000 });
    const journal = await t.app.infra.db
      .selectFrom('journal_entries')
      .select('kind')
      .where('restaurant_id', '=', restaurant.id)
      .execute();
    expect(journal).toEqual([{ kind: 'compensation' }]);
  });
});
