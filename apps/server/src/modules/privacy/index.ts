import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { decodePublicId, encodePublicId } from '../../core/public-id.js';
import type { JobQueue } from '../../infra/jobs/index.js';
import type { MessageTransport } from '../../infra/notify/index.js';
import type { Database } from '../../schema.js';
import type { RestaurantModule } from '../restaurant/index.js';
import { CAMPAIGN_BATCH_KIND, CampaignService } from './campaign-service.js';
import { CampaignsRepository } from './campaigns-repository.js';
import { ConsentService } from './consent-service.js';
import { ConsentsRepository } from './consents-repository.js';
import privacyRoutes from './privacy-routes.js';
import { RightsRepository } from './rights-repository.js';
import rightsRoutes from './rights-routes.js';
import { RIGHTS_ARCHIVE_KIND, RightsService } from './rights-service.js';
import { registerPrivacyDaily } from './retention.js';
import { unsubscribeKey } from './unsubscribe-link.js';

export { unsubscribeToken, unsubscribeKey } from './unsubscribe-link.js';
export { schedulePrivacyDaily } from './retention.js';
export type { RightsService } from './rights-service.js';

/** Personal data: consents with their proof, the restaurants' campaigns. */
export interface PrivacyModule {
  consents: ConsentService;
  campaigns: CampaignService;
  rights: RightsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyModule;
  }
}

export interface PrivacyDependencies {
  db: Kysely<Database>;
  clock: Clock;
  restaurant: Pick<RestaurantModule, 'service'>;
  queue: Pick<JobQueue, 'schedule'>;
  transport: MessageTransport;
  secret: string;
  baseUrl: string;
}

/** The rights requests alone, as the admin command uses them. */
export function createRightsService(
  deps: Pick<PrivacyDependencies, 'db' | 'clock' | 'queue' | 'transport' | 'baseUrl'>,
) {
  return new RightsService({ ...deps, repository: new RightsRepository(deps.db) });
}

/** Builds the module without a server (the admin command and the tests use it as the routes do). */
export function createPrivacyModule(deps: PrivacyDependencies): PrivacyModule {
  const consentsRepository = new ConsentsRepository(deps.db);
  const named = async (restaurantId: number) =>
    (await deps.restaurant.service.stored(restaurantId, 'fr'))?.account.name;
  const consents = new ConsentService({
    repository: consentsRepository,
    clock: deps.clock,
    idOf: decodePublicId,
    restaurant: async (restaurantId) => {
      const name = await named(restaurantId);
      return name === undefined ? undefined : { publicId: encodePublicId(restaurantId), name };
    },
  });
  const campaigns = new CampaignService({
    db: deps.db,
    repository: new CampaignsRepository(deps.db),
    consents: consentsRepository,
    consentService: consents,
    queue: deps.queue,
    transport: deps.transport,
    clock: deps.clock,
    unsubscribeKey: unsubscribeKey(deps.secret),
    baseUrl: deps.baseUrl,
    restaurantName: async (restaurantId) => (await named(restaurantId)) ?? '',
  });
  const rights = createRightsService(deps);
  return { consents, campaigns, rights };
}

async function privacyModule(app: FastifyInstance) {
  const { db, clock, config, jobs, transport } = app.infra;
  const privacy = createPrivacyModule({
    db,
    clock,
    restaurant: app.restaurant,
    queue: jobs.queue,
    transport,
    secret: config.JWT_SECRET,
    baseUrl: config.messageBaseUrl,
  });
  app.decorate('privacy', privacy);
  // The boxes of a booking form are written with the booking.
  app.reservations.bookings.useConsents(privacy.consents.atBooking);
  // A closed account gets no news: its consents go in the closing transaction.
  app.customers.service.whenClosing((customerId, trx) => privacy.consents.forget(customerId, trx));
  // Marketing data past its 3 years, and whatever a closed account left, go once a day.
  registerPrivacyDaily(jobs, {
    db,
    clock,
    guests: app.reservations.guests,
    rights: privacy.rights,
    logger: app.log,
  });
  jobs.handle(RIGHTS_ARCHIVE_KIND, async (job) =>
    privacy.rights.buildArchive((job.payload as { request_id: number }).request_id),
  );
  jobs.handle(CAMPAIGN_BATCH_KIND, async (job) =>
    privacy.campaigns.sendBatch(job.payload as { campaign_id: number; restaurant_id: number; batch: number }),
  );
  await app.register(privacyRoutes, privacy);
  await app.register(rightsRoutes, privacy);
}

export default fp(privacyModule, {
  name: 'privacy',
  dependencies: ['infra', 'auth', 'restaurant', 'customers', 'reservations'],
});
