import { describe, expect, it } from 'vitest';
import { guestApiPaths } from '@portal/contract';
import { appOfFile, buildTestApp } from '../../helper.js';
import { guestBookOf, jean, START } from './guests-helper.js';
import { bookingRestaurant, expectTenExportsAMinute, partnerCall } from './reservations-helper.js';

const t = appOfFile();
const { byPhone, setStatus, guestList, csv, restaurantWithGuests } = guestBookOf(t);

describe('a large guest book', () => {
  it('gives an id to more guests than one insert holds, and lists and exports them all', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const at = Date.parse('2026-11-20T19:00:00Z');
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      restaurant_id: r.id,
      customer_id: null,
      first_name: 'Client',
      last_name: `N${i}`,
      phone: `+3361${String(i).padStart(7, '0')}`,
      email: '',
      lang: 'fr',
      date: '2026-11-20',
      time: '20:00',
      meal_at: at,
      ends_at: at + 90 * 60_000,
      covers: 2,
      status: 'honoured',
      source: 'phone',
      note: '',
      occasion: '',
      meal_voucher: 0,
      service_id: null,
      reference: `G${String(i).padStart(5, '0')}`,
      guarantee: 'none',
      fraud_reason_code: null,
      reason: '',
      created_at: at,
      updated_at: at,
      version: 1,
    }));
    // Written straight to the table: placing 1,200 bookings through the rules has its own tests.
    for (let i = 0; i < rows.length; i += 300)
      await t.database.db
        .insertInto('bookings')
        .values(rows.slice(i, i + 300))
        .execute();
    const list = await guestList(r.token, { page: '48' });
    expect(list.data).toMatchObject({ total: 1_200, pages: 48, page: 48 });
    expect(list.data.guests).toHaveLength(25);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const answer = await fetch(`${address}${guestApiPaths.guestCsv}`, { headers: { token: r.token } });
      const lines = (await answer.text()).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1 + 1_200);
    } finally {
      await t.app.close();
      // Its socket closed with it: the next tests get a fresh app.
      Object.assign(t, await buildTestApp());
    }
  });
});

describe('the guest export', () => {
  it('opens in French Excel: BOM, semicolons, CRLF, decimal comma, French dates, text never a formula', async () => {
    const { r } = await restaurantWithGuests();
    const [jeanRow] = (await guestList(r.token, { searchval: 'jean' })).data.guests;
    // Jean's second visit of 3 covers: 5 covers in 2 visits, 2,5 a visit.
    t.clock.current = Date.parse('2026-11-27T10:00:00Z');
    const third = await byPhone(r, '2026-11-27', '12:00', { ...jean, covers: 3 });
    t.clock.current = Date.parse('2026-11-27T12:30:00Z');
    await setStatus(r, third.id, 'honoured');
    await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: jeanRow.id, notes: '=HYPERLINK("http://x")\nsecond line; "quoted"', tags: '@vip', allergens: 'eggs' },
      r.token,
    );

    const answer = await csv(r.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    expect(answer.headers['x-request-id']).toBeTruthy();
    const text = answer.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nom;Prénom;Téléphone;E-mail;Visites;Couverts;Couverts par visite;Absences;Annulations tardives;Réservations;Dernière visite;Étiquettes;Allergènes;Notes',
    );
    expect(lines[1]).toBe(
      `Dupont;Jean;06 12 34 56 78;famille@example.fr;2;5;2,5;1;0;3;27/11/2026;'@vip;Œufs;"'=HYPERLINK(""http://x"")\nsecond line; ""quoted"""`,
    );
    expect(lines).toHaveLength(5); // head, three guests, the last CRLF
    expect(lines[4]).toBe('');

    const english = (await csv(r.token, 'en')).body.slice(1).split('\r\n');
    expect(english[0]).toMatch(/^Last name;First name;Phone;/);
    expect(english[1]).toContain(';Eggs;');
  });

  it('exports 10 times a minute, then answers 429 in both languages until the minute has passed', async () => {
    t.clock.current = START;
    const [r, other] = [await bookingRestaurant(t), await bookingRestaurant(t)];
    await expectTenExportsAMinute(t, (token) => csv(token), { restaurant: r.token, other: other.token });
  });

  it('writes only the head for a restaurant without guests', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    expect((await csv(r.token)).body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await guestList(r.token)).data).toMatchObject({ guests: [], total: 0, pages: 1 });
  });
});
