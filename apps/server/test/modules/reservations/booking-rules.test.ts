import { describe, expect, it } from 'vitest';
import { type TBookingEvent, bookingApiPaths, customerApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { bookingTopic } from '../../../src/modules/partner-stream/index.js';
import { appOfFile, buildTestApp, dialectUnderTest, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookAt, bookingRestaurant, bookOfDay, guest } from './reservations-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');
const SECOND = 1_000;
const TWELVE_HOURS = 12 * 3_600_000;

const t = appOfFile();

describe('reservations: the rules that must hold', () => {
  it('cancels free until 12 hours before the meal, to the second', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const date = '2026-11-27';
    const first = (await book(t, camille.token, { restaurant_id: r.publicId, date, time: '19:00', covers: '2' })).data;
    const second = (await book(t, camille.token, { restaurant_id: r.publicId, date, time: '12:00', covers: '2' })).data;
    t.clock.current = parisInstant(date, '19:00') - TWELVE_HOURS - SECOND;
    const free = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: first.id }, camille.token)).json();
    expect(free).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });
    t.clock.current = parisInstant(date, '12:00') - TWELVE_HOURS + SECOND;
    const late = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: second.id }, camille.token)).json();
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    expect(late.restaurant_phone).toBe(r.phone);
    const moved = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: second.id, date, time: '12:30', covers: '2' },
        camille.token,
      )
    ).json();
    expect(moved.code).toBe('BOOKING_CHANGE_TOO_LATE');
    t.clock.current = START;
  });

  it('counts the 12 hours on instants across the night the clocks change (27–28 March 2027)', async () => {
    t.clock.current = parisInstant('2027-03-20', '12:00');
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const noon = (await bookAt(t, camille.token, r, '2027-03-28', '12:00', '2')).data;
    // 23:30 on the 27th is 12 h 30 before noon by the wall clock, but only 11 h 30 of real time.
    t.clock.current = parisInstant('2027-03-27', '23:30');
    expect(noon.meal_at - t.clock.current).toBe(11.5 * 3_600_000);
    const late = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: noon.id }, camille.token)).json();
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    t.clock.current = parisInstant('2027-03-27', '22:59');
    const free = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: noon.id }, camille.token)).json();
    expect(free.data.status).toBe('cancelled_by_customer');
    t.clock.current = START;
  });

  it('never overbooks: 50 guests at once for the last 4 covers, 2 each, end with exactly 2 bookings', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const date = '2026-11-28';
    const camille = await verifiedCustomer(t);
    await book(t, camille.token, { restaurant_id: r.publicId, date, time: '20:00', covers: '6' });
    const service = t.app.reservations.bookings;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        service.book(guest(900_000 + i), { restaurant_id: r.publicId, date, time: '20:00', covers: 2 }),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(won).toHaveLength(2);
    expect(refused).toEqual(Array(48).fill('SLOT_FULL'));
    const day = await bookOfDay(t, r.token, date);
    expect(day.data.slots.find((s: { time: string }) => s.time === '20:00').booked_covers).toBe(10);
  });

  it('cancels a closed account’s future bookings in the same transaction and tells the restaurant', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const future = (await bookAt(t, camille.token, r, '2026-11-29', '20:00', '2')).data;
    const heard: TBookingEvent[] = [];
    const stop = t.app.infra.events.subscribe(bookingTopic(r.id), (event) => heard.push(event as TBookingEvent));
    try {
      const closed = (
        await post(t.app, customerApiPaths.customerCloseAccount, { password: camille.form.password }, camille.token)
      ).json();
      expect(closed.status).toBe(200);
      const day = await bookOfDay(t, r.token, '2026-11-29');
      expect(day.data.bookings).toMatchObject([{ id: future.id, status: 'cancelled_by_platform', last_name: '' }]);
      // The booking's own announcement goes out after the guest's answer: it may be heard here first.
      await expect.poll(() => heard.map((e) => e.type).slice(-2)).toEqual(['booking.updated', 'bookings.pending']);
      expect(heard.at(-2)).toMatchObject({ booking: { id: future.id, status: 'cancelled_by_platform' } });
    } finally {
      stop();
    }
  });

  // On PostgreSQL a second server process on the same database; on SQLite (one process) the same app.
  const where =
    dialectUnderTest === 'postgres' ? ' across two server processes, each hearing the other’s bookings' : '';
  it(`holds the last covers${where}`, async () => {
    t.clock.current = START;
    const other = dialectUnderTest === 'postgres' ? await buildTestApp({}, { sameDatabaseAs: t }) : t;
    try {
      other.clock.current = START;
      const r = await bookingRestaurant(t);
      const date = '2026-11-30';
      const heard: TBookingEvent[] = [];
      const stop = other.app.infra.events.subscribe(bookingTopic(r.id), (event) => heard.push(event as TBookingEvent));
      const apps = [t.app, other.app];
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          apps[i % 2]!.reservations.bookings.book(guest(800_000 + i), {
            restaurant_id: r.publicId,
            date,
            time: '19:00',
            covers: 2,
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
      await expect.poll(() => heard.filter((e) => e.type === 'booking.created').length).toBe(5);
      stop();
    } finally {
      if (other !== t) await other.close();
    }
  });
});
