import { expect } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import type { TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookAt, bookingRestaurant, type BookingRestaurant, partnerCall } from './reservations-helper.js';

/** Wednesday 25 November 2026, 11:00 in Paris. */
export const START = Date.parse('2026-11-25T10:00:00Z');

export const jean = { first_name: 'Jean', last_name: 'Dupont', phone: '06 12 34 56 78', email: 'famille@example.fr' };

/** The guest book's calls and a restaurant that has guests, on the file's app `t`. */
export function guestBookOf(t: TestApp) {
  /** A booking the restaurant takes by phone. */
  async function byPhone(
    r: BookingRestaurant,
    date: string,
    time: string,
    guest: { first_name: string; last_name: string; phone: string; email?: string; covers?: number },
  ) {
    const answer = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date,
        time,
        covers: String(guest.covers ?? 2),
        first_name: guest.first_name,
        last_name: guest.last_name,
        phone: guest.phone,
        country_code: '33',
        email: guest.email ?? '',
        source: 'phone',
      },
      r.token,
    );
    expect(answer.status).toBe(200);
    return answer.data as { id: number };
  }

  async function setStatus(r: BookingRestaurant, bookingId: number, status: string) {
    const answer = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: bookingId, status },
      r.token,
    );
    expect(answer.status).toBe(200);
  }

  async function guestList(token: string, params: Record<string, string> = {}) {
    return (await get(t.app, query(guestApiPaths.guestList, params), token)).json();
  }

  async function guestDetail(token: string, guestId: number) {
    return (await get(t.app, query(guestApiPaths.guestDetail, { guest_id: String(guestId) }), token)).json();
  }

  async function csv(token: string, lang = 'fr') {
    return t.app.inject({ method: 'GET', url: query(guestApiPaths.guestCsv, { lang }), headers: { token } });
  }

  /**
   * A restaurant whose book holds: Jean's dinner of 2 honoured on the 25th and his 4 covers missed
   * on the 26th; a guest sharing Jean's e-mail from another phone; and Camille, booked online for
   * the 28th.
   */
  async function restaurantWithGuests() {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const honoured = await byPhone(r, '2026-11-25', '19:00', jean);
    const missed = await byPhone(r, '2026-11-26', '20:00', { ...jean, covers: 4 });
    const sharedEmail = await byPhone(r, '2026-11-26', '19:00', {
      first_name: 'Marie',
      last_name: 'Dupont',
      phone: '07 98 76 54 32',
      email: jean.email,
    });
    const camille = await verifiedCustomer(t);
    const online = await bookAt(t, camille.token, r, '2026-11-28', '20:00', '3');
    expect(online.status).toBe(200);
    t.clock.current = Date.parse('2026-11-25T20:00:00Z'); // 21:00 in Paris
    await setStatus(r, honoured.id, 'honoured');
    t.clock.current = Date.parse('2026-11-26T19:30:00Z'); // 20:30 on the 26th
    await setStatus(r, missed.id, 'no_show');
    return { r, camille, online: online.data as { id: number }, honoured, missed, sharedEmail };
  }

  return { byPhone, setStatus, guestList, guestDetail, csv, restaurantWithGuests };
}
