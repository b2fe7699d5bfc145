import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiPaths, bookingStatsApiPaths, offerApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { buildTestApp, post, type TestApp } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookingWithCard } from '../payments/guarantee-helper.js';
import { teamMember } from '../team/team-helper.js';
import { bookingRestaurant, expectTenExportsAMinute, partnerCall } from './reservations-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface HandBuilt {
  date: string;
  time: string;
  serviceId: number | null;
  covers: number;
  source: 'online' | 'phone' | 'walk_in';
  status: string;
  card?: boolean;
  offer?: { id: number; percent: number };
  /** When the guest cancelled, and whether the restaurant had proposed it. */
  cancelledAt?: number;
  proposed?: boolean;
}

let references = 0;
/** A booking written as it is stored, with its cancellation in the history when it has one. */
async function handBuilt(restaurantId: number, booking: HandBuilt) {
  const mealAt = parisInstant(booking.date, booking.time);
  const { id } = await t.database.db
    .insertInto('bookings')
    .values({
      restaurant_id: restaurantId,
      customer_id: null,
      first_name: 'Hand',
      last_name: 'Built',
      phone: `+336000${String(++references).padStart(5, '0')}`,
      email: '',
      lang: 'fr',
      date: booking.date,
      time: booking.time,
      meal_at: mealAt,
      ends_at: mealAt + 90 * MINUTE,
      covers: booking.covers,
      status: booking.status,
      source: booking.source,
      note: '',
      occasion: '',
      meal_voucher: 0,
      service_id: booking.serviceId,
      reference: `HB${references}`,
      guarantee: booking.card ? 'card_saved' : 'none',
      fraud_reason_code: null,
      reason: '',
      created_at: START,
      updated_at: booking.cancelledAt ?? START,
      version: 1,
      offer_id: booking.offer?.id ?? null,
      offer_percent: booking.offer?.percent ?? null,
      offer_applies_to: booking.offer ? 'food' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (booking.cancelledAt !== undefined)
    await t.database.db
      .insertInto('booking_history')
      .values({
        booking_id: id,
        at: booking.cancelledAt,
        status: 'cancelled_by_customer',
        actor_kind: 'guest',
        member_id: null,
        member_name: '',
        change: 'status',
        reason: booking.proposed ? 'cancellation_proposed' : '',
      })
      .execute();
  return id;
}

async function stats(token: string, params: Record<string, string>) {
  return (await get(t.app, query(bookingStatsApiPaths.bookingStats, params), token)).json();
}

/** An online booking of 6 with its card, missed, charged 120 € and refunded 50 € the next morning. */
async function chargedNoShow(date: string, time: string, chargeAt: number) {
  t.clock.current = START;
  const made = await bookingWithCard(t, { date, time, covers: '6', settings: { imprint_min_party: '5' } });
  t.clock.current = parisInstant(date, time) + 20 * MINUTE;
  const token = made.restaurant.token;
  expect(
    (
      await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id: made.booking.id, status: 'no_show' }, token)
    ).json().status,
  ).toBe(200);
  t.clock.current = chargeAt;
  const charged = (
    await post(
      t.app,
      paymentApiPaths.chargeBooking,
      { booking_id: made.booking.id, kind: 'no_show', amount: '120', reason: 'Absents' },
      token,
    )
  ).json();
  expect(charged.data, JSON.stringify(charged)).toMatchObject({ status: 'succeeded', amount_cents: 12000 });
  return { ...made, chargeId: charged.data.id as number };
}

