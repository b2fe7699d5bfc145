import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { bookAt, bookingRestaurant, bookOfDay, moveBooking, partnerCall, TOMORROW } from './reservations-helper.js';

const t = appOfFile();

const restaurantMove = (token: string, body: Record<string, unknown>) =>
  partnerCall(t, bookingApiPaths.moveBooking, body, token);

describe('moveBooking: the restaurant moves a booking', () => {
  it('moves the day, time and party under the slot rules, even within the hours a guest may no longer', async () => {
    const r = await bookingRestaurant(t);
    const guest = await verifiedCustomer(t);
    const booked = (await bookAt(t, guest.token, r, TOMORROW, '19:00', '2')).data;
    // Three hours before the meal: the guest can no longer move it, the restaurant can.
    t.clock.current = parisInstant(TOMORROW, '16:00');
    const late = await moveBooking(t, guest.token, booked.id, '20:00', 2);
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    // Above the online maximum (8) too: a phone party the restaurant takes.
    const moved = await restaurantMove(r.token, { booking_id: booked.id, date: TOMORROW, time: '20:30', covers: '9' });
    expect(moved).toMatchObject({
      status: 200,
      data: { id: booked.id, time: '20:30', covers: 9, status: 'confirmed' },
    });
    const day = await bookOfDay(t, r.token, TOMORROW);
    expect(day.data.slots.find((slot: { time: string }) => slot.time === '20:30').arrivals).toBe(9);
  });

  it('refuses a full slot, a time outside the services and another restaurant’s booking, and changes nothing', async () => {
    const r = await bookingRestaurant(t);
    const other = await bookingRestaurant(t);
    const [guest, crowd] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const booked = (await bookAt(t, guest.token, r, TOMORROW, '19:00', '2')).data;
    await bookAt(t, crowd.token, r, TOMORROW, '21:00', '8');
    const full = await restaurantMove(r.token, { booking_id: booked.id, date: TOMORROW, time: '21:00', covers: '4' });
    expect(full).toMatchObject({ status: 201, field: 'time' });
    const closed = await restaurantMove(r.token, { booking_id: booked.id, date: TOMORROW, time: '16:00', covers: '2' });
    expect(closed).toMatchObject({ status: 201 });
    const foreign = await restaurantMove(other.token, {
      booking_id: booked.id,
      date: TOMORROW,
      time: '20:00',
      covers: '2',
    });
    expect(foreign).toMatchObject({ status: 201, code: 'NOT_FOUND', field: 'booking_id' });
    const day = await bookOfDay(t, r.token, TOMORROW);
    expect(day.data.bookings.find((b: { id: number }) => b.id === booked.id)).toMatchObject({
      time: '19:00',
      covers: 2,
      modification: null,
    });
  });
});
