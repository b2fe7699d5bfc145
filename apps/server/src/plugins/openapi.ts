import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION, TOKEN_HEADER } from '@portal/contract';

/** The OpenAPI description is generated from the contract's route schemas. */
async function openApi(app: FastifyInstance) {
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
