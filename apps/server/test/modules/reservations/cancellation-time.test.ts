import { describe, expect, it } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { fillCancellationTimes } from '../../../src/db/migrations/0025_cancellation_time_and_consent.js';
import { appOfFile, post, TEST_START } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { partnerDetail } from '../payments/guarantee-helper.js';
import { bookAt, bookingRestaurant, changeStatus } from './reservations-helper.js';

/*
 * A booking keeps the instant it was cancelled (`cancelled_at`): the guest card counts a late
 * cancellation from it, whatever changed on the row since; bookings cancelled before it was kept
 * get it from their history.
 */

const t = appOfFile();
const HOUR = 3_600_000;

/** A booking's cancellation instant as stored (PostgreSQL reads its big integers as text). */
async function rowOf(id: number) {
  const row = await t.app.infra.db
    .selectFrom('bookings')
    .select('cancelled_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    cancelled_at: row.cancelled_at === null || row.cancelled_at === undefined ? null : Number(row.cancelled_at),
  };
}

describe('the instant a booking was cancelled', () => {
  it('is kept on the guest’s and the restaurant’s cancellations, and the guest card counts lateness by it', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const own = (await bookAt(t, camille.token, r, '2026-11-27', '19:00', '2')).data;
    const phoned = (await bookAt(t, camille.token, r, '2026-11-28', '19:00', '2')).data;
    const kept = (await bookAt(t, camille.token, r, '2026-11-29', '19:00', '2')).data;
    t.clock.current = TEST_START + HOUR;
    await post(t.app, bookingApiPaths.cancelBooking, { booking_id: own.id }, camille.token);
    const phonedAt = parisInstant('2026-11-28', '17:00');
    t.clock.current = phonedAt;
    expect((await changeStatus(t, r.token, phoned.id, 'cancelled_by_customer')).status).toBe(200);
    expect(await rowOf(own.id)).toMatchObject({ cancelled_at: TEST_START + HOUR });
    expect(await rowOf(phoned.id)).toMatchObject({ cancelled_at: phonedAt });
    expect((await rowOf(kept.id)).cancelled_at).toBeNull();
    // Long after, the guest card still reads one late cancellation (the phoned one, 2 hours before).
    t.clock.current = parisInstant('2026-11-29', '21:00');
    const guests = (await get(t.app, query(guestApiPaths.guestList, {}), r.token)).json().data;
    expect(guests.guests[0]).toMatchObject({ late_cancellations: 1 });
    const card = (await partnerDetail(t, r.token, kept.id)).data.guest;
    expect(card).toMatchObject({ late_cancellations: 1 });
  });

  it('is filled for bookings cancelled before it was kept: the cancelling line’s instant, else the last change', async () => {
    t.clock.current = TEST_START;
    const r = await bookingRestaurant(t);
    const camille = await verifiedCustomer(t);
    const late = (await bookAt(t, camille.token, r, '2026-11-30', '19:00', '2')).data;
    const lineless = (await bookAt(t, camille.token, r, '2026-12-01', '19:00', '2')).data;
    const recordedAt = parisInstant('2026-11-30', '15:00');
    t.clock.current = recordedAt;
    await changeStatus(t, r.token, late.id, 'cancelled_by_customer');
    await changeStatus(t, r.token, lineless.id, 'cancelled_by_customer');
    // As the rows were before: no instant of their own, a later change of the row, a history lost.
    const db = t.app.infra.db;
    await db.updateTable('bookings').set({ cancelled_at: null }).where('id', 'in', [late.id, lineless.id]).execute();
    await db
      .updateTable('bookings')
      .set({ updated_at: recordedAt + 48 * HOUR })
      .where('id', '=', late.id)
      .execute();
    await db.deleteFrom('booking_history').where('booking_id', '=', lineless.id).execute();
    await fillCancellationTimes(db);
    expect((await rowOf(late.id)).cancelled_at).toBe(recordedAt);
    expect((await rowOf(lineless.id)).cancelled_at).toBe(recordedAt);
    t.clock.current = parisInstant('2026-12-01', '22:00');
    const guests = (await get(t.app, query(guestApiPaths.guestList, {}), r.token)).json().data;
    expect(guests.guests[0]).toMatchObject({ late_cancellations: 1 });
  });
});
