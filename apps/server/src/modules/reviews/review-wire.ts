import {
  REVIEW_REJECTION_REASONS,
  type ReviewRejectionReason,
  reviewRejectionReasonLabels,
  type TMyReview,
  type TPartnerReview,
  type TPublicReview,
  type TReviewAnswer,
  type TReviewReport,
} from '@portal/contract';
import { responseDeadline } from './review-rules.js';
import type { Review, ReviewReport, ReviewResponse } from './tables.js';

/* How a review reads on each screen: the guest's own, the restaurant's list, the public page. */

function reasonOf(review: Pick<Review, 'reason'>): ReviewRejectionReason | null {
  return (REVIEW_REJECTION_REASONS as readonly string[]).includes(review.reason ?? '')
    ? (review.reason as ReviewRejectionReason)
    : null;
}

/** A review's refusal reason (if any) and its dates, as the author's and the restaurant's screens show them. */
function reasonAndDates(review: Review) {
  const reason = reasonOf(review);
  return {
    reason,
    reason_label: reason ? reviewRejectionReasonLabels[reason] : null,
    visit_date: review.visit_date,
    created_at: Number(review.created_at),
    published_at: review.published_at === null ? null : Number(review.published_at),
  };
}

function answerWire(response: ReviewResponse | undefined): TReviewAnswer | null {
  if (!response) return null;
  return {
    text: response.text,
    status: response.status === 'published' ? 'published' : 'pending',
    created_at: Number(response.created_at),
    published_at: response.published_at === null ? null : Number(response.published_at),
  };
}

function reportWire(report: ReviewReport): TReviewReport {
  return {
    id: report.id,
    reason: report.reason,
    outcome: report.outcome === 'kept' || report.outcome === 'removed' ? report.outcome : null,
    created_at: Number(report.created_at),
    resolved_at: report.resolved_at === null ? null : Number(report.resolved_at),
  };
}

/** A review as its author sees it: its state and reason, and the restaurant's response once published. */
export function myReviewWire(
  review: Review,
  restaurant: { name: string; publicId: string } | undefined,
  response: ReviewResponse | undefined,
): TMyReview {
  return {
    id: review.id,
    booking_id: review.booking_id,
    restaurant_id: restaurant?.publicId ?? '',
    restaurant_name: restaurant?.name ?? '',
    rating: review.rating,
    text: review.status === 'withdrawn' ? '' : review.text,
    status: review.status as TMyReview['status'],
    ...reasonAndDates(review),
    response: review.status === 'published' && response?.status === 'published' ? answerWire(response) : null,
  };
}

/** A review on the restaurant's list: its response, its reports, until when it may respond. */
export function partnerReviewWire(
  review: Review,
  response: ReviewResponse | undefined,
  reports: readonly ReviewReport[],
  now: number,
): TPartnerReview {
  const deadline =
    review.status === 'published' && review.published_at !== null
      ? responseDeadline(Number(review.published_at))
      : null;
  return {
    id: review.id,
    author: review.author_name,
    rating: review.rating,
    text: review.text,
    length: review.text_length,
    status: review.status as TPartnerReview['status'],
    ...reasonAndDates(review),
    response: answerWire(response),
    respond_before: deadline,
    can_respond: deadline !== null && response === undefined && now < deadline,
    reports: reports.map(reportWire),
  };
}

/** A published review on the public page, with the restaurant's response once published. */
export function publicReviewWire(review: Review, response: ReviewResponse | undefined): TPublicReview {
  return {
    id: review.id,
    author: review.author_name,
    rating: review.rating,
    text: review.text,
    published_at: Number(review.published_at),
    visit_date: review.visit_date,
    response:
      response?.status === 'published' && response.published_at !== null
        ? { text: response.text, published_at: Number(response.published_at) }
        : null,
  };
}
