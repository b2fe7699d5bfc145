import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import { PromotionsRepository } from './promotions-repository.js';
import promotionRoutes from './promotions-routes.js';
import { PromotionsService } from './promotions-service.js';

export type { PromoOffer, PromotionsService } from './promotions-service.js';

/** What other modules may use of promotions (orders: a code's rules and uses when placing and undoing an order). */
export interface PromotionsModule {
  service: PromotionsService;
}

/** The promo codes' services over a database, with or without a server (the seed). */
export function createPromotionsModule(deps: { db: Kysely<Database>; clock: Clock }): PromotionsModule {
  const repository = new PromotionsRepository(deps.db);
  return { service: new PromotionsService({ db: deps.db, repository, clock: deps.clock }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsModule;
  }
}

/** Promo codes: the restaurant's list and form, a customer's check; orders apply them. */
async function promotionsModule(app: FastifyInstance) {
  const module = createPromotionsModule(app.infra);
  app.decorate('promotions', module);
  await app.register(promotionRoutes, { promotions: module.service });
}

export default fp(promotionsModule, { name: 'promotions', dependencies: ['infra', 'auth', 'customers'] });
