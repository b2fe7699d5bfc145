import type { FastifyRequest } from 'fastify';
import type { Customer } from './tables.js';
import { unauthorized } from '../../core/errors.js';
import type { AuthenticationHook, Credentials } from '../auth/index.js';
import type { CustomersRepository } from './customers-repository.js';

export interface CustomerCaller {
  customer: Customer;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    customerCaller: CustomerCaller | null;
  }
}

/** The signed-in customer of a request that went through requireCustomer. */
export function customerOf(request: FastifyRequest): CustomerCaller {
  if (!request.customerCaller) throw unauthorized();
  return request.customerCaller;
}

/**
 * onRequest hook: a live customer session (scope 'customer'); a partner token, a closed account
 * or a revoked session is a 401. The customer always comes from the token.
 */
export function customerHook(deps: { credentials: Credentials; customers: CustomersRepository }): AuthenticationHook {
  return async (request) => {
    const { accountId, sessionId } = await deps.credentials.resolveSession(request, 'customer');
    const customer = await deps.customers.findById(accountId);
    if (!customer || customer.closed_at !== null) throw unauthorized();
    request.customerCaller = { customer, sessionId };
  };
}
