import { describe, expect, it } from 'vitest';
import { bookingStatsApiPaths, offerApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { teamMember } from '../team/team-helper.js';
import {
  chargedNoShow,
  DAY,
  DECEMBER_OFFER,
  handBuilt,
  type HandBuilt,
  HOUR,
  START,
  stats,
} from './booking-stats-helper.js';
import { bookingRestaurant, expectTenExportsAMinute, offerForm, partnerCall } from './reservations-helper.js';

const t = appOfFile();

/** A rate's figures: bookings that could have had it, how many had it, and the rate in % (none without bookings). */
type Rate = [bookings: number, count: number, rate: number | null];
const rateOf = ([bookings, count, rate]: Rate) => ({ bookings, count, rate });

/** A no-show or late-cancellation breakdown as the statistics answer it, from its figures by group, in order. */
function rateBreakdown(figures: {
  total: Rate;
  by_source: Record<'online' | 'phone' | 'walk_in', Rate>;
  by_party_size: Record<'1-2' | '3-4' | '5-6' | '7+', Rate>;
  by_imprint: Record<'yes' | 'no', Rate>;
}) {
  const groups = (byGroup: Record<string, Rate>) =>
    Object.entries(byGroup).map(([group, rate]) => ({ group, ...rateOf(rate) }));
  return {
    total: rateOf(figures.total),
    by_source: groups(figures.by_source),
    by_party_size: groups(figures.by_party_size),
    by_imprint: groups(figures.by_imprint),
  };
}

describe('booking statistics', () => {
  it('counts covers per day and service, the rates by source, party and imprint, the money and the offers', async () => {
    // Tuesday 1 December: the online party of 6 with a card, missed, charged 120 € that evening.
    const { restaurant: r, chargeId } = await chargedNoShow(
      t,
      { date: '2026-12-01', time: '19:00' },
      { at: parisInstant('2026-12-01', '19:30'), euros: 120 },
    );
    t.clock.current = parisInstant('2026-12-02', '10:00');
    const refunded = (
      await post(t.app, paymentApiPaths.refundCharge, { charge_id: chargeId, amount: '50', reason: 'Geste' }, r.token)
    ).json();
    expect(refunded.data).toMatchObject({ refunded_cents: 5000 });
    const offer = (
      await partnerCall(
        t,
        offerApiPaths.saveOffer,
        offerForm({ ...DECEMBER_OFFER, name: 'Midi -20', weekdays: '1,2,3,4,5' }),
        r.token,
      )
    ).data;
    const taken = { id: offer.id as number, percent: 20 };
    const lunch = r.lunchId;
    const dinner = r.dinnerId;
    const meal = (date: string, time: string) => parisInstant(date, time);
    const bookings: HandBuilt[] = [
      // 1 December: a phone party of 2 at lunch honoured, a walk-in of 3 seated.
      { date: '2026-12-01', time: '12:30', serviceId: lunch, covers: 2, source: 'phone', status: 'honoured' },
      { date: '2026-12-01', time: '13:00', serviceId: lunch, covers: 3, source: 'walk_in', status: 'seated' },
      // 2 December: an online 4 with a card and the offer, honoured; an online 2 with the offer confirmed;
      {
        date: '2026-12-02',
        time: '20:00',
        serviceId: dinner,
        covers: 4,
        source: 'online',
        status: 'honoured',
        card: true,
        offer: taken,
      },
      {
        date: '2026-12-02',
        time: '12:00',
        serviceId: lunch,
        covers: 2,
        source: 'online',
        status: 'confirmed',
        offer: taken,
      },
      // an online 2 with the offer cancelled by the guest 3 hours before (late, and not an uptake);
      {
        date: '2026-12-02',
        time: '20:30',
        serviceId: dinner,
        covers: 2,
        source: 'online',
        status: 'cancelled_by_customer',
        offer: taken,
        cancelledAt: meal('2026-12-02', '20:30') - 3 * HOUR,
      },
      // a phone 5 cancelled two days before (not late); an online 3 giving up 2 hours before on the
      // restaurant's proposal (free, not late); a phone 8 refused (not counted at all).
      {
        date: '2026-12-02',
        time: '19:30',
        serviceId: dinner,
        covers: 5,
        source: 'phone',
        status: 'cancelled_by_customer',
        cancelledAt: meal('2026-12-02', '19:30') - 2 * DAY,
      },
      {
        date: '2026-12-02',
        time: '21:00',
        serviceId: dinner,
        covers: 3,
        source: 'online',
        status: 'cancelled_by_customer',
        cancelledAt: meal('2026-12-02', '21:00') - 2 * HOUR,
        proposed: true,
      },
      { date: '2026-12-02', time: '12:00', serviceId: lunch, covers: 8, source: 'phone', status: 'refused' },
      // Outside the period: the day before and the day after.
      { date: '2026-11-30', time: '20:00', serviceId: dinner, covers: 2, source: 'online', status: 'no_show' },
      { date: '2026-12-04', time: '12:00', serviceId: lunch, covers: 2, source: 'phone', status: 'honoured' },
    ];
    for (const booking of bookings) await handBuilt(t, r.id, booking);
    // Another restaurant's bookings on the same days never count.
    const other = await bookingRestaurant(t);
    for (const booking of [
      { date: '2026-12-02', time: '20:00', serviceId: other.dinnerId, covers: 4, source: 'online', status: 'no_show' },
      { date: '2026-12-01', time: '12:00', serviceId: other.lunchId, covers: 2, source: 'phone', status: 'honoured' },
    ] satisfies HandBuilt[]) {
      await handBuilt(t, other.id, booking);
    }

    const answer = await stats(t, r.token, { from: '2026-12-01', to: '2026-12-03' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.services).toEqual([
      { id: lunch, name: 'Lunch', fr_name: 'Déjeuner' },
      { id: dinner, name: 'Dinner', fr_name: 'Dîner' },
    ]);
    /** A day's covers, booked and honoured: at lunch, at dinner, and in all. */
    const day = (date: string, covers: Record<'lunch' | 'dinner' | 'total', [booked: number, honoured: number]>) => ({
      date,
      services: [
        { service_id: lunch, booked_covers: covers.lunch[0], honoured_covers: covers.lunch[1] },
        { service_id: dinner, booked_covers: covers.dinner[0], honoured_covers: covers.dinner[1] },
      ],
      booked_covers: covers.total[0],
      honoured_covers: covers.total[1],
    });
    expect(data.days).toEqual([
      day('2026-12-01', { lunch: [5, 5], dinner: [6, 0], total: [11, 5] }),
      day('2026-12-02', { lunch: [2, 0], dinner: [4, 4], total: [6, 4] }),
      day('2026-12-03', { lunch: [0, 0], dinner: [0, 0], total: [0, 0] }),
    ]);
    expect(data.booked_covers).toBe(17);
    expect(data.honoured_covers).toBe(9);
    // The figures are asked on 2 December at 10:00: the online 2 confirmed for 12:00 is still to
    // come, out of both rates. No-shows: the 6 missed, the 2 honoured, the 4 honoured and the 2, 5
    // and 3 cancelled by their guests (the walk-in of 3 cannot be a no-show).
    expect(data.no_shows).toEqual(
      rateBreakdown({
        total: [6, 1, 16.7],
        by_source: { online: [4, 1, 25], phone: [2, 0, 0], walk_in: [0, 0, null] },
        by_party_size: { '1-2': [2, 0, 0], '3-4': [2, 0, 0], '5-6': [2, 1, 50], '7+': [0, 0, null] },
        by_imprint: { yes: [2, 1, 50], no: [4, 0, 0] },
      }),
    );
    // Late cancellations: the same 6 (a walk-in cannot cancel either); the online 2 cancelled 3
    // hours before is late.
    expect(data.late_cancellations).toEqual(
      rateBreakdown({
        total: [6, 1, 16.7],
        by_source: { online: [4, 1, 25], phone: [2, 0, 0], walk_in: [0, 0, null] },
        by_party_size: { '1-2': [2, 1, 50], '3-4': [2, 0, 0], '5-6': [2, 0, 0], '7+': [0, 0, null] },
        by_imprint: { yes: [2, 0, 0], no: [4, 1, 25] },
      }),
    );
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
    const first = (await stats(t, r.token, { from: '2026-12-01', to: '2026-12-01' })).data;
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
    expect(lines).toEqual(
      expect.arrayContaining([
        '01/12/2026;5;5;6;0;11;5',
        '03/12/2026;0;0;0;0;0;0',
        'Couverts : 1-2;2;1;50',
        'Empreinte : non;4;1;25',
        'Source : sans réservation;0;0;',
        'Couverts : 7+;0;0;',
        'Prélevées;120,00;1',
        'Remboursées;50,00;1',
        'Midi -20;20;2;6;35,3',
      ]),
    );
    expect(csv.body).not.toMatch(/[^\r]\n/);
    const english = await get(
      t.app,
      query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-01', to: '2026-12-03', lang: 'en' }),
      r.token,
    );
    expect(english.body).toContain('Party: 1-2;2;1;50\r\n');

    // The other restaurant sees only its own.
    const theirs = (await stats(t, other.token, { from: '2026-12-01', to: '2026-12-03' })).data;
    expect(theirs.booked_covers).toBe(6);
    expect(theirs.no_shows.total).toEqual({ bookings: 2, count: 1, rate: 50 });
    expect(theirs.charges.collected_cents).toBe(0);

    // Managers see the figures, staff are refused as for the report.
    const manager = await teamMember(t, r.token, 'manager');
    expect((await stats(t, manager.token, { from: '2026-12-01', to: '2026-12-03' })).data.booked_covers).toBe(17);
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
      expect((await stats(t, r.token, period)).status).toBe(200);
    });
  });

  it('refuses a period that ends before it starts or covers more than 366 days', async () => {
    t.clock.current = START;
    const r = await bookingRestaurant(t);
    const reversed = await stats(t, r.token, { from: '2026-12-03', to: '2026-12-01' });
    expect(reversed).toMatchObject({ status: 201, code: 'STATS_PERIOD_REVERSED', field: 'to' });
    expect(reversed.fr_message).toContain('finit avant de commencer');
    const csv = (
      await get(t.app, query(bookingStatsApiPaths.bookingStatsCsv, { from: '2026-12-03', to: '2026-12-01' }), r.token)
    ).json();
    expect(csv).toMatchObject({ status: 201, code: 'STATS_PERIOD_REVERSED' });
    // 2028 is a leap year: its 366 days are one period, one day more is refused.
    expect((await stats(t, r.token, { from: '2028-01-01', to: '2028-12-31' })).data.days).toHaveLength(366);
    const long = await stats(t, r.token, { from: '2027-01-01', to: '2028-01-02' });
    expect(long).toMatchObject({ status: 201, code: 'STATS_PERIOD_TOO_LONG', field: 'to' });
    expect(long.message).toContain('366 days');
    expect((await stats(t, r.token, { from: '2026-02-30', to: '2026-03-01' })).code).toBe('BOOKING_DATE_INVALID');
    // The years 2000 to 2100 only: the day after 31 December 9999 cannot be counted to.
    for (const path of [bookingStatsApiPaths.bookingStats, bookingStatsApiPaths.bookingStatsCsv]) {
      const far = (await get(t.app, query(path, { from: '9999-12-31', to: '9999-12-31' }), r.token)).json();
      expect(far).toMatchObject({ status: 201, code: 'STATS_YEAR_OUT_OF_RANGE', field: 'from' });
      expect(far.fr_message).toBe('Choisissez une date entre les années 2000 et 2100');
      expect(far.message).toBe('Choose a date between the years 2000 and 2100');
    }
    expect(await stats(t, r.token, { from: '1999-12-31', to: '2000-01-01' })).toMatchObject({
      code: 'STATS_YEAR_OUT_OF_RANGE',
      field: 'from',
    });
    expect(await stats(t, r.token, { from: '2100-12-31', to: '2101-01-01' })).toMatchObject({
      code: 'STATS_YEAR_OUT_OF_RANGE',
      field: 'to',
    });
    expect((await stats(t, r.token, { from: '2100-12-31', to: '2100-12-31' })).data.days).toHaveLength(1);
  });
});
