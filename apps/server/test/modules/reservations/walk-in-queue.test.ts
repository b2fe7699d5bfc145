import { bookingApiPaths, waitlistApiPaths } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { appOfFile, TEST_START } from '../../helper.js';
import { partnerCall, restaurantOfFile } from './reservations-helper.js';
import { dayList } from './waitlist-helper.js';

/*
 * Today's walk-in queue: a party at the door with the wait quoted, told by SMS when its table is
 * ready, seated as a walk-in booking at the tables the host chose (the floor plan's drop).
 */

const t = appOfFile();
const r = restaurantOfFile(t);
const TODAY = '2026-11-25';
/** 12:30 in Paris, in the lunch service. */
const LUNCH = TEST_START + 90 * 60_000;

beforeEach(() => {
  t.clock.current = LUNCH;
});

const addWalkIn = (body: Record<string, unknown>, token = r.token) =>
  partnerCall(t, waitlistApiPaths.addWalkIn, body, token);

describe('the walk-in queue', () => {
  it('adds a party with its quoted wait to today’s list, as the floor plan reads it', async () => {
    const added = await addWalkIn({ name: 'Dupont', covers: '3', phone: '06 12 34 56 78', quoted_minutes: '20' });
    expect(added).toMatchObject({
      status: 200,
      data: {
        kind: 'walk_in',
        name: 'Dupont',
        covers: 3,
        phone: '+33612345678',
        status: 'waiting',
        date: TODAY,
        earliest: null,
        latest: null,
        quoted_minutes: 20,
        ready_notified_at: null,
        created_at: LUNCH,
        offer: null,
      },
    });
    const list = await dayList(t, r.token, TODAY);
    expect(list.data.entries.map((entry: { entry_id: number }) => entry.entry_id)).toContain(added.data.entry_id);
    const refused = await addWalkIn({ name: 'Martin', covers: '2', quoted_minutes: '600' });
    expect(refused).toMatchObject({ status: 201, code: 'WALK_IN_QUOTE_INVALID', field: 'quoted_minutes' });
  });

  it('tells the party its table is ready by SMS, in the restaurant’s name', async () => {
    const added = await addWalkIn({ name: 'Lefèvre', covers: '2', phone: '0699887766', quoted_minutes: '10' });
    const told = await partnerCall(t, waitlistApiPaths.notifyWalkInReady, { entry_id: added.data.entry_id }, r.token);
    expect(told).toMatchObject({ status: 200, data: { ready_notified_at: LUNCH } });
    const sms = t.transport.sent.find((m) => m.to === '+33699887766');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.text).toContain('votre table est prête');
    const noPhone = await addWalkIn({ name: 'Sans numéro', covers: '2', quoted_minutes: '10' });
    const refused = await partnerCall(
      t,
      waitlistApiPaths.notifyWalkInReady,
      { entry_id: noPhone.data.entry_id },
      r.token,
    );
    expect(refused).toMatchObject({ status: 201, code: 'WALK_IN_NO_PHONE' });
  });

  it('seats a walk-in at the tables chosen: a seated booking with source walk_in, the entry seated', async () => {
    const table = await partnerCall(
      t,
      bookingApiPaths.saveTable,
      { name: 'T9', min_covers: '1', max_covers: '4', online: '1' },
      r.token,
    );
    const added = await addWalkIn({ name: 'Bernard', covers: '4', quoted_minutes: '0' });
    const seated = await partnerCall(
      t,
      waitlistApiPaths.seatWalkIn,
      { entry_id: added.data.entry_id, table_ids: String(table.data.id) },
      r.token,
    );
    expect(seated).toMatchObject({
      status: 200,
      data: { status: 'seated', source: 'walk_in', covers: 4, date: TODAY, time: '12:30' },
    });
    expect(seated.data.tables).toEqual([{ id: table.data.id, name: 'T9' }]);
    const list = await dayList(t, r.token, TODAY);
    const entry = list.data.entries.find((e: { entry_id: number }) => e.entry_id === added.data.entry_id);
    expect(entry).toMatchObject({ status: 'seated', booking_id: seated.data.id });
    const twice = await partnerCall(t, waitlistApiPaths.seatWalkIn, { entry_id: added.data.entry_id }, r.token);
    expect(twice).toMatchObject({ status: 201, code: 'WAITLIST_ENTRY_CLOSED' });
  });

  it('refuses a table another party sits at, and leaves the party waiting', async () => {
    const table = await partnerCall(
      t,
      bookingApiPaths.saveTable,
      { name: 'T10', min_covers: '1', max_covers: '2', online: '1' },
      r.token,
    );
    const first = await addWalkIn({ name: 'Premier', covers: '2', quoted_minutes: '0' });
    const second = await addWalkIn({ name: 'Second', covers: '2', quoted_minutes: '0' });
    const tables = { table_ids: String(table.data.id) };
    const seated = await partnerCall(
      t,
      waitlistApiPaths.seatWalkIn,
      { entry_id: first.data.entry_id, ...tables },
      r.token,
    );
    expect(seated.status).toBe(200);
    const taken = await partnerCall(
      t,
      waitlistApiPaths.seatWalkIn,
      { entry_id: second.data.entry_id, ...tables },
      r.token,
    );
    expect(taken).toMatchObject({ status: 201, code: 'TABLE_TAKEN', field: 'table_ids' });
    const list = await dayList(t, r.token, TODAY);
    const entry = list.data.entries.find((e: { entry_id: number }) => e.entry_id === second.data.entry_id);
    expect(entry).toMatchObject({ status: 'waiting', booking_id: null });
  });

  it('closes yesterday’s parties still waiting at night, and forgets them after 30 days', async () => {
    const added = await addWalkIn({ name: 'Oublié', covers: '2', phone: '0611111111', quoted_minutes: '5' });
    const nightly = async (at: number) => {
      t.clock.current = at;
      await t.app.infra.jobs.scheduleDailyRuns(at);
      await t.app.infra.jobs.runner.runDue();
    };
    await nightly(LUNCH + 24 * 3_600_000);
    expect((await t.app.reservations.waitlist.repository.byId(added.data.entry_id))?.status).toBe('expired');
    await nightly(LUNCH + 32 * 24 * 3_600_000);
    expect(await t.app.reservations.waitlist.repository.byId(added.data.entry_id)).toBeUndefined();
  });

  it('removes a party that left', async () => {
    const added = await addWalkIn({ name: 'Parti', covers: '2', quoted_minutes: '30' });
    const removed = await partnerCall(
      t,
      waitlistApiPaths.removeWaitlistEntry,
      { entry_id: added.data.entry_id },
      r.token,
    );
    expect(removed).toMatchObject({ status: 200, data: { status: 'left' } });
    const seat = await partnerCall(t, waitlistApiPaths.seatWalkIn, { entry_id: added.data.entry_id }, r.token);
    expect(seat).toMatchObject({ status: 201, code: 'WAITLIST_ENTRY_CLOSED' });
  });
});
