import { describe, expect, it } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { schedulePrivacyDaily } from '../../../src/modules/privacy/index.js';
import { appOfFile, TEST_START } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { book, bookingRestaurant, type BookingRestaurant, partnerCall } from '../reservations/reservations-helper.js';

/*
 * What the privacy page promises to keep, and for how long, kept by the daily job: a guest's
 * consent to a restaurant's news, and the restaurant's tags and notes on them, go 3 years after
 * their last booking there; a closed account's traces are gone within 14 days, the restaurant's
 * figures unchanged. The clock starts on Wednesday 25 November 2026.
 */

const t = appOfFile();
const DAY = 24 * 3_600_000;

/** The day's job, as the app runs it: scheduled for today, run when due. */
async function runDailyJob() {
  await schedulePrivacyDaily(t.app.infra.jobs.queue, t.clock.current);
  await t.app.infra.jobs.runner.runDue();
}

/** A guest who booked `date` 19:00, accepting the restaurant's news, and whom the team tagged. */
async function taggedGuest(r: BookingRestaurant, date: string, tag: string) {
  const guest = await verifiedCustomer(t);
  const booked = await book(t, guest.token, {
    restaurant_id: r.publicId,
    date,
    time: '19:00',
    covers: '2',
    news_email: '1',
  });
  expect(booked.status).toBe(200);
  const list = (await get(t.app, query(guestApiPaths.guestList, {}), r.token)).json();
  const entry = list.data.guests.find((g: { phone: string }) => g.phone === guest.phone);
  const saved = await partnerCall(
    t,
    guestApiPaths.saveGuestNotes,
    { guest_id: entry.id, notes: `Note ${tag}`, tags: tag, allergens: '' },
    r.token,
  );
  expect(saved.status).toBe(200);
  return { ...guest, bookingId: booked.data.id as number, guestId: entry.id as number };
}

const consentsOf = (customerId: number) =>
  t.app.infra.db
    .selectFrom('consents')
    .select(['restaurant_id', 'channel'])
    .where('customer_id', '=', customerId)
    .execute();
const notesOf = (guestId: number) =>
  t.app.infra.db.selectFrom('guests').select(['notes', 'tags']).where('id', '=', guestId).executeTakeFirst();

/** The same instant `years` later (UTC calendar, as the job counts). */
function yearsAfter(at: number, years: number): number {
  const date = new Date(at);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}

describe('personal data kept no longer than promised', () => {
  it('deletes the marketing data of a guest last seen 3 years and a day ago, and keeps that of one seen 3 years less a day ago', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const anna = await taggedGuest(r, '2026-11-26', 'Anniversaire');
    const bruno = await taggedGuest(r, '2026-11-28', 'Fidèle');
    const annaMeal = parisInstant('2026-11-26', '19:00');
    // Anna's meal 3 years and a day ago is Bruno's 3 years less a day ago.
    t.clock.current = yearsAfter(annaMeal, 3) + DAY;
    expect(t.clock.current).toBe(yearsAfter(parisInstant('2026-11-28', '19:00'), 3) - DAY);

    await runDailyJob();

    expect(await consentsOf(anna.id)).toEqual([]);
    expect(await notesOf(anna.guestId)).toEqual({ notes: '', tags: '[]' });
    expect(await consentsOf(bruno.id)).toEqual([{ restaurant_id: r.id, channel: 'email' }]);
    expect(await notesOf(bruno.guestId)).toEqual({ notes: 'Note Fidèle', tags: '["Fidèle"]' });
    // Anna's figures stay: her booking is still counted in the guest book.
    const kept = await t.app.infra.db
      .selectFrom('bookings')
      .select('covers')
      .where('id', '=', anna.bookingId)
      .execute();
    expect(kept).toEqual([{ covers: 2 }]);
  });

  it('keeps the consent of a guest whose last order there is recent, though their booking is over 3 years old', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const chloe = await taggedGuest(r, '2026-11-27', 'Livraison');
    const orderedAt = yearsAfter(parisInstant('2026-11-27', '19:00'), 2);
    // An order of two years later, as the orders module stores it.
    await t.app.infra.db
      .insertInto('orders')
      .values({
        restaurant_id: r.id,
        customer_id: chloe.id,
        order_number: 1,
        status: 4,
        service_type: 1,
        no_of_people: 1,
        payment_method: 1,
        subtotal_cents: 2000,
        tva_cents: 200,
        service_charge_cents: 0,
        total_cents: 2200,
        created_at: orderedAt,
        updated_at: orderedAt,
      })
      .execute();
    // Another day than the first case's: each day's run is stored once.
    // A day after the first case's: each Paris day's run is stored once.
    t.clock.current = yearsAfter(parisInstant('2026-11-27', '19:00'), 3) + DAY;

    await runDailyJob();

    expect(await consentsOf(chloe.id)).toEqual([{ restaurant_id: r.id, channel: 'email' }]);
  });

  it('anonymises by day 14 the bookings of an account closed outside the app, the restaurant’s statistics unchanged', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const camille = await taggedGuest(r, '2026-11-25', 'Habituée');
    t.clock.current = parisInstant('2026-11-25', '20:00');
    const honoured = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: camille.bookingId, status: 'honoured' },
      r.token,
    );
    expect(honoured.status).toBe(200);
    // Read as the screens read them (the partner's session would not outlive the 13 days).
    const stats = () => t.app.reservations.stats.figures(r.id, '2026-11-25', '2026-11-25');
    const guestBook = () => t.app.reservations.guests.list(r.id, { searchval: '', page: 1 }, 'fr');
    const before = await stats();
    expect(before).toMatchObject({ booked_covers: 2, honoured_covers: 2 });
    expect((await guestBook()).total).toBe(1);
    // An operator closed the account straight in the database: no closing listener ran.
    const closedAt = parisInstant('2026-11-26', '09:00');
    await t.app.infra.db.updateTable('customers').set({ closed_at: closedAt }).where('id', '=', camille.id).execute();

    t.clock.current = closedAt + 13 * DAY;
    await runDailyJob();

    const booking = await t.app.infra.db
      .selectFrom('bookings')
      .select(['first_name', 'last_name', 'phone', 'email', 'note', 'status', 'covers'])
      .where('id', '=', camille.bookingId)
      .executeTakeFirst();
    expect(booking).toEqual({
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      note: '',
      status: 'honoured',
      covers: 2,
    });
    expect(await consentsOf(camille.id)).toEqual([]);
    expect(await notesOf(camille.guestId)).toBeUndefined();
    expect((await guestBook()).total).toBe(0);
    expect(await stats()).toEqual(before);
  });
});
