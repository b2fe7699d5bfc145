import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  normalizeLocale,
  ZRestaurantTypeOfQuerySchema,
  ZRestaurantTypeOfResponseSchema,
} from '@portal/contract';
import { callerOf } from '../auth/index.js';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import type { ReferenceService } from './reference-service.js';

/** Reference lists for the partner's forms (cuisines, services, food choices, dish types, payment, TVA). */
export default async function referenceRoutes(
  fastify: FastifyInstance,
  { references }: { references: ReferenceService },
) {
  const app = typed(fastify);

  app.get(apiPaths.referenceLists, {
    config: access('signedIn'),
    schema: {
      tags: ['reference'],
      security: tokenSecurity,
      summary: 'Cuisines, food choices, service types, dish types, payment methods and TVA rates, labelled in lang',
      querystring: ZRestaurantTypeOfQuerySchema,
      response: { 200: withFailure(ZRestaurantTypeOfResponseSchema) },
    },
    handler: async (request) => {
      const { partner } = callerOf(request);
      return references.lists(partner.id, request.query.lang ?? normalizeLocale(partner.lang));
    },
  });
}
