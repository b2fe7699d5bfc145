import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connection.js';
import type { Database } from '../schema.js';
import type { AdjustableClock, Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import { createEventBus, type EventBus } from './events/event-bus.js';
import { type AddressGeocoder, createGeocoder } from './geo/index.js';
import { ImageStore } from './images/image-store.js';
import { ProcessingPool } from './images/processing-pool.js';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RateLimiter, RedisCounterStore } from './rate-limit/rate-limiter.js';
import {
  BudgetedTransport,
  type ConsoleTransport,
  createTransport,
  type MessageTransport,
  SmsBudget,
} from './notify/index.js';
import { PortalMetrics } from './metrics/metrics.js';
import { serveMetrics } from './metrics/metrics-routes.js';
import { createJobs, type Jobs, JOBS_POLL_MS } from './jobs/index.js';
import { registerJobsDaily } from './jobs/job-retention.js';

/** What every module may use: settings, the database, the clock, images, geo, message delivery and request limits. */
export interface Infrastructure {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  clock: Clock;
  /** Set only with CLOCK_CONTROL outside production (POST /api/dev/clock). */
  clockControl: AdjustableClock | null;
  /** Every SMS it carries goes through `sms`, the one budget of text messages. */
  transport: MessageTransport;
  /** The budget of text messages (served countries, hourly shares), for senders that decide first. */
  sms: SmsBudget;
  /** Set only with the console transport and DEV_OUTBOX=1, outside production (GET /api/dev/outbox). */
  outbox: ConsoleTransport | null;
  geocoder: AddressGeocoder;
  images: ImageStore;
  /** Request limits, counted in Redis when REDIS_URL is set so that several processes share them. */
  limits: RateLimiter;
  /** The Redis connection of REDIS_URL (shared limits), for the readiness check; null without one. */
  redis: Redis | null;
  /** Events across processes (PostgreSQL LISTEN/NOTIFY; in-process with SQLite). */
  events: EventBus;
  /**
   * Durable jobs: modules schedule them (in their transaction) and register their handlers; the
   * runner polls once the app is ready (not under NODE_ENV=test: a test runs it itself).
   */
  jobs: Jobs;
  /** Operations signals (GET /metrics): counters other parts increment. */
  metrics: PortalMetrics;
  /** Where the metrics port listens (METRICS_PORT), once the app is ready; null without one. */
  metricsAddress(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    infra: Infrastructure;
  }
}

export interface InfraOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  clockControl?: AdjustableClock | undefined;
  transport?: MessageTransport | undefined;
  geocoder?: AddressGeocoder | undefined;
}

/** The transport named by the configuration (console outbox, or SMS and e-mail providers). */
export function transportFromConfig(config: Config, logger: Parameters<typeof createTransport>[1]) {
  return createTransport(
    {
      transport: config.MESSAGE_TRANSPORT,
      smtpUrl: config.SMTP_URL,
      mailFrom: config.MAIL_FROM,
      brevoApiKey: config.BREVO_API_KEY,
      brevoBaseUrl: config.BREVO_BASE_URL,
      smsSender: config.SMS_SENDER,
    },
    logger,
  );
}

/** The transport wrapped in the SMS budget: no text message leaves without being counted. */
export function withSmsBudget(
  inner: MessageTransport,
  deps: { db: Kysely<Database>; clock: Clock; logger: SmsBudgetLogger; config: Config },
): { transport: BudgetedTransport; sms: SmsBudget } {
  const { db, clock, logger, config } = deps;
  const sms = new SmsBudget({
    db,
    clock,
    logger,
    hourlyBudget: config.SMS_HOURLY_BUDGET,
    countries: config.SMS_COUNTRY_CODES,
  });
  return { transport: new BudgetedTransport(inner, sms, { db, logger }), sms };
}

type SmsBudgetLogger = Pick<Logger, 'info' | 'error'>;

/**
 * Counters in Redis belong to one database: the processes of one portal share them, while
 * another portal (or another schema) on the same Redis, whose accounts have the same ids, does
 * not. The location is hashed: a PostgreSQL URL may hold a password.
 */
