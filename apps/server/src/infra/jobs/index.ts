import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../schema.js';
import { JobQueue } from './job-queue.js';
import { type JobHandler, JobRunner, type JobRunnerOptions } from './job-runner.js';

export {
  backoffMs,
  cancelJobs,
  type ClaimedJob,
  DEFAULT_LEASE_MS,
  forgetJobs,
  JobQueue,
  rescheduleJob,
  scheduleJobs,
} from './job-queue.js';
export { type JobHandler, JobRunner, type JobRunnerOptions } from './job-runner.js';
export { type DailyJobHost, registerDailyJob, scheduleDailyRun } from './daily-job.js';

/** How often the app's runner looks for due jobs. */
export const JOBS_POLL_MS = 5_000;

/**
 * The durable jobs of one process: modules schedule and cancel through `queue`
 * (in their own transaction) and register the handler of each kind they schedule; the app starts
 * the runner once every module is registered and stops it on close.
 */
export interface Jobs {
  queue: JobQueue;
  runner: JobRunner;
  handle(kind: string, handler: JobHandler): void;
  /** Adds what schedules a daily job's run of a day (`registerDailyJob` calls it). */
  everyDay(scheduleToday: (now: number) => Promise<boolean>): void;
  /** Today's run of every daily job: each process asks at start-up, the keys keep one a day. */
  scheduleDailyRuns(now: number): Promise<void>;
}

export function createJobs(
  deps: { db: Kysely<Database>; dialect: DialectName; clock: Clock },
  options: JobRunnerOptions = {},
): Jobs {
  const queue = new JobQueue(deps.db, deps.dialect, deps.clock);
  const runner = new JobRunner(queue, options);
  const dailyRuns: ((now: number) => Promise<boolean>)[] = [];
  return {
    queue,
    runner,
    handle: (kind, handler) => runner.handle(kind, handler),
    everyDay: (scheduleToday) => void dailyRuns.push(scheduleToday),
    scheduleDailyRuns: async (now) => {
      for (const scheduleToday of dailyRuns) await scheduleToday(now);
    },
  };
}
