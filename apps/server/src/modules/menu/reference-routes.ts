import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  normalizeLocale,
  ZRestaurantTypeOfQuerySchema,
  ZRestaurantTypeOfResponseSchema,
} from '@portal/contract';
import { callerOf } from '../auth/index.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import type { ReferenceService } from './reference-service.js';

/** Reference lists for the partner's forms (cuisines, services, food choices, dish types, payment, TVA). */
export default async function referenceRoutes(app: FastifyInstance, { references }: { references: ReferenceService }) {
  jsonRoutes(app, { tags: ['reference'], security: tokenSecurity }).get(apiPaths.referenceLists, {
    access: 'signedIn',
    summary: 'Cuisines, food choices, service types, dish types, payment methods and TVA rates, labelled in lang',
    querystring: ZRestaurantTypeOfQuerySchema,
    reply: ZRestaurantTypeOfResponseSchema,
    handler: async (request) => {
      const { partner } = callerOf(request);
      return references.lists(partner.id, request.query.lang ?? normalizeLocale(partner.lang));
    },
  });
}
