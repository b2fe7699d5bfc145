import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { profileForm, saveProfile } from '../restaurant/profile-helper.js';
import { teamMember } from '../team/team-helper.js';
import { bookAt, bookingRestaurant, bookOfDay, partnerCall, serviceForm, settingsForm } from './reservations-helper.js';

const t = appOfFile();

describe('reservations: the restaurant’s settings, services and opening hours', () => {
  it('keeps the settings, and the imprint is the owner’s alone', async () => {
    const r = await bookingRestaurant(t);
    const manager = await teamMember(t, r.token, 'manager');
    const changed = await post(
      t.app,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ imprint_per_cover: '15', max_party_online: '6' }),
      manager.token,
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe('FORBIDDEN_FOR_ROLE');
    const kept = (await get(t.app, bookingApiPaths.reservationSettings, r.token)).json();
    expect(kept.data).toMatchObject({ max_party_online: 8, imprint_per_cover_cents: 0, enabled: 1 });
    const managerSave = await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ max_party_online: '6' }),
      manager.token,
    );
    expect(managerSave).toMatchObject({ status: 200, data: { max_party_online: 6 } });
    const owner = await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ imprint_per_cover: '12,50' }),
      r.token,
    );
    expect(owner.data).toMatchObject({ imprint_per_cover: '12.50', imprint_per_cover_cents: 1250 });
    const bad = await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ slot_minutes: '20' }),
      r.token,
    );
    expect(bad).toMatchObject({ status: 201, code: 'SLOT_MINUTES_INVALID', field: 'slot_minutes' });
    expect(bad.fr_message).toContain('15 ou 30');
    const staff = await teamMember(t, r.token, 'staff');
    expect((await get(t.app, bookingApiPaths.reservationSettings, staff.token)).statusCode).toBe(403);
  });

  it('refuses a service outside the grid or overlapping another, saving nothing', async () => {
    const r = await bookingRestaurant(t);
    const late = { name: 'Late', fr_name: 'Tard', weekdays: '5', capacity_covers: '8' };
    const overlap = await partnerCall(
      t,
      bookingApiPaths.saveService,
      serviceForm({ ...late, first_slot: '21:30', last_slot: '23:00' }),
      r.token,
    );
    expect(overlap).toMatchObject({ status: 201, code: 'SERVICE_OVERLAP', field: 'first_slot' });
    const offGrid = await partnerCall(
      t,
      bookingApiPaths.saveService,
      serviceForm({ ...late, first_slot: '22:30', last_slot: '23:45' }),
      r.token,
    );
    expect(offGrid).toMatchObject({ status: 201, code: 'SERVICE_SLOTS_INVALID', field: 'last_slot' });
    const list = (await get(t.app, bookingApiPaths.serviceList, r.token)).json();
    expect(list.data.map((s: { name: string }) => s.name).sort()).toEqual(['Dinner', 'Lunch']);
  });

  it('keeps services inside the opening hours, books a night service past midnight under its evening, nothing on a closure day', async () => {
    const r = await bookingRestaurant(t);
    const saved = await saveProfile(
      t,
      r.token,
      profileForm(r, {
        open_time: '12:00,19:00',
        close_time: '14:00,02:00',
        closures: JSON.stringify([{ start_date: '2026-11-28', end_date: '2026-11-28', reason: 'Mariage' }]),
      }),
    );
    expect(saved.json().status).toBe(200);
    const outside = await partnerCall(
      t,
      bookingApiPaths.saveService,
      serviceForm({ name: 'Brunch', first_slot: '10:00', last_slot: '11:00' }),
      r.token,
    );
    expect(outside).toMatchObject({ status: 201, code: 'SERVICE_OUTSIDE_HOURS', field: 'first_slot' });
    const night = await partnerCall(
      t,
      bookingApiPaths.saveService,
      serviceForm({ name: 'Night', fr_name: 'Nuit', weekdays: '5', first_slot: '22:30', last_slot: '01:00' }),
      r.token,
    );
    expect(night).toMatchObject({ status: 200, data: { weekdays: [5], first_slot: '22:30', last_slot: '01:00' } });
    const camille = await verifiedCustomer(t);
    // Friday 27th's service, Saturday 28th 00:30 by the clock.
    const late = await bookAt(t, camille.token, r, '2026-11-27', '00:30', '2');
    expect(late).toMatchObject({
      status: 200,
      data: { date: '2026-11-27', time: '00:30', meal_at: parisInstant('2026-11-28', '00:30') },
    });
    const friday = (await bookOfDay(t, r.token, '2026-11-27')).data;
    expect(friday.services.map((s: { name: string }) => s.name)).toEqual(['Lunch', 'Dinner', 'Night']);
    expect(friday.bookings.map((b: { time: string }) => b.time)).toEqual(['00:30']);
    const closed = (
      await get(
        t.app,
        query(bookingApiPaths.availability.replace(':public_id', r.publicId), { date: '2026-11-28', covers: '2' }),
      )
    ).json();
    expect(closed.data.slots).toEqual([]);
    const refused = await bookAt(t, camille.token, r, '2026-11-28', '20:00', '2');
    expect(refused).toMatchObject({ status: 201, code: 'SLOT_NOT_OFFERED' });
  });

  it('describes its calls in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      spec.paths[bookingApiPaths.bookTable].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('covers');
    expect(spec.paths).toHaveProperty([bookingApiPaths.changeBookingStatus]);
    expect(Object.keys(spec.paths).some((path) => path.endsWith('/availability'))).toBe(true);
  });
});
