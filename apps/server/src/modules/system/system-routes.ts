import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiPaths, ZOutboxResponseSchema } from '@portal/contract';
import { typed } from '../../core/routes.js';

/** Health for load balancers; the development outbox where console-sent codes can be read. */
export default async function systemRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { db, database, outbox } = app.infra;

  app.get(apiPaths.health, {
    schema: { tags: ['system'], response: { 200: z.object({ status: z.literal(200), database: z.string() }) } },
    handler: async () => {
      await sql`select 1`.execute(db);
      return { status: 200 as const, database: database.dialect };
    },
  });

  if (outbox) {
    app.get(apiPaths.devOutbox, {
      schema: {
        tags: ['development'],
        summary: 'Messages sent by the console transport, newest first',
        response: { 200: ZOutboxResponseSchema },
      },
      handler: async () => outbox.outbox(),
    });
  }
}
