import type { FastifyInstance } from 'fastify';
import {
  ZFailureSchema,
  ZMyReviewResponseSchema,
  ZMyReviewsResponseSchema,
  ZPartnerReviewResponseSchema,
  ZPostReviewRequestSchema,
  ZPublicRestaurantParamsSchema,
  ZPublicReviewsQuerySchema,
  ZPublicReviewsResponseSchema,
  ZReportReviewRequestSchema,
  ZRespondToReviewRequestSchema,
  ZReviewListQuerySchema,
  ZReviewListResponseSchema,
  ZWithdrawReviewRequestSchema,
  reviewApiPaths,
} from '@portal/contract';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { callerOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { ReviewService } from './review-service.js';

/**
 * Reviews: the restaurant's list (every member) and its response and reports
 * (`reports`: the permission table's "answers to reviews"), the guest's calls (customer token) and
 * the public list (no token). Ids in a request only select among the caller's own rows.
 */
export default async function reviewRoutes(app: FastifyInstance, { service }: { service: ReviewService }) {
  const partner = jsonRoutes(app, { tags: ['reviews'], security: tokenSecurity });
  const guest = jsonRoutes(app, { tags: ['reviews', 'customers'], security: tokenSecurity });
  const anyone = jsonRoutes(app, { tags: ['reviews', 'public'] });

  /* ---------- the restaurant ---------- */

  partner.get(reviewApiPaths.reviewList, {
    access: 'service',
    summary: 'The restaurant’s reviews of a status, newest first, with the counts, the average and the distribution',
    querystring: ZReviewListQuerySchema,
    reply: ZReviewListResponseSchema,
    handler: async (request) => service.reviewList(restaurantOf(request), request.query.status, request.query.page),
  });

  partner.post(reviewApiPaths.respondToReview, {
    access: 'reports',
    summary:
      'Respond once to a published review: within 3 months of its publication, no longer than the review, checked like one',
    body: ZRespondToReviewRequestSchema,
    reply: ZPartnerReviewResponseSchema,
    handler: async (request) =>
      service.respondToReview(
        restaurantOf(request),
        callerOf(request).member,
        request.body.review_id,
        request.body.text,
      ),
  });

  partner.post(reviewApiPaths.reportReview, {
    access: 'reports',
    summary: 'Report a doubt about a published review, with its reason (free; the outcome comes back in the list)',
    body: ZReportReviewRequestSchema,
    reply: ZPartnerReviewResponseSchema,
    handler: async (request) =>
      service.reportReview(
        restaurantOf(request),
        callerOf(request).member,
        request.body.review_id,
        request.body.reason,
      ),
  });

  /* ---------- the guest (customer token) ---------- */

  guest.post(reviewApiPaths.postReview, {
    access: 'customer',
    summary:
      'Review an honoured booking made online from this account at least 2 hours ahead, within 30 days after the meal',
    body: ZPostReviewRequestSchema,
    reply: ZMyReviewResponseSchema,
    handler: async (request) => service.postReview(customerOf(request).customer, request.body),
  });

  guest.get(reviewApiPaths.myReviews, {
    access: 'customer',
    summary: 'The guest’s reviews, newest first, with the reason of any refusal',
    reply: ZMyReviewsResponseSchema,
    handler: async (request) => service.myReviews(customerOf(request).customer.id),
  });

  guest.post(reviewApiPaths.withdrawReview, {
    access: 'customer',
    summary: 'Withdraw one’s review: shown nowhere from then on (its text is never edited)',
    body: ZWithdrawReviewRequestSchema,
    reply: ZMyReviewResponseSchema,
    handler: async (request) => service.withdrawReview(customerOf(request).customer.id, request.body.review_id),
  });

  /* ---------- public ---------- */

  anyone.get(reviewApiPaths.publicReviews, {
    access: 'public',
    summary: 'A restaurant’s published reviews, newest first or by rating, with its responses',
    description:
      'No token. Each review shows its publication date and the date of the meal. An unknown or altered public id, or a restaurant that is not listed, is HTTP 404 with NOT_FOUND.',
    params: ZPublicRestaurantParamsSchema,
    querystring: ZPublicReviewsQuerySchema,
    reply: ZPublicReviewsResponseSchema,
    otherReplies: { 404: ZFailureSchema },
    handler: async (request) =>
      service.publicReviewsOf(request.params.public_id, request.query.sort, request.query.page),
  });
}
