import type { FastifyInstance, RouteOptions } from 'fastify';
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

/**
 * Serves a module's routes under older names too (`aliases`: current path → older path): same
 * method, hooks, schema and handler, marked deprecated in the API description. Call it before
 * declaring the routes, and the function it returns once they are declared.
 */
export function serveOlderNames(app: FastifyInstance, aliases: Readonly<Record<string, string>>): () => void {
  const declared: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && Object.hasOwn(aliases, route.url)) declared.push(route);
  });
  return () => {
    for (const route of declared) {
      const { method, url, schema, handler, onRequest, preValidation, preHandler, bodyLimit } = route;
      app.route({
        method,
        url: aliases[url]!,
        schema: { ...schema, summary: `Older name of ${url}`, deprecated: true },
        handler,
        onRequest,
        preValidation,
        preHandler,
        bodyLimit,
      });
    }
  };
}
