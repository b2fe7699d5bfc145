import { describe, expect, it } from 'vitest';
import { bookingApiPaths, bookingStatsApiPaths, guestApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookingWithCard, partnerDetail } from '../payments/guarantee-helper.js';
import { teamMember } from '../team/team-helper.js';
import { changeStatus, book, partnerCall } from './reservations-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** bookingWithCard's booking: 4 guests on Friday 27 November 2026 at 19:00, 20 € per guest. */
const MEAL_AT = parisInstant('2026-11-27', '19:00');

const t = appOfFile();

/**
 * What the restaurant sees of the booking an hour after its meal: Friday's statistics, the guest
 * book, and the answer to a late-cancellation charge of 80 € (`reason` given).
 */
async function seenAfterTheMeal(owner: string, bookingId: number, reason: string) {
  t.clock.current = MEAL_AT + HOUR;
  const stats = (
    await get(t.app, query(bookingStatsApiPaths.bookingStats, { from: '2026-11-27', to: '2026-11-27' }), owner)
  ).json().data;
  const guests = (await get(t.app, query(guestApiPaths.guestList, {}), owner)).json().data;
  const charge = (
    await post(
      t.app,
      paymentApiPaths.chargeBooking,
      { booking_id: bookingId, kind: 'late_cancellation', amount: '80', reason },
      owner,
    )
  ).json();
  return { stats, guests, charge };
}

/**
 * A guest with a card phones to cancel; a staff member records it `before` the meal. Returns what
 * the restaurant then sees: the answer, the history, the statistics, the guest book, and the
 * charge it may ask for once the meal's time has come.
 */
async function cancelledByPhone(before: number) {
  t.clock.current = START;
  const made = await bookingWithCard(t);
  const owner = made.restaurant.token;
  const staff = await teamMember(t, owner, 'staff');
  t.clock.current = MEAL_AT - before;
  const recorded = await changeStatus(t, staff.token, made.booking.id, 'cancelled_by_customer');
  const detail = (await partnerDetail(t, owner, made.booking.id)).data;
  return { made, recorded, detail, ...(await seenAfterTheMeal(owner, made.booking.id, 'Annulé au téléphone')) };
}

describe('a cancellation the guest phones in', () => {
  it('inside 12 hours: recorded by the member at that instant, counted late, and chargeable', async () => {
    const { recorded, detail, stats, guests, charge } = await cancelledByPhone(12 * HOUR - MINUTE);
    expect(recorded.status, JSON.stringify(recorded)).toBe(200);
    expect(recorded.data.status).toBe('cancelled_by_customer');
    expect(detail.history.at(-1)).toEqual({
      at: MEAL_AT - 12 * HOUR + MINUTE,
      status: 'cancelled_by_customer',
      actor: 'Léa',
      change: 'status',
      reason: '',
    });
    expect(detail.guarantee_detail.chargeable_kind).toBe('late_cancellation');
    expect(stats.late_cancellations.total).toEqual({ bookings: 1, count: 1, rate: 100 });
    expect(stats.late_cancellations.by_source).toContainEqual({ group: 'online', bookings: 1, count: 1, rate: 100 });
    expect(stats.booked_covers).toBe(0);
    expect(guests.guests[0]).toMatchObject({ late_cancellations: 1 });
    // 4 guests at 20 €: 80 € at most.
    expect(charge.data, JSON.stringify(charge)).toMatchObject({
      kind: 'late_cancellation',
      status: 'succeeded',
      amount_cents: 8000,
    });
  });

  it('exactly 12 hours before: free, neither late nor chargeable', async () => {
    const { recorded, stats, charge } = await cancelledByPhone(12 * HOUR);
    expect(recorded.data.status).toBe('cancelled_by_customer');
    expect(stats.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
    expect(charge).toMatchObject({ status: 201, code: 'CHARGE_NOT_ALLOWED', field: 'kind' });
  });

  it('12 hours and a minute before: free, neither late nor chargeable', async () => {
    const { detail, stats, guests, charge } = await cancelledByPhone(12 * HOUR + MINUTE);
    expect(detail.guarantee_detail.chargeable_kind).toBeNull();
    expect(stats.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
    expect(guests.guests[0]).toMatchObject({ late_cancellations: 0 });
    expect(charge).toMatchObject({ status: 201, code: 'CHARGE_NOT_ALLOWED', field: 'kind' });
  });

  it('is recorded only from a booking to come, not once the guest is seated', async () => {
    t.clock.current = START;
    const made = await bookingWithCard(t);
    t.clock.current = MEAL_AT;
    const token = made.restaurant.token;
    const seated = (
      await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id: made.booking.id, status: 'seated' }, token)
    ).json();
    expect(seated.data.status).toBe('seated');
    const refused = await changeStatus(t, token, made.booking.id, 'cancelled_by_customer');
    expect(refused).toMatchObject({ status: 201, code: 'BOOKING_NOW_SEATED' });
  });
});

describe('a cancellation the restaurant proposed and the guest accepted', () => {
  it('two hours before the meal: free in the statistics, the guest book, the booking card and the charge check', async () => {
    t.clock.current = START;
    const made = await bookingWithCard(t);
    const owner = made.restaurant.token;
    // The guest asks to move to 21:00, which a phone party of 8 fills: the restaurant proposes cancelling.
    const filler = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-27',
        time: '21:00',
        covers: '8',
        first_name: 'Hugo',
        last_name: 'Bernard',
        phone: '0611223344',
        country_code: '33',
        note: '',
        source: 'phone',
      },
      owner,
    );
    expect(filler.status, JSON.stringify(filler)).toBe(200);
    const asked = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: made.booking.id, date: '2026-11-27', time: '21:00', covers: '4' },
        made.guest.token,
      )
    ).json();
    expect(asked.data.modification, JSON.stringify(asked)).toMatchObject({ state: 'pending', time: '21:00' });
    const proposed = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: asked.data.modification.id, action: 'propose_cancellation' },
      owner,
    );
    expect(proposed.status, JSON.stringify(proposed)).toBe(200);

    // The guest accepts two hours before the meal, then books again for the next evening.
    t.clock.current = MEAL_AT - 2 * HOUR;
    const accepted = (
      await post(
        t.app,
        bookingApiPaths.answerCancellationProposal,
        { booking_id: made.booking.id, accept: '1' },
        made.guest.token,
      )
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });
    const next = await book(t, made.guest.token, {
      restaurant_id: made.restaurant.publicId,
      date: '2026-11-28',
      time: '19:00',
      covers: '1',
    });
    expect(next.status, JSON.stringify(next)).toBe(200);
    const card = (await partnerDetail(t, owner, next.data.id)).data.guest;

    const { stats, guests, charge } = await seenAfterTheMeal(owner, made.booking.id, 'Annulé');
    const guest = guests.guests.find((row: { bookings: number }) => row.bookings === 2);

    // One cancellation by the guest, none of it late, wherever the restaurant looks.
    expect(stats.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
    expect(guest, JSON.stringify(guests)).toMatchObject({ bookings: 2, late_cancellations: 0 });
    expect(card).toMatchObject({ visits: 0, no_shows: 0, late_cancellations: 0 });
    expect(charge).toMatchObject({ status: 201, code: 'CHARGE_NOT_ALLOWED', field: 'kind' });
  });
});
