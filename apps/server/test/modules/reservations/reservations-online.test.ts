import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import {
  book,
  bookAt,
  bookingRestaurant,
  bookOfDay,
  partnerCall,
  settingsForm,
  TOMORROW,
} from './reservations-helper.js';

const t = appOfFile();

describe('reservations: the guest books online', () => {
  it('books online: confirmed up to the limit, else waiting; closed, too large, too close refused', async () => {
    const r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '4' } });
    const camille = await verifiedCustomer(t);
    const confirmed = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '19:30',
      covers: '2',
      note: 'Fenêtre',
    });
    expect(confirmed).toMatchObject({
      status: 200,
      data: { status: 'confirmed', covers: 2, time: '19:30', restaurant_name: 'Le Bouchon Test', note: 'Fenêtre' },
    });
    expect(confirmed.data.free_change_until).toBe(parisInstant(TOMORROW, '19:30') - 12 * 3_600_000);
    const tooClose = await bookAt(t, camille.token, r, TOMORROW, '21:00', '2');
    expect(tooClose).toMatchObject({ status: 201, code: 'BOOKING_TOO_CLOSE_TO_ANOTHER' });
    const lunch = await bookAt(t, camille.token, r, TOMORROW, '12:00', '6');
    expect(lunch.data.status).toBe('pending');
    const large = await bookAt(t, camille.token, r, '2026-11-27', '20:00', '9');
    expect(large).toMatchObject({ status: 201, code: 'COVERS_ABOVE_ONLINE_MAX', field: 'covers' });
    const offGrid = await bookAt(t, camille.token, r, '2026-11-27', '20:15', '2');
    expect(offGrid).toMatchObject({ status: 201, code: 'SLOT_NOT_OFFERED', field: 'time' });
    const book1 = await bookOfDay(t, r.token, TOMORROW);
    expect(book1.data.counts).toEqual({ confirmed: 1, pending: 1 });
    expect(book1.data.expected_covers).toBe(8);
    expect(book1.data.slots.find((s: { time: string }) => s.time === '20:00')).toMatchObject({
      booked_covers: 2,
      capacity_covers: 10,
    });
    await partnerCall(t, bookingApiPaths.saveReservationSettings, settingsForm({ enabled: '0' }), r.token);
    const closed = await bookAt(t, camille.token, r, '2026-11-28', '20:00', '2');
    expect(closed).toMatchObject({ status: 201, code: 'RESERVATIONS_CLOSED' });
    const mine = (await get(t.app, bookingApiPaths.myBookings, camille.token)).json();
    expect(mine.data).toHaveLength(2);
  });

  it('answers the public availability without a token; an unknown restaurant is a 404', async () => {
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    await bookAt(t, camille.token, r, TOMORROW, '20:00', '8');
    const url = (id: string) =>
      query(bookingApiPaths.availability.replace(':public_id', id), { date: TOMORROW, covers: '4' });
    const day = (await get(t.app, url(r.publicId))).json();
    expect(day.status).toBe(200);
    const slots = Object.fromEntries(
      day.data.slots.map((s: { time: string; available: boolean }) => [s.time, s.available]),
    );
    expect(slots).toMatchObject({
      '12:00': true,
      '19:00': false,
      '20:00': false,
      '21:00': false,
      '21:30': true,
      '22:00': true,
    });
    const unknown = await get(t.app, url('zzzzzz'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('answers availability only while the restaurant takes bookings, for a party it takes online', async () => {
    const r = await bookingRestaurant(t, { settings: { max_party_online: '6' } });
    const url = (covers: string) =>
      query(bookingApiPaths.availability.replace(':public_id', r.publicId), { date: TOMORROW, covers });
    expect((await get(t.app, url('7'))).json()).toMatchObject({
      status: 201,
      code: 'COVERS_ABOVE_ONLINE_MAX',
      field: 'covers',
    });
    expect((await get(t.app, url('6'))).json().data).toMatchObject({ max_party_online: 6, min_notice_minutes: 60 });
    await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ enabled: '0', max_party_online: '6' }),
      r.token,
    );
    expect((await get(t.app, url('2'))).json()).toMatchObject({ status: 201, code: 'RESERVATIONS_CLOSED' });
    const bad = (
      await get(
        t.app,
        query(bookingApiPaths.availability.replace(':public_id', r.publicId), { date: '2026-02-30', covers: '2' }),
      )
    ).json();
    expect(bad).toMatchObject({ status: 201, code: 'BOOKING_DATE_INVALID', field: 'date' });
  });

  it('keeps another guest’s booking out of reach', async () => {
    const r = await bookingRestaurant(t);
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const booking = (await bookAt(t, camille.token, r, TOMORROW, '20:00', '2')).data;
    const read = (
      await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: booking.id }), dominique.token)
    ).json();
    expect(read).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const cancel = (
      await post(t.app, bookingApiPaths.cancelBooking, { booking_id: booking.id }, dominique.token)
    ).json();
    expect(cancel).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const partnerToken = await post(
      t.app,
      bookingApiPaths.bookTable,
      { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '2' },
      r.token,
    );
    expect(partnerToken.statusCode).toBe(401);
  });
});
