import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, type ClaimedJob, createJobs, DEFAULT_LEASE_MS, type Jobs } from '../../../src/infra/jobs/index.js';
import { buildTestApp, runAdminCommand, type TestApp } from '../../helper.js';

/*
 * Durable jobs on the database under test: a job is stored once per key, runs
 * once when its time comes, is retried with backoff and gives up visibly, and survives the death
 * of the process that held it. Time is the test clock; nothing waits on the wall clock.
 */

const MINUTE = 60_000;

let t: TestApp;
let jobs: Jobs;
/** What the handlers ran, in order: `key#attempt`. */
let ran: string[];

beforeEach(async () => {
  t = await buildTestApp();
  jobs = t.app.infra.jobs;
  ran = [];
});
afterEach(async () => {
  await t.close();
});

const recordRun = async (job: ClaimedJob) => {
  ran.push(`${job.key}#${job.attempt}`);
};

describe('durable jobs', () => {
  it('stores a job once per key, and runs it once when its time comes', async () => {
    jobs.handle('test.note', recordRun);
    const runAt = t.clock.current + 10 * MINUTE;
    expect(await jobs.queue.schedule({ kind: 'test.note', key: 'note:1', runAt, payload: { n: 1 } })).toBe(true);
    // The same key again (a retried request, a second process) stores nothing new.
    expect(await jobs.queue.schedule({ kind: 'test.note', key: 'note:1', runAt: runAt + MINUTE })).toBe(false);
    expect(await t.database.db.selectFrom('jobs').select('dedupe_key').execute()).toEqual([{ dedupe_key: 'note:1' }]);

    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.current = runAt - 1;
    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.current = runAt;
    expect(await jobs.runner.runDue()).toBe(1);
    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.advance(DEFAULT_LEASE_MS * 10);
    expect(await jobs.runner.runDue()).toBe(0);
    expect(ran).toEqual(['note:1#1']);

    const stored = await jobs.queue.find('note:1');
    expect(stored).toMatchObject({ state: 'done', attempts: 1, done_at: runAt, payload: '{"n":1}' });
    // Done, it is still the job of that key: scheduling it again does not send it twice.
    expect(await jobs.queue.schedule({ kind: 'test.note', key: 'note:1', runAt: t.clock.current })).toBe(false);
    expect(await jobs.runner.runDue()).toBe(0);
  });

  it('stores several jobs at once, each once per key: those already stored keep their time and payload', async () => {
    jobs.handle('test.note', recordRun);
    const now = t.clock.current;
    await jobs.queue.schedule({ kind: 'test.note', key: 'known', runAt: now + MINUTE, payload: { n: 0 } });
    expect(
      await jobs.queue.scheduleMany([
        { kind: 'test.note', key: 'known', runAt: now, payload: { n: 1 } },
        { kind: 'test.note', key: 'new:a', runAt: now, payload: { n: 2 } },
        { kind: 'test.note', key: 'new:b', runAt: now + 2 * MINUTE },
      ]),
    ).toBe(2);
    expect(await jobs.queue.scheduleMany([])).toBe(0);
    expect(await jobs.queue.find('known')).toMatchObject({ run_at: now + MINUTE, payload: '{"n":0}' });
    expect(await jobs.queue.find('new:a')).toMatchObject({ state: 'scheduled', run_at: now, payload: '{"n":2}' });

    expect(await jobs.runner.runDue()).toBe(1);
    t.clock.current = now + 2 * MINUTE;
    expect(await jobs.runner.runDue()).toBe(2);
    expect(ran.sort()).toEqual(['known#1', 'new:a#1', 'new:b#1']);
  });

  it('runs the due jobs oldest first and hands each its payload', async () => {
    const payloads: unknown[] = [];
    jobs.handle('test.payload', async (job) => void payloads.push(job.payload));
    const now = t.clock.current;
    await jobs.queue.schedule({ kind: 'test.payload', key: 'b', runAt: now - MINUTE, payload: { name: 'second' } });
    await jobs.queue.schedule({ kind: 'test.payload', key: 'a', runAt: now - 2 * MINUTE, payload: { name: 'first' } });
    await jobs.queue.schedule({ kind: 'test.payload', key: 'c', runAt: now + MINUTE, payload: { name: 'later' } });

    expect(await jobs.runner.runDue()).toBe(2);
    expect(payloads).toEqual([{ name: 'first' }, { name: 'second' }]);
  });

  it('retries a failed run with a growing wait, then runs it once it succeeds', async () => {
    let failures = 2;
    jobs.handle('test.flaky', async (job) => {
      ran.push(`${job.key}#${job.attempt}`);
      if (failures-- > 0) throw new Error('provider unreachable');
    });
    const start = t.clock.current;
    await jobs.queue.schedule({ kind: 'test.flaky', key: 'flaky', runAt: start });

    expect(await jobs.runner.runDue()).toBe(1);
    expect(await jobs.queue.find('flaky')).toMatchObject({
      state: 'scheduled',
      attempts: 1,
      run_at: start + backoffMs(1),
      last_error: 'Error: provider unreachable',
    });
    t.clock.current = start + backoffMs(1) - 1;
    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.current = start + backoffMs(1);
    expect(await jobs.runner.runDue()).toBe(1);
    // The second wait is twice the first.
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    t.clock.advance(backoffMs(2) - 1);
    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await jobs.runner.runDue()).toBe(1);

    expect(ran).toEqual(['flaky#1', 'flaky#2', 'flaky#3']);
    expect(await jobs.queue.find('flaky')).toMatchObject({ state: 'done', attempts: 3, last_error: null });
  });

  it('gives up after its attempts and keeps the job, its error and a count for the operators', async () => {
    jobs.handle('test.broken', async (job) => {
      ran.push(`${job.key}#${job.attempt}`);
      throw new Error(`refused (${job.attempt})`);
    });
    await jobs.queue.schedule({ kind: 'test.broken', key: 'broken', runAt: t.clock.current, maxAttempts: 3 });

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await jobs.runner.runDue()).toBe(1);
      t.clock.advance(backoffMs(attempt));
    }
    t.clock.advance(24 * 60 * MINUTE);
    expect(await jobs.runner.runDue()).toBe(0);

    expect(ran).toEqual(['broken#1', 'broken#2', 'broken#3']);
    expect(await jobs.queue.find('broken')).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'Error: refused (3)',
    });
    expect(await jobs.queue.counts()).toEqual({ due: 0, late: 0, failed: 1 });
    // The operators list it with its error.
    const listed = await runAdminCommand(t, 'failed-jobs');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z\ttest\.broken\tbroken\t3 attempts\tError: refused \(3\)\n$/,
    );
  });

  it('a job of a kind this process has no handler for is retried, then given up, never lost silently', async () => {
    await jobs.queue.schedule({ kind: 'test.unknown', key: 'orphan', runAt: t.clock.current, maxAttempts: 1 });
    expect(await jobs.runner.runDue()).toBe(1);
    expect(await jobs.queue.find('orphan')).toMatchObject({
      state: 'failed',
      last_error: "Error: no handler for jobs of kind 'test.unknown'",
    });
  });

  it('a cancelled job never runs; a rescheduled one runs at its new time with its new payload', async () => {
    const payloads: unknown[] = [];
    jobs.handle('test.reminder', async (job) => void payloads.push(job.payload));
    const now = t.clock.current;
    await jobs.queue.schedule({ kind: 'test.reminder', key: 'cancelled', runAt: now + MINUTE });
    await jobs.queue.schedule({ kind: 'test.reminder', key: 'moved', runAt: now + MINUTE, payload: { at: 1 } });

    expect(await jobs.queue.cancel(['cancelled', 'never-scheduled'])).toBe(1);
    expect(
      await jobs.queue.reschedule({
        kind: 'test.reminder',
        key: 'moved',
        runAt: now + 60 * MINUTE,
        payload: { at: 2 },
      }),
    ).toBe(true);
    t.clock.current = now + 59 * MINUTE;
    expect(await jobs.runner.runDue()).toBe(0);
    t.clock.current = now + 60 * MINUTE;
    expect(await jobs.runner.runDue()).toBe(1);
    expect(payloads).toEqual([{ at: 2 }]);
    expect(await jobs.queue.find('cancelled')).toMatchObject({ state: 'cancelled', attempts: 0 });
    // Done, it is not moved again.
    expect(await jobs.queue.reschedule({ kind: 'test.reminder', key: 'moved', runAt: now + 90 * MINUTE })).toBe(false);
  });

  it('scheduled in a transaction that rolls back, the job does not exist', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await jobs.queue.schedule({ kind: 'test.note', key: 'rolled-back', runAt: t.clock.current }, trx);
        throw new Error('the booking was refused');
      }),
    ).rejects.toThrow('the booking was refused');
    expect(await jobs.queue.find('rolled-back')).toBeUndefined();
  });

  it('survives a restart: a job whose process died is taken again once its lease has run out', async () => {
    await jobs.queue.schedule({ kind: 'test.note', key: 'held', runAt: t.clock.current });
    // A process claims it and dies before finishing (no completion, no failure recorded).
    const [claimed] = await jobs.queue.claim('dead-process', 10);
    expect(claimed).toMatchObject({ key: 'held', attempt: 1 });

    // The server starts again: a new process over the same database.
    const restarted = await buildTestApp({}, { sameDatabaseAs: t });
    try {
      const after = createJobs({ db: restarted.database.db, dialect: restarted.database.dialect, clock: t.clock.now });
      after.handle('test.note', recordRun);
      t.clock.advance(DEFAULT_LEASE_MS - 1);
      expect(await after.runner.runDue()).toBe(0);
      t.clock.advance(1);
      expect(await after.runner.runDue()).toBe(1);
      expect(ran).toEqual(['held#2']);
      expect(await after.queue.find('held')).toMatchObject({ state: 'done', attempts: 2 });
      // The dead process's late completion changes nothing: the job is another's now.
      expect(await jobs.queue.complete(claimed!, 'dead-process')).toBe(false);
      expect(await jobs.queue.fail(claimed!, 'dead-process', new Error('late'))).toBe(false);
      expect(await after.queue.find('held')).toMatchObject({ state: 'done', last_error: null });
    } finally {
      await restarted.close();
    }
  });

  it('what a job stores with its completion is stored once, and not at all when the job was lost meanwhile', async () => {
    await jobs.queue.schedule({ kind: 'test.note', key: 'slow', runAt: t.clock.current });
    const [slow] = await jobs.queue.claim('slow-process', 1);
    // Its lease runs out while it works; another process takes it and completes it.
    t.clock.advance(DEFAULT_LEASE_MS);
    const other = createJobs({ db: t.database.db, dialect: t.database.dialect, clock: t.clock.now });
    other.handle('test.note', async (job, context) => {
      await context.completeWith(async (trx) => {
        await trx
          .updateTable('jobs')
          .set({ last_error: 'written by the second run' })
          .where('id', '=', job.id)
          .execute();
      });
    });
    expect(await other.runner.runDue()).toBe(1);
    // The first process finishes late: its completion and its writes are refused together.
    const late = await jobs.queue.complete(slow!, 'slow-process', async (trx) => {
      await trx
        .updateTable('jobs')
        .set({ last_error: 'written by the first run' })
        .where('id', '=', slow!.id)
        .execute();
    });
    expect(late).toBe(false);
    expect(await jobs.queue.find('slow')).toMatchObject({
      state: 'done',
      attempts: 2,
      last_error: 'written by the second run',
    });
  });

  it('a job whose turn in its batch comes after its lease ran out is left to the process that took it', async () => {
    const runs: string[] = [];
    const other = createJobs({ db: t.database.db, dialect: t.database.dialect, clock: t.clock.now });
    other.handle('test.slow', async (job) => void runs.push(`other ${job.key}`));
    jobs.handle('test.slow', async (job) => {
      runs.push(`here ${job.key}`);
      if (job.key === 'slow:1') {
        // The first job of the batch outlasts the lease: meanwhile another process takes the batch.
        t.clock.advance(DEFAULT_LEASE_MS + 1);
        expect(await other.runner.runDue()).toBe(2);
      }
    });
    await jobs.queue.schedule({ kind: 'test.slow', key: 'slow:1', runAt: t.clock.current });
    await jobs.queue.schedule({ kind: 'test.slow', key: 'slow:2', runAt: t.clock.current + 1 });
    t.clock.advance(1);

    expect(await jobs.runner.runDue()).toBe(1);
    // The second job's turn came here after its lease: the other process ran it, it is not run twice.
    expect(runs).toEqual(['here slow:1', 'other slow:1', 'other slow:2']);
    expect(await jobs.queue.find('slow:2')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a job claimed by processes that kept dying gives up after its attempts', async () => {
    await jobs.queue.schedule({ kind: 'test.note', key: 'poison', runAt: t.clock.current, maxAttempts: 2 });
    jobs.handle('test.note', recordRun);
    await jobs.queue.claim('dies-1', 1);
    t.clock.advance(DEFAULT_LEASE_MS);
    await jobs.queue.claim('dies-2', 1);
    t.clock.advance(DEFAULT_LEASE_MS);
    expect(await jobs.runner.runDue()).toBe(1);
    expect(ran).toEqual([]);
    expect(await jobs.queue.find('poison')).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'Error: its process stopped during every attempt',
    });
  });

  it('two runners over two connections run 300 jobs due at the same minute, each exactly once', async () => {
    const second = await buildTestApp({}, { sameDatabaseAs: t });
    try {
      const runs = new Map<string, string[]>();
      const runners = [t, second].map((app, index) => {
        const own = createJobs(
          { db: app.database.db, dialect: app.database.dialect, clock: t.clock.now },
          { batchSize: 10 },
        );
        own.handle('test.bulk', async (job) => {
          runs.set(job.key, [...(runs.get(job.key) ?? []), `runner-${index}`]);
          // Let the other runner claim meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
        });
        return own.runner;
      });
      const minute = t.clock.current;
      for (let i = 0; i < 300; i += 1) {
        await jobs.queue.schedule({ kind: 'test.bulk', key: `bulk:${i}`, runAt: minute + (i % 60) * 1000 });
      }
      t.clock.current = minute + MINUTE;
      const counts = await Promise.all(runners.map((runner) => runner.runDue()));

      expect(counts[0]! + counts[1]!).toBe(300);
      expect(runs.size).toBe(300);
      expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
      expect(await t.database.db.selectFrom('jobs').select('state').where('state', '!=', 'done').execute()).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('counts the jobs due and late in /metrics', async () => {
    const token = 'metrics-token-for-jobs-0123456789';
    const metered = await buildTestApp({ METRICS_TOKEN: token });
    try {
      const queue = metered.app.infra.jobs.queue;
      const now = metered.clock.current;
      await queue.schedule({ kind: 'test.note', key: 'late', runAt: now - 5 * MINUTE });
      await queue.schedule({ kind: 'test.note', key: 'due', runAt: now - 1000 });
      await queue.schedule({ kind: 'test.note', key: 'later', runAt: now + MINUTE });
      const metrics = await metered.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^portal_jobs_due 2$/m);
      expect(metrics.body).toMatch(/^portal_jobs_late 1$/m);
      expect(metrics.body).toMatch(/^portal_jobs_failed 0$/m);
    } finally {
      await metered.close();
    }
  });

  it('the app runs its jobs by itself once its runner is started', async () => {
    jobs.handle('test.note', recordRun);
    await jobs.queue.schedule({ kind: 'test.note', key: 'polled', runAt: t.clock.current });
    jobs.runner.start(5);
    await expect.poll(() => ran, { timeout: 20_000, interval: 10 }).toEqual(['polled#1']);
    expect(await jobs.queue.find('polled')).toMatchObject({ state: 'done' });
  });
});
