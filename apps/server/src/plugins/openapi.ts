import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, TOKEN_HEADER } from '@portal/contract';
import type { Config } from '../config.js';

/**
 * The OpenAPI description is generated from the contract's route schemas, at /api/docs unless
 * API_DOCS=off (the default in production: the map of every call is not handed to strangers).
 */
async function openApi(app: FastifyInstance, { config }: { config: Pick<Config, 'API_DOCS'> }) {
  if (config.API_DOCS === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Partner portal API',
        description:
          'Every JSON body carries `status` (200 success, 201 failure) with `message` (English) and `fr_message` (French).',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openApi, { name: 'openapi' });
