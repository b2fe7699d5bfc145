import { describe, expect, it } from 'vitest';
import { bookingApiPaths, customerApiPaths, guestApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookAt, bookingRestaurant, partnerCall } from './reservations-helper.js';

/*
 * A customer who closes their account is told their personal details are deleted: their name,
 * phone, e-mail and notes leave every restaurant's bookings, guest book and export, while the
 * restaurant's figures still count the bookings. The clock starts on Wednesday 25 November 2026.
 */

const t = appOfFile();

describe('closing a customer account', () => {
  it('erases the guest’s details from the restaurant’s bookings, guest book and export, and keeps the figures', async () => {
    t.clock.current = Date.parse('2026-11-25T10:00:00Z');
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t, { first_name: 'Camillia', last_name: 'Closeau' });
    const booked = await bookAt(t, camille.token, r, '2026-11-25', '20:00', '3');
    expect(booked.status).toBe(200);
    t.clock.current = Date.parse('2026-11-25T20:00:00Z');
    const honoured = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: booked.data.id, status: 'honoured' },
      r.token,
    );
    expect(honoured.status).toBe(200);
    const list = async () => (await get(t.app, query(guestApiPaths.guestList, {}), r.token)).json();
    const [guest] = (await list()).data.guests;
    expect(guest).toMatchObject({ first_name: 'Camillia', phone: camille.phone, visits: 1, covers: 3 });
    await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: guest.id, notes: 'Aime la table près de la fenêtre', tags: 'Habituée', allergens: '' },
      r.token,
    );

    const closed = (
      await post(t.app, customerApiPaths.customerCloseAccount, { password: camille.form.password }, camille.token)
    ).json();
    expect(closed).toMatchObject({ status: 200 });
    expect(closed.fr_message).toContain('vos nom, téléphone, e-mail et notes des réservations et fichiers clients');

    expect((await list()).data).toMatchObject({ total: 0, guests: [] });
    const csv = await t.app.inject({
      method: 'GET',
      url: query(guestApiPaths.guestCsv, { lang: 'fr' }),
      headers: { token: r.token },
    });
    expect(csv.body).not.toMatch(/Camillia|Closeau|fenêtre|780|@example/);
    const rows = await t.app.infra.db
      .selectFrom('bookings')
      .select(['first_name', 'last_name', 'phone', 'email', 'note', 'status', 'covers'])
      .where('id', '=', booked.data.id)
      .execute();
    expect(rows).toEqual([
      { first_name: '', last_name: '', phone: '', email: '', note: '', status: 'honoured', covers: 3 },
    ]);
    const notes = await t.app.infra.db
      .selectFrom('guests')
      .select('notes')
      .where('phone', '=', camille.phone)
      .execute();
    expect(notes).toEqual([]);
  });
});
