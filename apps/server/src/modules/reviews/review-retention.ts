import type { Kysely } from 'kysely';
import { REVIEW_MAX_PUBLICATION_DELAY_DAYS, REVIEW_RETENTION_MONTHS } from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';
import { type DailyJobHost, type JobQueue, registerDailyJob, scheduleDailyRun } from '../../infra/jobs/index.js';
import type { Review } from './tables.js';
import { afterMonths } from './review-rules.js';
import type { ReviewsRepository } from './reviews-repository.js';

/*
 * The policy page's two promises, kept by one job a day: reviews are deleted
 * 36 calendar months after their publication (or their writing, when never published), and a
 * review still waiting for the provider's check after 5 days is said in the log every day, so a
 * person decides before the 7 days promised (moderation flagged it: nothing publishes it alone).
 */

export const REVIEWS_DAILY_KIND = 'reviews.daily';
/** A waiting review older than this is overdue: the provider has 2 days left to decide. */
export const REVIEW_OVERDUE_AFTER_DAYS = 5;
const DAY_MS = 24 * 3_600_000;
/** Reviews deleted per transaction. */
const PURGE_BATCH = 200;
/** 36 months never last fewer days than this: older is a candidate, the exact date decides. */
const RETENTION_MIN_DAYS = Math.floor((REVIEW_RETENTION_MONTHS * 365) / 12) - 1;

/**
 * The first instant a review is no longer kept: the day after the same Paris date 36 months
 * after its publication (clamped to that month's end), at midnight; that last day is kept whole.
 */
export function retentionEnd(review: { published_at: number | null; created_at: number }): number {
  return afterMonths(review.published_at ?? review.created_at, REVIEW_RETENTION_MONTHS);
}

/** How a waiting review stands against the 7 days promised before publication. */
export function publicationDue(review: Pick<Review, 'created_at'>, now: number) {
  const createdAt = Number(review.created_at);
  const ageMs = Math.max(0, now - createdAt);
  return {
    ageMs,
    deadline: createdAt + REVIEW_MAX_PUBLICATION_DELAY_DAYS * DAY_MS,
    overdue: ageMs > REVIEW_OVERDUE_AFTER_DAYS * DAY_MS,
  };
}

export interface RetentionDependencies {
  db: Kysely<Database>;
  repository: ReviewsRepository;
  clock: Clock;
  logger?: Logger;
}

/** Deletes every review past its keeping, with its responses and reports; returns how many. */
export async function deleteExpiredReviews(deps: RetentionDependencies): Promise<number> {
  const now = deps.clock();
  const before = now - RETENTION_MIN_DAYS * DAY_MS;
  let total = 0;
  let afterId = 0;
  for (;;) {
    const candidates = await deps.repository.keptSince(before, PURGE_BATCH, afterId);
    if (candidates.length === 0) return total;
    afterId = candidates[candidates.length - 1]!.id;
    const expired = candidates.filter((review) => retentionEnd(review) <= now).map((review) => review.id);
    total += await deps.db.transaction().execute((trx) => deps.repository.deleteReviews(expired, trx));
  }
}

/** The waiting reviews past 5 days, oldest first. */
export async function overdueReviews(deps: Pick<RetentionDependencies, 'repository' | 'clock'>) {
  const now = deps.clock();
  return (await deps.repository.pendingReviews())
    .map((review) => ({ review, ...publicationDue(review, now) }))
    .filter((entry) => entry.overdue);
}

const REVIEWS_DAILY = { kind: REVIEWS_DAILY_KIND, keyPrefix: 'reviews-daily' };

/** Today's run (now, unless it already ran): each process schedules it at start-up, the key keeps one a day. */
export async function scheduleReviewsDaily(queue: Pick<JobQueue, 'schedule'>, now: number): Promise<boolean> {
  return scheduleDailyRun(queue, REVIEWS_DAILY, now);
}

export function registerReviewsDaily(
  jobs: DailyJobHost,
  deps: RetentionDependencies,
): { scheduleToday(now: number): Promise<boolean> } {
  return registerDailyJob(jobs, {
    ...REVIEWS_DAILY,
    clock: deps.clock,
    run: async () => {
      const deleted = await deleteExpiredReviews(deps);
      if (deleted > 0) deps.logger?.info({ deleted }, 'reviews deleted at the end of their keeping');
      for (const { review, ageMs, deadline } of await overdueReviews(deps))
        deps.logger?.warn(
          {
            reviewId: review.id,
            restaurantId: review.restaurant_id,
            ageHours: Math.floor(ageMs / 3_600_000),
            deadline: new Date(deadline).toISOString(),
          },
          'review waiting for a check past 5 days: publish or reject it before the deadline',
        );
    },
  });
}
