import type { ErrorCode, TPostReviewInput } from '@portal/contract';
import type { Clock } from '../../../core/clock.js';
import { readReviewToken } from '../review-link.js';
import { eligibilityRefusal, type ReviewAuthor } from '../review-rules.js';
import type { ReviewService } from '../review-service.js';
import type { ReviewedBooking, ReviewsRepository } from '../reviews-repository.js';
import type { Review } from '../tables.js';

/** The restaurant as the page names it. */
export interface ReviewedRestaurant {
  name: string;
  publicId: string;
}

/** What a review link opens now. */
export type OpenedReviewLink =
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'refused'; code: ErrorCode; booking: ReviewedBooking; restaurant: ReviewedRestaurant }
  | { kind: 'reviewed'; review: Review; booking: ReviewedBooking; restaurant: ReviewedRestaurant }
  | { kind: 'open'; author: ReviewAuthor; booking: ReviewedBooking; restaurant: ReviewedRestaurant };

/**
 * The review form behind the invitation's link: the signed token stands for the sign-in, and the
 * booking's own account is the author. Posting goes through the same `postReview` as the signed-in
 * guest's call (the verified-visit rules, one review per booking, the trade check, moderation).
 */
export class ReviewLinks {
  constructor(
    private readonly deps: {
      repository: ReviewsRepository;
      service: Pick<ReviewService, 'postReview' | 'restaurantOf'>;
      clock: Clock;
      key: Uint8Array;
    },
  ) {}

  /**
   * What the token opens: nothing (altered, of another restaurant's booking, the account closed),
   * an expired link, a booking that gives no right to review and why, its review already written,
   * or the form.
   */
  async open(token: string): Promise<OpenedReviewLink> {
    const named = token ? readReviewToken(this.deps.key, token) : null;
    if (!named) return { kind: 'invalid' };
    const now = this.deps.clock();
    if (now >= named.expiresAt) return { kind: 'expired' };
    const booking = await this.deps.repository.booking(named.bookingId);
    // The token binds the booking to its restaurant: signed for one, it opens nothing of another.
    if (!booking || booking.restaurant_id !== named.restaurantId || booking.customer_id === null)
      return { kind: 'invalid' };
    const [restaurant, author] = await Promise.all([
      this.deps.service.restaurantOf(booking.restaurant_id),
      this.deps.repository.author(booking.customer_id),
    ]);
    if (!restaurant || !author) return { kind: 'invalid' };
    const review = await this.deps.repository.byBooking(booking.id);
    if (review) return { kind: 'reviewed', review, booking, restaurant };
    const refusal = eligibilityRefusal(booking, author, now);
    if (refusal) return { kind: 'refused', code: refusal, booking, restaurant };
    return { kind: 'open', author, booking, restaurant };
  }

  /** Posts the review of the link's booking as its account would (refusals are thrown as AppError). */
  async post(opened: Extract<OpenedReviewLink, { kind: 'open' }>, input: Omit<TPostReviewInput, 'booking_id'>) {
    return this.deps.service.postReview(opened.author, { ...input, booking_id: opened.booking.id });
  }
}
