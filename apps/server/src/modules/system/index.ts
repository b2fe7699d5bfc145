import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import addressRoutes from './address-routes.js';
import systemRoutes from './system-routes.js';

/** Calls that belong to no domain: health, the development outbox, address suggestions for sign-up. */
async function systemModule(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(addressRoutes);
}

export default fp(systemModule, { name: 'system', dependencies: ['infra'] });