function counterPrefix(database: DatabaseHandle): string {
  const owner = createHash('sha256')
    .update(`${database.location}|${database.schema ?? ''}`)
    .digest('hex');
  return `portal-rl:${owner.slice(0, 16)}:`;
}

async function infra(app: FastifyInstance, options: InfraOptions) {
  const { config, database, clock } = options;
  const created = options.transport
    ? { transport: options.transport, outbox: null }
    : transportFromConfig(config, app.log);
  const { transport, sms } = withSmsBudget(created.transport, { db: database.db, clock, logger: app.log, config });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // A lost connection is retried by the client; said once per loss, and /api/ready reports it.
    let reported = false;
    redis.on('error', (error: Error) => {
      if (!reported) app.log.warn({ err: error }, 'redis unreachable');
      reported = true;
    });
    redis.on('ready', () => (reported = false));
    app.addHook('onClose', async () => void redis.quit());
  }
  const metrics = new PortalMetrics();
  const events = countedEvents(createEventBus(database, app.log), metrics);
  app.addHook('onClose', async () => events.close());
  const jobs = createJobs(
    { db: database.db, dialect: database.dialect, clock },
    {
      onError: (error, job) => app.log.error({ err: error, job: job && { id: job.id, kind: job.kind } }, 'job failed'),
    },
  );
  metrics.countJobsWith(() => jobs.queue.counts());
  // Once a day: the jobs that ended long ago are deleted.
  registerJobsDaily(jobs, { clock, logger: app.log });
  if (config.NODE_ENV !== 'test') {
    // Once every module is registered: today's run of each daily job, then the runner.
    app.addHook('onReady', async () => {
      await jobs.scheduleDailyRuns(clock());
      jobs.runner.start(JOBS_POLL_MS);
    });
  }
  // Before the database closes: the job in hand finishes, the rest of its batch is given back.
  app.addHook('preClose', async () => jobs.runner.stop());
  const metricsServer = serveMetrics(app, metrics, config);
  app.decorate('config', config);
  app.decorate('infra', {
    config,
    database,
    db: database.db,
    clock,
    clockControl: config.isProduction ? null : (options.clockControl ?? null),
    transport,
    sms,
    // Never because NODE_ENV was forgotten: only when asked for (config refuses it in production).
    outbox: config.DEV_OUTBOX && !config.isProduction ? created.outbox : null,
    geocoder:
      options.geocoder ??
      createGeocoder(
        { mode: config.GEOCODER, baseUrl: config.GEOCODER_BASE_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS },
        app.log,
      ),
    images: new ImageStore(config.uploadsDir, new ProcessingPool(config.IMAGE_WORKERS)),
    limits: new RateLimiter(
      redis ? new RedisCounterStore(redis, counterPrefix(database)) : new MemoryCounterStore(clock),
      (rule) => metrics.rateLimitRefusals.inc({ rule }),
    ),
    redis: redis ?? null,
    events,
    jobs,
    metrics,
    metricsAddress: () => metricsServer.address(),
  });
}

/** The topics of the restaurants' order events (`orders:<restaurant id>`, the orders module's). */
const ORDER_TOPIC = /^orders:\d+$/;

/**
 * The event bus, watched for the metrics: an `order.created` published by this process is an
 * order it took. (Open event streams are counted by the orders module, which holds them.)
 */
function countedEvents(bus: EventBus, metrics: PortalMetrics): EventBus {
  return {
    heardAfterCommit: bus.heardAfterCommit,
    async publish(topic, payload, options) {
      await bus.publish(topic, payload, options);
      if (ORDER_TOPIC.test(topic) && (payload as { type?: unknown } | null)?.type === 'order.created') {
        metrics.ordersCreated.inc();
      }
    },
    subscribe: (topic, listener) => bus.subscribe(topic, listener),
    close: () => bus.close(),
  };
}

export default fp(infra, { name: 'infra' });
