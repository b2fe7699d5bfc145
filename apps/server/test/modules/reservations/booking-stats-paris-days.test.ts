import { describe, expect, it } from 'vitest';
import { bookingStatsApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { chargedNoShow, handBuilt, stats } from './booking-stats-helper.js';

const t = appOfFile();

describe('booking statistics: the Paris days the clocks change', () => {
  it('counts the day the clocks go back on its Paris date, its money up to its own midnight', async () => {
    // Sunday 25 October 2026 lasts 25 hours in Paris: a dinner at 21:00 missed, charged at 23:30
    // (22:30 UTC, past a day of 24 hours from its midnight).
    const { restaurant: r } = await chargedNoShow(
      t,
      { date: '2026-10-25', time: '21:00' },
      { at: Date.parse('2026-10-25T22:30:00Z'), euros: 60 },
      Date.parse('2026-10-20T10:00:00Z'),
    );
    await handBuilt(t, r.id, {
      date: '2026-10-26',
      time: '12:00',
      serviceId: r.lunchId,
      covers: 2,
      source: 'phone',
      status: 'honoured',
    });

    const around = (await stats(t, r.token, { from: '2026-10-24', to: '2026-10-26' })).data;
    expect(around.days.map((day: { date: string; booked_covers: number }) => [day.date, day.booked_covers])).toEqual([
      ['2026-10-24', 0],
      ['2026-10-25', 6],
      ['2026-10-26', 2],
    ]);
    const sunday = (await stats(t, r.token, { from: '2026-10-25', to: '2026-10-25' })).data;
    expect(sunday.booked_covers).toBe(6);
    expect(sunday.no_shows.total).toEqual({ bookings: 1, count: 1, rate: 100 });
    expect(sunday.charges).toMatchObject({ collected_cents: 6000, collected_count: 1 });
    const monday = (await stats(t, r.token, { from: '2026-10-26', to: '2026-10-26' })).data;
    expect(monday.charges).toMatchObject({ collected_cents: 0, collected_count: 0 });
    expect(monday.no_shows.total).toEqual({ bookings: 1, count: 0, rate: 0 });
  });

  it('counts the day the clocks go forward on its Paris date of 23 hours, and a period with refunds only', async () => {
    // Sunday 29 March 2026 lasts 23 hours in Paris: a dinner at 20:00 missed, charged at 23:30
    // (21:30 UTC), refunded at 00:30 on Monday (22:30 UTC on Sunday, a day of 24 hours from its midnight).
    const { restaurant: r, chargeId } = await chargedNoShow(
      t,
      { date: '2026-03-29', time: '20:00' },
      { at: Date.parse('2026-03-29T21:30:00Z'), euros: 90 },
      Date.parse('2026-03-25T10:00:00Z'),
    );
    t.clock.current = Date.parse('2026-03-29T22:30:00Z');
    const refunded = (
      await post(t.app, paymentApiPaths.refundCharge, { charge_id: chargeId, amount: '30', reason: 'Geste' }, r.token)
    ).json();
    expect(refunded.data).toMatchObject({ refunded_cents: 3000 });

    t.clock.current = parisInstant('2026-04-01', '10:00');
    const around = (await stats(t, r.token, { from: '2026-03-28', to: '2026-03-30' })).data;
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
    const sunday = (await stats(t, r.token, { from: '2026-03-29', to: '2026-03-29' })).data;
    expect(sunday.charges).toEqual({ collected_cents: 9000, collected_count: 1, refunded_cents: 0, refunded_count: 0 });
    expect(sunday.no_shows.total).toEqual({ bookings: 1, count: 1, rate: 100 });
    // Monday: the refund alone, no booking.
    const monday = (await stats(t, r.token, { from: '2026-03-30', to: '2026-03-30' })).data;
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
});
