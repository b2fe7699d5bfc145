import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiPaths,
  ZJournalClosingsQuerySchema,
  ZJournalClosingsResponseSchema,
  ZReportQuerySchema,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { writeCsv, writePdf } from './exports.js';

/**
 * The exports of the report, with its filters (period, searchval): the PDF sales statement
 * (Invoice.pdf) and the CSV. Both are streamed as they are written.
 */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { requirePartner } = app.auth;
  const tags = ['reports'];

  const prepare = async (request: FastifyRequest, reply: FastifyReply, type: string, file: string) => {
    const restaurantId = restaurantOf(request);
    const query = request.query as { period: number; searchval?: string; lang?: string };
    const filter = app.reports.service.filterOf(restaurantId, query);
    const lang = partnerLangOf(request, query.lang);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': type,
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
    });
    return { restaurantId, filter, lang };
  };

  app.get(apiPaths.reportPdf, {
    onRequest: requirePartner,
    schema: {
      tags,
      security: tokenSecurity,
      summary: 'The sales statement of the report’s selection, as Invoice.pdf (A4, streamed)',
      querystring: ZReportQuerySchema,
    },
    handler: async (request, reply) => {
      const restaurant = await app.reports.repository.restaurant(restaurantOf(request));
      if (!restaurant) throw new AppError('NOT_FOUND');
      const { filter, lang } = await prepare(request, reply, 'application/pdf', 'Invoice.pdf');
      await writePdf(reply.raw, app.reports.repository, app.reports.service, filter, restaurant, lang);
    },
  });

  app.get(apiPaths.reportCsv, {
    onRequest: requirePartner,
    schema: {
      tags,
      security: tokenSecurity,
      summary: 'The rows of the report’s selection as CSV for French Excel (UTF-8 BOM, `;`, decimal comma)',
      querystring: ZReportQuerySchema,
    },
    handler: async (request, reply) => {
      const { filter, lang } = await prepare(request, reply, 'text/csv; charset=utf-8', 'ventes.csv');
      await writeCsv(reply.raw, app.reports.repository, app.reports.service, filter, lang);
      reply.raw.end();
    },
  });

  app.get(apiPaths.journalClosings, {
    onRequest: requirePartner,
    schema: {
      tags,
      security: tokenSecurity,
      summary: 'The sales journal’s day, month or year closings, newest first, with their totals and hashes',
      querystring: ZJournalClosingsQuerySchema,
      response: { 200: withFailure(ZJournalClosingsResponseSchema) },
    },
    handler: async (request) =>
      app.reports.service.closings(restaurantOf(request), request.query.kind, request.query.page),
  });
}
