import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiPaths,
  ZJournalClosingsQuerySchema,
  ZJournalClosingsResponseSchema,
  ZReportQuerySchema,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import { ExportGate } from './export-gate.js';

/** Exports a partner may ask for in a minute (statements and CSV together). */
export const EXPORTS_PER_MINUTE = 10;

/**
 * The exports of the report, with its filters (period, at, searchval): the PDF sales statement
 * (Invoice.pdf) and the CSV. Both are streamed as they are written.
 */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const tags = ['reports'];
  const exportsPerPartner = app.infra.limits.hook({
    name: 'exports-partner',
    max: EXPORTS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => String(restaurantOf(request)),
  });
  const gate = new ExportGate();

  /**
   * Runs an export while no other of the restaurant's is running, else refuses with 429; the place
   * is given back when the file is written or the client has gone.
   */
  const oneAtATime = async (request: FastifyRequest, write: () => Promise<void>) => {
    const release = gate.tryStart(restaurantOf(request));
    if (!release) throw new AppError('EXPORT_IN_PROGRESS', { httpStatus: 429 });
    try {
      await write();
    } finally {
      release();
    }
  };

  const prepare = async (request: FastifyRequest, reply: FastifyReply, type: string, file: string) => {
    const restaurantId = restaurantOf(request);
    const query = request.query as { period: number; at?: string; searchval?: string; lang?: string };
    const filter = app.reports.service.filterOf(restaurantId, query);
    const lang = partnerLangOf(request, query.lang);
    reply.hijack();
    reply.raw.writeHead(200, {
      // Set on the reply by a hook, which a hijacked reply no longer sends: written here.
      'x-request-id': request.id,
      'content-type': type,
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
    });
    return { restaurantId, filter, lang };
  };

  /** An export of the report's selection: limited per partner, one at a time, streamed. */
  const declareExport = (
    url: string,
    summary: string,
    write: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  ) =>
    app.get(url, {
      config: access('reports'),
      onRequest: exportsPerPartner,
      schema: { tags, security: tokenSecurity, summary, querystring: ZReportQuerySchema },
      handler: async (request, reply) => oneAtATime(request, () => write(request, reply)),
    });

  declareExport(
    apiPaths.reportPdf,
    'The sales statement of the report’s selection, as Invoice.pdf (A4, streamed)',
    async (request, reply) => {
      const heading = await app.reports.exports.heading(restaurantOf(request));
      const { filter, lang } = await prepare(request, reply, 'application/pdf', 'Invoice.pdf');
      await app.reports.exports.pdf(reply.raw, filter, heading, lang);
    },
  );

  declareExport(
    apiPaths.reportCsv,
    'The rows of the report’s selection as CSV for French Excel (UTF-8 BOM, `;`, decimal comma)',
    async (request, reply) => {
      const { filter, lang } = await prepare(request, reply, 'text/csv; charset=utf-8', 'ventes.csv');
      await app.reports.exports.csv(reply.raw, filter, lang);
      reply.raw.end();
    },
  );

  app.get(apiPaths.journalClosings, {
    config: access('reports'),
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
