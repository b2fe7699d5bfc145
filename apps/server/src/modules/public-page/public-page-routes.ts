import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiPaths,
  normalizeLocale,
  ZFailureSchema,
  ZPublicRestaurantParamsSchema,
  ZPublicRestaurantQuerySchema,
  ZPublicRestaurantResponseSchema,
} from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { access, typed } from '../../core/routes.js';
import { PAGE_CSP_DIRECTIVES } from './page-style.js';
import type { PublicPageService } from './public-page-service.js';
import { chooseEncoding, matchesETag, type Representation } from './representation.js';
import { reviewsQuery } from './restaurant-reviews.js';
import { REVIEWS_POLICY_ROUTE } from './reviews-policy-page.js';

/** The address of a restaurant's public page (what its QR code holds). */
export const PUBLIC_PAGE_ROUTE = '/r/:public_id';

/** The page's language, and the order and page of its reviews (`?avis=note&page=2`). */
type PageQuery = { lang?: unknown; avis?: unknown; page?: unknown };

/** Short: a change reaches a phone within a minute, and a revalidation is a 304 of a few bytes. */
const CACHE_CONTROL = 'public, max-age=60';

/** The stored body in the best encoding the client takes, or a 304 when it already has it. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Representation, type: string): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding').header('etag', page.etag);
  if (matchesETag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(type).send(page[encoding]);
}

/** The public page of a restaurant and its data: no token, nothing private. */
export default async function publicPageRoutes(fastify: FastifyInstance, { service }: { service: PublicPageService }) {
  const app = typed(fastify);

  app.get(apiPaths.publicRestaurant, {
    config: access('public'),
    schema: {
      tags: ['public'],
      summary: 'A restaurant’s public page as data: profile, hours, open now, the menu in its dish-type order',
      description:
        'No token. An unknown or altered public id, or a restaurant that is not approved, verified and unsuspended, is HTTP 404 with NOT_FOUND. Answers carry an ETag (If-None-Match gives a 304) and `Cache-Control: public, max-age=60`.',
      params: ZPublicRestaurantParamsSchema,
      querystring: ZPublicRestaurantQuerySchema,
      response: { 200: ZPublicRestaurantResponseSchema, 404: ZFailureSchema },
    },
    handler: async (request, reply) => {
      const page = await service.page(request.params.public_id, request.query.lang ?? 'fr', 'json');
      if (!page) throw new AppError('NOT_FOUND', { httpStatus: 404 });
      // The stored bytes are the serialised reply (checked against the schema by the tests).
      return sendPage(request, reply, page, 'application/json; charset=utf-8') as never;
    },
  });

  fastify.get<{ Params: { public_id: string }; Querystring: PageQuery }>(PUBLIC_PAGE_ROUTE, {
    schema: { hide: true },
    helmet: { contentSecurityPolicy: { useDefaults: false, directives: PAGE_CSP_DIRECTIVES } },
    handler: async (request, reply) => {
      const page = await service.page(
        request.params.public_id,
        normalizeLocale(request.query.lang),
        'html',
        reviewsQuery(request.query),
      );
      if (page) return sendPage(request, reply, page, 'text/html; charset=utf-8');
      const missing = await service.notFoundPage();
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(missing[encoding]);
    },
  });

  // The reviews policy: a page of the same kind (no script, the same stylesheet and policy).
  fastify.get<{ Querystring: { lang?: unknown } }>(REVIEWS_POLICY_ROUTE, {
    schema: { hide: true },
    helmet: { contentSecurityPolicy: { useDefaults: false, directives: PAGE_CSP_DIRECTIVES } },
    handler: async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.reviewsPolicyPage(normalizeLocale(request.query.lang)),
        'text/html; charset=utf-8',
      ),
  });
}
