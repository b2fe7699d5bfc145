import { type PartnerReviewStatus, reviewApiPaths } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';

/** Keys of the reviews domain: `list({ status, page })`. */
export const reviewKeys = createQueryKeys('reviews');

const lang = () => ({ lang: currentLocale() });

/** The answers' schemas, loaded with the first call (the call does not wait for them). */
const schemas = () => import('./review-schemas');

/* GET v1/restaurant/reviewList — a page of one status's reviews, the counts per status, the average. */
function getReviewList(query: { status: PartnerReviewStatus; page: number }) {
  return apiRequest(reviewApiPaths.reviewList, {
    query: { status: query.status, page: query.page, ...lang() },
    schema: schemas().then((module) => module.ZReviewListResponseSchema),
    auth: 'partner',
  });
}

export function useReviewList(status: PartnerReviewStatus, page: number) {
  return useQuery({
    queryKey: reviewKeys.list({ status, page }),
    queryFn: () => getReviewList({ status, page }),
    placeholderData: keepPreviousData,
  });
}

/** A response or a report changes the review's card, and a report may change the counts. */
const reviewsChanged = [reviewKeys.all];

function postReview(path: string, body: Record<string, unknown>) {
  return apiRequest(path, {
    method: 'POST',
    schema: schemas().then((module) => module.ZPartnerReviewResponseSchema),
    auth: 'partner',
    body: { ...body, ...lang() },
  });
}

/* POST v1/restaurant/respondToReview — the restaurant's one response, never edited. */
function respondToReview(input: { review_id: number; text: string }) {
  return postReview(reviewApiPaths.respondToReview, { review_id: String(input.review_id), text: input.text });
}

export function useRespondToReview(callbacks?: CallbacksOf<typeof respondToReview>) {
  return useInvalidatingMutation(
    { mutationKey: reviewKeys.mutation('respond'), mutationFn: respondToReview, invalidates: reviewsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/reportReview — asks the platform to look into a review; its outcome comes back on the card. */
function reportReview(input: { review_id: number; reason: string }) {
  return postReview(reviewApiPaths.reportReview, { review_id: String(input.review_id), reason: input.reason });
}

export function useReportReview(callbacks?: CallbacksOf<typeof reportReview>) {
  return useInvalidatingMutation(
    { mutationKey: reviewKeys.mutation('report'), mutationFn: reportReview, invalidates: reviewsChanged },
    callbacks,
  );
}
