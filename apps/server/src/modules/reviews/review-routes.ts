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
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { ReviewService } from './review-service.js';

/**
 * Reviews: the restaurant's list (every member) and its response and reports
 * (`reports`: the permission table's "answers to reviews"), the guest's calls (customer token) and
 * the public list (no token). Ids in a request only select among the caller's own rows.
 */
export default async function reviewRoutes(fastify: FastifyInstance, { service }: { service: ReviewService }) {
  const app = typed(fastify);
  const { requireCustomer } = app.customers;
  const partner = { tags: ['reviews'], security: tokenSecurity };
  const guest = { tags: ['reviews', 'customers'], security: tokenSecurity };

  /* ---------- the restaurant ---------- */

  app.get(reviewApiPaths.reviewList, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'The restaurant’s reviews of a status, newest first, with the counts, the average and the distribution',
      querystring: ZReviewListQuerySchema,
      response: { 200: withFailure(ZReviewListResponseSchema) },
    },
    handler: async (request) => service.reviewList(restaurantOf(request), request.query.status, request.query.page),
  });

  app.post(reviewApiPaths.respondToReview, {
    config: access('reports'),
    schema: {
      ...partner,
      summary:
        'Respond once to a published review: within 3 months of its publication, no longer than the review, checked like one',
      body: ZRespondToReviewRequestSchema,
      response: { 200: withFailure(ZPartnerReviewResponseSchema) },
    },
    handler: async (request) =>
      service.respondToReview(
        restaurantOf(request),
        callerOf(request).member,
        request.body.review_id,
        request.body.text,
      ),
  });

  app.post(reviewApiPaths.reportReview, {
    config: access('reports'),
    schema: {
      ...partner,
      summary: 'Report a doubt about a published review, with its reason (free; the outcome comes back in the list)',
      body: ZReportReviewRequestSchema,
      response: { 200: withFailure(ZPartnerReviewResponseSchema) },
    },
    handler: async (request) =>
      service.reportReview(
        restaurantOf(request),
        callerOf(request).member,
        request.body.review_id,
        request.body.reason,
      ),
  });

  /* ---------- the guest (customer token) ---------- */

  app.post(reviewApiPaths.postReview, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary:
        'Review an honoured booking made online from this account at least 2 hours ahead, within 30 days after the meal',
      body: ZPostReviewRequestSchema,
      response: { 200: withFailure(ZMyReviewResponseSchema) },
    },
    handler: async (request) => {
      const { customer } = customerOf(request);
      return service.postReview(customer, request.body);
    },
  });

  app.get(reviewApiPaths.myReviews, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'The guest’s reviews, newest first, with the reason of any refusal',
      response: { 200: withFailure(ZMyReviewsResponseSchema) },
    },
    handler: async (request) => service.myReviews(customerOf(request).customer.id),
  });

  app.post(reviewApiPaths.withdrawReview, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'Withdraw one’s review: shown nowhere from then on (its text is never edited)',
      body: ZWithdrawReviewRequestSchema,
      response: { 200: withFailure(ZMyReviewResponseSchema) },
    },
    handler: async (request) => service.withdrawReview(customerOf(request).customer.id, request.body.review_id),
  });

  /* ---------- public ---------- */

  app.get(reviewApiPaths.publicReviews, {
    config: access('public'),
    schema: {
      tags: ['reviews', 'public'],
      summary: 'A restaurant’s published reviews, newest first or by rating, with its responses',
      description:
        'No token. Each review shows its publication date and the date of the meal. An unknown or altered public id, or a restaurant that is not listed, is HTTP 404 with NOT_FOUND.',
      params: ZPublicRestaurantParamsSchema,
      querystring: ZPublicReviewsQuerySchema,
      response: { 200: withFailure(ZPublicReviewsResponseSchema), 404: ZFailureSchema },
    },
    handler: async (request) =>
      service.publicReviewsOf(request.params.public_id, request.query.sort, request.query.page),
  });
}
