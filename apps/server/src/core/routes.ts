import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PERMISSION_NAMES, type Permission, type ZFailureSchema } from '@portal/contract';
import { withFailure } from './envelope.js';

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
 * Routes whose declared access `matches` get `signIn` first among their onRequest hooks, so a
 * route states who may call it once, in `config.access`, and never repeats it as a hook: the
 * auth module signs partners in where a permission is declared, the customers module signs
 * customers in where 'customer' is.
 */
export function signInDeclaredRoutes(
  app: FastifyInstance,
  matches: (access: unknown) => boolean,
  signIn: onRequestHookHandler,
): void {
  app.addHook('onRoute', (route) => {
    if (!matches((route.config as { access?: unknown } | undefined)?.access)) return;
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

/** A hook a route runs before its handler (a rate limit, a check of the request). */
export type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type Input = z.ZodType | undefined;
type Parsed<T extends Input> = T extends z.ZodType ? z.output<T> : unknown;

/** A JSON call of a group: who may call it, what the API description says of it, its handler. */
export interface JsonCall<P extends Input, Q extends Input, B extends Input, R extends z.ZodType> {
  access: RouteAccess;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success body; the business-failure envelope is documented beside it. */
  reply: R;
  /** Answers of other HTTP statuses, documented beside the 200 (a 404 envelope). */
  otherReplies?: Record<number, z.ZodType>;
  onRequest?: RouteHook | RouteHook[];
  preHandler?: RouteHook | RouteHook[];
  /**
   * The answer is built field by field to the reply's type: it is written as it is, without
   * parsing it again through the reply schema (a screen every device polls, whose parse cost more
   * than its queries). Its tests check that the schema would change nothing.
   */
  builtToContract?: true;
  handler: (
    request: FastifyRequest<{ Params: Parsed<P>; Querystring: Parsed<Q>; Body: Parsed<B> }>,
    reply: FastifyReply,
  ) => Promise<z.input<R> | z.input<typeof ZFailureSchema> | FastifyReply>;
}

/**
 * Declares a group's JSON calls (the group gives the API description's tags, and its security
 * when the calls carry a token): each call states its access, summary, inputs and success reply
 * once, and the route gets `config.access`, its schema and the business-failure envelope.
 */
export function jsonRoutes(app: FastifyInstance, group: { tags: string[]; security?: typeof tokenSecurity }) {
  const declare =
    (method: 'GET' | 'POST') =>
    <
      P extends Input = undefined,
      Q extends Input = undefined,
      B extends Input = undefined,
      R extends z.ZodType = z.ZodType,
    >(
      url: string,
      call: JsonCall<P, Q, B, R>,
    ): void => {
      const { access: who, summary, description, params, querystring, body, reply, otherReplies, handler } = call;
      const sent: RouteHandlerMethod = call.builtToContract
        ? async (request, answer) => {
            const built = await (handler as RouteHandlerMethod).call(app, request, answer);
            return answer.type('application/json; charset=utf-8').send(JSON.stringify(built));
          }
        : (handler as RouteHandlerMethod);
      app.route({
        method,
        url,
        config: access(who),
        // Copies: plugins add their own hooks to a route's arrays, and a call's limits are shared.
        ...(call.onRequest ? { onRequest: [call.onRequest].flat() } : {}),
        ...(call.preHandler ? { preHandler: [call.preHandler].flat() } : {}),
        schema: {
          ...group,
          summary,
          ...(description === undefined ? {} : { description }),
          ...(params ? { params } : {}),
          ...(querystring ? { querystring } : {}),
          ...(body ? { body } : {}),
          response: { 200: withFailure(reply), ...otherReplies },
        },
        // The request is typed from the call's own schemas, which this route validates against.
        handler: sent,
      });
    };
  return { get: declare('GET'), post: declare('POST') };
}

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
