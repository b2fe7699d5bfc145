import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiPaths, ZOutboxResponseSchema } from '@portal/contract';

/** Health for load balancers; the development outbox where console-sent codes can be read. */
export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(apiPaths.health.replace(/^\/api/, ''), {
    schema: { tags: ['system'], response: { 200: z.object({ status: z.literal(200), database: z.string() }) } },
    handler: async () => {
      await sql`select 1`.execute(app.services.db);
      return { status: 200 as const, database: app.services.dialect };
    },
  });

  const { outbox } = app.services;
  if (outbox) {
    app.get(apiPaths.devOutbox.replace(/^\/api/, ''), {
      schema: { tags: ['development'], summary: 'Messages sent by the console transport, newest first', response: { 200: ZOutboxResponseSchema } },
      handler: async () => outbox.outbox(),
    });
  }
}
