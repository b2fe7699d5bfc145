import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parisInstant } from '../../../src/core/paris-time.js';
import { createJobs, type Jobs, registerDailyJob } from '../../../src/infra/jobs/index.js';
import {
  deleteFinishedJobs,
  FINISHED_JOBS_KEPT_DAYS,
  registerJobsDaily,
} from '../../../src/infra/jobs/job-retention.js';
import { buildTestApp, type TestApp } from '../../helper.js';

/*
 * The jobs table does not grow for ever: once a day, the jobs that ended more than 400 days ago
 * are deleted; those waiting, running or given up stay, as do the keys a booking a year ahead
 * may still schedule again.
 */

const DAY = 24 * 3_600_000;

let t: TestApp;
let jobs: Jobs;
let daily: ReturnType<typeof registerJobsDaily>;

beforeEach(async () => {
  t = await buildTestApp();
  // A process's jobs over the test's database, with the daily job as the app registers it.
  jobs = createJobs({ db: t.database.db, dialect: t.database.dialect, clock: t.clock.now });
  daily = registerJobsDaily(jobs, { clock: t.clock.now });
  jobs.handle('test.note', async () => undefined);
  jobs.handle('test.broken', async () => {
    throw new Error('refused');
  });
});
afterEach(async () => {
  await t.close();
});

const keys = async () =>
  (await t.database.db.selectFrom('jobs').select(['dedupe_key', 'state']).orderBy('dedupe_key').execute()).map(
    (job) => `${job.dedupe_key} ${job.state}`,
  );

describe('finished jobs', () => {
  it('are deleted by the daily job once they ended 400 days ago; waiting and given-up ones stay', async () => {
    // Wednesday 3 March 2027, 10:00 in Paris.
    const start = parisInstant('2027-03-03', '10:00');
    t.clock.current = start;
    const schedule = (key: string, kind: string, runAt: number) =>
      jobs.queue.schedule({ kind, key, runAt, maxAttempts: 1 });
    await schedule('done-long-ago', 'test.note', start);
    await schedule('given-up-long-ago', 'test.broken', start);
    await schedule('cancelled-long-ago', 'test.note', start + DAY);
    await schedule('waiting-far-ahead', 'test.note', start + 500 * DAY);
    await jobs.queue.cancel(['cancelled-long-ago']);
    expect(await jobs.runner.runDue()).toBe(2);

    t.clock.current = start + DAY;
    await schedule('done-400-days-before', 'test.note', t.clock.current);
    expect(await jobs.runner.runDue()).toBe(1);
    t.clock.current = start + 200 * DAY;
    await schedule('done-recently', 'test.note', t.clock.current);
    expect(await jobs.runner.runDue()).toBe(1);

    // 401 days after the start: the day's run.
    t.clock.current = start + (FINISHED_JOBS_KEPT_DAYS + 1) * DAY;
    expect(await daily.scheduleToday(t.clock.current)).toBe(true);
    // Another process starting the same day schedules nothing more.
    expect(await daily.scheduleToday(t.clock.current + 3_600_000)).toBe(false);
    expect(await jobs.runner.runDue()).toBe(1);

    expect(await keys()).toEqual([
      // Ended exactly 400 days ago: kept until the next day's run.
      'done-400-days-before done',
      'done-recently done',
      'given-up-long-ago failed',
      'jobs-daily:2028-04-07 done',
      // Tomorrow's run, at 04:00 in Paris.
      'jobs-daily:2028-04-08 scheduled',
      'waiting-far-ahead scheduled',
    ]);
    expect((await jobs.queue.find('jobs-daily:2028-04-08'))?.run_at).toBe(parisInstant('2028-04-08', '04:00'));

    // The next day's run takes the one that has now passed its 400 days.
    t.clock.current = parisInstant('2028-04-08', '04:00');
    expect(await jobs.runner.runDue()).toBe(1);
    expect(await keys()).not.toContain('done-400-days-before done');
  });

  it('deletes thousands in batches, the oldest first', async () => {
    const now = t.clock.current;
    const endedDaysPastKeeping = async (prefix: string, count: number, days: number) => {
      const at = now - (FINISHED_JOBS_KEPT_DAYS + days) * DAY;
      const specs = Array.from({ length: count }, (_, index) => ({
        kind: 'test.note',
        key: `${prefix}:${index}`,
        runAt: at,
      }));
      await jobs.queue.scheduleMany(specs);
      await t.database.db
        .updateTable('jobs')
        .set({ state: 'done', updated_at: at, done_at: at })
        .where('dedupe_key', 'like', `${prefix}:%`)
        .execute();
    };
    await endedDaysPastKeeping('older', 1_500, 20);
    await endedDaysPastKeeping('old', 845, 10);
    await jobs.queue.schedule({ kind: 'test.note', key: 'waiting', runAt: now + DAY });

    // Each round of the deletion as the queue sees it, and what is left of each age after it.
    const left = async (prefix: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('dedupe_key', 'like', `${prefix}:%`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rounds: Array<{ limit: number; deleted: number; older: number; old: number }> = [];
    const watchedQueue = {
      deleteFinished: async (before: number, limit: number) => {
        const deleted = await jobs.queue.deleteFinished(before, limit);
        rounds.push({ limit, deleted, older: await left('older'), old: await left('old') });
        return deleted;
      },
    };

    expect(await deleteFinishedJobs(watchedQueue, now)).toBe(2_345);
    expect(rounds).toEqual([
      { limit: 1_000, deleted: 1_000, older: 500, old: 845 },
      { limit: 1_000, deleted: 1_000, older: 0, old: 345 },
      { limit: 1_000, deleted: 345, older: 0, old: 0 },
    ]);
    expect(await keys()).toEqual(['waiting scheduled']);
  });
});

describe('daily jobs', () => {
  it('are each scheduled for today when a process starts, once a day however many processes start', async () => {
    const now = parisInstant('2027-03-03', '10:00');
    registerDailyJob(jobs, { kind: 'test.daily', keyPrefix: 'test-daily', clock: t.clock.now, run: async () => {} });
    await jobs.scheduleDailyRuns(now);
    // A second process, an hour later, adds nothing.
    await jobs.scheduleDailyRuns(now + 3_600_000);
    expect(await keys()).toEqual(['jobs-daily:2027-03-03 scheduled', 'test-daily:2027-03-03 scheduled']);
  });
});
