import type { FastifyInstance } from 'fastify';
import { apiPaths, ZChangeStatusRequestSchema, ZChangeStatusResponseSchema } from '@portal/contract';
import { callerOf } from '../auth/index.js';
import { withFailure } from '../../core/envelope.js';
import { tokenSecurity, typed } from '../../core/routes.js';
import type { RestaurantService } from './restaurant-service.js';

/** Calls of a signed-in, approved partner about its restaurant. */
export default async function restaurantRoutes(fastify: FastifyInstance, { service }: { service: RestaurantService }) {
  const app = typed(fastify);
  app.addHook('onRequest', app.auth.requirePartner);
  const tags = ['restaurant'];

  app.post(apiPaths.changeStatus, {
    schema: {
      tags,
      security: tokenSecurity,
      summary: 'Switch the restaurant online or offline',
      body: ZChangeStatusRequestSchema,
      response: { 200: withFailure(ZChangeStatusResponseSchema) },
    },
    handler: async (request) => service.changeStatus(callerOf(request).partner.id, request.body.status === '1' ? 1 : 0),
  });
}
