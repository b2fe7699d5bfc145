import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { connectDatabase, databaseOptions, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrator.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { AddressGeocoder } from './geo/index.js';
import type { MessageTransport } from './notify/index.js';
import errorHandlerPlugin from './plugins/error-handler.js';
import securityPlugin from './plugins/security.js';
import openApiPlugin from './plugins/openapi.js';
import servicesPlugin from './plugins/services.js';
import authenticationPlugin from './plugins/authentication.js';
import webAppPlugin from './plugins/web-app.js';
import apiRoutes from './routes/index.js';

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests, admin command); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  clock?: Clock;
  transport?: MessageTransport;
  geocoder?: AddressGeocoder;
}

/**
 * Builds the whole server: external plugins, then app services, then routes. The database is
 * migrated before anything listens; a failed migration rejects and start-up stops.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database =
    options.database ?? connectDatabase(databaseOptions(config));
  await migrateToLatest(database.db, database.dialect, database.schema);

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    disableRequestLogging: config.NODE_ENV === 'test',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!options.database) app.addHook('onClose', async () => database.db.destroy());

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin);
  await app.register(servicesPlugin, {
    config,
    database,
    clock: options.clock ?? systemClock,
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.geocoder ? { geocoder: options.geocoder } : {}),
  });
  await app.register(authenticationPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webAppPlugin, { config });
  return app;
}
