import { bookingApiPaths, waitlistApiPaths } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { appOfFile, buildTestApp, dialectUnderTest, post, type TestApp, TEST_START } from '../../helper.js';
import { partnerCall, settingsForm, TOMORROW } from './reservations-helper.js';
import { cancelAsGuest, entryOf, fullDinner, joined, tokenOf } from './waitlist-helper.js';

/*
 * Acceptances at once of one freed slot: the placement's day lock serialises them, so its covers
 * go to exactly one guest, on SQLite and on PostgreSQL (there across two server processes).
 */

const t = appOfFile();

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** Waiting entries of 2 covers for tomorrow's dinner, one per guest, as if each had joined. */
async function waitingEntries(restaurantId: number, count: number, firstCustomer: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = await t.app.reservations.waitlist.repository.insert({
      restaurant_id: restaurantId,
      kind: 'waitlist',
      customer_id: firstCustomer + i,
      name: `Camille ${i}`,
      phone: `+3361299${String(i).padStart(4, '0')}`,
      email: `waiting${firstCustomer + i}@example.fr`,
      lang: 'fr',
      date: TOMORROW,
      covers: 2,
      earliest: '19:00',
      latest: '21:00',
      quoted_minutes: null,
      ready_notified_at: null,
      status: 'waiting',
      offer_time: null,
      offer_expires_at: null,
      offers_made: 0,
      booking_id: null,
      created_at: TEST_START + i,
      updated_at: TEST_START + i,
    });
    ids.push(entry.id);
  }
  return ids;
}

/** 30 acceptances sent at once, half through a second server process on PostgreSQL. */
async function acceptAtOnce(tokens: string[]) {
  const other: TestApp = dialectUnderTest === 'postgres' ? await buildTestApp({}, { sameDatabaseAs: t }) : t;
  try {
    other.clock.current = t.clock.current;
    const apps = [t.app, other.app];
    const answers = await Promise.all(
      tokens.map((token, i) => post(apps[i % 2]!, waitlistApiPaths.acceptWaitlistOffer, { token })),
    );
    return answers.map((answer) => ({ http: answer.statusCode, body: answer.json() }));
  } finally {
    if (other !== t) await other.close();
  }
}

const where = dialectUnderTest === 'postgres' ? ', across two server processes' : '';

describe('the waitlist: acceptances at once', () => {
  it(`books a freed slot once for 30 guests accepting it at once${where}`, async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const entries = await waitingEntries(r.id, 30, 810_001);
    await cancelAsGuest(t, small.token, smallBooking);
    // The walk offers the oldest; the host offers the same time to the 29 others by hand.
    await t.app.infra.jobs.runner.runDue();
    for (const entryId of entries.slice(1)) {
      const offered = await partnerCall(
        t,
        waitlistApiPaths.offerWaitlistSlot,
        { entry_id: entryId, time: '19:00' },
        r.token,
      );
      expect(offered.status).toBe(200);
    }
    const answers = await acceptAtOnce(await Promise.all(entries.map((id) => tokenOf(t, id))));
    expect(answers.every((answer) => answer.http === 200)).toBe(true);
    const booked = answers.filter((answer) => answer.body.status === 200);
    expect(booked).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.status !== 200).map((a) => a.body.code))).toEqual(
      new Set(['SLOT_FULL']),
    );
    const bookings = await t.app.infra.db
      .selectFrom('bookings')
      .select(['id', 'covers'])
      .where('restaurant_id', '=', r.id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(bookings.reduce((sum, b) => sum + b.covers, 0)).toBe(10);
    const statuses = await Promise.all(entries.map(async (id) => (await entryOf(t, r.token, id)).status));
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(1);
  });

  it(`books one offer's link once when it is opened 30 times at once${where}`, async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    await cancelAsGuest(t, small.token, smallBooking);
    await t.app.infra.jobs.runner.runDue();
    const token = await tokenOf(t, first.entryId);
    const answers = await acceptAtOnce(Array(30).fill(token));
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    const rows = await t.app.infra.db
      .selectFrom('bookings')
      .select('id')
      .where('restaurant_id', '=', r.id)
      .where('customer_id', '=', first.guest.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends a guest whose restaurant asks for a card imprint to the card step', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const saved = await partnerCall(
      t,
      bookingApiPaths.saveReservationSettings,
      settingsForm({ imprint_per_cover: '20', imprint_min_party: '2' }),
      r.token,
    );
    expect(saved.status).toBe(200);
    const first = await joined(t, r.publicId, 2);
    await cancelAsGuest(t, small.token, smallBooking);
    await t.app.infra.jobs.runner.runDue();
    const accepted = (
      await post(t.app, waitlistApiPaths.acceptWaitlistOffer, { token: await tokenOf(t, first.entryId) })
    ).json();
    expect(accepted).toMatchObject({ status: 200, data: { status: 'awaiting_guarantee' } });
    expect(accepted.data.next_url).toContain('/booking/card?token=');
  });
});
