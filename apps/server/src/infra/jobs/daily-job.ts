import { nextParisDayStart, parisDate } from '../../core/paris-time.js';
import type { Clock } from '../../core/clock.js';
import type { JobQueue } from './job-queue.js';
import type { JobHandler } from './job-runner.js';

/** A daily job's kind, and its keys' prefix. */
export interface DailyJob {
  kind: string;
  keyPrefix: string;
}

/** The run of the Paris day of `runAt`, at `runAt`; false when that day's run is already stored. */
export function scheduleDailyRun(queue: Pick<JobQueue, 'schedule'>, daily: DailyJob, runAt: number): Promise<boolean> {
  return queue.schedule({ kind: daily.kind, key: `${daily.keyPrefix}:${parisDate(runAt)}`, runAt });
}

/** What a daily job is registered with: the process's jobs (`Jobs`), or a test's stand-in. */
export interface DailyJobHost {
  handle(kind: string, handler: JobHandler): void;
  queue: Pick<JobQueue, 'schedule'>;
  /** Keeps the job's scheduling for the process's start (`Jobs.scheduleDailyRuns`). */
  everyDay?(scheduleToday: (now: number) => Promise<boolean>): void;
}

/**
 * Work done once a day through the durable jobs: each process schedules today's run at start-up,
 * before its runner starts (`Jobs.scheduleDailyRuns`; the key, `<keyPrefix>:<Paris date>`, keeps
 * one a day whatever the number of processes), and each run schedules the next day's, at the
 * day's start in Paris (04:00).
 */
export function registerDailyJob(
  jobs: DailyJobHost,
  daily: DailyJob & { clock: Clock; run: () => Promise<void> },
): { scheduleToday(now: number): Promise<boolean> } {
  const scheduleFor = (runAt: number) => scheduleDailyRun(jobs.queue, daily, runAt);
  jobs.handle(daily.kind, async () => {
    await daily.run();
    await scheduleFor(nextParisDayStart(daily.clock()));
  });
  jobs.everyDay?.(scheduleFor);
  return { scheduleToday: scheduleFor };
}
