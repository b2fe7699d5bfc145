import { describe, expect, it } from 'vitest';
import { parisDate, parisInstant } from '../../../src/core/paris-time.js';
import { PAYMENTS_DAILY_KIND, type ProviderEvent } from '../../../src/modules/payments/index.js';
import { PROVIDER_EVENTS_KEPT_DAYS } from '../../../src/modules/payments/provider-events.js';
import { appOfFile, deletedPerStatement } from '../../helper.js';

/*
 * The provider's events are applied once because their ids are kept; an id is kept as long as
 * the provider could deliver its event again (90 days), then the daily job forgets it, so the
 * table does not grow with every card saved and every charge.
 */

const DAY = 24 * 3_600_000;

const t = appOfFile();

const event = (id: string, at: number): ProviderEvent => ({ id, type: 'other', createdAt: at, objectId: `obj_${id}` });

/** The day's run, as the app schedules it at start-up. */
async function runDaily(now: number) {
  t.clock.current = now;
  const { queue, runner } = t.app.infra.jobs;
  await queue.schedule({ kind: PAYMENTS_DAILY_KIND, key: `payments-daily:${parisDate(now)}`, runAt: now });
  await runner.runDue();
}

const keptIds = async () =>
  (
    await t.database.db
      .selectFrom('payment_provider_events')
      .select('id')
      .where('id', 'like', 'evt_retention_%')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe("the payment provider's events", () => {
  it('are forgotten 90 days after they were applied, by the daily job, in batches', async () => {
    const start = parisInstant('2027-01-04', '09:00');
    t.clock.current = start;
    // 1,234 events of a busy January (the daily job deletes 1,000 at a time), one of March.
    const january = Array.from({ length: 1_234 }, (_, index) => ({
      id: `evt_retention_jan_${String(index).padStart(4, '0')}`,
      type: 'other',
      object_id: 'obj',
      provider_created_at: start,
      applied_at: start,
    }));
    await t.database.db.insertInto('payment_provider_events').values(january).execute();
    t.clock.current = start + 60 * DAY;
    expect(await t.app.payments.applyEvent(event('evt_retention_march', t.clock.current))).toBe('applied');

    // 90 days to the minute after January's events: still kept, a late delivery changes nothing.
    await runDaily(start + PROVIDER_EVENTS_KEPT_DAYS * DAY);
    expect(await keptIds()).toHaveLength(1_235);
    expect(await t.app.payments.applyEvent(event('evt_retention_jan_0000', start))).toBe('already_applied');

    // The next day's run forgets January's, a statement a batch of 1,000; March's event is still applied once.
    const { deleted } = await deletedPerStatement(t.database.db, 'payment_provider_events', () =>
      runDaily(start + (PROVIDER_EVENTS_KEPT_DAYS + 1) * DAY),
    );
    expect(deleted).toEqual([1_000, 234]);
    expect(await keptIds()).toEqual(['evt_retention_march']);
    expect(await t.app.payments.applyEvent(event('evt_retention_march', start + 60 * DAY))).toBe('already_applied');
    // Tomorrow's run is scheduled, at 04:00 in Paris.
    const next = await t.app.infra.jobs.queue.find(`payments-daily:${parisDate(start + 92 * DAY)}`);
    expect(next?.run_at).toBe(parisInstant(parisDate(start + 92 * DAY), '04:00'));
  });
});
