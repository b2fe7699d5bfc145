/**
 * The paths of reviews, in a module of their own: every page of the web app
 * loads `apiPaths` (paths.ts) at start-up, and only the reviews screens need these.
 */
export const reviewApiPaths = {
  // The restaurant's reviews: the list, its one response to a review, a report of a doubtful one.
  reviewList: '/api/v1/restaurant/reviewList',
  respondToReview: '/api/v1/restaurant/respondToReview',
  reportReview: '/api/v1/restaurant/reportReview',
  // The guest's reviews (customer token).
  postReview: '/api/v1/customer/postReview',
  myReviews: '/api/v1/customer/myReviews',
  withdrawReview: '/api/v1/customer/withdrawReview',
  /** A restaurant's published reviews (no token). */
  publicReviews: '/api/v1/public/restaurant/:public_id/reviews',
} as const;
