import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiPaths, ZDevClockRequestSchema, ZDevClockResponseSchema, ZOutboxResponseSchema } from '@portal/contract';
import { AppError, failureBody } from '../../core/errors.js';
import { access, typed } from '../../core/routes.js';
import { pendingMigrations } from '../../db/migrator.js';

/** How long a readiness check waits for the database or Redis before calling it down. */
const READY_CHECK_TIMEOUT_MS = 2000;

const ZCheck = z.enum(['ok', 'down', 'not_migrated', 'absent']);
const ZReadyChecks = z.object({ database: ZCheck, migrations: ZCheck, redis: ZCheck });

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a reverse proxy adds: the request came through one, on this machine or not. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A client on this machine, reaching the server directly. Behind a reverse proxy on the same
 * machine every client's connection comes from loopback, so a request through a proxy (a
 * forwarding header, or any proxy trusted with `TRUST_PROXY`) is never taken for a local one.
 */
function fromThisMachine(request: FastifyRequest, proxied: boolean): boolean {
  return (
    !proxied &&
    !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined) &&
    isLoopback(request.socket.remoteAddress)
  );
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health (alive) and readiness (able to serve) for load balancers; with DEV_OUTBOX=1 outside
 * production, the outbox where console-sent codes can be read by this machine and, with
 * CLOCK_CONTROL, the server's clock.
 */
export default async function systemRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { db, database, outbox, clockControl, redis } = app.infra;
  // The development aids answer clients of this machine only; anyone else, as if they did not exist.
  const localOnly = {
    onRequest: async (request: FastifyRequest) => {
      if (!fromThisMachine(request, fastify.config.TRUST_PROXY !== false))
        throw new AppError('NOT_FOUND', { httpStatus: 404 });
    },
  };

  app.get(apiPaths.health, {
    config: access('public'),
    schema: { tags: ['system'], response: { 200: z.object({ status: z.literal(200), database: z.string() }) } },
    handler: async () => {
      await sql`select 1`.execute(db);
      return { status: 200 as const, database: database.dialect };
    },
  });

  app.get(apiPaths.ready, {
    config: access('public'),
    schema: {
      tags: ['system'],
      summary: 'Ready to serve: the database answers and is migrated, Redis answers when configured (503 otherwise)',
      response: {
        200: z.object({ status: z.literal(200), checks: ZReadyChecks }),
        503: z.object({
          status: z.literal(201),
          code: z.string(),
          message: z.string(),
          fr_message: z.string(),
          checks: ZReadyChecks,
        }),
      },
    },
    handler: async (request, reply) => {
      const checks: z.infer<typeof ZReadyChecks> = { database: 'ok', migrations: 'ok', redis: 'absent' };
      try {
        await within(READY_CHECK_TIMEOUT_MS, sql`select 1`.execute(db));
        const pending = await within(READY_CHECK_TIMEOUT_MS, pendingMigrations(db, database.dialect, database.schema));
        if (pending.length > 0) checks.migrations = 'not_migrated';
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database');
        checks.database = 'down';
        checks.migrations = 'down';
      }
      if (redis) {
        try {
          await within(READY_CHECK_TIMEOUT_MS, redis.ping());
          checks.redis = 'ok';
        } catch (error) {
          request.log.warn({ err: error }, 'not ready: redis');
          checks.redis = 'down';
        }
      }
      reply.header('cache-control', 'no-store');
      if (Object.values(checks).every((check) => check === 'ok' || check === 'absent')) {
        return { status: 200 as const, checks };
      }
      return reply.code(503).send({ ...failureBody('NOT_READY'), checks });
    },
  });

  if (clockControl) {
    app.post(apiPaths.devClock, {
      config: access('public'),
      ...localOnly,
      schema: {
        tags: ['development'],
        summary: 'Move the server’s clock (CLOCK_CONTROL=1, never in production; clients of this machine only)',
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
      config: access('public'),
      ...localOnly,
      schema: {
        tags: ['development'],
        summary: 'Messages sent by the console transport, newest first (DEV_OUTBOX=1, clients of this machine only)',
        response: { 200: ZOutboxResponseSchema },
      },
      handler: async () => outbox.outbox(),
    });
  }
}
