import { nextParisDayStart, parisDate } from '../../core/paris-time.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { JobQueue } from './job-queue.js';
import type { JobHandler } from './job-runner.js';

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
/** Jobs deleted per statement. */
const DELETE_BATCH = 1000;

/** Deletes the jobs that ended more than FINISHED_JOBS_KEPT_DAYS ago; returns how many. */
export async function deleteFinishedJobs(queue: Pick<JobQueue, 'deleteFinished'>, now: number): Promise<number> {
  const before = now - FINISHED_JOBS_KEPT_DAYS * DAY_MS;
  let total = 0;
  for (;;) {
    const deleted = await queue.deleteFinished(before, DELETE_BATCH);
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}

/** Today's run (now, unless it already ran): each process schedules it at start-up, the key keeps one a day. */
export async function scheduleJobsDaily(queue: Pick<JobQueue, 'schedule'>, now: number): Promise<boolean> {
  return queue.schedule({ kind: JOBS_DAILY_KIND, key: `jobs-daily:${parisDate(now)}`, runAt: now });
}

export function registerJobsDaily(
  jobs: { handle(kind: string, handler: JobHandler): void; queue: Pick<JobQueue, 'schedule' | 'deleteFinished'> },
  deps: { clock: Clock; logger?: Logger },
): void {
  jobs.handle(JOBS_DAILY_KIND, async () => {
    const deleted = await deleteFinishedJobs(jobs.queue, deps.clock());
    if (deleted > 0) deps.logger?.info({ deleted }, 'finished jobs deleted');
    // Tomorrow's run, at the day's start in Paris.
    const next = nextParisDayStart(deps.clock());
    await scheduleJobsDaily(jobs.queue, next);
  });
}
