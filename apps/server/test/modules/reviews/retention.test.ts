import { beforeEach, describe, expect, it } from 'vitest';
import { reviewApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import type { JobHandler } from '../../../src/infra/jobs/index.js';
import { scheduleReviewsDaily } from '../../../src/modules/reviews/index.js';
import { registerReviewsDaily } from '../../../src/modules/reviews/review-retention.js';
import { ReviewsRepository } from '../../../src/modules/reviews/reviews-repository.js';
import { appOfFile, post, runAdminCommand } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { type BookingRestaurant } from '../reservations/reservations-helper.js';
import { pendingFixtures } from './moderation-fixtures.js';
import { honouredBooking, postReview, responseText, START, TOMORROW, restaurantAtStart } from './reviews-helper.js';

describe('reviews: kept 36 months, and no waiting review forgotten', () => {
  const t = appOfFile();
  let r: BookingRestaurant;

  beforeEach(async () => {
    r = await restaurantAtStart(t);
  });

  const publicIds = async () =>
    (await get(t.app, query(reviewApiPaths.publicReviews.replace(':public_id', r.publicId), {})))
      .json()
      .data.reviews.map((review: { id: number }) => review.id) as number[];
  const rowsOf = async (reviewId: number) => {
    const db = t.app.infra.db;
    const [reviews, responses, reports] = await Promise.all([
      db.selectFrom('reviews').select('id').where('id', '=', reviewId).execute(),
      db.selectFrom('review_responses').select('id').where('review_id', '=', reviewId).execute(),
      db.selectFrom('review_reports').select('id').where('review_id', '=', reviewId).execute(),
    ]);
    return { reviews: reviews.length, responses: responses.length, reports: reports.length };
  };
  /** The day's job, as the app runs it: scheduled for today, run when due. */
  const runDailyJob = async () => {
    await scheduleReviewsDaily(t.app.infra.jobs.queue, t.clock.current);
    await t.app.infra.jobs.runner.runDue();
  };

  /** Two reviews held for the provider's check: written on 27 November at 21:00 and on 30 November at 10:00. */
  const twoWaitingReviews = async () => {
    const first = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = START;
    const second = await honouredBooking(t, r, { date: '2026-11-27', time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '21:00');
    const older = await postReview(t, first.customer.token, {
      booking_id: first.bookingId,
      text: pendingFixtures[0]!.text,
    });
    t.clock.current = parisInstant('2026-11-30', '10:00');
    const newer = await postReview(t, second.customer.token, {
      booking_id: second.bookingId,
      text: pendingFixtures[0]!.text,
    });
    expect([older.data.status, newer.data.status]).toEqual(['pending', 'pending']);
    return [older.data, newer.data] as { id: number }[] as [{ id: number }, { id: number }];
  };

  it('deletes a review with its response and report the day after its 36 months, and the public page no longer lists it', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '10:00');
    const posted = await postReview(t, customer.token, { booking_id: bookingId, rating: '2' });
    expect(posted).toMatchObject({ status: 200, data: { status: 'published' } });
    const reviewId = posted.data.id as number;
    const reviewed = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: reviewId, text: responseText(220) },
      r.token,
    );
    expect(reviewed.json()).toMatchObject({ status: 200 });
    const reported = await post(
      t.app,
      reviewApiPaths.reportReview,
      { review_id: reviewId, reason: 'Aucun client de ce nom' },
      r.token,
    );
    expect(reported.json()).toMatchObject({ status: 200 });
    expect(await rowsOf(reviewId)).toEqual({ reviews: 1, responses: 1, reports: 1 });

    // 36 months less a day after its publication: still shown.
    t.clock.current = parisInstant('2029-11-26', '10:00');
    await runDailyJob();
    expect(await publicIds()).toEqual([reviewId]);
    // Its last day is kept whole, to midnight in Paris.
    t.clock.current = parisInstant('2029-11-27', '23:59');
    await runDailyJob();
    expect(await rowsOf(reviewId)).toEqual({ reviews: 1, responses: 1, reports: 1 });

    // A day past: gone, with what hung on it.
    t.clock.current = parisInstant('2029-11-28', '10:00');
    await runDailyJob();
    expect(await rowsOf(reviewId)).toEqual({ reviews: 0, responses: 0, reports: 0 });
    expect(await publicIds()).toEqual([]);
    // The job runs again tomorrow at the day's start, once.
    const next = await t.app.infra.jobs.queue.find('reviews-daily:2029-11-29');
    expect(next).toMatchObject({ state: 'scheduled', run_at: parisInstant('2029-11-29', '04:00') });
  });

  it('counts a review never published from its writing, and one published late from its publication', async () => {
    const [held, publishedLate] = await twoWaitingReviews();
    t.clock.current = parisInstant('2027-02-03', '10:00');
    expect((await runAdminCommand(t, 'reviews', 'publish', String(publishedLate.id))).code).toBe(0);

    // The day after the first's 36 months (each day's job runs once: this test takes the next day's).
    t.clock.current = parisInstant('2029-11-29', '10:00');
    await runDailyJob();
    expect((await rowsOf(held.id)).reviews).toBe(0);
    expect(await publicIds()).toEqual([publishedLate.id]);
  });

  it('lists the waiting reviews oldest first with their age, overdue past 5 days with the 7th day as deadline', async () => {
    const [older, newer] = await twoWaitingReviews();
    t.clock.current = parisInstant('2026-12-03', '00:00');
    const listed = await runAdminCommand(t, 'reviews', 'pending');
    expect(listed.code).toBe(0);
    const mine = [`review ${older.id} |`, `review ${newer.id} |`];
    const lines = listed.stdout.split('\n').filter((line) => mine.some((start) => line.startsWith(start)));
    expect(lines.map((line) => line.split(' | ')[0])).toEqual([`review ${older.id}`, `review ${newer.id}`]);
    // 5 days 3 hours: overdue, to decide before 7 days after it was written.
    expect(lines[0]).toContain('waiting 5 d 3 h');
    expect(lines[0]).toContain(`OVERDUE, decide before ${new Date(parisInstant('2026-12-04', '21:00')).toISOString()}`);
    expect(lines[1]).toContain('waiting 2 d 14 h');
    expect(lines[1]).toContain(`decide before ${new Date(parisInstant('2026-12-07', '10:00')).toISOString()}`);
    expect(lines[1]).not.toContain('OVERDUE');
  });

  it('warns once a day of each review waiting past 5 days, and publishes none of them', async () => {
    const waiting = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '10:00');
    const held = await postReview(t, waiting.customer.token, {
      booking_id: waiting.bookingId,
      text: pendingFixtures[0]!.text,
    });
    const warnings: { reviewId?: number; deadline?: string }[] = [];
    const scheduled: string[] = [];
    let handler: JobHandler | undefined;
    registerReviewsDaily(
      {
        handle: (_kind, registered) => void (handler = registered),
        queue: { schedule: async (spec) => (scheduled.push(spec.key), true) },
      },
      {
        db: t.app.infra.db,
        repository: new ReviewsRepository(t.app.infra.db),
        clock: t.clock.now,
        logger: { info: () => {}, error: () => {}, warn: (entry) => void warnings.push(entry) },
      },
    );
    const run = () =>
      handler!(
        { id: 0, kind: 'reviews.daily', key: '', payload: {}, runAt: t.clock.current, attempt: 1, maxAttempts: 5 },
        { completeWith: async () => {} },
      );
    const mine = () => warnings.filter((warning) => warning.reviewId === held.data.id);

    t.clock.current = parisInstant('2026-12-01', '04:00');
    await run();
    expect(mine()).toEqual([]);
    t.clock.current = parisInstant('2026-12-02', '12:00');
    await run();
    expect(mine()).toEqual([
      expect.objectContaining({ deadline: new Date(parisInstant('2026-12-04', '10:00')).toISOString() }),
    ]);
    expect(scheduled.at(-1)).toBe('reviews-daily:2026-12-03');
    const still = await t.app.infra.db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', held.data.id)
      .executeTakeFirst();
    expect(still?.status).toBe('pending');
  });
});
