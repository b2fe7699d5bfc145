import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@portal/contract';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf, partnerLangOf as langOf } from '../auth/index.js';
import type { PartnerStreams } from './partner-streams.js';

/** The partner's event stream, held open by its orders screen (the route keeps its orders-era path and tag). */
export default async function streamRoutes(fastify: FastifyInstance, { streams }: { streams: PartnerStreams }) {
  const app = typed(fastify);
  // Streams stay open until the screen goes: a shutdown ends them, so that the server can stop.
  fastify.addHook('preClose', async () => streams.stop());
  // /metrics reads the streams this module holds open, not the listeners of the event bus.
  app.infra.metrics.countOpenStreamsWith(() => streams.size);

  app.get(apiPaths.orderEvents, {
    config: access('service'),
    schema: {
      tags: ['orders'],
      security: tokenSecurity,
      summary:
        'text/event-stream of the restaurant’s orders: order.created, order.updated, orders.waiting (token in the header); at most 5 open per session (429)',
    },
    // No await before the stream is open: a client that leaves at any moment leaves nothing behind.
    handler: async (request, reply) => {
      const { partner: account, sessionId } = callerOf(request);
      streams.open(request, reply, {
        partner: account.id,
        session: sessionId,
        lang: langOf(request, (request.query as { lang?: string }).lang),
      });
    },
  });
}
