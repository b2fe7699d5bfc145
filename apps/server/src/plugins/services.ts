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
import { ReferenceRepository } from '../repositories/reference-repository.js';
import { ItemsRepository } from '../repositories/items-repository.js';
import { AddonsRepository } from '../repositories/addons-repository.js';
import { DishTypesRepository } from '../repositories/dish-types-repository.js';
import { MenuVersionsRepository } from '../repositories/menu-versions-repository.js';
import { MenuCache } from '../menu/menu-cache.js';
import { MenuWriter } from '../menu/menu-writer.js';
import { ImageStore } from '../menu/image-store.js';
import { ItemService } from '../menu/item-service.js';
import { AddonService } from '../menu/addon-service.js';
import { DishTypeService } from '../menu/dish-type-service.js';
import { ReferenceService } from '../menu/reference-service.js';

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
  references: ReferenceRepository;
  referenceData: ReferenceService;
  menuItems: ItemService;
  menuAddons: AddonService;
  menuDishTypes: DishTypeService;
  menuCache: MenuCache;
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
  const references = new ReferenceRepository(db);
  const addonsRepository = new AddonsRepository(db);
  const dishTypesRepository = new DishTypesRepository(db);
  const versions = new MenuVersionsRepository(db);
  const menuCache = new MenuCache();
  const writer = new MenuWriter({ db, versions, cache: menuCache });
  const menuDishTypes = new DishTypeService({ dishTypes: dishTypesRepository, writer });
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
    references,
    referenceData: new ReferenceService({ references, dishTypes: menuDishTypes }),
    menuItems: new ItemService({
      items: new ItemsRepository(db),
      addons: addonsRepository,
      references,
      dishTypes: dishTypesRepository,
      versions,
      writer,
      cache: menuCache,
      images: new ImageStore(config.uploadsDir),
    }),
    menuAddons: new AddonService({ addons: addonsRepository, writer }),
    menuDishTypes,
    menuCache,
  });
}

export default fp(services, { name: 'services' });
