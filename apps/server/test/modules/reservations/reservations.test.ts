import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { buildTestApp, post, runAdminCommand, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { profileForm, saveProfile } from '../restaurant/profile-helper.js';
import { teamMember } from '../team/team-helper.js';
import { book, bookingRestaurant, bookOfDay, partnerCall, serviceForm, settingsForm } from './reservations-helper.js';

// The test clock starts on Wednesday 25 November 2026 at 11:00 in Paris.
const TOMORROW = '2026-11-26';

describe('reservations: the restaurant and the guest', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
    const overlap = await partnerCall(
      t,
      bookingApiPaths.saveService,
      {
        name: 'Late',
        fr_name: 'Tard',
        weekdays: '5',
        first_slot: '21:30',
        last_slot: '23:00',
        capacity_covers: '8',
        pacing_covers: '',
      },
      r.token,
    );
    expect(overlap).toMatchObject({ status: 201, code: 'SERVICE_OVERLAP', field: 'first_slot' });
    const offGrid = await partnerCall(
      t,
      bookingApiPaths.saveService,
      {
        name: 'Late',
        fr_name: 'Tard',
        weekdays: '5',
        first_slot: '22:30',
        last_slot: '23:45',
        capacity_covers: '8',
        pacing_covers: '',
      },
      r.token,
    );
    expect(offGrid).toMatchObject({ status: 201, code: 'SERVICE_SLOTS_INVALID', field: 'last_slot' });
    const list = (await get(t.app, bookingApiPaths.serviceList, r.token)).json();
    expect(list.data.map((s: { name: string }) => s.name).sort()).toEqual(['Dinner', 'Lunch']);
  });

  it('books online: confirmed up to the limit, else waiting; closed, too large, too close refused', async () => {
    const r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '4' } });
    const camille = await verifiedCustomer(t);
    const confirmed = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '19:30',
      covers: '2',
      note: 'Fenêtre',
    });
    expect(confirmed).toMatchObject({
      status: 200,
      data: { status: 'confirmed', covers: 2, time: '19:30', restaurant_name: 'Le Bouchon Test', note: 'Fenêtre' },
    });
    expect(confirmed.data.free_change_until).toBe(parisInstant(TOMORROW, '19:30') - 12 * 3_600_000);
    const tooClose = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '21:00',
      covers: '2',
    });
    expect(tooClose).toMatchObject({ status: 201, code: 'BOOKING_TOO_CLOSE_TO_ANOTHER' });
    const lunch = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '12:00',
      covers: '6',
    });
    expect(lunch.data.status).toBe('pending');
    const large = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: '2026-11-27',
      time: '20:00',
      covers: '9',
    });
    expect(large).toMatchObject({ status: 201, code: 'COVERS_ABOVE_ONLINE_MAX', field: 'covers' });
    const offGrid = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: '2026-11-27',
      time: '20:15',
      covers: '2',
    });
    expect(offGrid).toMatchObject({ status: 201, code: 'SLOT_NOT_OFFERED', field: 'time' });
    const book1 = await bookOfDay(t, r.token, TOMORROW);
    expect(book1.data.counts).toEqual({ confirmed: 1, pending: 1 });
    expect(book1.data.expected_covers).toBe(8);
    expect(book1.data.slots.find((s: { time: string }) => s.time === '20:00')).toMatchObject({
      booked_covers: 2,
      capacity_covers: 10,
    });
    await partnerCall(t, bookingApiPaths.saveReservationSettings, settingsForm({ enabled: '0' }), r.token);
    const closed = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: '2026-11-28',
      time: '20:00',
      covers: '2',
    });
    expect(closed).toMatchObject({ status: 201, code: 'RESERVATIONS_CLOSED' });
    const mine = (await get(t.app, bookingApiPaths.myBookings, camille.token)).json();
    expect(mine.data).toHaveLength(2);
  });

  it('answers the public availability without a token; an unknown restaurant is a 404', async () => {
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '8' });
    const url = (id: string) =>
      query(bookingApiPaths.availability.replace(':public_id', id), { date: TOMORROW, covers: '4' });
    const day = (await get(t.app, url(r.publicId))).json();
    expect(day.status).toBe(200);
    const slots = Object.fromEntries(
      day.data.slots.map((s: { time: string; available: boolean }) => [s.time, s.available]),
    );
    expect(slots).toMatchObject({
      '12:00': true,
      '19:00': false,
      '20:00': false,
      '21:00': false,
      '21:30': true,
      '22:00': true,
    });
    const unknown = await get(t.app, url('zzzzzz'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('moves bookings through the restaurant’s transitions, naming the member who acted', async () => {
    const r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '2' } });
    const staff = await teamMember(t, r.token, 'staff', 'Léa');
    const camille = await verifiedCustomer(t);
    const pending = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '4' })
    ).data;
    const noReason = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: pending.id, status: 'refused' },
      staff.token,
    );
    expect(noReason).toMatchObject({ status: 201, code: 'BOOKING_REASON_REQUIRED', field: 'reason' });
    // Two devices confirm at once: one wins, the other is told the booking is confirmed now.
    const [a, b] = await Promise.all([
      partnerCall(t, bookingApiPaths.changeBookingStatus, { booking_id: pending.id, status: 'confirmed' }, staff.token),
      partnerCall(t, bookingApiPaths.changeBookingStatus, { booking_id: pending.id, status: 'confirmed' }, r.token),
    ]);
    const outcomes = [a, b].map((x) => x.status).sort();
    expect(outcomes).toEqual([200, 201]);
    const loser = [a, b].find((x) => x.status === 201);
    expect(loser).toMatchObject({ code: 'BOOKING_NOW_CONFIRMED', current_status: 'confirmed' });
    expect(loser.message).toContain('confirmed');
    const early = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: pending.id, status: 'no_show' },
      staff.token,
    );
    expect(early).toMatchObject({ status: 201, code: 'NO_SHOW_TOO_EARLY' });
    // Tomorrow's booking can be neither seated nor honoured today: the guest could still cancel it.
    for (const [status, code] of [
      ['seated', 'SEAT_TOO_EARLY'],
      ['honoured', 'HONOURED_TOO_EARLY'],
    ] as const) {
      const tooEarly = await partnerCall(
        t,
        bookingApiPaths.changeBookingStatus,
        { booking_id: pending.id, status },
        staff.token,
      );
      expect(tooEarly).toMatchObject({ status: 201, code, field: 'status' });
    }
    // The guest arrives an hour early: seated from 19:00 for 20:00.
    const today = t.clock.current;
    t.clock.current = parisInstant(TOMORROW, '18:59');
    const stillEarly = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: pending.id, status: 'seated' },
      staff.token,
    );
    expect(stillEarly.code).toBe('SEAT_TOO_EARLY');
    t.clock.current = parisInstant(TOMORROW, '19:00');
    const seated = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: pending.id, status: 'seated' },
      staff.token,
    );
    expect(seated.data.status).toBe('seated');
    t.clock.current = today;
    const back = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: pending.id, status: 'confirmed' },
      staff.token,
    );
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
    const phone = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-25',
        time: '19:00',
        covers: '3',
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '0612345678',
        country_code: '33',
        source: 'phone',
      },
      r.token,
    );
    expect(phone).toMatchObject({
      status: 200,
      data: { status: 'confirmed', source: 'phone', last_name: 'Dupont', phone: '+33612345678' },
    });
    const noNumber = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-25',
        time: '19:30',
        covers: '2',
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '',
        source: 'phone',
      },
      r.token,
    );
    expect(noNumber).toMatchObject({ status: 201, code: 'REQUIRED', field: 'phone' });
    const badNumber = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-25',
        time: '19:30',
        covers: '2',
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '06 12',
        source: 'phone',
      },
      r.token,
    );
    expect(badNumber).toMatchObject({ status: 201, code: 'PHONE_INVALID', field: 'phone' });
    const walkIn = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-25',
        time: '12:07',
        covers: '2',
        first_name: '',
        last_name: 'Table 4',
        phone: '',
        source: 'walk_in',
      },
      r.token,
    );
    expect(walkIn).toMatchObject({ status: 200, data: { status: 'seated', source: 'walk_in', time: '12:07' } });
    const missing = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      { date: '2026-11-25', time: '19:00', covers: '3', first_name: 'Jean', last_name: '', phone: '', source: 'phone' },
      r.token,
    );
    expect(missing).toMatchObject({ status: 201, code: 'GUEST_NAME_REQUIRED', field: 'last_name' });
    t.clock.current = parisInstant('2026-11-25', '19:14');
    const early = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: phone.data.id, status: 'no_show' },
      r.token,
    );
    expect(early.code).toBe('NO_SHOW_TOO_EARLY');
    t.clock.current = parisInstant('2026-11-25', '19:15');
    const late = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: phone.data.id, status: 'no_show' },
      r.token,
    );
    expect(late.data.status).toBe('no_show');
    t.clock.current = Date.parse('2026-11-25T10:00:00Z');
    const day = await bookOfDay(t, r.token, '2026-11-25');
    expect(day.data.bookings.map((b: { time: string }) => b.time)).toEqual(['12:07', '19:00']);
  });

  it('gives tables that seat the party; another restaurant’s table is not found', async () => {
    const r = await bookingRestaurant(t);
    const other = await bookingRestaurant(t);
    const small = (
      await partnerCall(
        t,
        bookingApiPaths.saveTable,
        { name: 'T1', min_covers: '1', max_covers: '2', online: '1' },
        r.token,
      )
    ).data;
    const big = (
      await partnerCall(
        t,
        bookingApiPaths.saveTable,
        { name: 'T2', min_covers: '2', max_covers: '6', online: '1' },
        r.token,
      )
    ).data;
    const foreign = (
      await partnerCall(
        t,
        bookingApiPaths.saveTable,
        { name: 'X', min_covers: '1', max_covers: '8', online: '1' },
        other.token,
      )
    ).data;
    const taken = await partnerCall(
      t,
      bookingApiPaths.saveTable,
      { name: 't1', min_covers: '1', max_covers: '2', online: '1' },
      r.token,
    );
    expect(taken).toMatchObject({ status: 201, code: 'TABLE_NAME_TAKEN', field: 'name' });
    const camille = await verifiedCustomer(t);
    const booking = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '4' })
    ).data;
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
    const notMine = await partnerCall(
      t,
      bookingApiPaths.changeBookingStatus,
      { booking_id: booking.id, status: 'seated' },
      other.token,
    );
    expect(notMine).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  });

  it('sends a move to a full slot to the restaurant, which may propose cancellation, free whatever the time', async () => {
    const r = await bookingRestaurant(t);
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const mine = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '2' })
    ).data;
    await book(t, dominique.token, { restaurant_id: r.publicId, date: TOMORROW, time: '21:00', covers: '8' });
    const moved = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: mine.id, date: TOMORROW, time: '19:30', covers: '3' },
        camille.token,
      )
    ).json();
    expect(moved).toMatchObject({ status: 200, data: { time: '19:30', covers: 3, status: 'confirmed' } });
    const full = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: mine.id, date: TOMORROW, time: '21:00', covers: '3' },
        camille.token,
      )
    ).json();
    expect(full).toMatchObject({
      status: 200,
      data: { time: '19:30', covers: 3, modification: { state: 'pending', time: '21:00', covers: 3 } },
    });
    expect(full.message).toContain('request');
    const requestId = full.data.modification.id as number;
    const other = await bookingRestaurant(t);
    const foreign = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: requestId, action: 'accept' },
      other.token,
    );
    expect(foreign).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const proposed = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: requestId, action: 'propose_cancellation' },
      r.token,
    );
    expect(proposed.status).toBe(200);
    const again = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: requestId, action: 'accept' },
      r.token,
    );
    expect(again).toMatchObject({ status: 201, code: 'MODIFICATION_ALREADY_ANSWERED' });
    // Within 12 hours of the meal: a plain cancel is refused, the accepted proposal is free.
    t.clock.current = parisInstant(TOMORROW, '12:00');
    const late = (await post(t.app, bookingApiPaths.cancelBooking, { booking_id: mine.id }, camille.token)).json();
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_CHANGE_TOO_LATE' });
    expect(late.restaurant_phone).toMatch(/^\+33/);
    const seen = (
      await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: mine.id }), camille.token)
    ).json();
    expect(seen.data.proposal).toMatchObject({ kind: 'cancellation', request_id: requestId });
    const accepted = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });
    t.clock.current = Date.parse('2026-11-25T10:00:00Z');
  });

  it('lets the restaurant accept a move over capacity', async () => {
    const r = await bookingRestaurant(t);
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const mine = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '4' })
    ).data;
    await book(t, dominique.token, { restaurant_id: r.publicId, date: TOMORROW, time: '21:00', covers: '8' });
    const full = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: mine.id, date: TOMORROW, time: '21:00', covers: '4' },
        camille.token,
      )
    ).json();
    const accepted = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: full.data.modification.id, action: 'accept' },
      r.token,
    );
    expect(accepted).toMatchObject({ status: 200, data: { time: '21:00', covers: 4, modification: null } });
    const day = await bookOfDay(t, r.token, TOMORROW);
    expect(day.data.slots.find((s: { time: string }) => s.time === '21:00').booked_covers).toBe(12);
  });

  it('cancels as suspected fraud, listed for the provider', async () => {
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const booking = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '2' })
    ).data;
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
    const late = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: '2026-11-27',
      time: '00:30',
      covers: '2',
    });
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
    const refused = await book(t, camille.token, {
      restaurant_id: r.publicId,
      date: '2026-11-28',
      time: '20:00',
      covers: '2',
    });
    expect(refused).toMatchObject({ status: 201, code: 'SLOT_NOT_OFFERED' });
  });

  it('lets the restaurant propose another time, which the guest accepts', async () => {
    const r = await bookingRestaurant(t);
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const mine = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '2' })
    ).data;
    await book(t, dominique.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:30', covers: '8' });
    const full = (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: mine.id, date: TOMORROW, time: '20:30', covers: '3' },
        camille.token,
      )
    ).json();
    const noTime = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: full.data.modification.id, action: 'propose_time' },
      r.token,
    );
    expect(noTime).toMatchObject({ status: 201, code: 'BOOKING_TIME_INVALID', field: 'time' });
    const proposed = await partnerCall(
      t,
      bookingApiPaths.answerModificationRequest,
      { request_id: full.data.modification.id, action: 'propose_time', time: '22:00' },
      r.token,
    );
    expect(proposed.status).toBe(200);
    const seen = (await get(t.app, bookingApiPaths.myBookings, camille.token)).json().data[0];
    expect(seen.proposal).toMatchObject({ kind: 'time', time: '22:00' });
    const accepted = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { time: '22:00', status: 'confirmed', proposal: null } });
    const again = (
      await post(t.app, bookingApiPaths.answerCancellationProposal, { booking_id: mine.id, accept: '1' }, camille.token)
    ).json();
    expect(again).toMatchObject({ status: 201, code: 'NO_PROPOSAL_WAITING' });
  });

  it('answers availability only while the restaurant takes bookings, for a party it takes online', async () => {
    const r = await bookingRestaurant(t, { settings: { max_party_online: '6' } });
    const url = (covers: string) =>
      query(bookingApiPaths.availability.replace(':public_id', r.publicId), { date: TOMORROW, covers });
    expect((await get(t.app, url('7'))).json()).toMatchObject({
      status: 201,
      code: 'COVERS_ABOVE_ONLINE_MAX',
      field: 'covers',
    });
    expect((await get(t.app, url('6'))).json().data).toMatchObject({ max_party_online: 6, min_notice_minutes: 60 });
    await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ enabled: '0', max_party_online: '6' }),
      r.token,
    );
    expect((await get(t.app, url('2'))).json()).toMatchObject({ status: 201, code: 'RESERVATIONS_CLOSED' });
    const bad = (
      await get(
        t.app,
        query(bookingApiPaths.availability.replace(':public_id', r.publicId), { date: '2026-02-30', covers: '2' }),
      )
    ).json();
    expect(bad).toMatchObject({ status: 201, code: 'BOOKING_DATE_INVALID', field: 'date' });
  });

  it('describes its calls in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      spec.paths[bookingApiPaths.bookTable].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('covers');
    expect(spec.paths).toHaveProperty([bookingApiPaths.changeBookingStatus]);
    expect(Object.keys(spec.paths).some((path) => path.endsWith('/availability'))).toBe(true);
  });

  it('keeps another guest’s booking out of reach', async () => {
    const r = await bookingRestaurant(t);
    const [camille, dominique] = [await verifiedCustomer(t), await verifiedCustomer(t)];
    const booking = (
      await book(t, camille.token, { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '2' })
    ).data;
    const read = (
      await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: booking.id }), dominique.token)
    ).json();
    expect(read).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const cancel = (
      await post(t.app, bookingApiPaths.cancelBooking, { booking_id: booking.id }, dominique.token)
    ).json();
    expect(cancel).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const partnerToken = await post(
      t.app,
      bookingApiPaths.bookTable,
      { restaurant_id: r.publicId, date: TOMORROW, time: '20:00', covers: '2' },
      r.token,
    );
    expect(partnerToken.statusCode).toBe(401);
  });
});
