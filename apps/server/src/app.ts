import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectDatabase, databaseOptions, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrator.js';
import { failureBody } from './core/errors.js';
import { loggableUrl, readableConsole, requestContext, requestIdMixin } from './core/logger.js';
import { adjustableClock, systemClock, type Clock } from './core/clock.js';
import type { AddressGeocoder } from './infra/geo/index.js';
import type { MessageTransport } from './infra/notify/index.js';
import errorHandlerPlugin from './core/error-handler.js';
import infraPlugin from './infra/infra-plugin.js';
import securityPlugin from './plugins/security.js';
import openApiPlugin from './plugins/openapi.js';
import webAppPlugin from './plugins/web-app.js';
import authModule from './modules/auth/index.js';
import restaurantModule from './modules/restaurant/index.js';
import menuModule from './modules/menu/index.js';
import publicPageModule from './modules/public-page/index.js';
import customersModule from './modules/customers/index.js';
import ordersModule from './modules/orders/index.js';
import partnerStreamModule from './modules/partner-stream/index.js';
import reportsModule from './modules/reports/index.js';
import systemModule from './modules/system/index.js';
import teamModule from './modules/team/index.js';
import reservationsModule from './modules/reservations/index.js';
import reviewsModule from './modules/reviews/index.js';
import paymentsModule from './modules/payments/index.js';
import loyaltyModule from './modules/loyalty/index.js';
import privacyModule from './modules/privacy/index.js';
import promotionsModule from './modules/promotions/index.js';
import { requireDeclaredAccess } from './core/routes.js';

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests, admin command); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  clock?: Clock;
  transport?: MessageTransport;
  geocoder?: AddressGeocoder;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server: framework plugins, shared infrastructure, then the domain modules. The database is
 * migrated before anything listens; a failed migration rejects and start-up stops.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database = options.database ?? connectDatabase(databaseOptions(config));
  await migrateToLatest(database.db, database.dialect, database.schema);

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
      mixin: requestIdMixin,
      ...(options.logStream
        ? { stream: options.logStream }
        : (config.LOG_FORMAT ?? (config.isProduction ? 'json' : 'readable')) === 'readable'
          ? { stream: readableConsole }
          : {}),
    },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Every log line of a request carries its id, also sent back as x-request-id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // One line per request, written when it ends (below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    // A malformed URL (bad percent-encoding) is the client's fault; it gets the envelope too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(failureBody('VALIDATION'));
    },
    clientErrorHandler: answerClientError,
    // Fastify's own 503 while closing has its own body; the hook below answers in the envelope.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!options.database) app.addHook('onClose', async () => database.db.destroy());
  // Draining: requests already running finish; a new one (on a kept-alive connection) is told to
  // come back, in the envelope, and its connection is closed (Fastify sets `connection: close`).
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // What runs for a request, down to the services, logs under its id. The request's own hooks
  // are callbacks, not async functions: each runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (draining) {
      void reply.code(503).type('application/json; charset=utf-8').send(failureBody('INTERNAL'));
      return;
    }
    requestContext.run({ reqId: request.id }, done);
  });
  // A request that was running when the shutdown began ends its connection with its answer;
  // kept alive, the idle connection would hold the process until the forced exit.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (LOGS_REQUESTS.has(request.log.level)) {
      const responseTime = Math.round(reply.elapsedTime);
      request.log.info(
        { statusCode: reply.statusCode, responseTime },
        `${request.method} ${loggableUrl(request.url)} ${reply.statusCode} ${responseTime} ms`,
      );
    }
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin, { config });
  // Every API route declares who may call it; one without stops the start-up.
  requireDeclaredAccess(app);
  const clockControl = !options.clock && config.CLOCK_CONTROL === '1' ? adjustableClock() : undefined;
  await app.register(infraPlugin, {
    config,
    database,
    clock: options.clock ?? clockControl?.clock ?? systemClock,
    clockControl,
    transport: options.transport,
    geocoder: options.geocoder,
  });
  // Domain modules: each registers its own routes under the contract's /api paths.
  await app.register(systemModule);
  await app.register(authModule);
  await app.register(restaurantModule);
  await app.register(menuModule);
  await app.register(customersModule);
  await app.register(reportsModule);
  await app.register(promotionsModule);
  // The partner's live stream before the domains that register their counts and readers with it.
  await app.register(partnerStreamModule);
  await app.register(ordersModule);
  await app.register(teamModule);
  await app.register(reservationsModule);
  await app.register(reviewsModule);
  // The public page shows the restaurant's reviews.
  await app.register(publicPageModule);
  await app.register(paymentsModule);
  // Consents (written with the bookings), campaigns and the unsubscribe page.
  await app.register(privacyModule);
  await app.register(loyaltyModule);
  await app.register(webAppPlugin, { config });
  return app;
}

/** The levels at which a request's line is written (its message is not even built otherwise). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

/** An id a client or a proxy in front sent: short, and only characters safe in a log line and a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{8,128}$/;

/** The caller's x-request-id when it is sane (a proxy's, for one id across hops), otherwise a new one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** A hop count trusts that many proxies nearest the server; a list trusts those addresses only. */
function trustProxySetting(setting: Config['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, garbage):
 * answered with the envelope instead of the framework's own body.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(failureBody(status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
