import { nextParisDayStart, parisDate } from '../../core/paris-time.js';
import type { Clock } from '../../core/clock.js';
import type { JobQueue } from './job-queue.js';
import type { JobHandler } from './job-runner.js';

/**
 * Work done once a day through the durable jobs: each process schedules today's run at start-up
 * (`scheduleToday`; the key, `<keyPrefix>:<Paris date>`, keeps one a day whatever the number of
 * processes), and each run schedules the next day's, at the day's start in Paris (04:00).
 */
export function registerDailyJob(
  jobs: { handle(kind: string, handler: JobHandler): void; queue: Pick<JobQueue, 'schedule'> },
  daily: { kind: string; keyPrefix: string; clock: Clock; run: () => Promise<void> },
): { scheduleToday(now: number): Promise<boolean> } {
  const scheduleFor = (runAt: number) =>
    jobs.queue.schedule({ kind: daily.kind, key: `${daily.keyPrefix}:${parisDate(runAt)}`, runAt });
  jobs.handle(daily.kind, async () => {
    await daily.run();
    await scheduleFor(nextParisDayStart(daily.clock()));
  });
  return { scheduleToday: scheduleFor };
}
