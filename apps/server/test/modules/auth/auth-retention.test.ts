import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { parisDate, parisInstant } from '../../../src/core/paris-time.js';
import { deleteStaleAuthRecords } from '../../../src/modules/auth/auth-retention.js';
import { appOfFile, approvedPartner, deletedPerStatement } from '../../helper.js';
import { login } from './auth-helper.js';

/*
 * What sign-in leaves behind is deleted once a day when it no longer serves: codes a day past
 * their expiry, sessions a month after they ended, the message log after a month. A live session
 * and today's codes and messages stay.
 */

const DAY = 24 * 3_600_000;

const t = appOfFile();

async function rowsOf(partnerId: number) {
  const count = async (table: 'account_codes' | 'account_sessions' | 'message_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_kind', '=', 'partner')
          .where('account_id', '=', partnerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    codes: await count('account_codes'),
    sessions: await count('account_sessions'),
    messages: await count('message_log'),
  };
}

/** The day's run, as the app schedules it at start-up. */
async function runDaily(now: number) {
  t.clock.current = now;
  const { queue, runner } = t.app.infra.jobs;
  await queue.schedule({ kind: 'auth.daily', key: `auth-daily:${parisDate(now)}`, runAt: now });
  await runner.runDue();
}

describe('sign-in records', () => {
  it('are deleted once they no longer serve: codes after a day, ended sessions and the message log after a month', async () => {
    // Monday 1 March 2027: sign-up (a code by SMS, a sign-up session), activation, sign-in.
    const start = parisInstant('2027-03-01', '10:00');
    t.clock.current = start;
    const partner = await approvedPartner(t);
    const before = await rowsOf(partner.id);
    expect(before.codes).toBeGreaterThan(0);
    expect(before.messages).toBeGreaterThan(0);
    expect(before.sessions).toBeGreaterThanOrEqual(2);

    // Two days later: the codes are gone; the sessions and the log stay.
    await runDaily(start + 2 * DAY);
    expect(await rowsOf(partner.id)).toEqual({ ...before, codes: 0 });

    // 36 days later the partner signs in again; the first sessions ended 29 days ago at most.
    t.clock.current = start + 36 * DAY;
    const again = await login(t, partner.form);
    expect(again.status).toBe(200);
    await runDaily(t.clock.current);
    const month = await rowsOf(partner.id);
    expect(month).toMatchObject({ codes: 0, messages: 0 });
    expect(month.sessions).toBeGreaterThanOrEqual(1);

    // 42 days in: every session that ended a month ago is gone; the live one still opens the portal.
    await runDaily(start + 42 * DAY);
    expect(await rowsOf(partner.id)).toEqual({ codes: 0, sessions: 1, messages: 0 });
    const details = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.restaurantDetails}?lang=fr`,
      headers: { token: again.token },
    });
    expect(details.json()).toMatchObject({ status: 200 });
  });
  it('are deleted by batches when thousands are past their keeping: the month of sends kept', async () => {
    const now = parisInstant('2027-06-01', '10:00');
    const sentAt = (daysAgo: number) => now - daysAgo * DAY;
    const sends = (count: number, daysAgo: number, destination: string) =>
      Array.from({ length: count }, () => ({
        destination,
        purpose: 'signup',
        created_at: sentAt(daysAgo),
      }));
    // 2,345 sends of an old campaign, 3 of this week.
    await t.database.db
      .insertInto('message_log')
      .values(sends(2_345, 45, '+33600000001'))
      .execute();
    await t.database.db
      .insertInto('message_log')
      .values(sends(3, 2, '+33600000002'))
      .execute();

    const { result, deleted } = await deletedPerStatement(t.database.db, 'message_log', () =>
      deleteStaleAuthRecords(t.database.db, now),
    );
    expect(result.messages).toBe(2_345);
    // A statement a batch of 1,000: none holds the table for the whole campaign.
    expect(deleted).toEqual([1_000, 1_000, 345]);
    const left = await t.database.db
      .selectFrom('message_log')
      .select('destination')
      .where('destination', 'in', ['+33600000001', '+33600000002'])
      .execute();
    expect(left.map((row) => row.destination)).toEqual(['+33600000002', '+33600000002', '+33600000002']);
  });
});
