import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post, TEST_START } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import {
  answerRequest,
  bookAt,
  bookingRestaurant,
  bookingWithManageLink,
  moveBooking,
  restaurantOfFile,
  TOMORROW,
} from './reservations-helper.js';

/*
 * What a guest's changes to a booking cannot get around, by the app (modifyBooking), the manage
 * link's call and its page alike: one request to the restaurant at a time, 5 changes a Paris day,
 * and the 2-hour rule at every restaurant, held under the customer's lock.
 */

const t = appOfFile();
const r = restaurantOfFile(t);
const SITE = 'http://localhost';

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** A guest's booking of 4 tomorrow at 19:00 with its manage link's token. */
async function linkedBooking(restaurant = r) {
  const made = await bookingWithManageLink(t, restaurant, { date: TOMORROW, time: '19:00', covers: '4' });
  return { ...made, token: made.link.searchParams.get('token')! };
}

/** The three ways a guest moves a booking tomorrow: the app, the manage link's call, its page (the `msg` it redirects with). */
const moves = {
  app: async (token: string, id: number, time: string, covers = 4) => moveBooking(t, token, id, time, covers),
  link: async (token: string, time: string, covers = 4) =>
    (
      await post(t.app, bookingApiPaths.manageBookingModify, { token, date: TOMORROW, time, covers: String(covers) })
    ).json(),
  page: async (token: string, time: string, covers = 4) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/booking/manage/modify',
      payload: new URLSearchParams({ token, lang: 'fr', date: TOMORROW, time, covers: String(covers) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    });
    return new URL(answer.headers.location as string, SITE).searchParams.get('msg');
  },
};

describe('reservations: the caps of a guest’s changes', () => {
  it('sends one request to the restaurant at a time, by the app, the link and its page', async () => {
    const restaurant = await bookingRestaurant(t);
    const { guest, booking, token } = await linkedBooking(restaurant);
    const other = await verifiedCustomer(t);
    await bookAt(t, other.token, restaurant, TOMORROW, '21:00', '8');
    const first = await moves.app(guest.token, booking.id, '21:00');
    expect(first.data.modification).toMatchObject({ state: 'pending', time: '21:00' });
    const second = await moves.link(token, '21:30');
    expect(second).toMatchObject({ status: 201, code: 'MODIFICATION_REQUEST_WAITING', field: 'booking_id' });
    expect(second.fr_message).toContain('une demande à la fois');
    expect((await moves.app(guest.token, booking.id, '21:30')).code).toBe('MODIFICATION_REQUEST_WAITING');
    expect(await moves.page(token, '21:30')).toBe('MODIFICATION_REQUEST_WAITING');
    const waiting = await t.app.infra.db
      .selectFrom('booking_modification_requests')
      .select(['state', 'time'])
      .where('booking_id', '=', booking.id)
      .execute();
    expect(waiting).toEqual([{ state: 'pending', time: '21:00' }]);
    // Once the restaurant has answered, the guest may ask again.
    expect((await answerRequest(t, restaurant.token, first.data.modification.id, 'decline')).status).toBe(200);
    expect((await moves.link(token, '21:30')).data.modification).toMatchObject({ state: 'pending', time: '21:30' });
  });

  it('takes 5 changes of a booking a Paris day, then refuses until midnight in Paris', async () => {
    const { guest, booking, token } = await linkedBooking();
    expect((await moves.app(guest.token, booking.id, '19:30')).data.time).toBe('19:30');
    expect((await moves.link(token, '20:00')).data.time).toBe('20:00');
    expect(await moves.page(token, '20:30')).toBe('saved');
    expect((await moves.app(guest.token, booking.id, '19:00', 3)).data.covers).toBe(3);
    expect((await moves.link(token, '19:30', 3)).data.time).toBe('19:30');
    t.clock.current = parisInstant('2026-11-25', '23:59');
    const sixth = await moves.app(guest.token, booking.id, '20:00', 3);
    expect(sixth).toMatchObject({ status: 201, code: 'BOOKING_CHANGES_LIMIT_FOR_DAY', limit: 5 });
    expect(sixth.fr_message).toContain('nombre maximal de modifications pour une journée');
    expect((await moves.link(token, '20:00', 3)).code).toBe('BOOKING_CHANGES_LIMIT_FOR_DAY');
    expect(await moves.page(token, '20:00', 3)).toBe('BOOKING_CHANGES_LIMIT_FOR_DAY');
    t.clock.current = parisInstant('2026-11-26', '00:00');
    expect((await moves.link(token, '20:00', 3)).data).toMatchObject({ time: '20:00', covers: 3 });
  });

  it('keeps two bookings of a guest 2 hours apart when one is moved, at any restaurant, by every way', async () => {
    const restaurant = await bookingRestaurant(t);
    const { guest, booking, token } = await linkedBooking(restaurant);
    const elsewhere = await bookingRestaurant(t);
    expect((await bookAt(t, guest.token, elsewhere, TOMORROW, '21:30', '2')).status).toBe(200);
    const app = await moves.app(guest.token, booking.id, '20:00');
    expect(app).toMatchObject({ status: 201, code: 'BOOKING_TOO_CLOSE_TO_ANOTHER', field: 'time' });
    expect((await moves.link(token, '20:30')).code).toBe('BOOKING_TOO_CLOSE_TO_ANOTHER');
    expect(await moves.page(token, '21:00')).toBe('BOOKING_TOO_CLOSE_TO_ANOTHER');
    // Exactly 2 hours apart is allowed.
    expect((await moves.link(token, '19:30')).data).toMatchObject({ time: '19:30' });
    // A move to a full time, which would wait for the restaurant, is held to the rule too.
    const other = await verifiedCustomer(t);
    await bookAt(t, other.token, restaurant, TOMORROW, '21:00', '8');
    expect((await moves.link(token, '21:00')).code).toBe('BOOKING_TOO_CLOSE_TO_ANOTHER');
  });

  it('moves one of two bookings of a guest at once when both moves together would break the 2-hour rule', async () => {
    const elsewhere = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const here = (await bookAt(t, camille.token, r, TOMORROW, '19:00', '2')).data;
    const there = (await bookAt(t, camille.token, elsewhere, TOMORROW, '22:00', '2')).data;
    const changes = t.app.reservations.changes;
    const outcomes = await Promise.allSettled([
      changes.modifyOwn(camille.id, { booking_id: here.id, date: TOMORROW, time: '20:00', covers: 2 }),
      changes.modifyOwn(camille.id, { booking_id: there.id, date: TOMORROW, time: '21:00', covers: 2 }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'BOOKING_TOO_CLOSE_TO_ANOTHER' });
  });
});
