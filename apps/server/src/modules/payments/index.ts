import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../schema.js';
import { registerDailyJob } from '../../infra/jobs/index.js';
import type { GuaranteePort } from '../reservations/index.js';
import type { CompensationBooks } from './money-moved.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.js';
import { type EventOutcome, type ProviderEventHandler, ProviderEvents } from './provider-events.js';
import { cardPageFlow } from './card-page/card-page-flow.js';
import type { CardPageFlow } from './card-page/card-page-routes.js';
import cardPages from './card-page/card-page-routes.js';
import chargeRoutes from './charge-routes.js';
import { ChargeService } from './charge-service.js';
import { GuaranteeService } from './guarantee-service.js';
import { registerPaymentJobs } from './payment-jobs.js';
import { PaymentsRepository } from './payments-repository.js';
import simulatedPaymentRoutes from './simulated-routes.js';
import { SimulatedPaymentProvider } from './simulated-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';
import stripeWebhookRoutes from './webhook-routes.js';

export type { PaymentProvider, ProviderEvent } from './payment-provider.js';
export type { EventOutcome, ProviderEventHandler } from './provider-events.js';
export type { SimulatedPaymentProvider } from './simulated-provider.js';
export { simulatedPaymentPaths } from './simulated-routes.js';
export { CARD_PAGE_LINK_PATH as cardPageLinkPath } from './card-page/card-page-routes.js';
export { stripeWebhookPath } from './webhook-routes.js';

/** The daily job that forgets the provider's old events. */
export const PAYMENTS_DAILY_KIND = 'payments.daily';

/** What other modules and tools may use of payments. */
export interface PaymentsModule {
  /** The configured provider: Stripe, or the simulated one outside production. */
  provider: PaymentProvider;
  /** The simulated provider when it is the one configured (its card steps), else undefined. */
  simulated: SimulatedPaymentProvider | undefined;
  /** Adds a handler of the provider's events; it runs in the transaction that records the event as applied. */
  onEvent(handler: ProviderEventHandler): void;
  /** Applies a provider's event once, whichever way it came (Stripe's webhook, the simulated provider). */
  applyEvent(event: ProviderEvent): Promise<EventOutcome>;
  /** Resolves once the events the provider owes for earlier calls were applied (tests; closing). */
  eventsDelivered(): Promise<void>;
  /** Forgets the events applied long enough ago that they cannot be delivered again; returns how many. */
  deleteOldEvents(): Promise<number>;
  /** The booking's card guarantee: asked for by reservations through its port, confirmed by events or the guest. */
  guarantees: GuaranteeService;
  /** Charges of a saved card and their refunds, by a member with `charges`. */
  charges: ChargeService;
  /** The guest's card step and on-session payment, opened by the booking's manage link. */
  cardPage: CardPageFlow;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule;
  }
}

export interface PaymentsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<
    Config,
    | 'JWT_SECRET'
    | 'PAYMENT_PROVIDER'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_API_BASE'
  >;
  /** What the guarantee asks of reservations (its bookings' state, history and covers). */
  reservations: GuaranteePort;
  /** Where a charge or a refund is written in the certified journal. */
  books: CompensationBooks;
  /** Another provider in place of the configured one (tests of the module's own rules). */
  provider?: PaymentProvider;
  logger?: Logger;
}

/** Builds the module without a server: the admin command and the seed use it as the routes do. */
export function createPaymentsModule(deps: PaymentsDependencies): PaymentsModule {
  const events = new ProviderEvents(deps.db, deps.clock);
  const provider = deps.provider ?? providerOf(deps);
  const simulated = provider instanceof SimulatedPaymentProvider ? provider : undefined;

  const applyEvent = async (event: ProviderEvent): Promise<EventOutcome> => {
    // Stripe's event of a saved card names the card but does not describe it: the handlers get
    // its brand, last 4 digits and expiry as the simulated provider gives them.
    if (event.type === 'setup_intent.succeeded' && !event.card && !(await events.wasApplied(event.id))) {
      const state = await provider.retrieveSetupIntent(event.objectId);
      if (state.status === 'succeeded') {
        event = { ...event, card: state.card, providerCustomerId: state.providerCustomerId };
      }
    }
    return events.apply(event);
  };
  if (simulated) simulated.deliver = applyEvent;

  const { db, clock, reservations, logger } = deps;
  const repository = new PaymentsRepository(db);
  const shared = { db, repository, provider, reservations, clock, ...(logger ? { logger } : {}) };
  const guarantees = new GuaranteeService(shared);
  const charges = new ChargeService({ ...shared, books: deps.books });
  reservations.useGuarantees(guarantees.gate());
  events.onEvent((event, trx, afterCommit) => guarantees.onEvent(event, trx, afterCommit));
  events.onEvent((event, trx) => charges.onEvent(event, trx));
  const cardPage = cardPageFlow({
    db,
    clock,
    jwtSecret: deps.config.JWT_SECRET,
    reservations,
    repository,
    guarantees,
    provider,
  });

  return {
    provider,
    simulated,
    onEvent: (handler) => events.onEvent(handler),
    applyEvent,
    eventsDelivered: async () => simulated?.eventsDelivered(),
    deleteOldEvents: () => events.deleteOld(deps.clock()),
    guarantees,
    charges,
    cardPage,
  };
}

function providerOf(deps: PaymentsDependencies): PaymentProvider {
  const { config, clock } = deps;
  if (config.PAYMENT_PROVIDER === 'simulated') {
    return new SimulatedPaymentProvider({ clock, ...(deps.logger ? { logger: deps.logger } : {}) });
  }
  // config.ts refuses PAYMENT_PROVIDER=stripe without its three keys.
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
    clock,
  });
}

/** Card payments: the provider, its webhook, the simulated provider's card steps. */
async function paymentsModule(app: FastifyInstance) {
  const { db, clock, config } = app.infra;
  const reservations = app.reservations.guarantee;
  const payments = createPaymentsModule({
    db,
    clock,
    config,
    logger: app.log,
    reservations,
    books: app.orders.journal,
  });
  const { guarantees, charges } = payments;
  app.decorate('payments', payments);
  // The simulated provider's events still on their way are applied before the database closes.
  app.addHook('onClose', () => payments.eventsDelivered());
  await app.register(stripeWebhookRoutes, { provider: payments.provider, apply: payments.applyEvent });
  if (payments.simulated) await app.register(simulatedPaymentRoutes, { provider: payments.simulated });
  registerPaymentJobs(app.infra.jobs, { guarantees, reservations, charges });
  // Once a day: the ids of the provider's events past PROVIDER_EVENTS_KEPT_DAYS are deleted.
  registerDailyJob(app.infra.jobs, {
    kind: PAYMENTS_DAILY_KIND,
    keyPrefix: 'payments-daily',
    clock,
    run: async () => {
      const deleted = await payments.deleteOldEvents();
      if (deleted > 0) app.log.info({ deleted }, "payment provider's old events deleted");
    },
  });
  await app.register(chargeRoutes, { guarantees, charges });
  // The guest's card step and on-session payment, opened by the booking's manage link.
  await app.register(cardPages, { flow: payments.cardPage });
}

export default fp(paymentsModule, {
  name: 'payments',
  dependencies: ['infra', 'auth', 'customers', 'orders', 'reservations'],
});
