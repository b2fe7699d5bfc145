import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiPaths, ZDevClockRequestSchema, ZDevClockResponseSchema, ZOutboxResponseSchema } from '@portal/contract';
import { typed } from '../../core/routes.js';

/**
 * Health for load balancers; outside production, the outbox where console-sent codes can be read
 * and, with CLOCK_CONTROL, the server's clock.
 */
export default async function systemRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { db, database, outbox, clockControl } = app.infra;

  app.get(apiPaths.health, {
    schema: { tags: ['system'], response: { 200: z.object({ status: z.literal(200), database: z.string() }) } },
    handler: async () => {
      await sql`select 1`.execute(db);
      return { status: 200 as const, database: database.dialect };
    },
  });

  if (clockControl) {
    app.post(apiPaths.devClock, {
      schema: {
        tags: ['development'],
        summary: 'Move the server’s clock (CLOCK_CONTROL=1, never in production)',
        body: ZDevClockRequestSchema,
        response: { 200: ZDevClockResponseSchema },
      },
      handler: async (request) => {
        if ('at' in request.body) clockControl.set(request.body.at);
        else clockControl.advance(request.body.advance_ms);
        return { now: clockControl.clock() };
      },
    });
  }

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
