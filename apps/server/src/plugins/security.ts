import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import type { Config } from '../config.js';

/**
 * Headers, body parsers and response compression. The policy allows only our own scripts; inline
 * style attributes are needed by the UI kit's positioning (popovers, drawers).
 */
async function security(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(helmet, {
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
