import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { manageLinkKey, manageToken, readManageToken } from '../../../src/modules/reservations/manage-link.js';
import { appOfFile, post, TEST_START } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { restaurantOfFile, bookingWithManageLink } from './reservations-helper.js';

/*
 * The manage link: sent with the confirmation, it lets the guest see, cancel or
 * move one booking without signing in, under the 12-hour rule, until the meal has ended. The
 * token is signed with a key of its own: altered, for another booking, or made with another
 * secret, it opens nothing. The test clock starts on Wednesday 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';
const HOUR = 3_600_000;

const t = appOfFile();
const r = restaurantOfFile(t);

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** A guest's booking on Saturday at `time`, and the manage token from the SMS they received. */
async function bookedGuest(time: string) {
  const { guest, booking, link } = await bookingWithManageLink(t, r, { date: SATURDAY, time });
  expect(link.pathname).toBe('/booking/manage');
  return { ...guest, booking, token: link.searchParams.get('token')! };
}

const manage = (token: string) => get(t.app, query(bookingApiPaths.manageBooking, { token }));
const moveOnSaturday = async (token: string, time: string, covers: string) =>
  (await post(t.app, bookingApiPaths.manageBookingModify, { token, date: SATURDAY, time, covers })).json();

describe('the manage link', () => {
  it('shows its booking without signing in, and cancels it free of charge more than 12 hours before', async () => {
    const guest = await bookedGuest('19:30');
    const shown = (await manage(guest.token)).json();
    expect(shown).toMatchObject({
      status: 200,
      data: {
        id: guest.booking.id,
        status: 'confirmed',
        date: SATURDAY,
        time: '19:30',
        covers: 2,
        restaurant_name: 'Le Bouchon Test',
        free_change_until: parisInstant(SATURDAY, '19:30') - 12 * HOUR,
      },
    });

    const cancelled = (await post(t.app, bookingApiPaths.manageBookingCancel, { token: guest.token })).json();
    expect(cancelled).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });
    // The restaurant's book says so too.
    const detail = (
      await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: String(guest.booking.id) }), r.token)
    ).json();
    expect(detail.data.status).toBe('cancelled_by_customer');
    const again = (await post(t.app, bookingApiPaths.manageBookingCancel, { token: guest.token })).json();
    expect(again).toMatchObject({ status: 201, code: 'BOOKING_NOW_CANCELLED_BY_CUSTOMER' });
  });

  it('moves its booking under the same availability check', async () => {
    const guest = await bookedGuest('20:00');
    const moved = await moveOnSaturday(guest.token, '21:00', '3');
    expect(moved).toMatchObject({ status: 200, data: { time: '21:00', covers: 3, status: 'confirmed' } });
    // The same link still opens it at its new time.
    expect((await manage(guest.token)).json().data).toMatchObject({ time: '21:00', covers: 3 });
    const offGrid = await moveOnSaturday(guest.token, '21:10', '3');
    expect(offGrid).toMatchObject({ status: 201 });
    expect((await manage(guest.token)).json().data).toMatchObject({ time: '21:00', covers: 3 });
  });

  it('cancels free until 12 hours before the meal, then refuses, giving the restaurant’s phone', async () => {
    const early = await bookedGuest('19:00');
    const late = await bookedGuest('19:30');
    t.clock.current = parisInstant(SATURDAY, '07:00') - 1000;
    const free = (await post(t.app, bookingApiPaths.manageBookingCancel, { token: early.token })).json();
    expect(free).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });

    t.clock.current = parisInstant(SATURDAY, '07:30') + 1000;
    const refused = (await post(t.app, bookingApiPaths.manageBookingCancel, { token: late.token })).json();
    expect(refused).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE', restaurant_phone: r.phone });
    const lateMove = await moveOnSaturday(late.token, '20:00', '2');
    expect(lateMove).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    expect((await manage(late.token)).json().data).toMatchObject({ status: 'confirmed', time: '19:30' });
  });

  it('opens nothing once the meal is over', async () => {
    const guest = await bookedGuest('12:00');
    // Lunch lasts 90 minutes: the link works until 13:30.
    t.clock.current = parisInstant(SATURDAY, '13:30') - 1;
    expect((await manage(guest.token)).json().status).toBe(200);
    t.clock.current = parisInstant(SATURDAY, '13:30');
    expect((await manage(guest.token)).json()).toMatchObject({
      status: 201,
      code: 'BOOKING_LINK_INVALID',
      field: 'token',
    });
  });

  it('an altered token, one for another booking or one signed with another secret opens nothing', async () => {
    const guest = await bookedGuest('21:30');
    const other = await bookedGuest('22:00');
    const { bookingId, restaurantId } = readManageToken(manageLinkKey(t.app.config.JWT_SECRET), guest.token)!;
    expect(bookingId).toBe(guest.booking.id);
    const signature = guest.token.split('.')[3]!;
    const forged = [
      // Another booking's id under this booking's signature.
      `v1.${other.booking.id}.${restaurantId}.${signature}`,
      // The last character of the signature changed, in its unused bits too (the same bytes, spelled otherwise).
      ...['A', 'B', 'C', 'D', 'E']
        .filter((last) => !guest.token.endsWith(last))
        .map((last) => guest.token.slice(0, -1) + last),
      // A character in the middle of the signature changed.
      guest.token.slice(0, -10) + (guest.token.at(-10) === 'x' ? 'y' : 'x') + guest.token.slice(-9),
      // Signed with another portal's secret.
      manageToken(manageLinkKey('another portal secret, 32 bytes long!'), {
        id: bookingId,
        restaurant_id: restaurantId,
      }),
      // The key of the partners' tokens is not this one: the secret itself does not sign links.
      `v1.${bookingId}.${restaurantId}.${Buffer.alloc(32).toString('base64url')}`,
      'not a token',
    ];
    for (const token of forged) {
      expect((await manage(token)).json(), token).toMatchObject({ status: 201, code: 'BOOKING_LINK_INVALID' });
      expect((await post(t.app, bookingApiPaths.manageBookingCancel, { token })).json()).toMatchObject({
        code: 'BOOKING_LINK_INVALID',
      });
    }
    const missing = (await manage('')).json();
    expect(missing).toMatchObject({ status: 201, code: 'BOOKING_LINK_INVALID', field: 'token' });
    // Nothing was cancelled by the forgeries.
    expect((await manage(guest.token)).json().data.status).toBe('confirmed');
    expect((await manage(other.token)).json().data.status).toBe('confirmed');
  });
});
