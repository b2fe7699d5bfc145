import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import { signInDeclaredRoutes } from '../../core/routes.js';
import { GoogleIdTokenVerifier } from '../../infra/identity/google-id-token.js';
import type { AuthenticationHook, Credentials } from '../auth/index.js';
import { customerHook } from './authentication.js';
import customerRoutes from './customer-routes.js';
import { CustomerService } from './customer-service.js';
import { CustomersRepository } from './customers-repository.js';

export { customerOf } from './authentication.js';
export type { Customer } from './tables.js';

/** What other modules may use of customer accounts (orders: the signed-in customer). */
export interface CustomersModule {
  service: CustomerService;
  /** onRequest hook: a live customer session, from the `token` header. */
  requireCustomer: AuthenticationHook;
}

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersModule;
  }
}

export interface CustomersDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  credentials: Credentials;
}

export function createCustomersModule(deps: CustomersDependencies): CustomersModule {
  const { db, clock, config, credentials } = deps;
  const customers = new CustomersRepository(db, clock);
  const audiences = config.GOOGLE_CLIENT_IDS.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const google =
    audiences.length > 0
      ? new GoogleIdTokenVerifier({ jwksUrl: config.GOOGLE_JWKS_URL, audiences, clock, timeoutMs: 5000 })
      : null;
  return {
    service: new CustomerService({
      db,
      customers,
      credentials,
      google,
      clock,
      tokenTtlSeconds: config.CUSTOMER_TOKEN_TTL_HOURS * 3600,
    }),
    requireCustomer: customerHook({ credentials, customers }),
  };
}

/** Customer accounts: registration, codes, sign-in (password, code, Google), own details, closing. */
async function customersModule(app: FastifyInstance) {
  const { db, clock, config } = app.infra;
  app.decorateRequest('customerCaller', null);
  app.decorate('customers', createCustomersModule({ db, clock, config, credentials: app.auth.credentials }));
  signInDeclaredRoutes(app, (access) => access === 'customer', app.customers.requireCustomer);
  await app.register(customerRoutes);
}

export default fp(customersModule, { name: 'customers', dependencies: ['infra', 'auth'] });
