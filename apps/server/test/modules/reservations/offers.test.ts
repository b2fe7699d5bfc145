import { describe, expect, it } from 'vitest';
import { apiPaths, bookingApiPaths, customerApiPaths, offerApiPaths, type TOrder } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, buildTestApp, dialectUnderTest, post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody } from '../orders/orders-helper.js';
import { teamMember } from '../team/team-helper.js';
import {
  changeStatus,
  book,
  bookAt,
  bookingRestaurant,
  bookOfDay,
  guest,
  offerForm,
  partnerCall,
  serviceForm,
  settingsForm,
} from './reservations-helper.js';

// The test clock starts on Wednesday 25 November 2026 at 11:00 in Paris.
const START = Date.parse('2026-11-25T10:00:00Z');
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

type Slot = {
  time: string;
  available: boolean;
  offer: { offer_id: number; percent: number; applies_to: string } | null;
};

async function slots(t: TestApp, publicId: string, date: string, covers: number): Promise<Slot[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: query(bookingApiPaths.availability.replace(':public_id', publicId), { date, covers }),
  });
  return res.json().data.slots as Slot[];
}

const offerAt = (list: Slot[], time: string) => list.find((slot) => slot.time === time)?.offer ?? null;

const t = appOfFile();

describe('offers on table bookings', () => {
  it('refuses an offer outside its rules, saving nothing, with the reason in both languages', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ percent: '12' }, 'OFFER_PERCENT_INVALID', 'percent'],
      [{ percent: '55' }, 'OFFER_PERCENT_INVALID', 'percent'],
      [{ applies_to: 'drinks' }, 'OFFER_APPLIES_TO_INVALID', 'applies_to'],
      [{ weekdays: '' }, 'OFFER_WEEKDAYS_REQUIRED', 'weekdays'],
      [{ weekdays: '8' }, 'OFFER_WEEKDAYS_REQUIRED', 'weekdays'],
      [{ first_slot: '21:00', last_slot: '19:00' }, 'OFFER_SLOTS_INVALID', 'last_slot'],
      [{ first_slot: '7h' }, 'OFFER_SLOTS_INVALID', 'first_slot'],
      [{ valid_from: '2026-12-01', valid_to: '2026-11-30' }, 'OFFER_DATES_INVALID', 'valid_to'],
      [{ valid_to: '2026-02-30' }, 'OFFER_DATES_INVALID', 'valid_to'],
      [{ max_covers_per_slot: '0' }, 'OFFER_CAP_INVALID', 'max_covers_per_slot'],
      [{ min_party: '0' }, 'OFFER_MIN_PARTY_INVALID', 'min_party'],
    ];
    for (const [change, code, field] of cases) {
      const refused = await partnerCall(t, offerApiPaths.saveOffer, offerForm(change), r.token);
      expect(refused, JSON.stringify(change)).toMatchObject({ status: 201, code, field });
      expect(refused.fr_message).toBeTruthy();
    }
    expect((await partnerCall(t, offerApiPaths.saveOffer, offerForm({ percent: '12' }), r.token)).fr_message).toContain(
      'de 10 à 50',
    );
    const list = (await get(t.app, offerApiPaths.offerList, r.token)).json();
    expect(list.data.offers).toEqual([]);
  });

  it('shows the best offer on the slots it holds for, and none once paused', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const early = (await partnerCall(t, offerApiPaths.saveOffer, offerForm(), r.token)).data;
    expect(early).toMatchObject({ status: 'active', percent: 20, weekdays: [5], uptake: { bookings: 0, covers: 0 } });
    // A smaller discount on the whole bill all evening: the 20 % wins where both hold.
    const evening = (
      await partnerCall(
        t,
        offerApiPaths.saveOffer,
        offerForm({ name: 'Evening', percent: '10', applies_to: 'all', weekdays: '5,6', last_slot: '21:00' }),
        r.token,
      )
    ).data;
    const friday = await slots(t, r.publicId, FRIDAY, 2);
    expect(offerAt(friday, '19:00')).toEqual({ offer_id: early.id, percent: 20, applies_to: 'food' });
    expect(offerAt(friday, '20:00')).toEqual({ offer_id: early.id, percent: 20, applies_to: 'food' });
    expect(offerAt(friday, '20:30')).toEqual({ offer_id: evening.id, percent: 10, applies_to: 'all' });
    expect(offerAt(friday, '21:30')).toBeNull();
    expect(offerAt(friday, '12:00')).toBeNull();
    // Saturday: only the evening one; a party of one is under both minimums.
    expect(offerAt(await slots(t, r.publicId, SATURDAY, 2), '19:00')).toMatchObject({ offer_id: evening.id });
    expect(offerAt(await slots(t, r.publicId, FRIDAY, 1), '19:00')).toBeNull();
    // Out of its dates: December.
    expect(offerAt(await slots(t, r.publicId, '2026-12-04', 2), '19:00')).toBeNull();
    const paused = await partnerCall(
      t,
      offerApiPaths.changeOfferStatus,
      { offer_id: early.id, status: 'paused' },
      r.token,
    );
    expect(paused).toMatchObject({ status: 200, data: { status: 'paused' } });
    expect(offerAt(await slots(t, r.publicId, FRIDAY, 2), '19:00')).toMatchObject({
      offer_id: evening.id,
      percent: 10,
    });
  });

  it('keeps the offer on the booking as taken, and takes it off the slot once its covers are taken', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t, { dinner: { capacity_covers: '40' } });
    const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm({ max_covers_per_slot: '5' }), r.token))
      .data;
    const bookTheOfferAt7 = (token: string, covers: string) =>
      book(t, token, { restaurant_id: r.publicId, date: FRIDAY, time: '19:00', covers, offer_id: String(offer.id) });
    const camille = await verifiedCustomer(t);
    const taken = await bookTheOfferAt7(camille.token, '4');
    expect(taken).toMatchObject({
      status: 200,
      data: { offer: { offer_id: offer.id, percent: 20, applies_to: 'food', lost: false } },
    });
    // 4 of 5 covers taken: a party of 2 no longer gets it at 19:00, still at 19:30.
    const after = await slots(t, r.publicId, FRIDAY, 2);
    expect(offerAt(after, '19:00')).toBeNull();
    expect(offerAt(after, '19:30')).toMatchObject({ offer_id: offer.id });
    const late = await verifiedCustomer(t);
    const refused = await bookTheOfferAt7(late.token, '2');
    expect(refused).toMatchObject({ status: 201, code: 'OFFER_NO_LONGER_AVAILABLE', field: 'offer_id' });
    expect(refused.fr_message).toContain('n’est plus disponible');
    // Without naming it, the guest books without it.
    const plain = await bookAt(t, late.token, r, FRIDAY, '19:00', '2');
    expect(plain).toMatchObject({ status: 200, data: { offer: null } });
    // The restaurant changes the offer, then deletes it: the booking keeps 20 % on food.
    await partnerCall(t, offerApiPaths.saveOffer, offerForm({ offer_id: String(offer.id), percent: '30' }), r.token);
    expect(await partnerCall(t, offerApiPaths.deleteOffer, { offer_id: offer.id }, r.token)).toMatchObject({
      status: 200,
    });
    const day = await bookOfDay(t, r.token, FRIDAY);
    expect(day.data.bookings.find((b: { id: number }) => b.id === taken.data.id).offer).toEqual({
      offer_id: offer.id,
      percent: 20,
      applies_to: 'food',
      lost: false,
    });
    expect((await get(t.app, offerApiPaths.offerList, r.token)).json().data.offers).toEqual([]);
  });

  it('takes the offer from a party seated more than 15 minutes late, and says so to both sides', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t, { dinner: { capacity_covers: '40' } });
    const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm(), r.token)).data;
    const bookAt7 = async () => {
      const camille = await verifiedCustomer(t);
      const form = { restaurant_id: r.publicId, date: FRIDAY, time: '19:00', covers: '2', offer_id: String(offer.id) };
      return { token: camille.token, booking: (await book(t, camille.token, form)).data };
    };
    const onTime = await bookAt7();
    const late = await bookAt7();
    // Seated at 19:15 the offer holds; at 19:16 it is lost.
    t.clock.current = parisInstant(FRIDAY, '19:15');
    expect((await changeStatus(t, r.token, onTime.booking.id, 'seated')).data.offer).toEqual({
      offer_id: offer.id,
      percent: 20,
      applies_to: 'food',
      lost: false,
    });
    t.clock.current = parisInstant(FRIDAY, '19:16');
    expect((await changeStatus(t, r.token, late.booking.id, 'seated')).data.offer).toMatchObject({ lost: true });
    const day = await bookOfDay(t, r.token, FRIDAY);
    const offerOf = (id: number) => day.data.bookings.find((b: { id: number }) => b.id === id).offer;
    expect([offerOf(onTime.booking.id).lost, offerOf(late.booking.id).lost]).toEqual([false, true]);
    // The guest's own list says it too.
    const mine = (await get(t.app, bookingApiPaths.myBookings, late.token)).json();
    expect(mine.data.find((b: { id: number }) => b.id === late.booking.id).offer).toMatchObject({
      lost: true,
    });
    // Only the party that got the offer counts in its uptake.
    const listed = (await get(t.app, offerApiPaths.offerList, r.token)).json().data;
    expect(listed.offers[0]).toMatchObject({ uptake: { bookings: 1, covers: 2 } });
    t.clock.current = START;
  });

  it('keeps a moved booking’s offer only where it still holds, never past its cap', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t, { dinner: { capacity_covers: '40' } });
    const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm({ max_covers_per_slot: '4' }), r.token))
      .data;
    const [ana, ben, cleo] = [await verifiedCustomer(t), await verifiedCustomer(t), await verifiedCustomer(t)];
    const at = (time: string, covers: string) => ({
      restaurant_id: r.publicId,
      date: FRIDAY,
      time,
      covers,
      offer_id: String(offer.id),
    });
    const a = (await book(t, ana.token, at('19:00', '2'))).data;
    const b = (await book(t, ben.token, at('19:00', '2'))).data;
    expect([a.offer, b.offer]).toMatchObject([{ percent: 20 }, { percent: 20 }]);
    const move = async (token: string, id: number, time: string, covers: string) =>
      (await post(t.app, bookingApiPaths.modifyBooking, { booking_id: id, date: FRIDAY, time, covers }, token)).json();
    // Ana moves to 19:30, still within the offer: she keeps it, and 19:00 has room for 2 again.
    expect(await move(ana.token, a.id, '19:30', '2')).toMatchObject({ status: 200, data: { offer: { percent: 20 } } });
    // Ben grows to 3 at 19:00: 3 of 4, he keeps it; then Cléo's party of 2 would pass the cap.
    expect(await move(ben.token, b.id, '19:00', '3')).toMatchObject({ status: 200, data: { offer: { percent: 20 } } });
    expect(await book(t, cleo.token, at('19:00', '2'))).toMatchObject({ code: 'OFFER_NO_LONGER_AVAILABLE' });
    // Ana moves past the offer's last arrival: the booking no longer has it.
    expect(await move(ana.token, a.id, '21:30', '2')).toMatchObject({ status: 200, data: { offer: null } });
  });

  it('lists each offer’s uptake, and its cost from the report’s average basket (unknown without orders)', async () => {
    t.clock.current = START;
    const r = await openRestaurant(t);
    const token = r.partner.token;
    await partnerCall(t, bookingApiPaths.saveReservationSettings, settingsForm(), token);
    await partnerCall(t, bookingApiPaths.saveService, serviceForm(), token);
    const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm(), token)).data;
    const camille = await verifiedCustomer(t);
    const first = await bookAt(t, camille.token, r, FRIDAY, '19:00', '2');
    expect(first.data.offer).toMatchObject({ offer_id: offer.id, percent: 20 });
    let listed = (await get(t.app, offerApiPaths.offerList, token)).json().data;
    expect(listed.average_basket_cents).toBeNull();
    expect(listed.offers[0]).toMatchObject({
      uptake: { bookings: 1, covers: 2, honoured_covers: 0 },
      cost_cents: null,
    });
    // A completed order of 2 × 7,50 €: the average basket is 15,00 €.
    const placed = (
      await post(
        t.app,
        customerApiPaths.placeOrder,
        orderBody(r, { items: [{ item_id: r.tart, quantity: 2 }] }),
        camille.token,
      )
    ).json();
    const order = placed.data as TOrder;
    for (const status of [1, 4, 5])
      await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status }, token);
    // The meal takes place: 2 covers × 15,00 € × 20 % = 6,00 €.
    t.clock.current = parisInstant(FRIDAY, '21:00');
    const honoured = await changeStatus(t, token, first.data.id, 'honoured', '');
    expect(honoured).toMatchObject({ status: 200 });
    listed = (await get(t.app, offerApiPaths.offerList, token)).json().data;
    expect(listed.average_basket_cents).toBe(1500);
    expect(listed.offers[0]).toMatchObject({ uptake: { bookings: 1, covers: 2, honoured_covers: 2 }, cost_cents: 600 });
    t.clock.current = START;
  });

  it('is for managers, and another restaurant’s offer is answered as missing', async () => {
    t.clock.current = START;
    const a = await bookingRestaurant(t);
    const b = await bookingRestaurant(t);
    const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm(), a.token)).data;
    for (const [path, body] of [
      [offerApiPaths.changeOfferStatus, { offer_id: offer.id, status: 'paused' }],
      [offerApiPaths.deleteOffer, { offer_id: offer.id }],
      [offerApiPaths.saveOffer, offerForm({ offer_id: String(offer.id), percent: '50' })],
    ] as const)
      expect(await partnerCall(t, path, body, b.token)).toMatchObject({
        status: 201,
        code: 'NOT_FOUND',
        field: 'offer_id',
      });
    expect((await get(t.app, offerApiPaths.offerList, a.token)).json().data.offers[0]).toMatchObject({
      percent: 20,
      status: 'active',
    });
    const manager = await teamMember(t, a.token, 'manager');
    expect((await get(t.app, offerApiPaths.offerList, manager.token)).statusCode).toBe(200);
    const staff = await teamMember(t, a.token, 'staff');
    expect((await get(t.app, offerApiPaths.offerList, staff.token)).statusCode).toBe(403);
  });

  // On PostgreSQL the bookings come through two server processes on one database.
  const where = dialectUnderTest === 'postgres' ? ' across two server processes' : '';
  it(`never lets bookings at once take an offer past its cap${where}`, async () => {
    t.clock.current = START;
    const other = dialectUnderTest === 'postgres' ? await buildTestApp({}, { sameDatabaseAs: t }) : t;
    try {
      other.clock.current = START;
      const r = await bookingRestaurant(t, { dinner: { capacity_covers: '200' } });
      const offer = (await partnerCall(t, offerApiPaths.saveOffer, offerForm({ max_covers_per_slot: '7' }), r.token))
        .data;
      const apps = [t.app, other.app];
      // 30 parties of 2 naming the offer, and 30 taking the best at that moment, all at 19:00.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 60 }, (_, i) =>
          apps[i % 2]!.reservations.bookings.book(guest(700_000 + i), {
            restaurant_id: r.publicId,
            date: FRIDAY,
            time: '19:00',
            covers: 2,
            ...(i < 30 ? { offer_id: offer.id } : {}),
          }),
        ),
      );
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
      expect(new Set(refused)).toEqual(new Set(['OFFER_NO_LONGER_AVAILABLE']));
      const day = await bookOfDay(t, r.token, FRIDAY);
      const withOffer = (day.data.bookings as Array<{ covers: number; offer: { offer_id: number } | null }>).filter(
        (b) => b.offer?.offer_id === offer.id,
      );
      // 7 covers a slot: 3 parties of 2 (a fourth would make 8).
      expect(withOffer.reduce((sum, b) => sum + b.covers, 0)).toBe(6);
      expect(day.data.bookings).toHaveLength(60 - refused.length);
      const listed = (await get(t.app, offerApiPaths.offerList, r.token)).json().data.offers[0];
      expect(listed.uptake).toMatchObject({ bookings: 3, covers: 6 });
    } finally {
      if (other !== t) await other.close();
    }
  });
});
