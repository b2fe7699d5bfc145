import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESS_QUERY_MIN_LENGTH, apiPaths, ZAddressQuerySchema, ZAddressResponseSchema } from '@portal/contract';
import { AppError } from '../errors.js';
import { GeocoderUnavailableError } from '../geo/index.js';
import { withFailure } from './envelope.js';

/** France-only address suggestions, proxied and cached so the browser never calls out. */
export default async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.addressAutocomplete.replace(/^\/api/, ''), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags: ['geo'], summary: 'Address suggestions in France', querystring: ZAddressQuerySchema, response: { 200: withFailure(ZAddressResponseSchema) } },
    handler: async (request) => {
      const { q, limit } = request.query;
      if (q.length < ADDRESS_QUERY_MIN_LENGTH) return { status: 200 as const, message: '', fr_message: '', data: [] };
      try {
        const data = await app.services.geocoder.search(q, limit ?? 6);
        return { status: 200 as const, message: '', fr_message: '', data };
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw new AppError('GEOCODER_UNAVAILABLE');
        throw error;
      }
    },
  });
}
