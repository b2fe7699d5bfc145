import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Route modules register the contract's full paths (`/api/v1/...`) at the root, so there is no
 * prefix to strip or to forget. This gives a module's routes the zod type provider.
 */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** OpenAPI security requirement of the calls that carry the `token` header. */
export const tokenSecurity = [{ token: [] }];
