import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { JobQueue } from './job-queue.js';
import { type DailyJobHost, registerDailyJob } from './daily-job.js';

/*
 * The jobs table keeps what runs, not what ran: once a day, the jobs that ended long ago are
 * deleted. Long ago, because a job's key is what keeps it from running twice: a booking made up to
 * a year ahead may have its messages scheduled again under the same keys until its meal, and a key
 * deleted before that could send a message a second time.
 */

export const JOBS_DAILY_KIND = 'jobs.daily';
/** Days a done or cancelled job is kept after it ended: more than a year (bookings are taken up to 365 days ahead). */
export const FINISHED_JOBS_KEPT_DAYS = 400;
const DAY_MS = 24 * 3_600_000;

/** Deletes the jobs that ended more than FINISHED_JOBS_KEPT_DAYS ago, by batches; returns how many. */
export async function deleteFinishedJobs(queue: Pick<JobQueue, 'deleteFinished'>, now: number): Promise<number> {
  const before = now - FINISHED_JOBS_KEPT_DAYS * DAY_MS;
  return deleteInBatches((limit) => queue.deleteFinished(before, limit));
}

/** Once a day, the finished jobs past their keeping are deleted; returns what schedules today's run. */
export function registerJobsDaily(
  jobs: DailyJobHost & { queue: Pick<JobQueue, 'schedule' | 'deleteFinished'> },
  deps: { clock: Clock; logger?: Logger },
) {
  return registerDailyJob(jobs, {
    kind: JOBS_DAILY_KIND,
    keyPrefix: 'jobs-daily',
    clock: deps.clock,
    run: async () => {
      const deleted = await deleteFinishedJobs(jobs.queue, deps.clock());
      if (deleted > 0) deps.logger?.info({ deleted }, 'finished jobs deleted');
    },
  });
}
