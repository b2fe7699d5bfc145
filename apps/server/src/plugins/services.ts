import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { AuthService } from '../auth/auth-service.js';
import { OtpService } from '../auth/otp-service.js';
import { TokenService } from '../auth/tokens.js';
import { PartnersRepository } from '../repositories/partners-repository.js';
import { SessionsRepository } from '../repositories/sessions-repository.js';
import { OtpRepository } from '../repositories/otp-repository.js';
import { type AddressGeocoder, createGeocoder } from '../geo/index.js';
import { type ConsoleTransport, createTransport, type MessageTransport } from '../notify/index.js';

export interface Services {
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  clock: Clock;
  partners: PartnersRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
  otp: OtpService;
  auth: AuthService;
  geocoder: AddressGeocoder;
  transport: MessageTransport;
  /** Set only with the console transport outside production (GET /api/dev/outbox). */
  outbox: ConsoleTransport | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

interface ServicesOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  transport?: MessageTransport;
  geocoder?: AddressGeocoder;
}

/** Repositories and services, built once per app and shared by every route. */
async function services(app: FastifyInstance, options: ServicesOptions) {
  const { config, database, clock } = options;
  const { db } = database;
  const created = options.transport
    ? { transport: options.transport, outbox: null }
    : createTransport(
        {
          transport: config.MESSAGE_TRANSPORT,
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          brevoApiKey: config.BREVO_API_KEY,
          brevoBaseUrl: config.BREVO_BASE_URL,
          smsSender: config.SMS_SENDER,
        },
        app.log,
      );
  const partners = new PartnersRepository(db);
  const sessions = new SessionsRepository(db);
  const tokens = new TokenService(config.JWT_SECRET);
  const otp = new OtpService({
    db,
    partners,
    codes: new OtpRepository(db),
    transport: created.transport,
    secret: config.JWT_SECRET,
    clock,
    logger: app.log,
  });
  const auth = new AuthService({
    db,
    partners,
    sessions,
    otp,
    tokens,
    clock,
    partnerTokenTtlSeconds: config.PARTNER_TOKEN_TTL_HOURS * 3600,
  });
  app.decorate('config', config);
  app.decorate('services', {
    db,
    dialect: database.dialect,
    clock,
    partners,
    sessions,
    tokens,
    otp,
    auth,
    geocoder:
      options.geocoder ??
      createGeocoder(
        { mode: config.GEOCODER, baseUrl: config.GEOCODER_BASE_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS },
        app.log,
      ),
    transport: created.transport,
    outbox: config.isProduction ? null : created.outbox,
  });
}

export default fp(services, { name: 'services' });
