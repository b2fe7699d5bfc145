import { type PartnerReviewStatus, reviewApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, pageQuery, partnerGet, partnerPost } from '@/shared/api/partner-call';

/** Keys of the reviews domain: `list({ status, page })`. */
export const reviewKeys = createQueryKeys('reviews');

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./review-schemas'));

/* GET v1/restaurant/reviewList — a page of one status's reviews, the counts per status, the average. */
function getReviewList(query: { status: PartnerReviewStatus; page: number }) {
  return partnerGet(reviewApiPaths.reviewList, schema('ZReviewListResponseSchema'), query);
}

export function useReviewList(status: PartnerReviewStatus, page: number) {
  return useQuery(pageQuery(reviewKeys.list({ status, page }), () => getReviewList({ status, page })));
}

/** A response or a report changes the review's card, and a report may change the counts. */
const reviewsChanged = [reviewKeys.all];

/* POST v1/restaurant/respondToReview — the restaurant's one response, never edited. */
function respondToReview(input: { review_id: number; text: string }) {
  return partnerPost(reviewApiPaths.respondToReview, schema('ZPartnerReviewResponseSchema'), {
    review_id: String(input.review_id),
    text: input.text,
  });
}

export const useRespondToReview = createMutation(reviewKeys.mutation('respond'), respondToReview, reviewsChanged);

/* POST v1/restaurant/reportReview — asks the platform to look into a review; its outcome comes back on the card. */
function reportReview(input: { review_id: number; reason: string }) {
  return partnerPost(reviewApiPaths.reportReview, schema('ZPartnerReviewResponseSchema'), {
    review_id: String(input.review_id),
    reason: input.reason,
  });
}

export const useReportReview = createMutation(reviewKeys.mutation('report'), reportReview, reviewsChanged);
