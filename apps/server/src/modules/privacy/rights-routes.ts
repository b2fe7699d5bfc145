import type { FastifyInstance } from 'fastify';
import { privacyApiPaths, ZDataArchiveQuerySchema, ZRightsRequestResponseSchema } from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { access, jsonRoutes, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { RightsService } from './rights-service.js';

/**
 * A person's copy of their data: a customer's, and a partner account's (its owner's: `legal`),
 * e-mailed as a link whose random token is the only key to the download.
 */
export default async function rightsRoutes(app: FastifyInstance, { rights }: { rights: RightsService }) {
  const routes = jsonRoutes(app, { tags: ['privacy'], security: tokenSecurity });

  routes.post(privacyApiPaths.requestMyData, {
    access: 'customer',
    summary: 'Ask for a copy of one’s data: a link to it (JSON and CSV, valid 7 days) arrives by e-mail',
    reply: ZRightsRequestResponseSchema,
    handler: async (request) => {
      const { customer } = customerOf(request);
      const lang = customer.lang === 'en' ? 'en' : 'fr';
      return { ...ok('RIGHTS_REQUESTED'), data: await rights.request('customer', customer.id, lang) };
    },
  });

  routes.post(privacyApiPaths.requestMyPartnerData, {
    access: 'legal',
    summary: 'Ask for a copy of the partner account’s personal data: a link to it arrives by e-mail',
    reply: ZRightsRequestResponseSchema,
    handler: async (request) => ({
      ...ok('RIGHTS_REQUESTED'),
      data: await rights.request('partner', restaurantOf(request), partnerLangOf(request, undefined)),
    }),
  });

  typed(app).get(privacyApiPaths.dataArchive, {
    config: access('public'),
    schema: {
      tags: ['privacy'],
      summary: 'The archive an e-mailed link opens, as JSON or CSV, for 7 days',
      querystring: ZDataArchiveQuerySchema,
    },
    handler: async (request, reply) => {
      const file = await rights.download(request.query.token.trim(), request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
