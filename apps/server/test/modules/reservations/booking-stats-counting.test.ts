import { describe, expect, it } from 'vitest';
import { bookingStatsApiPaths, offerApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { DECEMBER_OFFER, handBuilt, HOUR, stats } from './booking-stats-helper.js';
import { bookingRestaurant, offerForm, partnerCall } from './reservations-helper.js';

const t = appOfFile();

describe('booking statistics: which bookings count, and how', () => {
  it('counts a booking to come in covers only, and never one awaiting its card, or cancelled by the restaurant or the platform', async () => {
    // Sessions last a day: the restaurant signs up the morning before the figures are asked.
    t.clock.current = parisInstant('2026-12-02', '09:00');
    const r = await bookingRestaurant(t);
    // Asked on 2 December at 15:00: lunch is over, dinner to come.
    t.clock.current = parisInstant('2026-12-02', '15:00');
    const base = { date: '2026-12-02', serviceId: r.dinnerId, source: 'online' as const, covers: 2 };
    // Counted: a pending 4 at lunch (its time passed: kept), a pending 2 and a confirmed 3 at dinner (to come).
    await handBuilt(t, r.id, { ...base, time: '12:30', serviceId: r.lunchId, covers: 4, status: 'pending' });
    await handBuilt(t, r.id, { ...base, time: '20:00', status: 'pending' });
    await handBuilt(t, r.id, { ...base, time: '20:30', covers: 3, status: 'confirmed' });
    // Never counted, at lunch, past: waiting for a card, and the three cancellations not by the guest.
    for (const status of ['awaiting_guarantee', 'cancelled_by_restaurant', 'cancelled_by_platform', 'refused'])
      await handBuilt(t, r.id, { ...base, time: '12:00', serviceId: r.lunchId, covers: 5, status });
    const answer = await stats(t, r.token, { from: '2026-12-02', to: '2026-12-02' });
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
    const later = (await stats(t, r.token, { from: '2026-12-02', to: '2026-12-02' })).data;
    expect(later.no_shows.total).toEqual({ bookings: 3, count: 0, rate: 0 });
  });

  it('reads a late cancellation from the latest cancellation by the guest, not any line of the history', async () => {
    // Sessions last a day: the restaurant signs up the morning before the figures are asked.
    t.clock.current = parisInstant('2026-12-02', '09:00');
    const r = await bookingRestaurant(t);
    const mealAt = parisInstant('2026-12-02', '20:00');
    // Cancelled late on the restaurant's proposal (free): an earlier late line of the history does not make it late.
    const id = await handBuilt(t, r.id, {
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
    const answer = await stats(t, r.token, { from: '2026-12-02', to: '2026-12-02' });
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    const data = answer.data;
    expect(data.late_cancellations.total).toEqual({ bookings: 1, count: 0, rate: 0 });
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
        offerForm({ ...DECEMBER_OFFER, name: 'Soirée', weekdays: '1,2,3,4,5,6,7' }),
        r.token,
      )
    ).data;
    await t.database.db.updateTable('offers').set({ name: '=1+1' }).where('id', '=', offer.id).execute();
    const day = { date: '2026-12-02', source: 'phone' as const, status: 'honoured' };
    // A booking of a service deleted since (its id gone) and one outside any: 3 + 2 in "Hors service".
    await handBuilt(t, r.id, { ...day, time: '16:00', serviceId: null, covers: 3 });
    await handBuilt(t, r.id, { ...day, time: '16:30', serviceId: 999_999, covers: 2 });
    // The offer at 20 % on 4 covers, and at 30 % (its percent changed since) on 2 and 1.
    const offered = [
      ['20:00', r.dinnerId, 4, 20],
      ['12:00', r.lunchId, 2, 30],
      ['12:30', r.lunchId, 1, 30],
    ] as const;
    for (const [time, serviceId, covers, percent] of offered) {
      await handBuilt(t, r.id, { ...day, time, serviceId, covers, offer: { id: offer.id, percent } });
    }

    t.clock.current = parisInstant('2026-12-03', '10:00');
    const answer = await stats(t, r.token, { from: '2026-12-02', to: '2026-12-02' });
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
