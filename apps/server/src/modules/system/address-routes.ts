import type { FastifyInstance } from 'fastify';
import { ADDRESS_QUERY_MIN_LENGTH, apiPaths, ZAddressQuerySchema, ZAddressResponseSchema } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { GeocoderUnavailableError } from '../../infra/geo/index.js';
import { withFailure } from '../../core/envelope.js';
import { access, typed } from '../../core/routes.js';

/** France-only address suggestions, proxied and cached so the browser never calls out. */
export default async function addressRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const searchesPerAddress = app.infra.limits.hook({
    name: 'address-search',
    max: 120,
    windowMs: 60_000,
    key: (request) => request.ip,
  });
  app.get(apiPaths.addressAutocomplete, {
    config: access('public'),
    onRequest: searchesPerAddress,
    schema: {
      tags: ['geo'],
      summary: 'Address suggestions in France',
      querystring: ZAddressQuerySchema,
      response: { 200: withFailure(ZAddressResponseSchema) },
    },
    handler: async (request) => {
      const { q, limit } = request.query;
      if (q.length < ADDRESS_QUERY_MIN_LENGTH) return { status: 200 as const, message: '', fr_message: '', data: [] };
      try {
        const data = await app.infra.geocoder.search(q, limit ?? 6);
        return { status: 200 as const, message: '', fr_message: '', data };
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw new AppError('GEOCODER_UNAVAILABLE');
        throw error;
      }
    },
  });
}
