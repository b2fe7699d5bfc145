import { describe, expect, it, vi } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { appOfFile, dialectUnderTest, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import {
  changeStatus,
  book,
  bookAt,
  bookingRestaurant,
  type BookingRestaurant,
  bookOfDay,
  partnerCall,
  serviceForm,
} from './reservations-helper.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
/** Wednesday 25 November 2026, 11:00 in Paris. */
const START = Date.parse('2026-11-25T10:00:00Z');
/** The next day, 09:00 in Paris: the evening of the 25th is over. */
const NEXT_MORNING = Date.parse('2026-11-26T08:00:00Z');

const t = appOfFile({ METRICS_TOKEN });

/** The restaurant's tables named `names`, in that order, each of 1 to `maxCovers` covers and bookable online. */
async function bookableTables(token: string, names: string[], maxCovers: string) {
  const tables: Array<{ id: number }> = [];
  for (const name of names) {
    const body = { name, min_covers: '1', max_covers: maxCovers, online: '1' };
    tables.push((await partnerCall(t, bookingApiPaths.saveTable, body, token)).data);
  }
  return tables;
}

/** A booking taken by phone for the restaurant. */
async function byPhone(r: BookingRestaurant, date: string, time: string, source: 'phone' | 'walk_in' = 'phone') {
  const answer = await partnerCall(
    t,
    bookingApiPaths.createBooking,
    {
      date,
      time,
      covers: '2',
      first_name: 'Jean',
      last_name: 'Dupont',
      phone: '0612345678',
      country_code: '33',
      source,
    },
    r.token,
  );
  expect(answer.status).toBe(200);
  return answer.data as { id: number; service_id: number | null };
}

async function detail(r: BookingRestaurant, bookingId: number) {
  return (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: String(bookingId) }), r.token)).json()
    .data;
}

describe('removing a service or a table the book still uses', () => {
  it('keeps a service while bookings to come belong to it, then lets the past ones keep their history', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const past = await byPhone(r, '2026-11-25', '19:00');
    const camille = await verifiedCustomer(t);
    const future = (await bookAt(t, camille.token, r, '2026-11-28', '20:00', '2')).data;
    t.clock.current = NEXT_MORNING;

    const refused = await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.dinnerId }, r.token);
    expect(refused).toMatchObject({ status: 201, code: 'SERVICE_HAS_BOOKINGS', field: 'service_id' });
    expect(refused.message).toContain('move or cancel them first');
    expect(refused.fr_message).toContain('déplacez-les ou annulez-les');
    const services = (await get(t.app, bookingApiPaths.serviceList, r.token)).json().data as Array<{ id: number }>;
    expect(services.map((s) => s.id)).toContain(r.dinnerId);
    expect((await bookOfDay(t, r.token, '2026-11-28')).data.bookings).toMatchObject([
      { id: future.id, service_id: r.dinnerId },
    ]);

    const cancelled = await changeStatus(t, r.token, future.id, 'cancelled_by_restaurant', 'Fermeture exceptionnelle');
    expect(cancelled.status).toBe(200);
    const historyBefore = (await detail(r, past.id)).history;
    expect(await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.dinnerId }, r.token)).toMatchObject({
      status: 200,
    });
    const left = (await get(t.app, bookingApiPaths.serviceList, r.token)).json().data as Array<{ id: number }>;
    expect(left.map((s) => s.id)).toEqual([r.lunchId]);
    // The past evening still lists its booking, its time and history, without the service.
    const pastDay = await bookOfDay(t, r.token, '2026-11-25');
    expect(pastDay.data.bookings).toMatchObject([
      { id: past.id, time: '19:00', status: 'confirmed', service_id: null },
    ]);
    expect((await detail(r, past.id)).history).toEqual(historyBefore);
    // A service added later never claims the old bookings.
    const brunch = await partnerCall(t, bookingApiPaths.saveService, serviceForm(), r.token);
    expect(brunch.status).toBe(200);
    expect((await bookOfDay(t, r.token, '2026-11-25')).data.bookings).toMatchObject([{ service_id: null }]);
  });

  it('keeps a table while a booking to come is seated at it; past bookings lose it once it is gone', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const table = (
      await partnerCall(
        t,
        bookingApiPaths.saveTable,
        { name: 'Terrasse 1', min_covers: '1', max_covers: '4', online: '1' },
        r.token,
      )
    ).data as { id: number };
    const past = await byPhone(r, '2026-11-25', '19:00');
    const future = await byPhone(r, '2026-11-27', '20:00');
    for (const booking of [past, future])
      expect(
        await partnerCall(
          t,
          bookingApiPaths.assignTables,
          { booking_id: booking.id, table_ids: `${table.id}` },
          r.token,
        ),
      ).toMatchObject({ status: 200, data: { tables: [{ id: table.id, name: 'Terrasse 1' }] } });
    t.clock.current = NEXT_MORNING;

    const refused = await partnerCall(t, bookingApiPaths.deleteTable, { table_id: table.id }, r.token);
    expect(refused).toMatchObject({ status: 201, code: 'TABLE_HAS_BOOKINGS', field: 'table_id' });
    expect(refused.fr_message).toContain('attribuez-leur d’abord une autre table');
    expect((await get(t.app, bookingApiPaths.tableList, r.token)).json().data).toMatchObject([{ id: table.id }]);
    expect((await detail(r, future.id)).tables).toEqual([{ id: table.id, name: 'Terrasse 1' }]);

    expect(
      await partnerCall(t, bookingApiPaths.assignTables, { booking_id: future.id, table_ids: '' }, r.token),
    ).toMatchObject({
      status: 200,
      data: { tables: [] },
    });
    expect(await partnerCall(t, bookingApiPaths.deleteTable, { table_id: table.id }, r.token)).toMatchObject({
      status: 200,
    });
    expect((await get(t.app, bookingApiPaths.tableList, r.token)).json().data).toEqual([]);
    const pastDetail = await detail(r, past.id);
    expect(pastDetail).toMatchObject({ status: 'confirmed', tables: [] });
    // Who placed it at the table stays in its history.
    expect(pastDetail.history.map((h: { change: string; reason: string }) => [h.change, h.reason])).toContainEqual([
      'tables',
      'Terrasse 1',
    ]);
  });
});

