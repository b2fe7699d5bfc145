import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, runAdminCommand } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { teamMember } from '../team/team-helper.js';
import { bookAt, bookingRestaurant, bookOfDay, changeStatus, partnerCall, TOMORROW } from './reservations-helper.js';

/** A booking taken by phone tonight, as the restaurant's form sends it. */
function phoneBooking(overrides: Record<string, string>) {
  return {
    date: '2026-11-25',
    time: '19:30',
    covers: '2',
    first_name: 'Jean',
    last_name: 'Dupont',
    phone: '',
    source: 'phone',
    ...overrides,
  };
}

const t = appOfFile();

describe('reservations: the restaurant’s book', () => {
  it('moves bookings through the restaurant’s transitions, naming the member who acted', async () => {
    const r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '2' } });
    const staff = await teamMember(t, r.token, 'staff', 'Léa');
    const camille = await verifiedCustomer(t);
    const pending = (await bookAt(t, camille.token, r, TOMORROW, '20:00', '4')).data;
    const noReason = await changeStatus(t, staff.token, pending.id, 'refused');
    expect(noReason).toMatchObject({ status: 201, code: 'BOOKING_REASON_REQUIRED', field: 'reason' });
    // Two devices confirm at once: one wins, the other is told the booking is confirmed now.
    const [a, b] = await Promise.all([
      changeStatus(t, staff.token, pending.id, 'confirmed'),
      changeStatus(t, r.token, pending.id, 'confirmed'),
    ]);
    const outcomes = [a, b].map((x) => x.status).sort();
    expect(outcomes).toEqual([200, 201]);
    const loser = [a, b].find((x) => x.status === 201);
    expect(loser).toMatchObject({ code: 'BOOKING_NOW_CONFIRMED', current_status: 'confirmed' });
    expect(loser.message).toContain('confirmed');
    const early = await changeStatus(t, staff.token, pending.id, 'no_show');
    expect(early).toMatchObject({ status: 201, code: 'NO_SHOW_TOO_EARLY' });
    // Tomorrow's booking can be neither seated nor honoured today: the guest could still cancel it.
    for (const [status, code] of [
      ['seated', 'SEAT_TOO_EARLY'],
      ['honoured', 'HONOURED_TOO_EARLY'],
    ] as const) {
      const tooEarly = await changeStatus(t, staff.token, pending.id, status);
      expect(tooEarly).toMatchObject({ status: 201, code, field: 'status' });
    }
    // The guest arrives an hour early: seated from 19:00 for 20:00.
    const today = t.clock.current;
    t.clock.current = parisInstant(TOMORROW, '18:59');
    const stillEarly = await changeStatus(t, staff.token, pending.id, 'seated');
    expect(stillEarly.code).toBe('SEAT_TOO_EARLY');
    t.clock.current = parisInstant(TOMORROW, '19:00');
    const seated = await changeStatus(t, staff.token, pending.id, 'seated');
    expect(seated.data.status).toBe('seated');
    t.clock.current = today;
    const back = await changeStatus(t, staff.token, pending.id, 'confirmed');
    expect(back).toMatchObject({ status: 201, code: 'BOOKING_NOW_SEATED', current_status: 'seated' });
    const detail = (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: pending.id }), r.token)).json();
    expect(detail.data.history.map((h: { actor: string; status: string }) => [h.actor, h.status])).toEqual([
      ['guest', 'pending'],
      [a.status === 200 ? 'Léa' : 'restaurant', 'confirmed'],
      ['Léa', 'seated'],
    ]);
  });

  it('marks a no-show only 15 minutes after the time, and takes bookings by phone and walk-ins', async () => {
    const r = await bookingRestaurant(t);
    const create = (form: Record<string, string>) =>
      partnerCall(t, bookingApiPaths.createBooking, phoneBooking(form), r.token);
    const phone = await create({ time: '19:00', covers: '3', phone: '0612345678', country_code: '33' });
    expect(phone).toMatchObject({
      status: 200,
      data: { status: 'confirmed', source: 'phone', last_name: 'Dupont', phone: '+33612345678' },
    });
    const noNumber = await create({});
    expect(noNumber).toMatchObject({ status: 201, code: 'REQUIRED', field: 'phone' });
    const badNumber = await create({ phone: '06 12' });
    expect(badNumber).toMatchObject({ status: 201, code: 'PHONE_INVALID', field: 'phone' });
    const walkIn = await create({ time: '12:07', first_name: '', last_name: 'Table 4', source: 'walk_in' });
    expect(walkIn).toMatchObject({ status: 200, data: { status: 'seated', source: 'walk_in', time: '12:07' } });
    const missing = await create({ time: '19:00', covers: '3', last_name: '' });
    expect(missing).toMatchObject({ status: 201, code: 'GUEST_NAME_REQUIRED', field: 'last_name' });
    t.clock.current = parisInstant('2026-11-25', '19:14');
    const early = await changeStatus(t, r.token, phone.data.id, 'no_show');
    expect(early.code).toBe('NO_SHOW_TOO_EARLY');
    t.clock.current = parisInstant('2026-11-25', '19:15');
    const late = await changeStatus(t, r.token, phone.data.id, 'no_show');
    expect(late.data.status).toBe('no_show');
    t.clock.current = Date.parse('2026-11-25T10:00:00Z');
    const day = await bookOfDay(t, r.token, '2026-11-25');
    expect(day.data.bookings.map((b: { time: string }) => b.time)).toEqual(['12:07', '19:00']);
  });

  it('flags a guest booked twice the same day, by phone or account, whichever service the list shows', async () => {
    const r = await bookingRestaurant(t);
    const create = (form: Record<string, string>) =>
      partnerCall(t, bookingApiPaths.createBooking, phoneBooking({ date: TOMORROW, ...form }), r.token);
    // The same number typed twice (once spaced), a lunch and a dinner; another guest at 20:00.
    const lunch = (await create({ time: '12:30', phone: '06 12 34 56 78', country_code: '33' })).data;
    const dinner = (await create({ time: '19:30', phone: '0612345678', country_code: '33' })).data;
    const other = (await create({ time: '20:00', phone: '0698765432', country_code: '33', last_name: 'Martin' })).data;
    // An account booking twice online; one of the two is then cancelled, and no longer counts.
    const camille = await verifiedCustomer(t);
    const first = (await bookAt(t, camille.token, r, TOMORROW, '12:00', '2')).data;
    const second = (await bookAt(t, camille.token, r, TOMORROW, '21:00', '2')).data;
    const day = await bookOfDay(t, r.token, TOMORROW);
    expect(day.data.also_booked).toEqual({
      [lunch.id]: ['19:30'],
      [dinner.id]: ['12:30'],
      [first.id]: ['21:00'],
      [second.id]: ['12:00'],
    });
    expect(day.data.also_booked[other.id]).toBeUndefined();
    const dinnerOnly = (
      await get(t.app, query(bookingApiPaths.bookingBook, { date: TOMORROW, service_id: r.dinnerId }), r.token)
    ).json();
    expect(dinnerOnly.data.also_booked[dinner.id]).toEqual(['12:30']);
    await changeStatus(t, r.token, second.id, 'cancelled_by_restaurant', 'Doublon');
    const after = await bookOfDay(t, r.token, TOMORROW);
    expect(after.data.also_booked[first.id]).toBeUndefined();
    expect(after.data.also_booked[lunch.id]).toEqual(['19:30']);
  });

  it('gives tables that seat the party; another restaurant’s table is not found', async () => {
    const r = await bookingRestaurant(t);
    const other = await bookingRestaurant(t);
    const saveTable = (token: string, name: string, min: string, max: string) =>
      partnerCall(t, bookingApiPaths.saveTable, { name, min_covers: min, max_covers: max, online: '1' }, token);
    const small = (await saveTable(r.token, 'T1', '1', '2')).data;
    const big = (await saveTable(r.token, 'T2', '2', '6')).data;
    const foreign = (await saveTable(other.token, 'X', '1', '8')).data;
    const taken = await saveTable(r.token, 't1', '1', '2');
    expect(taken).toMatchObject({ status: 201, code: 'TABLE_NAME_TAKEN', field: 'name' });
    const camille = await verifiedCustomer(t);
    const booking = (await bookAt(t, camille.token, r, TOMORROW, '20:00', '4')).data;
    const detail = (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: booking.id }), r.token)).json();
    expect(detail.data.tables).toEqual([{ id: big.id, name: 'T2' }]);
    const tooSmall = await partnerCall(
      t,
      bookingApiPaths.assignTables,
      { booking_id: booking.id, table_ids: `${small.id}` },
      r.token,
    );
    expect(tooSmall).toMatchObject({ status: 201, code: 'TABLE_TOO_SMALL' });
    const stolen = await partnerCall(
      t,
      bookingApiPaths.assignTables,
      { booking_id: booking.id, table_ids: `${foreign.id}` },
      r.token,
    );
    expect(stolen).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const both = await partnerCall(
      t,
      bookingApiPaths.assignTables,
      { booking_id: booking.id, table_ids: `${small.id},${big.id}` },
      r.token,
    );
    expect(both.data.tables.map((x: { name: string }) => x.name)).toEqual(['T1', 'T2']);
    const notMine = await changeStatus(t, other.token, booking.id, 'seated');
    expect(notMine).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  });

  it('cancels as suspected fraud, listed for the provider', async () => {
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const booking = (await bookAt(t, camille.token, r, TOMORROW, '20:00', '2')).data;
    const noCode = await partnerCall(
      t,
      bookingApiPaths.cancelSuspectedFraud,
      { booking_id: booking.id, reason_code: 'maybe', reason: 'x' },
      r.token,
    );
    expect(noCode).toMatchObject({ status: 201, code: 'FRAUD_REASON_INVALID', field: 'reason_code' });
    const cancelled = await partnerCall(
      t,
      bookingApiPaths.cancelSuspectedFraud,
      { booking_id: booking.id, reason_code: 'duplicate_booking', reason: 'Même client, cinq tables' },
      r.token,
    );
    expect(cancelled).toMatchObject({ status: 200, data: { status: 'cancelled_by_restaurant' } });
    const seen = (
      await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: booking.id }), camille.token)
    ).json();
    expect(seen.data).toMatchObject({ fraud_reason_code: 'duplicate_booking', reason: 'Même client, cinq tables' });
    const listed = await runAdminCommand(t, 'fraud-cancellations');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(
      `${booking.reference} ${TOMORROW} 20:00 ×2 | duplicate_booking | Même client, cinq tables`,
    );
    expect(listed.stdout).toContain('Le Bouchon Test');
  });
});
