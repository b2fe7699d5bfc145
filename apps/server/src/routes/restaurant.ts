import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, ZChangeStatusRequestSchema, ZChangeStatusResponseSchema } from '@portal/contract';
import { callerOf } from '../plugins/authentication.js';
import { withFailure } from './envelope.js';

/** Calls of a signed-in, approved partner. */
export default async function restaurantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requirePartner);
  const tags = ['restaurant'];
  const security = [{ token: [] }];

  app.post(apiPaths.changeStatus.replace(/^\/api/, ''), {
    schema: { tags, security, summary: 'Switch the restaurant online or offline', body: ZChangeStatusRequestSchema, response: { 200: withFailure(ZChangeStatusResponseSchema) } },
    handler: async (request) =>
      app.services.auth.changeStatus(callerOf(request).partner.id, request.body.status === '1' ? 1 : 0),
  });
}
