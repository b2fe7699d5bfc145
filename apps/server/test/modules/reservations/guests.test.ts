import { describe, expect, it } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import { appOfFile } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { teamMember } from '../team/team-helper.js';
import { guestBookOf, jean } from './guests-helper.js';
import { changeStatus, bookAt, bookingRestaurant, partnerCall } from './reservations-helper.js';

const HOUR = 3_600_000;

const t = appOfFile();
const { byPhone, setStatus, guestList, guestDetail, csv, restaurantWithGuests } = guestBookOf(t);

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
