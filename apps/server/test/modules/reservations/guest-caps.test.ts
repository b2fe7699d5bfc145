import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { addDays } from '../../../src/core/paris-time.js';
import { appOfFile, buildTestApp, dialectUnderTest, post, TEST_START } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { bookAt, bookingRestaurant, guest, restaurantOfFile } from './reservations-helper.js';

/*
 * The caps one customer cannot get around when booking online (the server's defaults): 4 bookings
 * to come at one restaurant, 10 at all restaurants, 20 covers a day once they book more than once
 * that day; held under the customer's lock, so bookings at once never pass them.
 */

const t = appOfFile();
const r = restaurantOfFile(t);

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** The n-th day from tomorrow (Thursday 26 November 2026). */
const day = (n: number) => addDays('2026-11-26', n);

describe('reservations: the caps of a customer’s bookings', () => {
  it('refuses a 5th booking to come at one restaurant, naming the cap in both languages', async () => {
    const camille = await verifiedCustomer(t);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const booked = await bookAt(t, camille.token, r, day(i), '19:00', '2');
      expect(booked.status).toBe(200);
      ids.push(booked.data.id as number);
    }
    const fifth = await bookAt(t, camille.token, r, day(4), '19:00', '2');
    expect(fifth).toMatchObject({ status: 201, code: 'BOOKING_LIMIT_AT_RESTAURANT', limit: 4 });
    expect(fifth.fr_message).toContain('nombre maximal de réservations à venir dans un même restaurant');
    expect(fifth.message).toContain('most bookings to come allowed at one restaurant');
    // Another restaurant counts apart; a booking cancelled, or whose meal has passed, no longer counts.
    const other = await bookingRestaurant(t);
    expect((await bookAt(t, camille.token, other, day(4), '12:00', '2')).status).toBe(200);
    await post(t.app, bookingApiPaths.cancelBooking, { booking_id: ids[1] }, camille.token);
    expect((await bookAt(t, camille.token, r, day(4), '19:00', '2')).status).toBe(200);
    expect((await bookAt(t, camille.token, r, day(5), '19:00', '2')).code).toBe('BOOKING_LIMIT_AT_RESTAURANT');
    t.clock.current = Date.parse(`${day(0)}T22:00:00Z`);
    expect((await bookAt(t, camille.token, r, day(5), '19:00', '2')).status).toBe(200);
  });

  it('refuses an 11th booking to come over every restaurant', async () => {
    const camille = await verifiedCustomer(t);
    const places = [r, await bookingRestaurant(t), await bookingRestaurant(t)];
    for (let i = 0; i < 10; i += 1)
      expect((await bookAt(t, camille.token, places[i % 3]!, day(10 + i), '12:00', '2')).status).toBe(200);
    // Three at the second restaurant: its own cap would let a fourth through, the overall one does not.
    const eleventh = await bookAt(t, camille.token, places[1]!, day(20), '12:00', '2');
    expect(eleventh).toMatchObject({ status: 201, code: 'BOOKING_LIMIT_OVERALL', limit: 10 });
    expect(eleventh.fr_message).toContain('nombre maximal de réservations à venir sur la plateforme');
  });

  // On PostgreSQL half the bookings go through a second server process on the same database.
  const where = dialectUnderTest === 'postgres' ? ', across two server processes' : '';
  it(`places exactly 4 of 20 bookings one customer makes at once on 20 days${where}`, async () => {
    const other = dialectUnderTest === 'postgres' ? await buildTestApp({}, { sameDatabaseAs: t }) : t;
    try {
      other.clock.current = TEST_START;
      const apps = [t.app, other.app];
      const customerId = 700_001;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          apps[i % 2]!.reservations.bookings.book(guest(customerId), {
            restaurant_id: r.publicId,
            date: day(30 + i),
            time: '12:30',
            covers: 2,
          }),
        ),
      );
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
      expect(refused).toEqual(Array(16).fill('BOOKING_LIMIT_AT_RESTAURANT'));
      const held = await t.app.infra.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      expect(Number(held.n)).toBe(4);
    } finally {
      if (other !== t) await other.close();
    }
  });

  it('caps the covers of a day once the customer books more than once that day, a raised party too', async () => {
    const camille = await verifiedCustomer(t);
    const date = day(25);
    const other = await bookingRestaurant(t);
    expect((await bookAt(t, camille.token, r, date, '12:00', '8')).status).toBe(200);
    expect((await bookAt(t, camille.token, other, date, '19:00', '8')).status).toBe(200);
    const third = await bookAt(t, camille.token, r, date, '21:00', '6');
    expect(third).toMatchObject({ status: 201, code: 'BOOKING_COVERS_LIMIT_FOR_DAY', field: 'covers', limit: 20 });
    expect(third.fr_message).toContain('nombre maximal de couverts');
    const fits = await bookAt(t, camille.token, r, date, '21:00', '4');
    expect(fits).toMatchObject({ status: 200, data: { covers: 4 } });
    const raised = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: fits.data.id, date, time: '21:00', covers: '5' },
        camille.token,
      )
    ).json();
    expect(raised).toMatchObject({ status: 201, code: 'BOOKING_COVERS_LIMIT_FOR_DAY', limit: 20 });
  });

  it('places one of two bookings of one customer at once at two restaurants less than 2 hours apart', async () => {
    const other = await bookingRestaurant(t);
    const date = day(26);
    const outcomes = await Promise.allSettled([
      t.app.reservations.bookings.book(guest(700_002), { restaurant_id: r.publicId, date, time: '19:00', covers: 2 }),
      t.app.reservations.bookings.book(guest(700_002), {
        restaurant_id: other.publicId,
        date,
        time: '20:00',
        covers: 2,
      }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'BOOKING_TOO_CLOSE_TO_ANOTHER' });
  });
});
