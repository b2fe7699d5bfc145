import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { ReservationSetup } from '../../../src/modules/reservations/reservation-setup.js';
import { ReservationsRepository } from '../../../src/modules/reservations/reservations-repository.js';
import { appOfFile } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get } from '../menu/menu-helper.js';
import { bookAt, bookingRestaurant, partnerCall, serviceForm, TOMORROW } from './reservations-helper.js';

/*
 * A change of the setup that would leave bookings to come outside their service or at a table that
 * no longer holds them is refused with the list of those bookings; confirmed, it is saved and the
 * list comes back for the restaurant to move them.
 */
const t = appOfFile();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('setup changes that strand bookings to come', () => {
  it('lists the bookings a service’s new times or days leave outside it, and saves once confirmed', async () => {
    const r = await bookingRestaurant(t);
    const guest = await verifiedCustomer(t);
    const late = await bookAt(t, guest.token, r, TOMORROW, '21:30', '3');
    expect(late.status).toBe(200);
    const dinner = (changes: Record<string, unknown>) =>
      partnerCall(t, bookingApiPaths.saveService, serviceForm({ id: String(r.dinnerId), ...changes }), r.token);
    const listed = [{ id: late.data.id, date: TOMORROW, time: '21:30', name: 'Camille Martin', covers: 3 }];

    const earlier = await dinner({ last_slot: '21:00' });
    expect(earlier).toMatchObject({
      status: 201,
      code: 'SERVICE_CHANGE_AFFECTS_BOOKINGS',
      field: 'confirm_affected',
      affected_bookings: listed,
    });
    expect(earlier.fr_message).toContain('confirmez pour enregistrer quand même');
    // Thursday 26 November no longer among the days.
    expect(await dinner({ weekdays: '1,2,3,5,6,7' })).toMatchObject({ affected_bookings: listed });
    const kept = (await get(t.app, bookingApiPaths.serviceList, r.token)).json().data;
    expect(kept.find((s: { id: number }) => s.id === r.dinnerId)).toMatchObject({ last_slot: '22:00' });
    // A change the booking still fits in needs nothing.
    expect(await dinner({ first_slot: '18:30' })).toMatchObject({ status: 200, affected_bookings: [] });

    const confirmed = await dinner({ last_slot: '21:00', confirm_affected: '1' });
    expect(confirmed).toMatchObject({ status: 200, data: { last_slot: '21:00' }, affected_bookings: listed });
    // Deleting the service is refused with the same list.
    const deleted = await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.dinnerId }, r.token);
    expect(deleted).toMatchObject({ code: 'SERVICE_HAS_BOOKINGS', affected_bookings: listed });
  });

  it('lists the bookings seated at a table that fewer seats or leaving the online book strand', async () => {
    const r = await bookingRestaurant(t);
    const saveTable = (body: Record<string, unknown>) => partnerCall(t, bookingApiPaths.saveTable, body, r.token);
    const table = (await saveTable({ name: 'T1', min_covers: '1', max_covers: '4', online: '1' })).data;
    const guest = await verifiedCustomer(t);
    const booked = await bookAt(t, guest.token, r, TOMORROW, '20:00', '4');
    expect(booked).toMatchObject({ status: 200 });
    const listed = [{ id: booked.data.id, date: TOMORROW, time: '20:00', name: 'Camille Martin', covers: 4 }];
    const change = (changes: Record<string, unknown>) =>
      saveTable({ id: String(table.id), name: 'T1', min_covers: '1', max_covers: '4', online: '1', ...changes });

    for (const changes of [{ max_covers: '2' }, { online: '0' }])
      expect(await change(changes), JSON.stringify(changes)).toMatchObject({
        status: 201,
        code: 'TABLE_CHANGE_AFFECTS_BOOKINGS',
        affected_bookings: listed,
      });
    expect((await get(t.app, bookingApiPaths.tableList, r.token)).json().data).toMatchObject([
      { id: table.id, max_covers: 4, online: 1 },
    ]);
    expect(await change({ name: 'T1', max_covers: '6' })).toMatchObject({ status: 200, affected_bookings: [] });
    expect(await change({ max_covers: '2', confirm_affected: '1' })).toMatchObject({
      status: 200,
      data: { max_covers: 2 },
      affected_bookings: listed,
    });
  });

  it('deletes a service or a table under the locks of the days a booking may be placed on, in date order', async () => {
    const r = await bookingRestaurant(t, { settings: { max_advance_days: '3' } });
    const table = (
      await partnerCall(
        t,
        bookingApiPaths.saveTable,
        { name: 'T9', min_covers: '1', max_covers: '4', online: '1' },
        r.token,
      )
    ).data;
    const locked: string[] = [];
    const lockDay = ReservationsRepository.prototype.lockDay;
    vi.spyOn(ReservationsRepository.prototype, 'lockDay').mockImplementation(async function (
      this: ReservationsRepository,
      restaurantId,
      date,
      trx,
    ) {
      if (restaurantId === r.id) locked.push(date);
      return lockDay.call(this, restaurantId, date, trx);
    });
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.lunchId }, r.token)).toMatchObject({
      status: 200,
    });
    expect(locked).toEqual(days);
    locked.length = 0;
    expect(await partnerCall(t, bookingApiPaths.deleteTable, { table_id: table.id }, r.token)).toMatchObject({
      status: 200,
    });
    expect(locked).toEqual(days);
  });

  it('places a booking on the services as they are once it holds the day, not as it read them before', async () => {
    const r = await bookingRestaurant(t);
    const guest = await verifiedCustomer(t);
    // The restaurant deletes its dinner service between the booking's first read and its lock.
    const versioned = ReservationSetup.prototype.versioned;
    let deleted: unknown;
    vi.spyOn(ReservationSetup.prototype, 'versioned').mockImplementation(async function (
      this: ReservationSetup,
      restaurantId,
    ) {
      const read = await versioned.call(this, restaurantId);
      if (restaurantId === r.id && deleted === undefined) {
        deleted = await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.dinnerId }, r.token);
      }
      return read;
    });
    const booked = await bookAt(t, guest.token, r, TOMORROW, '20:00', '2');
    expect(deleted).toMatchObject({ status: 200 });
    expect(booked).toMatchObject({ status: 201, code: 'SLOT_NOT_OFFERED' });
    vi.restoreAllMocks();
    expect((await bookAt(t, guest.token, r, TOMORROW, '20:00', '2')).code).toBe('SLOT_NOT_OFFERED');
  });
});
