import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isPermission, PERMISSION_NAMES, type Permission } from '@portal/contract';

/**
 * Who may call a route: a permission of the contract's table (a signed-in member whose role has
 * it, checked by `requirePartner`), or no partner at all: anyone, the verification token of a
 * new partner, a customer, the operators (`/metrics`). Every route declares it in
 * `config.access`; a route without it stops the server at start-up.
 */
export type RouteAccess = Permission | 'public' | 'verification' | 'customer' | 'operator';
const NON_PARTNER_ACCESS = ['public', 'verification', 'customer', 'operator'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** `METHOD /path` (path in lower case) → the access the route declared: the live route table. */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
}

/** `config` of a route that `access` may call. */
export const access = (who: RouteAccess) => ({ access: who });

/**
 * Refuses to register an API route that declares no access (or an unknown one), so a route is
 * never born without its permission, and keeps the table of what each route declared.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const table = new Map<string, RouteAccess>();
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if ((!route.url.startsWith('/api/') && route.url !== '/metrics') || route.url.startsWith('/api/docs')) return;
    const declared = (route.config as { access?: unknown } | undefined)?.access;
    if (typeof declared !== 'string' || !isRouteAccess(declared)) {
      throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) table.set(`${method} ${route.url.toLowerCase()}`, declared);
  });
}

/**
 * A route that declares a permission is a partner's: `signIn` (the partner's session and role
 * check) runs first among its onRequest hooks, so a route states who may call it once, in
 * `config.access`, and never repeats it as a hook.
 */
export function signInDeclaredPartnerRoutes(app: FastifyInstance, signIn: onRequestHookHandler): void {
  app.addHook('onRoute', (route) => {
    if (!isPermission((route.config as { access?: unknown } | undefined)?.access)) return;
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(signIn)) route.onRequest = [signIn, ...hooks];
  });
}

function isRouteAccess(value: string): value is RouteAccess {
  return (PERMISSION_NAMES as string[]).includes(value) || NON_PARTNER_ACCESS.includes(value);
}

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
      const { method, url, schema, handler, onRequest, preValidation, preHandler, bodyLimit, config } = route;
      app.route({
        method,
        url: aliases[url]!,
        config,
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
