import type { TPartnerReview, TReviewList } from '@portal/contract';

/** Published on 30 November 2027 at 10:00 in Paris: a response is taken until 29 February 2028 included. */
export const PUBLISHED_AT = Date.UTC(2027, 10, 30, 9, 0);
/** The first instant a response is refused: 1 March 2028, midnight in Paris (UTC+1). */
export const RESPOND_BEFORE = Date.UTC(2028, 1, 29, 23, 0);

export const REVIEW_TEXT =
  'Un accueil chaleureux et une quenelle de brochet parfaitement soufflée, la sauce Nantua avait du goût sans être lourde. Le service était attentif malgré la salle pleine un samedi soir. La tarte aux pralines était un peu trop sucrée pour nous.';

export function review(overrides: Partial<TPartnerReview> = {}): TPartnerReview {
  return {
    id: 11,
    author: 'Marie D.',
    rating: 4,
    text: REVIEW_TEXT,
    length: 24,
    status: 'published',
    reason: null,
    reason_label: null,
    visit_date: '2027-11-27',
    created_at: PUBLISHED_AT - 3_600_000,
    published_at: PUBLISHED_AT,
    response: null,
    respond_before: RESPOND_BEFORE,
    can_respond: true,
    reports: [],
    ...overrides,
  };
}

export function listData(reviews: TPartnerReview[], extra: Partial<TReviewList> = {}): TReviewList {
  return {
    reviews,
    page: 1,
    per_page: 20,
    total: reviews.length,
    pages: 1,
    counts: { published: 12, pending: 1, rejected: 2, deleted: 0 },
    summary: { count: 12, average: 4.3, distribution: [1, 0, 1, 3, 7] },
    ...extra,
  };
}

export const listReply = (reviews: TPartnerReview[], extra: Partial<TReviewList> = {}) => ({
  body: { status: 200, message: 'OK', fr_message: 'OK', data: listData(reviews, extra) },
});

export const okReview = (r: TPartnerReview, message = 'Response published', frMessage = 'Réponse publiée') => ({
  body: { status: 200, message, fr_message: frMessage, data: r },
});

/** Signs a member in, as the app stores the session. */
export { signIn } from '@/testing/sign-in';