describe('the book of a day', () => {
  it('lists each booking with its tables by name and the guest’s change waiting, that day’s only', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const tables = await bookableTables(r.token, ['B2', 'A1'], '8');
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const mine = (await bookAt(t, camille.token, r, '2026-11-27', '19:00', '2')).data;
    const theirs = (await bookAt(t, dominique.token, r, '2026-11-27', '21:00', '8')).data;
    await bookAt(t, dominique.token, r, '2026-11-28', '20:00', '2');
    expect(
      await partnerCall(
        t,
        bookingApiPaths.assignTables,
        { booking_id: mine.id, table_ids: tables.map((table) => table.id).join(',') },
        r.token,
      ),
    ).toMatchObject({ status: 200 });
    const request = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: mine.id, date: '2026-11-27', time: '21:00', covers: '3' },
        camille.token,
      )
    ).json();
    expect(request).toMatchObject({ status: 200, data: { modification: { state: 'pending' } } });
    const day = (await bookOfDay(t, r.token, '2026-11-27')).data;
    expect(day.bookings).toMatchObject([
      {
        id: mine.id,
        time: '19:00',
        tables: [
          { id: tables[1]!.id, name: 'A1' },
          { id: tables[0]!.id, name: 'B2' },
        ],
        modification: { id: request.data.modification.id, state: 'pending', time: '21:00', covers: 3 },
      },
      { id: theirs.id, time: '21:00', modification: null },
    ]);
    expect(day.bookings[1].tables).toHaveLength(1);
    expect(day.slots.find((slot: { time: string }) => slot.time === '19:00')).toMatchObject({
      booked_covers: 2,
      arrivals: 2,
    });
    expect((await bookOfDay(t, r.token, '2026-11-28')).data.bookings).toMatchObject([{ modification: null }]);
  });
});