describe('booking statistics', () => {
  it('counts covers per day and service, the rates by source, party and imprint, the money and the offers', async () => {
    // Tuesday 1 December: the online party of 6 with a card, missed, charged 120 € that evening.
    const { restaurant: r, chargeId } = await chargedNoShow('2026-12-01', '19:00', parisInstant('2026-12-01', '19:30'));
    t.clock.current = parisInstant('2026-12-02', '10:00');
    const refunded = (
      await post(t.app, paymentApiPaths.refundCharge, { charge_id: chargeId, amount: '50', reason: 'Geste' }, r.token)
    ).json();
    expect(refunded.data).toMatchObject({ refunded_cents: 5000 });
    const offer = (
      await partnerCall(
        t,
        offerApiPaths.saveOffer,
        {
          name: 'Midi -20',
          percent: '20',
          applies_to: 'food',
          weekdays: '1,2,3,4,5',
          first_slot: '12:00',
          last_slot: '21:00',
          valid_from: '2026-12-01',
          valid_to: '2026-12-31',
          max_covers_per_slot: '10',
          min_party: '1',
        },
        r.token,
      )
    ).data;
    const taken = { id: offer.id as number, percent: 20 };
    const lunch = r.lunchId;
    const dinner = r.dinnerId;
    const meal = (date: string, time: string) => parisInstant(date, time);
    // 1 December: a phone party of 2 at lunch honoured, a walk-in of 3 seated.
    await handBuilt(r.id, {
      date: '2026-12-01',
      time: '12:30',
      serviceId: lunch,
      covers: 2,
      source: 'phone',
      status: 'honoured',
    });
    await handBuilt(r.id, {
      date: '2026-12-01',
      time: '13:00',
      serviceId: lunch,
      covers: 3,
      source: 'walk_in',
      status: 'seated',
    });
    // 2 December: an online 4 with a card and the offer, honoured; an online 2 with the offer confirmed;
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '20:00',
      serviceId: dinner,
      covers: 4,
      source: 'online',
      status: 'honoured',
      card: true,
      offer: taken,
    });
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '12:00',
      serviceId: lunch,
      covers: 2,
      source: 'online',
      status: 'confirmed',
      offer: taken,
    });
    // an online 2 with the offer cancelled by the guest 3 hours before (late, and not an uptake);
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '20:30',
      serviceId: dinner,
      covers: 2,
      source: 'online',
      status: 'cancelled_by_customer',
      offer: taken,
      cancelledAt: meal('2026-12-02', '20:30') - 3 * HOUR,
    });
    // a phone 5 cancelled two days before (not late); an online 3 giving up 2 hours before on the
    // restaurant's proposal (free, not late); a phone 8 refused (not counted at all).
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '19:30',
      serviceId: dinner,
      covers: 5,
      source: 'phone',
      status: 'cancelled_by_customer',
      cancelledAt: meal('2026-12-02', '19:30') - 2 * DAY,
    });
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '21:00',
      serviceId: dinner,
      covers: 3,
      source: 'online',
      status: 'cancelled_by_customer',
      cancelledAt: meal('2026-12-02', '21:00') - 2 * HOUR,
      proposed: true,
    });
    await handBuilt(r.id, {
      date: '2026-12-02',
      time: '12:00',
      serviceId: lunch,
      covers: 8,
      source: 'phone',
      status: 'refused',
    });
    // Outside the period: the day before and the day after.
    await handBuilt(r.id, {
      date: '2026-11-30',
      time: '20:00',
      serviceId: dinner,
      covers: 2,
      source: 'online',
      status: 'no_show',
    });
    await handBuilt(r.id, {
      date: '2026-12-04',
      time: '12:00',
      serviceId: lunch,
      covers: 2,
      source: 'phone',
      status: 'honoured',
    });
    // Another restaurant's bookings on the same days never count.
    const other = await bookingRestaurant(t);
    await handBuilt(other.id, {
      date: '2026-12-02',
      time: '20:00',
      serviceId: other.dinnerId,
      covers: 4,
      source: 'online',
      status: 'no_show',
    });
    await handBuilt(other.id, {
      date: '2026-12-01',
      time: '12:00',
      serviceId: other.lunchId,
      covers: 2,
      source: 'phone',
      status: 'honoured',
    });

    const answer = await stats(r.token, { from: '2026-12-01', to: '2026-12-03' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.services).toEqual([
      { id: lunch, name: 'Lunch', fr_name: 'Déjeuner' },
      { id: dinner, name: 'Dinner', fr_name: 'Dîner' },
    ]);
    expect(data.days).toEqual([
      {
        date: '2026-12-01',
        services: [
          { service_id: lunch, booked_covers: 5, honoured_covers: 5 },
          { service_id: dinner, booked_covers: 6, honoured_covers: 0 },
        ],
        booked_covers: 11,
        honoured_covers: 5,
      },
      {
        date: '2026-12-02',
        services: [
          { service_id: lunch, booked_covers: 2, honoured_covers: 0 },
          { service_id: dinner, booked_covers: 4, honoured_covers: 4 },
        ],
        booked_covers: 6,
        honoured_covers: 4,
      },
      {
        date: '2026-12-03',
        services: [
          { service_id: lunch, booked_covers: 0, honoured_covers: 0 },
          { service_id: dinner, booked_covers: 0, honoured_covers: 0 },
        ],
        booked_covers: 0,
        honoured_covers: 0,
      },
    ]);
    expect(data.booked_covers).toBe(17);
    expect(data.honoured_covers).toBe(9);
    // The figures are asked on 2 December at 10:00: the online 2 confirmed for 12:00 is still to
    // come, out of both rates. No-shows: the 6 missed, the 2 honoured, the 4 honoured and the 2, 5
    // and 3 cancelled by their guests (the walk-in of 3 cannot be a no-show).
    expect(data.no_shows).toEqual({
      total: { bookings: 6, count: 1, rate: 16.7 },
      by_source: [
        { group: 'online', bookings: 4, count: 1, rate: 25 },
        { group: 'phone', bookings: 2, count: 0, rate: 0 },
        { group: 'walk_in', bookings: 0, count: 0, rate: null },
      ],
      by_party_size: [
        { group: '1-2', bookings: 2, count: 0, rate: 0 },
        { group: '3-4', bookings: 2, count: 0, rate: 0 },
        { group: '5-6', bookings: 2, count: 1, rate: 50 },
        { group: '7+', bookings: 0, count: 0, rate: null },
      ],
      by_imprint: [
        { group: 'yes', bookings: 2, count: 1, rate: 50 },
        { group: 'no', bookings: 4, count: 0, rate: 0 },
      ],
    });
    // Late cancellations: the same 6 (a walk-in cannot cancel either); the online 2 cancelled 3
    // hours before is late.
    expect(data.late_cancellations).toEqual({
      total: { bookings: 6, count: 1, rate: 16.7 },
      by_source: [
        { group: 'online', bookings: 4, count: 1, rate: 25 },
        { group: 'phone', bookings: 2, count: 0, rate: 0 },
        { group: 'walk_in', bookings: 0, count: 0, rate: null },
      ],
      by_party_size: [
        { group: '1-2', bookings: 2, count: 1, rate: 50 },
        { group: '3-4', bookings: 2, count: 0, rate: 0 },
        { group: '5-6', bookings: 2, count: 0, rate: 0 },
        { group: '7+', bookings: 0, count: 0, rate: null },
      ],
      by_imprint: [
        { group: 'yes', bookings: 2, count: 0, rate: 0 },
        { group: 'no', bookings: 4, count: 1, rate: 25 },
      ],
    });
    expect(data.charges).toEqual({
      collected_cents: 12000,
      collected_count: 1,
      refunded_cents: 5000,
      refunded_count: 1,
    });
    // The offer: the 4 and the 2 that kept it, 6 of the 17 covers booked.
    expect(data.offers).toEqual([
      { offer_id: taken.id, name: 'Midi -20', percent: 20, bookings: 2, covers: 6, share: 35.3 },
    ]);

    // The refund moved on the 2nd: the 1st alone has the charge only.
    const first = (await stats(r.token, { from: '2026-12-01', to: '2026-12-01' })).data;
    expect(first.charges).toEqual({ collected_cents: 12000, collected_count: 1, refunded_cents: 0, refunded_count: 0 });
    expect(first.offers).toEqual([]);

    // The CSV: the same figures for French Excel.
    const csv = await get(
      t.app,
      query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-01', to: '2026-12-03', lang: 'fr' }),
      r.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Statistiques des réservations;du 01/12/2026 au 03/12/2026');
    expect(lines).toContain(
      'Date;Déjeuner – réservés;Déjeuner – honorés;Dîner – réservés;Dîner – honorés;Total réservés;Total honorés',
    );
    expect(lines).toContain('01/12/2026;5;5;6;0;11;5');
    expect(lines).toContain('03/12/2026;0;0;0;0;0;0');
    expect(lines).toContain('Couverts : 1-2;2;1;50');
    expect(lines).toContain('Empreinte : non;4;1;25');
    expect(lines).toContain('Source : sans réservation;0;0;');
    expect(lines).toContain('Couverts : 7+;0;0;');
    expect(lines).toContain('Prélevées;120,00;1');
    expect(lines).toContain('Remboursées;50,00;1');
    expect(lines).toContain('Midi -20;20;2;6;35,3');
    expect(csv.body).not.toMatch(/[^\r]\n/);
    const english = await get(
      t.app,
      query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-01', to: '2026-12-03', lang: 'en' }),
      r.token,
    );
    expect(english.body).toContain('Party: 1-2;2;1;50\r\n');

    // The other restaurant sees only its own.
    const theirs = (await stats(other.token, { from: '2026-12-01', to: '2026-12-03' })).data;
    expect(theirs.booked_covers).toBe(6);
    expect(theirs.no_shows.total).toEqual({ bookings: 2, count: 1, rate: 50 });
    expect(theirs.charges.collected_cents).toBe(0);

    // Managers see the figures, staff are refused as for the report.
    const manager = await teamMember(t, r.token, 'manager');
    expect((await stats(manager.token, { from: '2026-12-01', to: '2026-12-03' })).data.booked_covers).toBe(17);
    const staff = await teamMember(t, r.token, 'staff');
    for (const path of [bookingStatsApiPaths.bookingStats, bookingStatsApiPaths.bookingStatsCsv]) {
      const refused = await get(t.app, query(path, { from: '2026-12-01', to: '2026-12-03' }), staff.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN_FOR_ROLE');
    }
  });

  it('exports its CSV 10 times a minute, then answers 429 until the minute has passed; the figures stay open', async () => {
    t.clock.current = START;
    const [r, other] = [await bookingRestaurant(t), await bookingRestaurant(t)];
    const period = { from: '2025-12-01', to: '2026-11-30', lang: 'fr' };
    const csv = (token: string) => get(t.app, query(bookingStatsApiPaths.bookingStatsCsv, period), token);
    // The screen's figures are not exports: they stay open while the CSV is refused.
    await expectTenExportsAMinute(t, csv, { restaurant: r.token, other: other.token }, async () => {
      expect((await stats(r.token, period)).status).toBe(200);
    });
  });

  it('refuses a period that ends before it starts or covers more than 366 days', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const reversed = await stats(r.token, { from: '2026-12-03', to: '2026-12-01' });
    expect(reversed).toMatchObject({ status: 201, code: 'STATS_PERIOD_REVERSED', field: 'to' });
    expect(reversed.fr_message).toContain('finit avant de commencer');
    const csv = (
      await get(t.app, query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-03', to: '2026-12-01' }), r.token)
    ).json();
    expect(csv).toMatchObject({ status: 201, code: 'STATS_PERIOD_REVERSED' });
    // 2028 is a leap year: its 366 days are one period, one day more is refused.
    expect((await stats(r.token, { from: '2028-01-01', to: '2028-12-31' })).data.days).toHaveLength(366);
    const long = await stats(r.token, { from: '2027-01-01', to: '2028-01-02' });
    expect(long).toMatchObject({ status: 201, code: 'STATS_PERIOD_TOO_LONG', field: 'to' });
    expect(long.message).toContain('366 days');
    expect((await stats(r.token, { from: '2026-02-30', to: '2026-03-01' })).code).toBe('BOOKING_DATE_INVALID');
    // The years 2000 to 2100 only: the day after 31 December 9999 cannot be counted to.
    for (const path of [bookingStatsApiPaths.bookingStats, bookingStatsApiPaths.bookingStatsCsv]) {
      const far = (await get(t.app, query(path, { from: '9999-12-31', to: '9999-12-31' }), r.token)).json();
      expect(far).toMatchObject({ status: 201, code: 'STATS_YEAR_OUT_OF_RANGE', field: 'from' });
      expect(far.fr_message).toBe('Choisissez une date entre les années 2000 et 2100');
      expect(far.message).toBe('Choose a date between the years 2000 and 2100');
    }
    expect(await stats(r.token, { from: '1999-12-31', to: '2000-01-01' })).toMatchObject({
      code: 'STATS_YEAR_OUT_OF_RANGE',
      field: 'from',
    });
    expect(await stats(r.token, { from: '2100-12-31', to: '2101-01-01' })).toMatchObject({
      code: 'STATS_YEAR_OUT_OF_RANGE',
      field: 'to',
    });
    expect((await stats(r.token, { from: '2100-12-31', to: '2100-12-31' })).data.days).toHaveLength(1);
  });

  it('counts the day the clocks go back on its Paris date, its money up to its own midnight', async () => {
    // Sunday 25 October 2026 lasts 25 hours in Paris: a dinner at 21:00 missed, charged at 23:30
    // (22:30 UTC, past a day of 24 hours from its midnight).
    t.clock.current = Date.parse('2026-10-20T10:00:00Z');
    const made = await bookingWithCard(t, {
      date: '2026-10-25',
      time: '21:00',
      covers: '6',
      settings: { imprint_min_party: '5' },
    });
    t.clock.current = parisInstant('2026-10-25', '21:20');
    await post(
      t.app,
      bookingApiPaths.changeBookingStatus,
      { booking_id: made.booking.id, status: 'no_show' },
      made.restaurant.token,
    );
    t.clock.current = Date.parse('2026-10-25T22:30:00Z');
    const charged = (
      await post(
        t.app,
        paymentApiPaths.chargeBooking,
        { booking_id: made.booking.id, kind: 'no_show', amount: '60', reason: 'Absents' },
        made.restaurant.token,
      )
    ).json();
    expect(charged.data).toMatchObject({ status: 'succeeded' });
    const r = made.restaurant;
    await handBuilt(r.id, {
      date: '2026-10-26',
      time: '12:00',
      serviceId: r.lunchId,
      covers: 2,
      source: 'phone',
      status: 'honoured',
    });

    const around = (await stats(r.token, { from: '2026-10-24', to: '2026-10-26' })).data;
    expect(around.days.map((day: { date: string; booked_covers: number }) => [day.date, day.booked_covers])).toEqual([
      ['2026-10-24', 0],
      ['2026-10-25', 6],
      ['2026-10-26', 2],
    ]);
    const sunday = (await stats(r.token, { from: '2026-10-25', to: '2026-10-25' })).data;
    expect(sunday.booked_covers).toBe(6);
    expect(sunday.no_shows.total).toEqual({ bookings: 1, count: 1, rate: 100 });
    expect(sunday.charges).toMatchObject({ collected_cents: 6000, collected_count: 1 });
    const monday = (await stats(r.token, { from: '2026-10-26', to: '2026-10-26' })).data;
    expect(monday.charges).toMatchObject({ collected_cents: 0, collected_count: 0 });
    expect(monday.no_shows.total).toEqual({ bookings: 1, count: 0, rate: 0 });
  });

  it('counts a booking to come in covers only, and never one awaiting its card, or cancelled by the restaurant or the platform', async () => {
    // Sessions last a day: the restaurant signs up the morning before the figures are asked.
    t.clock.current = parisInstant('2026-12-02', '09:00');
    const r = await bookingRestaurant(t);
    // Asked on 2 December at 15:00: lunch is over, dinner to come.
    t.clock.current = parisInstant('2026-12-02', '15:00');
    const base = { date: '2026-12-02', serviceId: r.dinnerId, source: 'online' as const, covers: 2 };
    // Counted: a pending 4 at lunch (its time passed: kept), a pending 2 and a confirmed 3 at dinner (to come).
    await handBuilt(r.id, { ...base, time: '12:30', serviceId: r.lunchId, covers: 4, status: 'pending' });
    await handBuilt(r.id, { ...base, time: '20:00', status: 'pending' });
    await handBuilt(r.id, { ...base, time: '20:30', covers: 3, status: 'confirmed' });
    // Never counted, at lunch, past: waiting for a card, and the three cancellations not by the guest.
    for (const status of ['awaiting_guarantee', 'cancelled_by_restaurant', 'cancelled_by_platform', 'refused'])
      await handBuilt(r.id, { ...base, time: '12:00', serviceId: r.lunchId, covers: 5, status });
    const answer = await stats(r.token, { from: '2026-12-02', to: '2026-12-02' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.days[0].services).toEqual([
      { service_id: r.lunchId, booked_covers: 4, honoured_covers: 0 },
      { service_id: r.dinnerId, booked_covers: 5, honoured_covers: 0 },
    ]);
    expect(data.booked_covers).toBe(9);
    expect(data.honoured_covers).toBe(0);
    // Only the lunch booking's outcome is known: 1 booking, no no-show, no late cancellation.
    expect(data.no_shows.total).toEqual({ bookings: 1, count: 0, rate: 0 });
    expect(data.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
    expect(data.no_shows.by_party_size[1]).toEqual({ group: '3-4', bookings: 1, count: 0, rate: 0 });
    expect(data.services).toHaveLength(2);

    // At 23:00 the dinners are past too: 3 bookings.
    t.clock.current = parisInstant('2026-12-02', '23:00');
    const later = (await stats(r.token, { from: '2026-12-02', to: '2026-12-02' })).data;
    expect(later.no_shows.total).toEqual({ bookings: 3, count: 0, rate: 0 });
  });

  it('reads a late cancellation from the latest cancellation by the guest, not any line of the history', async () => {
    // Sessions last a day: the restaurant signs up the morning before the figures are asked.
    t.clock.current = parisInstant('2026-12-02', '09:00');
    const r = await bookingRestaurant(t);
    const mealAt = parisInstant('2026-12-02', '20:00');
    // Cancelled late on the restaurant's proposal (free): an earlier late line of the history does not make it late.
    const id = await handBuilt(r.id, {
      date: '2026-12-02',
      time: '20:00',
      serviceId: r.dinnerId,
      covers: 2,
      source: 'online',
      status: 'cancelled_by_customer',
      cancelledAt: mealAt - 2 * HOUR,
      proposed: true,
    });
    await t.database.db
      .insertInto('booking_history')
      .values({
        booking_id: id,
        at: mealAt - 3 * HOUR,
        status: 'cancelled_by_customer',
        actor_kind: 'guest',
        member_id: null,
        member_name: '',
        change: 'status',
        reason: '',
      })
      .execute();
    t.clock.current = parisInstant('2026-12-03', '10:00');
    const answer = await stats(r.token, { from: '2026-12-02', to: '2026-12-02' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
  });

  it('counts the day the clocks go forward on its Paris date of 23 hours, and a period with refunds only', async () => {
    // Sunday 29 March 2026 lasts 23 hours in Paris: a dinner at 20:00 missed, charged at 23:30
    // (21:30 UTC), refunded at 00:30 on Monday (22:30 UTC on Sunday, a day of 24 hours from its midnight).
    t.clock.current = Date.parse('2026-03-25T10:00:00Z');
    const made = await bookingWithCard(t, {
      date: '2026-03-29',
      time: '20:00',
      covers: '6',
      settings: { imprint_min_party: '5' },
    });
    const r = made.restaurant;
    t.clock.current = parisInstant('2026-03-29', '20:20');
    await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id: made.booking.id, status: 'no_show' }, r.token);
    t.clock.current = Date.parse('2026-03-29T21:30:00Z');
    const charged = (
      await post(
        t.app,
        paymentApiPaths.chargeBooking,
        { booking_id: made.booking.id, kind: 'no_show', amount: '90', reason: 'Absents' },
        r.token,
      )
    ).json();
    expect(charged.data).toMatchObject({ status: 'succeeded' });
    t.clock.current = Date.parse('2026-03-29T22:30:00Z');
    const refunded = (
      await post(
        t.app,
        paymentApiPaths.refundCharge,
        { charge_id: charged.data.id, amount: '30', reason: 'Geste' },
        r.token,
      )
    ).json();
    expect(refunded.data).toMatchObject({ refunded_cents: 3000 });

    t.clock.current = parisInstant('2026-04-01', '10:00');
    const around = (await stats(r.token, { from: '2026-03-28', to: '2026-03-30' })).data;
    expect(around.days.map((day: { date: string; booked_covers: number }) => [day.date, day.booked_covers])).toEqual([
      ['2026-03-28', 0],
      ['2026-03-29', 6],
      ['2026-03-30', 0],
    ]);
    expect(around.charges).toEqual({
      collected_cents: 9000,
      collected_count: 1,
      refunded_cents: 3000,
      refunded_count: 1,
    });
    const sunday = (await stats(r.token, { from: '2026-03-29', to: '2026-03-29' })).data;
    expect(sunday.charges).toEqual({ collected_cents: 9000, collected_count: 1, refunded_cents: 0, refunded_count: 0 });
    expect(sunday.no_shows.total).toEqual({ bookings: 1, count: 1, rate: 100 });
    // Monday: the refund alone, no booking.
    const monday = (await stats(r.token, { from: '2026-03-30', to: '2026-03-30' })).data;
    expect(monday.charges).toEqual({ collected_cents: 0, collected_count: 0, refunded_cents: 3000, refunded_count: 1 });
    expect(monday.booked_covers).toBe(0);
    expect(monday.no_shows.total).toEqual({ bookings: 0, count: 0, rate: null });
    const csv = await get(
      t.app,
      query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-03-30', to: '2026-03-30', lang: 'fr' }),
      r.token,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Prélevées;0,00;0');
    expect(lines).toContain('Remboursées;30,00;1');
  });

  it('gathers bookings outside any service in "Hors service", splits an offer by the percent taken, and keeps names inert in the CSV', async () => {
    // Sessions last a day: the restaurant signs up the morning before the figures are asked.
    t.clock.current = parisInstant('2026-12-02', '09:00');
    const r = await bookingRestaurant(t);
    await t.database.db
      .updateTable('reservation_services')
      .set({ name: '=HYPERLINK("x")', fr_name: '=LIEN_HYPERTEXTE("x")' })
      .where('id', '=', r.lunchId)
      .execute();
    const offer = (
      await partnerCall(
        t,
        offerApiPaths.saveOffer,
        {
          name: 'Soirée',
          percent: '20',
          applies_to: 'food',
          weekdays: '1,2,3,4,5,6,7',
          first_slot: '12:00',
          last_slot: '21:00',
          valid_from: '2026-12-01',
          valid_to: '2026-12-31',
          max_covers_per_slot: '10',
          min_party: '1',
        },
        r.token,
      )
    ).data;
    await t.database.db.updateTable('offers').set({ name: '=1+1' }).where('id', '=', offer.id).execute();
    const day = { date: '2026-12-02', source: 'phone' as const, status: 'honoured' };
    // A booking of a service deleted since (its id gone) and one outside any: 3 + 2 in "Hors service".
    await handBuilt(r.id, { ...day, time: '16:00', serviceId: null, covers: 3 });
    await handBuilt(r.id, { ...day, time: '16:30', serviceId: 999_999, covers: 2 });
    // The offer at 20 % on 4 covers, and at 30 % (its percent changed since) on 2 and 1.
    await handBuilt(r.id, {
      ...day,
      time: '20:00',
      serviceId: r.dinnerId,
      covers: 4,
      offer: { id: offer.id, percent: 20 },
    });
    await handBuilt(r.id, {
      ...day,
      time: '12:00',
      serviceId: r.lunchId,
      covers: 2,
      offer: { id: offer.id, percent: 30 },
    });
    await handBuilt(r.id, {
      ...day,
      time: '12:30',
      serviceId: r.lunchId,
      covers: 1,
      offer: { id: offer.id, percent: 30 },
    });

    t.clock.current = parisInstant('2026-12-03', '10:00');
    const answer = await stats(r.token, { from: '2026-12-02', to: '2026-12-02' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.services).toEqual([
      { id: r.lunchId, name: '=HYPERLINK("x")', fr_name: '=LIEN_HYPERTEXTE("x")' },
      { id: r.dinnerId, name: 'Dinner', fr_name: 'Dîner' },
      { id: null, name: 'Outside services', fr_name: 'Hors service' },
    ]);
    expect(data.days[0].services).toEqual([
      { service_id: r.lunchId, booked_covers: 3, honoured_covers: 3 },
      { service_id: r.dinnerId, booked_covers: 4, honoured_covers: 4 },
      { service_id: null, booked_covers: 5, honoured_covers: 5 },
    ]);
    // 12 covers booked: 4 at 20 % (33.3 %), 3 at 30 % (25 %).
    expect(data.offers).toEqual([
      { offer_id: offer.id, name: '=1+1', percent: 20, bookings: 1, covers: 4, share: 33.3 },
      { offer_id: offer.id, name: '=1+1', percent: 30, bookings: 2, covers: 3, share: 25 },
    ]);

    const csv = await get(
      t.app,
      query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-02', to: '2026-12-02', lang: 'fr' }),
      r.token,
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain(
      'Date;"\'=LIEN_HYPERTEXTE(""x"") – réservés";"\'=LIEN_HYPERTEXTE(""x"") – honorés";Dîner – réservés;Dîner – honorés;Hors service – réservés;Hors service – honorés;Total réservés;Total honorés',
    );
    expect(lines).toContain('02/12/2026;3;3;4;4;5;5;12;12');
    expect(lines).toContain("'=1+1;20;1;4;33,3");
    expect(lines).toContain("'=1+1;30;2;3;25");
  });
});
