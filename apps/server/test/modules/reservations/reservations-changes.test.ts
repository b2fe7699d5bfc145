import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import {
  answerRequest,
  bookingBesideFullSlot,
  bookingRestaurant,
  bookOfDay,
  moveBooking,
  TOMORROW,
} from './reservations-helper.js';

const t = appOfFile();

describe('reservations: a guest’s move and the restaurant’s answer', () => {
  it('sends a move to a full slot to the restaurant, which may propose cancellation, free whatever the time', async () => {
    const r = await bookingRestaurant(t);
    const { guest: camille, booking: mine } = await bookingBesideFullSlot(t, r, 2, '21:00');
    const moved = await moveBooking(t, camille.token, mine.id, '19:30', 3);
    expect(moved).toMatchObject({ status: 200, data: { time: '19:30', covers: 3, status: 'confirmed' } });
    const full = await moveBooking(t, camille.token, mine.id, '21:00', 3);
    expect(full).toMatchObject({
      status: 200,
      data: { time: '19:30', covers: 3, modification: { state: 'pending', time: '21:00', covers: 3 } },
    });
    expect(full.message).toContain('request');
    const requestId = full.data.modification.id as number;
    const other = await bookingRestaurant(t);
    const foreign = await answerRequest(t, other.token, requestId, 'accept');
    expect(foreign).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const proposed = await answerRequest(t, r.token, requestId, 'propose_cancellation');
    expect(proposed.status).toBe(200);
    const again = await answerRequest(t, r.token, requestId, 'accept');
    expect(again).toMatchObject({ status: 201, code: 'MODIFICATION_ALREADY_ANSWERED' });
    // Within 12 hours of the meal: a plain cancel is refused, the accepted proposal is free.
    t.clock.current = parisInstant(TOMORROW, '12:00');
    const late = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: mine.id }, camille.token)).json();
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    expect(late.restaurant_phone).toMatch(/^\+33/);
    const seen = (
      await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: mine.id }), camille.token)
    ).json();
    expect(seen.data.proposal).toMatchObject({ kind: 'cancellation', request_id: requestId });
    const accepted = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });
    t.clock.current = Date.parse('2026-11-25T10:00:00Z');
  });

  it('lets the restaurant accept a move over capacity', async () => {
    const r = await bookingRestaurant(t);
    const { guest: camille, booking: mine } = await bookingBesideFullSlot(t, r, 4, '21:00');
    const full = await moveBooking(t, camille.token, mine.id, '21:00', 4);
    const accepted = await answerRequest(t, r.token, full.data.modification.id, 'accept');
    expect(accepted).toMatchObject({ status: 200, data: { time: '21:00', covers: 4, modification: null } });
    const day = await bookOfDay(t, r.token, TOMORROW);
    expect(day.data.slots.find((s: { time: string }) => s.time === '21:00').booked_covers).toBe(12);
  });

  it('lets the restaurant propose another time, which the guest accepts', async () => {
    const r = await bookingRestaurant(t);
    const { guest: camille, booking: mine } = await bookingBesideFullSlot(t, r, 2, '20:30');
    const full = await moveBooking(t, camille.token, mine.id, '20:30', 3);
    const noTime = await answerRequest(t, r.token, full.data.modification.id, 'propose_time');
    expect(noTime).toMatchObject({ status: 201, code: 'BOOKING_TIME_INVALID', field: 'time' });
    const proposed = await answerRequest(t, r.token, full.data.modification.id, 'propose_time', '22:00');
    expect(proposed.status).toBe(200);
    const seen = (await get(t.app, bookingApiPaths.myBookings, camille.token)).json().data[0];
    expect(seen.proposal).toMatchObject({ kind: 'time', time: '22:00' });
    const accepted = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { time: '22:00', status: 'confirmed', proposal: null } });
    const again = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(again).toMatchObject({ status: 201, code: 'NO_PROPOSAL_WAITING' });
  });
});