describe('a party larger than any table', () => {
  it('is taken by phone within the capacity, without a table, for the restaurant to seat; online it finds none', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const tables = await bookableTables(r.token, ['T1', 'T2'], '4');
    const camille = await verifiedCustomer(t);
    const online = await bookAt(t, camille.token, r, '2026-11-27', '20:00', '6');
    expect(online).toMatchObject({ status: 201, code: 'SLOT_FULL' });
    const answer = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-27',
        time: '20:00',
        covers: '6',
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '0612345678',
        country_code: '33',
        source: 'phone',
      },
      r.token,
    );
    expect(answer).toMatchObject({ status: 200, data: { status: 'confirmed', covers: 6, tables: [] } });
    expect(
      await partnerCall(
        t,
        bookingApiPaths.assignTables,
        { booking_id: answer.data.id, table_ids: tables.map((table) => table.id).join(',') },
        r.token,
      ),
    ).toMatchObject({ status: 200, data: { tables: [{ name: 'T1' }, { name: 'T2' }] } });
    // The capacity still holds by phone: 10 covers at dinner.
    const beyond = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-27',
        time: '20:00',
        covers: '5',
        first_name: 'Marie',
        last_name: 'Curie',
        phone: '0612345679',
        country_code: '33',
        source: 'phone',
      },
      r.token,
    );
    expect(beyond).toMatchObject({ status: 201, code: 'SLOT_FULL' });
  });
});

describe('a guest’s bookings two hours apart', () => {
  it('refuses one less than two hours from another of that day, at any restaurant, and of two sent at once takes one', async () => {
    t.clock.current = START;
    const [here, there] = [await bookingRestaurant(t), await bookingRestaurant(t)];
    const camille = await verifiedCustomer(t);
    const first = await bookAt(t, camille.token, there, '2026-11-27', '19:00', '2');
    expect(first.status).toBe(200);
    const close = await bookAt(t, camille.token, here, '2026-11-27', '20:30', '2');
    expect(close).toMatchObject({ status: 201, code: 'BOOKING_TOO_CLOSE_TO_ANOTHER', field: 'time' });
    const later = await bookAt(t, camille.token, here, '2026-11-27', '21:00', '2');
    expect(later.status).toBe(200);
    // Cancelled, the first no longer stands in the way.
    expect(
      (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: first.data.id }, camille.token)).json(),
    ).toMatchObject({ status: 200 });
    expect((await bookAt(t, camille.token, here, '2026-11-27', '19:00', '2')).status).toBe(200);
    const dominique = await verifiedCustomer(t);
    const both = await Promise.all(
      ['12:00', '12:30'].map((time) =>
        book(t, dominique.token, { restaurant_id: here.publicId, date: '2026-11-28', time, covers: '2' }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both.find((answer) => answer.status === 201)).toMatchObject({ code: 'BOOKING_TOO_CLOSE_TO_ANOTHER' });
  });
});

describe('the booking figures and the stream', () => {
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const valueOf = (exposition: string, series: string) => {
    const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const created = (source: string) => `portal_bookings_created_total{source="${source}"}`;

  it(`counts the bookings created${dialectUnderTest === 'postgres' ? ' by this process' : ''}, per source, never a refused one`, async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const before = await scrape();
    expect((await bookAt(t, camille.token, r, '2026-11-27', '20:00', '2')).status).toBe(200);
    // Refused: more covers than the dinner holds.
    expect((await bookAt(t, camille.token, r, '2026-11-28', '20:00', '8')).status).toBe(200);
    const full = await bookAt(t, camille.token, r, '2026-11-28', '20:00', '8');
    expect(full).toMatchObject({ status: 201 });
    await byPhone(r, '2026-11-27', '19:00');
    await byPhone(r, '2026-11-25', '12:00', 'walk_in');
    const after = await scrape();
    expect(valueOf(after, created('online')) - valueOf(before, created('online'))).toBe(2);
    expect(valueOf(after, created('phone')) - valueOf(before, created('phone'))).toBe(1);
    expect(valueOf(after, created('walk_in')) - valueOf(before, created('walk_in'))).toBe(1);
  });

  it('answers the guest and keeps the booking when the stream cannot be told, and logs why', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const publish = vi.spyOn(t.app.infra.events, 'publish').mockRejectedValue(new Error('event bus down'));
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const answer = await bookAt(t, camille.token, r, '2026-11-27', '20:00', '2');
      expect(answer).toMatchObject({
        status: 200,
        data: {
          status: 'confirmed',
          restaurant_name: r.form.name,
          restaurant_phone: r.phone,
          restaurant_id: r.publicId,
        },
      });
      await t.app.reservations.announcer.sent();
      expect(publish).toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ restaurantId: r.id, bookingId: answer.data.id }),
        'booking event not sent',
      );
    } finally {
      publish.mockRestore();
      logged.mockRestore();
    }
    expect((await bookOfDay(t, r.token, '2026-11-27')).data.bookings).toMatchObject([{ status: 'confirmed' }]);
  });
});
