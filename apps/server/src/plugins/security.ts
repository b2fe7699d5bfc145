import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
// The `helmet` route option's type.
import type {} from '@fastify/helmet';
import helmet from 'helmet';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import type { Config } from '../config.js';

type HelmetSettings = NonNullable<Parameters<typeof helmet>[0]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from a route's own `helmet` option when it is registered. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

/**
 * The headers helmet sets for `settings`, worked out once: they depend on nothing in a request
 * (no nonces), and building helmet's middleware on every request, as its Fastify plugin does,
 * costs more than the rest of a cached call.
 */
function securityHeadersOf(settings: HelmetSettings): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(settings)({} as never, collector as never, () => undefined);
  return headers;
}

/**
 * Headers, body parsers and response compression. The policy allows only our own scripts; inline
 * style attributes are needed by the UI kit's positioning (popovers, drawers). A route may set its
 * own policy with the `helmet` route option (the guest pages do), merged over this one.
 */
async function security(app: FastifyInstance, { config }: { config: Config }) {
  const settings: HelmetSettings = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only matters behind TLS, which a production proxy terminates.
    hsts: config.isProduction,
  };
  const portalHeaders = securityHeadersOf(settings);
  app.addHook('onRoute', (route) => {
    const own = route.helmet;
    if (own === undefined) return;
    // A route's own settings are merged over the portal's; `helmet: false` sends none.
    const securityHeaders =
      own === false ? {} : securityHeadersOf({ ...settings, ...(own as object) } as HelmetSettings);
    route.config = { ...route.config, securityHeaders };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? portalHeaders);
    done();
  });
  // Older clients post application/x-www-form-urlencoded.
  await app.register(formbody);
  // Replies are compressed on the fly (built assets come precompressed). Brotli at a middle
  // quality: close to its best size for JSON at a fraction of the CPU of the default 11.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

export default fp(security, { name: 'security' });
