import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { bookAt, book, partnerCall } from '../reservations/reservations-helper.js';
import { chargeBooking, bookingWithCard, enterCard, partnerDetail } from './guarantee-helper.js';
import { bookingRestaurant } from '../reservations/reservations-helper.js';

/*
 * The covers a card guarantees follow the party's free changes (more than 12 hours before the
 * meal), both ways: only covers removed inside 12 hours are a late reduction. A party that grows
 * to the imprint's size without a card is refused.
 */

const START = Date.parse('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const DATE = '2026-11-27';

describe('payments: the guaranteed covers follow the party', () => {
  const t = appOfFile();

  const modify = async (token: string, body: Record<string, unknown>) =>
    (await post(t.app, bookingApiPaths.modifyBooking, body, token)).json();
  /** Another guest's party of 8, with a card, fills `date` at 21:00. */
  const fillNinePm = async (restaurant: { publicId: string }, date: string) => {
    const other = await verifiedCustomer(t);
    const eight = await book(t, other.token, { restaurant_id: restaurant.publicId, date, time: '21:00', covers: '8' });
    await enterCard(t, eight.data.id);
  };

  it('charges nothing for covers the guest removed for free, more than 12 hours before the meal', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: DATE, time: '19:00', covers: '4' });
    const fewer = await modify(guest.token, { booking_id: booking.id, date: DATE, time: '19:00', covers: '2' });
    expect(fewer).toMatchObject({ status: 200, data: { covers: 2, status: 'confirmed' } });
    t.clock.current = parisInstant(DATE, '21:00');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({ amount_due_cents: 0, chargeable_kind: null });
    const refused = await chargeBooking(
      t,
      restaurant.token,
      booking.id,
      'late_reduction',
      '40',
      'Deux couverts en moins',
    );
    expect(refused).toMatchObject({ status: 201, code: 'CHARGE_NOT_ALLOWED' });
  });

  it('guarantees the covers a guest added for free, and charges the covers removed inside 12 hours', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: DATE, time: '19:00', covers: '4' });
    const more = await modify(guest.token, { booking_id: booking.id, date: DATE, time: '19:00', covers: '6' });
    expect(more).toMatchObject({ status: 200, data: { covers: 6 } });
    // 21:00 is full (another party of 8): moving there with 5 is a request to the restaurant.
    await fillNinePm(restaurant, DATE);
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
    const above = await chargeBooking(t, restaurant.token, booking.id, 'late_reduction', '40', 'Un couvert en moins');
    expect(above).toMatchObject({ status: 201, code: 'CHARGE_ABOVE_DUE' });
    const done = await chargeBooking(t, restaurant.token, booking.id, 'late_reduction', '20', 'Un couvert en moins');
    expect(done).toMatchObject({ status: 200, data: { status: 'succeeded', amount_cents: 2000 } });
  });

  it('keeps the guaranteed covers when the restaurant accepts a request more than 12 hours before', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await bookingWithCard(t, { date: '2026-11-28', time: '19:00', covers: '4' });
    await fillNinePm(restaurant, '2026-11-28');
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

  it('refuses to grow a booking made without a card to the imprint size, signed in or through the manage link', async () => {
    t.clock.current = START;
    const restaurant = await bookingRestaurant(t, { settings: { imprint_per_cover: '20', imprint_min_party: '4' } });
    const guest = await verifiedCustomer(t);
    const small = await bookAt(t, guest.token, restaurant, DATE, '19:00', '2');
    expect(small.data).toMatchObject({ status: 'confirmed', covers: 2 });
    const grown = await modify(guest.token, { booking_id: small.data.id, date: DATE, time: '19:00', covers: '6' });
    expect(grown).toMatchObject({ status: 201, code: 'GUARANTEE_NEEDED_FOR_PARTY', field: 'covers' });
    expect(grown.message).toContain('book again');
    expect(grown.fr_message).toContain('réservez de nouveau');
    // Below the imprint's size, the party still changes freely.
    const three = await modify(guest.token, { booking_id: small.data.id, date: DATE, time: '19:30', covers: '3' });
    expect(three).toMatchObject({ status: 200, data: { covers: 3, time: '19:30', status: 'confirmed' } });

    // The same change through the booking's link, without signing in.
    await t.app.infra.jobs.runner.runDue();
    const sms = t.transport.sent.findLast((m) => m.to === guest.phone && m.text.includes('token='));
    const token = new URL(/https?:\/\/\S+/.exec(sms!.text)![0]).searchParams.get('token')!;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/booking/manage/modify',
      payload: new URLSearchParams({ token, lang: 'en', date: DATE, time: '19:30', covers: '5' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(posted.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: posted.headers.location as string });
    expect(page.body.replace(/\s+/g, ' ')).toContain('the restaurant asks for a card: book again for this party');
    const detail = await partnerDetail(t, restaurant.token, small.data.id);
    expect(detail.data).toMatchObject({ status: 'confirmed', covers: 3, guarantee_detail: null });
  });
});
