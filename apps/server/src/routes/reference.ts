import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, normalizeLocale, ZRestaurantTypeOfQuerySchema, ZRestaurantTypeOfResponseSchema } from '@portal/contract';
import { callerOf } from '../plugins/authentication.js';
import { withFailure } from './envelope.js';

/** Reference lists for the partner's forms (cuisines, services, food choices, dish types, payment, TVA). */
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requirePartner);

  app.get(apiPaths.referenceLists.replace(/^\/api/, ''), {
    schema: {
      tags: ['reference'],
      security: [{ token: [] }],
      summary: 'Cuisines, food choices, service types, dish types, payment methods and TVA rates, labelled in lang',
      querystring: ZRestaurantTypeOfQuerySchema,
      response: { 200: withFailure(ZRestaurantTypeOfResponseSchema) },
    },
    handler: async (request) => {
      const { partner } = callerOf(request);
      return app.services.referenceData.lists(partner.id, request.query.lang ?? normalizeLocale(partner.lang));
    },
  });
}
