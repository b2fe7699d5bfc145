import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { buildTestApp, post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, partnerCall } from '../reservations/reservations-helper.js';
import { bookingWithCard, enterCard, partnerDetail } from './guarantee-helper.js';

/*
 * The covers a card guarantees follow the party's free changes (more than 12 hours before the
 * meal), both ways: only covers removed inside 12 hours are a late reduction. A party that grows
 * to the imprint's size without a card is refused.
 */

const START = Date.parse('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const DATE = '2026-11-27';

describe('payments: the guaranteed covers follow the party', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const modify = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, bookingApiPaths.modifyBooking, body, token)).json();
  const charge = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, paymentApiPaths.chargeBooking, body, token)).json();

  it('charges nothing for covers the guest removed for free, more than 12 hours before the meal', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: DATE, time: '19:00', covers: '4' });
    const fewer = await modify(guest.token, { booking_id: booking.id, date: DATE, time: '19:00', covers: '2' });
    expect(fewer).toMatchObject({ status: 200, data: { covers: 2, status: 'confirmed' } });
    t.clock.current = parisInstant(DATE, '21:00');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({ amount_due_cents: 0, chargeable_kind: null });
    const refused = await charge(restaurant.token, {
      booking_id: booking.id,
      kind: 'late_reduction',
      amount: '40',
      reason: 'Deux couverts en moins',
    });
    expect(refused).toMatchObject({ status: 201, code: 'CHARGE_NOT_ALLOWED' });
  });

  it('guarantees the covers a guest added for free, and charges the covers removed inside 12 hours', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: DATE, time: '19:00', covers: '4' });
    const more = await modify(guest.token, { booking_id: booking.id, date: DATE, time: '19:00', covers: '6' });
    expect(more).toMatchObject({ status: 200, data: { covers: 6 } });
    // 21:00 is full (another party of 8): moving there with 5 is a request to the restaurant.
    const other = await verifiedCustomer(t);
    const eight = await book(t, other.token, { restaurant_id: restaurant.publicId, date: DATE, time: '21:00', covers: '8' });
    await enterCard(t, eight.data.id);
    const asked = await modify(guest.token, { booking_id: booking.id, date: DATE, time: '21:00', covers: '5' });
    expect(asked.data.modification).toMatchObject({ state: 'pending', covers: 5 });
    // The restaurant accepts 10 hours before the meal: the covers it removes are a late reduction.
    t.clock.current = parisInstant(DATE, '19:00') - 10 * HOUR;
    const accepted = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: asked.data.modification.id, action: 'accept' },
      restaurant.token,
    );
    expect(accepted).toMatchObject({ status: 200, data: { covers: 5, time: '21:00' } });
    t.clock.current = parisInstant(DATE, '23:00');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({
      chargeable_kind: 'late_reduction',
      amount_due_cents: 2000,
    });
    const above = await charge(restaurant.token, {
      booking_id: booking.id,
      kind: 'late_reduction',
      amount: '40',
      reason: 'Un couvert en moins',
    });
    expect(above).toMatchObject({ status: 201, code: 'CHARGE_ABOVE_DUE' });
    const done = await charge(restaurant.token, {
      booking_id: booking.id,
      kind: 'late_reduction',
      amount: '20',
      reason: 'Un couvert en moins',
    });
    expect(done).toMatchObject({ status: 200, data: { status: 'succeeded', amount_cents: 2000 } });
  });

  it('keeps the guaranteed covers when the restaurant accepts a request more than 12 hours before', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: '2026-11-28', time: '19:00', covers: '4' });
    const other = await verifiedCustomer(t);
    const eight = await book(t, other.token, {
      restaurant_id: restaurant.publicId,
      date: '2026-11-28',
      time: '21:00',
      covers: '8',
    });
    await enterCard(t, eight.data.id);
    const asked = await modify(guest.token, { booking_id: booking.id, date: '2026-11-28', time: '21:00', covers: '3' });
    expect(asked.data.modification).toMatchObject({ state: 'pending', covers: 3 });
    const accepted = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: asked.data.modification.id, action: 'accept' },
      restaurant.token,
    );
    expect(accepted).toMatchObject({ status: 200, data: { covers: 3 } });
    t.clock.current = parisInstant('2026-11-28', '23:00');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({ amount_due_cents: 0, chargeable_kind: null });
  });
});
