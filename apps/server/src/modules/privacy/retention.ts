import type { Kysely } from 'kysely';
import { MARKETING_RETENTION_YEARS } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { deleteInBatches } from '../../db/batched-delete.js';
import { type DailyJobHost, type JobQueue, registerDailyJob, scheduleDailyRun } from '../../infra/jobs/index.js';
import type { Database } from '../../schema.js';
import type { ReservationsModule } from '../reservations/index.js';
import { RetentionRepository } from './retention-repository.js';
import type { RightsService } from './rights-service.js';

/*
 * The privacy page's keeping promises, kept by one job a day (04:00 Paris):
 * - a consent to a restaurant's news, and the guest's tags and notes in its guest book, go
 *   3 years after the guest's last booking, visit or order there (a choice made since counts too);
 * - a closed account leaves no trace: closing erases at once, in its transaction; this run is the
 *   guarantee for whatever a closing left (one done outside the app, an erasing that failed), so
 *   every trace is gone within the 14 days promised. The bookings stay, anonymised, for the
 *   restaurants' figures; the restaurant's own entries keep only what it typed;
 * - a data archive goes once its link's 7 days are over.
 */

export const PRIVACY_DAILY_KIND = 'privacy.daily';
const PRIVACY_DAILY = { kind: PRIVACY_DAILY_KIND, keyPrefix: 'privacy-daily' };
/** Rows per statement, and closed accounts looked at per query. */
const BATCH = 500;

/** The first instant still kept: `now` the same day and hour 3 years earlier. */
export function marketingCutoff(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - MARKETING_RETENTION_YEARS);
  return date.getTime();
}

export interface RetentionDependencies {
  db: Kysely<Database>;
  clock: Clock;
  guests: Pick<ReservationsModule['guests'], 'clearDormantNotes' | 'stillNamed' | 'forgetCustomer'>;
  /** The archives whose 7 days are over go too. */
  rights?: Pick<RightsService, 'dropExpiredArchives'>;
  logger?: Pick<Logger, 'info'>;
}

/** One day's run; what it removed. */
export async function applyRetention(deps: RetentionDependencies) {
  const repository = new RetentionRepository(deps.db);
  const cutoff = marketingCutoff(deps.clock());
  const consents = await deleteInBatches((limit) => repository.forgetDormant(cutoff, limit), BATCH);
  const notes = await deps.guests.clearDormantNotes(cutoff);
  const closedConsents = await deleteInBatches((limit) => repository.forgetClosed(limit), BATCH);
  let closedAccounts = 0;
  for (let afterId = 0; ;) {
    const closed = await repository.closedAccounts(afterId, BATCH);
    if (closed.length === 0) break;
    afterId = closed[closed.length - 1]!;
    // One transaction per account, as the closing does: a booking never half erased.
    for (const customerId of await deps.guests.stillNamed(closed)) {
      await deps.db.transaction().execute((trx) => deps.guests.forgetCustomer(customerId, trx));
      closedAccounts += 1;
    }
  }
  const archives = (await deps.rights?.dropExpiredArchives()) ?? 0;
  return { consents, notes, closedConsents, closedAccounts, archives };
}

/** Today's run (now, unless it already ran): each process schedules it at start-up, the key keeps one a day. */
export function schedulePrivacyDaily(queue: Pick<JobQueue, 'schedule'>, now: number): Promise<boolean> {
  return scheduleDailyRun(queue, PRIVACY_DAILY, now);
}

export function registerPrivacyDaily(jobs: DailyJobHost, deps: RetentionDependencies) {
  return registerDailyJob(jobs, {
    ...PRIVACY_DAILY,
    clock: deps.clock,
    run: async () => {
      const removed = await applyRetention(deps);
      if (Object.values(removed).some((count) => count > 0))
        deps.logger?.info(removed, 'personal data past its keeping removed');
    },
  });
}
