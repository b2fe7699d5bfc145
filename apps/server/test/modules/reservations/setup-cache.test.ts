import { describe, expect, it, vi } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { twoServersOfFile, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { book, bookingRestaurant, bookOfDay, partnerCall, serviceForm, settingsForm } from './reservations-helper.js';

/*
 * A restaurant's settings, services and tables are kept in each server process behind their
 * version: a guest's availability or booking and the restaurant's book read only the version when
 * nothing changed, and a change saved through another process on the same database is seen at once.
 */

// The test clock starts on Wednesday 25 November 2026 at 11:00 in Paris.
const TOMORROW = '2026-11-26';

const [one, two] = twoServersOfFile();

async function availability(t: TestApp, publicId: string, covers: number) {
  return (
    await get(
      t.app,
      query(bookingApiPaths.availability.replace(':public_id', publicId), { date: TOMORROW, covers: String(covers) }),
    )
  ).json();
}

/** The times offered, and whether each can be booked. */
async function times(t: TestApp, publicId: string, covers: number): Promise<Record<string, boolean>> {
  const day = await availability(t, publicId, covers);
  expect(day.status).toBe(200);
  return Object.fromEntries(day.data.slots.map((s: { time: string; available: boolean }) => [s.time, s.available]));
}

/** Counts the reads of a restaurant's services behind the calls of `t`. */
function countSetupReads(t: TestApp) {
  const repository = (
    t.app.reservations.setup as unknown as { deps: { repository: { servicesOf: (...args: unknown[]) => unknown } } }
  ).deps.repository;
  return vi.spyOn(repository, 'servicesOf');
}

describe('reservation setup kept per process', () => {
  it('answers a repeated availability without reading the setup again', async () => {
    const r = await bookingRestaurant(one);
    const reads = countSetupReads(two);
    const first = await times(two, r.publicId, 2);
    expect(first).toMatchObject({ '12:00': true, '19:00': true, '22:00': true });
    expect(await times(two, r.publicId, 2)).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('shows settings, services and tables saved through another process at once', async () => {
    const r = await bookingRestaurant(one);
    const camille = await verifiedCustomer(one);
    expect(await times(two, r.publicId, 4)).toMatchObject({ '19:00': true, '21:30': true, '22:00': true });

    // Settings: a smaller largest party online.
    await partnerCall(one, bookingApiPaths.saveReservationSettings, settingsForm({ max_party_online: '3' }), r.token);
    expect(await availability(two, r.publicId, 4)).toMatchObject({ status: 201, code: 'COVERS_ABOVE_ONLINE_MAX' });
    expect(
      await book(two, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '4' }),
    ).toMatchObject({ status: 201, code: 'COVERS_ABOVE_ONLINE_MAX' });
    await partnerCall(one, bookingApiPaths.saveReservationSettings, settingsForm(), r.token);

    // A service: the dinner's last arrival moves from 22:00 to 21:00, and it is renamed.
    const dinner = serviceForm({ id: String(r.dinnerId), name: 'Supper', last_slot: '21:00' });
    expect(await partnerCall(one, bookingApiPaths.saveService, dinner, r.token)).toMatchObject({ status: 200 });
    const moved = await times(two, r.publicId, 4);
    expect(moved).toMatchObject({ '19:00': true, '21:00': true });
    expect(moved).not.toHaveProperty('22:00');
    expect((await bookOfDay(two, r.token, TOMORROW)).data.services.map((s: { name: string }) => s.name)).toEqual([
      'Lunch',
      'Supper',
    ]);

    // A table: with only a table of 2, a party of 4 finds none online; deleted, the service takes it again.
    const table = await partnerCall(
      one,
      bookingApiPaths.saveTable,
      { name: 'Fenêtre', min_covers: '1', max_covers: '2', online: '1' },
      r.token,
    );
    expect(table.status).toBe(200);
    expect(Object.values(await times(two, r.publicId, 4)).some(Boolean)).toBe(false);
    expect(
      await book(two, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '4' }),
    ).toMatchObject({ status: 201 });
    expect(await partnerCall(one, bookingApiPaths.deleteTable, { table_id: table.data.id }, r.token)).toMatchObject({
      status: 200,
    });
    expect(await times(two, r.publicId, 4)).toMatchObject({ '19:00': true });

    // A service deleted: its times are no longer offered.
    expect(await partnerCall(one, bookingApiPaths.deleteService, { service_id: r.lunchId }, r.token)).toMatchObject({
      status: 200,
    });
    expect(await times(two, r.publicId, 4)).not.toHaveProperty('12:00');
    const booked = await book(two, camille.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '19:00',
      covers: '4',
    });
    expect(booked).toMatchObject({ status: 200, data: { status: 'confirmed', time: '19:00', covers: 4 } });
  });
});
