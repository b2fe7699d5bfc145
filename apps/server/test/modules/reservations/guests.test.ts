import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { teamMember } from '../team/team-helper.js';
import {
  changeStatus,
  bookAt,
  bookingRestaurant,
  type BookingRestaurant,
  expectTenExportsAMinute,
  partnerCall,
} from './reservations-helper.js';

/** Wednesday 25 November 2026, 11:00 in Paris. */
const START = Date.parse('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

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
  const answer = await partnerCall(t, bookingApiPaths.changeBookingStatus, { booking_id: bookingId, status }, r.token);
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

const jean = { first_name: 'Jean', last_name: 'Dupont', phone: '06 12 34 56 78', email: 'famille@example.fr' };

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

describe('the guest book', () => {
  it('lists one guest per phone with their visits, covers, no-shows and last visit, the last visited first', async () => {
    const { r, camille } = await restaurantWithGuests();
    const list = await guestList(r.token);
    expect(list).toMatchObject({ status: 200, data: { total: 3, page: 1, pages: 1, per_page: 25 } });
    expect(list.data.guests).toMatchObject([
      {
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '+33612345678',
        visits: 1,
        covers: 2,
        no_shows: 1,
        late_cancellations: 0,
        bookings: 2,
        last_visit_at: Date.parse('2026-11-25T18:00:00Z'),
        tags: [],
        allergens: [],
      },
      // Never visited: the latest booked first.
      { phone: camille.phone, visits: 0, bookings: 1, last_visit_at: null },
      // Jean's e-mail from another phone is another guest.
      { first_name: 'Marie', phone: '+33798765432', visits: 0, bookings: 1 },
    ]);
  });

  it('counts a guest on a booking’s card as the guest book does: one guest per phone, booked online or by phone', async () => {
    const { r, camille, online } = await restaurantWithGuests();
    // Camille, who has an account, also rang for a lunch the day before her online booking.
    t.clock.current = Date.parse('2026-11-26T20:00:00Z');
    const rang = await byPhone(r, '2026-11-27', '12:00', {
      first_name: 'Camille',
      last_name: 'Martin',
      phone: camille.form.mobileno,
    });
    t.clock.current = Date.parse('2026-11-27T13:30:00Z'); // 14:30 in Paris
    await setStatus(r, rang.id, 'honoured');

    const listed = (await guestList(r.token, { searchval: camille.form.mobileno })).data.guests;
    expect(listed).toMatchObject([{ phone: camille.phone, visits: 1, bookings: 2 }]);
    const card = (
      await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: String(online.id) }), r.token)
    ).json().data.guest;
    expect(card).toMatchObject({ visits: 1, no_shows: 0, last_visit_at: Date.parse('2026-11-27T11:00:00Z') });
  });

  it('counts a cancellation by the guest within 12 hours of the meal as late, one made earlier not', async () => {
    const { r, camille, online } = await restaurantWithGuests();
    // The guest cancels their Saturday dinner on Thursday: free and not late.
    t.clock.current = Date.parse('2026-11-26T20:00:00Z');
    expect((await partnerCall(t, bookingApiPaths.cancelBooking, { booking_id: online.id }, camille.token)).status).toBe(
      200,
    );
    let guest = (await guestList(r.token, { searchval: camille.phone })).data.guests[0];
    expect(guest).toMatchObject({ bookings: 1, late_cancellations: 0 });
    // A later booking the guest gives up by phone 3 hours before, recorded by the restaurant: late.
    const again = await bookAt(t, camille.token, r, '2026-11-29', '20:00', '2');
    expect(again.status).toBe(200);
    t.clock.current = Date.parse('2026-11-29T19:00:00Z') - 3 * HOUR;
    const recorded = await changeStatus(t, r.token, again.data.id, 'cancelled_by_customer');
    expect(recorded.status, JSON.stringify(recorded)).toBe(200);
    guest = (await guestList(r.token, { searchval: camille.phone })).data.guests[0];
    expect(guest).toMatchObject({ bookings: 2, late_cancellations: 1 });
  });

  it('finds a guest by part of the name in any case, by a tag, or by the phone typed as people write it', async () => {
    const { r } = await restaurantWithGuests();
    const names = async (searchval: string) =>
      ((await guestList(r.token, { searchval })).data.guests as Array<{ first_name: string }>).map((g) => g.first_name);
    expect(await names('dupont')).toEqual(['Jean', 'Marie']);
    expect(await names('JEAN DUP')).toEqual(['Jean']);
    expect(await names('06 12 34')).toEqual(['Jean']);
    expect(await names('+33 7 98 76 54 32')).toEqual(['Marie']);
    expect(await names('100%_')).toEqual([]);
    const marie = (await guestList(r.token, { searchval: 'marie' })).data.guests[0];
    await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: marie.id, tags: 'Habituée', allergens: '' },
      r.token,
    );
    expect(await names('habitu')).toEqual(['Marie']);
  });

  it('shows a guest with their bookings newest first, and keeps the notes, tags and allergens the team saves', async () => {
    const { r, honoured, missed } = await restaurantWithGuests();
    const [jeanRow] = (await guestList(r.token, { searchval: 'jean' })).data.guests;
    const detail = await guestDetail(r.token, jeanRow.id);
    expect(detail.data).toMatchObject({
      id: jeanRow.id,
      email: jean.email,
      notes: '',
      notes_updated_at: null,
      booking_list: [
        { id: missed.id, date: '2026-11-26', time: '20:00', covers: 4, status: 'no_show', source: 'phone' },
        { id: honoured.id, date: '2026-11-25', time: '19:00', covers: 2, status: 'honoured', source: 'phone' },
      ],
    });

    const staff = await teamMember(t, r.token, 'staff');
    const saved = await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      {
        guest_id: jeanRow.id,
        notes: 'Préfère la table près de la fenêtre.\nAnniversaire en mars.',
        tags: 'VIP, terrasse, vip',
        allergens: 'nuts,milk',
        lang: 'en',
      },
      staff.token,
    );
    expect(saved).toMatchObject({
      status: 200,
      message: 'Guest card saved',
      fr_message: 'Fiche client enregistrée',
      data: {
        notes: 'Préfère la table près de la fenêtre.\nAnniversaire en mars.',
        tags: ['VIP', 'terrasse'],
        // In the regulation's order, named in the asked language.
        allergens: [
          { code: 'milk', label: 'Milk' },
          { code: 'nuts', label: 'Nuts' },
        ],
        notes_updated_at: t.clock.current,
      },
    });
    const listed = (await guestList(r.token, { searchval: 'jean', lang: 'fr' })).data.guests[0];
    expect(listed).toMatchObject({
      tags: ['VIP', 'terrasse'],
      allergens: [
        { code: 'milk', label: 'Lait' },
        { code: 'nuts', label: 'Fruits à coque' },
      ],
    });
    // Clearing them leaves nothing behind.
    const cleared = await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: jeanRow.id, notes: '', tags: '', allergens: '' },
      r.token,
    );
    expect(cleared.data).toMatchObject({ notes: '', tags: [], allergens: [] });
  });

  it('refuses notes over 1000 characters, an eleventh tag, a long tag and an unknown allergen, in both languages', async () => {
    const { r } = await restaurantWithGuests();
    const [guest] = (await guestList(r.token)).data.guests;
    const save = (fields: Record<string, unknown>) =>
      partnerCall(
        t,
        guestApiPaths.saveGuestNotes,
        { guest_id: guest.id, notes: '', tags: '', allergens: '', ...fields },
        r.token,
      );
    expect(await save({ notes: 'x'.repeat(1001) })).toMatchObject({
      status: 201,
      code: 'GUEST_NOTES_TOO_LONG',
      field: 'notes',
      message: 'Notes hold at most 1000 characters',
      fr_message: 'Les notes comptent au plus 1000\u00a0caractères',
    });
    expect(await save({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(',') })).toMatchObject({
      status: 201,
      code: 'GUEST_TOO_MANY_TAGS',
      field: 'tags',
    });
    expect(await save({ tags: 'x'.repeat(31) })).toMatchObject({ code: 'GUEST_TAG_INVALID', field: 'tags' });
    expect(await save({ allergens: 'nuts,chocolate' })).toMatchObject({
      code: 'GUEST_ALLERGEN_UNKNOWN',
      field: 'allergens',
      fr_message: 'Choisissez les allergènes parmi les 14 de la réglementation',
    });
    expect((await guestDetail(r.token, guest.id)).data).toMatchObject({ notes: '', tags: [], allergens: [] });
  });

  it('never shows a guest to another restaurant: its ids are answered as missing and nothing changes', async () => {
    const { r } = await restaurantWithGuests();
    const other = await bookingRestaurant(t);
    const [guest] = (await guestList(r.token)).data.guests;
    expect((await guestList(other.token)).data).toMatchObject({ guests: [], total: 0 });
    expect(await guestDetail(other.token, guest.id)).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
      field: 'guest_id',
    });
    const save = await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: guest.id, notes: 'Écrit par un autre', tags: '', allergens: '' },
      other.token,
    );
    expect(save).toMatchObject({ status: 201, code: 'NOT_FOUND', field: 'guest_id' });
    expect((await guestDetail(r.token, guest.id)).data.notes).toBe('');
    // The same phone at the other restaurant is another guest, with only that restaurant's figures.
    await byPhone(other, '2026-11-30', '19:00', jean);
    const there = (await guestList(other.token)).data.guests;
    expect(there).toMatchObject([{ phone: '+33612345678', visits: 0, bookings: 1 }]);
    expect(there[0].id).not.toBe((await guestList(r.token, { searchval: 'jean' })).data.guests[0].id);
    const csvOfOther = (await csv(other.token)).body;
    expect(csvOfOther).not.toContain('Marie');
  });

  it('lets staff read and annotate guests, and keeps the export to managers', async () => {
    const { r } = await restaurantWithGuests();
    const staff = await teamMember(t, r.token, 'staff');
    const manager = await teamMember(t, r.token, 'manager');
    expect((await guestList(staff.token)).data.total).toBe(3);
    const refused = await csv(staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN_FOR_ROLE' });
    expect((await csv(manager.token)).statusCode).toBe(200);
  });
});

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
      t = await buildTestApp();
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
