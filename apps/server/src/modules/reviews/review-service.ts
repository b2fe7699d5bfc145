import type { Kysely } from 'kysely';
import {
  type PartnerReviewStatus,
  PARTNER_REVIEW_STATUSES,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  type ReviewRejectionReason,
  type ReviewSort,
  type TPartnerReview,
  type TPostReviewInput,
  type TPublicReviews,
  type TReviewEvent,
  type TReviewSummary,
  reviewLength,
  reviewRejectionReasonLabels,
} from '@portal/contract';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { AdminError, AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { moderateResponse, moderateReview } from './moderation.js';
import { authorName, eligibilityRefusal, type ReviewAuthor, responseDeadline } from './review-rules.js';
import { myReviewWire, partnerReviewWire, publicReviewWire } from './review-wire.js';
import type { ReviewedBooking, ReviewsRepository } from './reviews-repository.js';
import type { Review, ReviewReport, ReviewResponse } from './tables.js';

/** What reviews needs to know of a restaurant. */
export interface ReviewRestaurants {
  /** The restaurant of a public id, or null. */
  idOf(publicId: string): number | null;
  /** Its name and public id when it is listed (approved, verified, unsuspended); else undefined. */
  listed(restaurantId: number): Promise<{ name: string; publicId: string } | undefined>;
  /** Its name and public id whatever its state (a guest's own reviews still name it). */
  describe(restaurantId: number): Promise<{ name: string; publicId: string } | undefined>;
}

/**
 * Reviews and the restaurant's response: who may review, the automatic check,
 * the author's withdrawal, the restaurant's list, its one response and its reports, the public
 * list and the provider's decisions. Texts are written once and never edited.
 */
export class ReviewService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: ReviewsRepository;
      restaurants: ReviewRestaurants;
      /** Whether a phone or an e-mail is a partner's or a team member's (auth's service). */
      isTrade: (contacts: { phone: string | null; email: string | null }) => Promise<boolean>;
      events: EventBus;
      /** The partner stream's topic the restaurant's review events go on. */
      topic: (restaurantId: number) => string;
      clock: Clock;
      logger?: Logger;
    },
  ) {}

  /* ---------- the guest ---------- */

  async postReview(author: ReviewAuthor, input: TPostReviewInput) {
    const { repository } = this.deps;
    const now = this.deps.clock();
    const booking = await repository.booking(input.booking_id);
    // Another guest's booking is answered as missing; the guest's own booking taken by the
    // restaurant (by phone, on their number or e-mail) is told why it gives no right to review.
    const sameGuest =
      booking !== undefined &&
      (booking.customer_id === author.id ||
        (author.phone !== null && booking.phone === author.phone) ||
        (author.email !== null && booking.email.toLowerCase() === author.email.toLowerCase()));
    if (!booking || !sameGuest) throw new AppError('NOT_FOUND', { field: 'booking_id' });
    if (booking.customer_id === author.id && (await repository.byBooking(booking.id)))
      throw new AppError('REVIEW_ALREADY_POSTED', { field: 'booking_id' });
    const refusal = eligibilityRefusal(booking, author, now);
    if (refusal) throw new AppError(refusal, { field: 'booking_id' });
    if (await this.deps.isTrade({ phone: author.phone, email: author.email }))
      throw new AppError('REVIEW_BY_TRADE', { field: 'booking_id' });

    const restaurant = await this.deps.restaurants.describe(booking.restaurant_id);
    const outcome = moderateReview(input.text, { restaurantName: restaurant?.name ?? '' });
    // Too short is the guest's to fix, not a verdict: nothing is kept and they may write again.
    if (outcome.status === 'rejected' && outcome.reason === 'too_short')
      throw new AppError('REVIEW_TOO_SHORT', { field: 'text' });
    const review = await repository.insert({
      restaurant_id: booking.restaurant_id,
      booking_id: booking.id,
      customer_id: author.id,
      author_name: authorName(author.first_name, author.last_name),
      lang: booking.lang === 'en' ? 'en' : 'fr',
      rating: input.rating,
      text: input.text,
      text_length: reviewLength(input.text),
      status: outcome.status,
      reason: outcome.status === 'published' ? null : outcome.reason,
      reason_text: '',
      moderated_by: 'auto',
      visit_at: booking.meal_at,
      visit_date: booking.date,
      created_at: now,
      published_at: outcome.status === 'published' ? now : null,
      withdrawn_at: null,
      deleted_at: null,
      updated_at: now,
    });
    if (!review) throw new AppError('REVIEW_ALREADY_POSTED', { field: 'booking_id' });
    if (review.status !== 'rejected') this.announce(review);
    const code =
      review.status === 'published'
        ? 'REVIEW_PUBLISHED'
        : review.status === 'pending'
          ? 'REVIEW_AWAITING_CHECK'
          : 'REVIEW_REFUSED';
    return { ...ok(code), data: myReviewWire(review, restaurant, undefined) };
  }

  async myReviews(customerId: number) {
    const reviews = await this.deps.repository.ofCustomer(customerId);
    const responses = await this.deps.repository.responses(reviews.map((r) => r.id));
    const restaurants = new Map<number, { name: string; publicId: string } | undefined>();
    for (const id of new Set(reviews.map((r) => r.restaurant_id)))
      restaurants.set(id, await this.deps.restaurants.describe(id));
    return {
      ...ok('LOADED'),
      data: reviews.map((review) =>
        myReviewWire(review, restaurants.get(review.restaurant_id), responses.get(review.id)),
      ),
    };
  }

  /** The author withdraws their review: shown nowhere from then on, its text kept as written. */
  async withdrawReview(customerId: number, reviewId: number) {
    const review = await this.deps.repository.find(reviewId);
    if (!review || review.customer_id !== customerId) throw new AppError('NOT_FOUND', { field: 'review_id' });
    const now = this.deps.clock();
    const withdrawn = await this.deps.repository.setStatus(
      review.id,
      ['pending', 'published'],
      { status: 'withdrawn', withdrawn_at: now },
      now,
    );
    if (!withdrawn) throw new AppError('REVIEW_NOT_WITHDRAWABLE', { field: 'review_id' });
    const restaurant = await this.deps.restaurants.describe(withdrawn.restaurant_id);
    return { ...ok('REVIEW_WITHDRAWN'), data: myReviewWire(withdrawn, restaurant, undefined) };
  }

  /** A restaurant's name and public id (the invitation names it and links to its page). */
  restaurantOf(restaurantId: number): Promise<{ name: string; publicId: string } | undefined> {
    return this.deps.restaurants.describe(restaurantId);
  }

  /** Whether a booking would still be accepted for a review now (the invitation asks before sending). */
  async stillReviewable(booking: ReviewedBooking): Promise<boolean> {
    if (booking.customer_id === null) return false;
    if (eligibilityRefusal(booking, { id: booking.customer_id }, this.deps.clock()) !== null) return false;
    if (await this.deps.repository.byBooking(booking.id)) return false;
    return !(await this.deps.isTrade({ phone: booking.phone || null, email: booking.email || null }));
  }

  /* ---------- the restaurant ---------- */

  async reviewList(restaurantId: number, status: PartnerReviewStatus | undefined, page: number) {
    const statuses = status ? [status] : PARTNER_REVIEW_STATUSES;
    const offset = (page - 1) * REVIEW_PAGE_SIZE;
    const [{ rows, total }, counts, summary] = await Promise.all([
      this.deps.repository.page(restaurantId, statuses, offset, REVIEW_PAGE_SIZE),
      this.deps.repository.countsByStatus(restaurantId),
      this.summary(restaurantId),
    ]);
    const reviews = await this.partnerWires(rows);
    return {
      ...ok('LOADED'),
      data: {
        reviews,
        page,
        per_page: REVIEW_PAGE_SIZE,
        total,
        pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
        counts: {
          published: counts.get('published') ?? 0,
          pending: counts.get('pending') ?? 0,
          rejected: counts.get('rejected') ?? 0,
          deleted: counts.get('deleted') ?? 0,
        },
        summary,
      },
    };
  }

  /**
   * The restaurant's one response: to a published review, within 3 months of its publication, no
   * longer than the review, checked like a review (no insult, no personal data of the guest).
   */
  async respondToReview(
    restaurantId: number,
    member: { id: number; name: string } | null,
    reviewId: number,
    text: string,
  ) {
    const { repository } = this.deps;
    const now = this.deps.clock();
    const review = await this.publishedReviewOf(restaurantId, reviewId);
    if (review.published_at === null) throw new AppError('REVIEW_NOT_PUBLISHED', { field: 'review_id' });
    if ((await repository.responses([review.id])).has(review.id))
      throw new AppError('RESPONSE_ALREADY_POSTED', { field: 'review_id' });
    if (now >= responseDeadline(Number(review.published_at)))
      throw new AppError('RESPONSE_WINDOW_CLOSED', { field: 'review_id' });
    const length = reviewLength(text);
    if (length > review.text_length) throw new AppError('RESPONSE_TOO_LONG', { field: 'text' });
    const restaurant = await this.deps.restaurants.describe(restaurantId);
    const outcome = moderateResponse(text, { restaurantName: restaurant?.name ?? '' });
    if (outcome.status === 'rejected')
      throw new AppError('RESPONSE_REJECTED', {
        field: 'text',
        extra: { reason: outcome.reason, reason_label: reviewRejectionReasonLabels[outcome.reason] },
      });
    const saved = await repository.insertResponse({
      review_id: review.id,
      restaurant_id: restaurantId,
      text,
      text_length: length,
      status: outcome.status,
      reason: outcome.status === 'pending' ? outcome.reason : null,
      member_id: member?.id ?? null,
      member_name: member?.name ?? '',
      created_at: now,
      published_at: outcome.status === 'published' ? now : null,
    });
    if (!saved) throw new AppError('RESPONSE_ALREADY_POSTED', { field: 'review_id' });
    const [wire] = await this.partnerWires([review]);
    return { ...ok(saved.status === 'published' ? 'RESPONSE_PUBLISHED' : 'RESPONSE_AWAITING_CHECK'), data: wire! };
  }

  /** The restaurant reports a doubt about a published review, with its reason (free; the outcome comes back). */
  async reportReview(
    restaurantId: number,
    member: { id: number; name: string } | null,
    reviewId: number,
    reason: string,
  ) {
    const review = await this.publishedReviewOf(restaurantId, reviewId);
    // The index of one open report per review decides, so two reports sent at once leave one open.
    const saved = await this.deps.repository.insertReport({
      review_id: review.id,
      restaurant_id: restaurantId,
      reason,
      member_id: member?.id ?? null,
      member_name: member?.name ?? '',
      outcome: null,
      created_at: this.deps.clock(),
      resolved_at: null,
    });
    if (!saved) throw new AppError('REVIEW_ALREADY_REPORTED', { field: 'review_id' });
    const [wire] = await this.partnerWires([review]);
    return { ...ok('REVIEW_REPORTED'), data: wire! };
  }

  /** One of the restaurant's reviews, published (a withdrawn one is answered as missing). */
  private async publishedReviewOf(restaurantId: number, reviewId: number): Promise<Review> {
    const review = await this.deps.repository.findOfRestaurant(restaurantId, reviewId);
    if (!review || review.status === 'withdrawn') throw new AppError('NOT_FOUND', { field: 'review_id' });
    if (review.status !== 'published') throw new AppError('REVIEW_NOT_PUBLISHED', { field: 'review_id' });
    return review;
  }

  private async partnerWires(rows: Review[]): Promise<TPartnerReview[]> {
    const ids = rows.map((r) => r.id);
    const [responses, reports] = await Promise.all([
      this.deps.repository.responses(ids),
      this.deps.repository.reports(ids),
    ]);
    const now = this.deps.clock();
    return rows.map((review) => partnerReviewWire(review, responses.get(review.id), reports.get(review.id) ?? [], now));
  }

  /** Count, average and distribution of a restaurant's published reviews. */
  async summary(restaurantId: number): Promise<TReviewSummary> {
    const ratings = await this.deps.repository.ratings(restaurantId);
    const distribution = [1, 2, 3, 4, 5].map((rating) => ratings.get(rating) ?? 0);
    const count = distribution.reduce((sum, n) => sum + n, 0);
    const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
    return { count, average: count === 0 ? null : Math.round((total / count) * 10) / 10, distribution };
  }

  /** A new review (published or waiting) on the restaurant's stream, once saved; a failure is logged. */
  private announce(review: Review): void {
    void this.partnerWires([review])
      .then(([wire]) => {
        const event: TReviewEvent = { type: 'review.created', review: wire! };
        return this.deps.events.publish(this.deps.topic(review.restaurant_id), event);
      })
      .catch((error: unknown) => this.deps.logger?.error({ err: error, reviewId: review.id }, 'review event not sent'));
  }

  /* ---------- public ---------- */

  /** A restaurant's published reviews, newest first or by rating, with the responses published. */
  async publicReviews(restaurantId: number, sort: ReviewSort, page: number): Promise<TPublicReviews> {
    const offset = (page - 1) * REVIEW_PAGE_SIZE;
    const [rows, summary] = await Promise.all([
      this.deps.repository.published(restaurantId, sort, offset, REVIEW_PAGE_SIZE),
      this.summary(restaurantId),
    ]);
    const responses = await this.deps.repository.responses(rows.map((r) => r.id));
    return {
      reviews: rows.map((review) => publicReviewWire(review, responses.get(review.id))),
      sort,
      sorts: [...REVIEW_SORTS],
      page,
      per_page: REVIEW_PAGE_SIZE,
      pages: Math.max(1, Math.ceil(summary.count / REVIEW_PAGE_SIZE)),
      summary,
    };
  }

  /** The public call: an unknown or unlisted restaurant is a 404. */
  async publicReviewsOf(publicId: string, sort: ReviewSort, page: number) {
    const restaurantId = this.deps.restaurants.idOf(publicId);
    if (restaurantId === null || !(await this.deps.restaurants.listed(restaurantId)))
      throw new AppError('NOT_FOUND', { httpStatus: 404 });
    return { ...ok('LOADED'), data: await this.publicReviews(restaurantId, sort, page) };
  }

  /* ---------- the provider (admin command) ---------- */

  /** The queue, oldest first, and the instant it was read (the reviews' ages are counted from it). */
  async pending(): Promise<{ reviews: Review[]; responses: ReviewResponse[]; reports: ReviewReport[]; now: number }> {
    const [reviews, responses, reports] = await Promise.all([
      this.deps.repository.pendingReviews(),
      this.deps.repository.pendingResponses(),
      this.deps.repository.openReports(),
    ]);
    return { reviews, responses, reports, now: this.deps.clock() };
  }

  /** Publishes a review waiting for a check (and its waiting response, if the id is a response's review). */
  async publish(reviewId: number): Promise<Review> {
    const now = this.deps.clock();
    const review = await this.deps.repository.setStatus(
      reviewId,
      ['pending'],
      { status: 'published', published_at: now, reason: null, moderated_by: 'admin' },
      now,
    );
    if (review) return review;
    // A published review's waiting response.
    const response = await this.deps.repository.publishResponse(reviewId, now);
    const current = await this.deps.repository.find(reviewId);
    if (response && current) return current;
    throw new AdminError(`review ${reviewId} is not waiting for a check`);
  }

  /** Rejects a waiting review, or deletes a published one, with a reason code and the provider's words. */
  async decide(
    reviewId: number,
    decision: 'reject' | 'delete',
    reason: ReviewRejectionReason,
    text: string,
  ): Promise<Review> {
    const now = this.deps.clock();
    const review =
      decision === 'reject'
        ? await this.deps.repository.setStatus(
            reviewId,
            ['pending'],
            { status: 'rejected', reason, reason_text: text, moderated_by: 'admin' },
            now,
          )
        : await this.deps.repository.setStatus(
            reviewId,
            ['published', 'pending'],
            { status: 'deleted', reason, reason_text: text, moderated_by: 'admin', deleted_at: now },
            now,
          );
    if (!review)
      throw new AdminError(
        decision === 'reject'
          ? `review ${reviewId} is not waiting for a check`
          : `review ${reviewId} is neither published nor waiting`,
      );
    return review;
  }

  /** Resolves a restaurant's report; `removed` deletes the review (reason: fraud) in the same transaction. */
  async resolveReport(reportId: number, outcome: 'kept' | 'removed', text: string): Promise<ReviewReport> {
    const now = this.deps.clock();
    return this.deps.db.transaction().execute(async (trx) => {
      const report = await this.deps.repository.resolveReport(reportId, outcome, now, trx);
      if (!report) throw new AdminError(`report ${reportId} is not open`);
      if (outcome === 'removed')
        await this.deps.repository.setStatus(
          report.review_id,
          ['published', 'pending'],
          { status: 'deleted', reason: 'fraud', reason_text: text, moderated_by: 'admin', deleted_at: now },
          now,
          trx,
        );
      return report;
    });
  }
}
