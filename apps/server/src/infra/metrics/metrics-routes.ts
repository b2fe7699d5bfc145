import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { failureBody } from '../../core/errors.js';
import { bearerMatches, type PortalMetrics, UNMATCHED_ROUTE } from './metrics.js';

const METRICS_PATH = '/metrics';

/**
 * Records every answer's duration, and serves the metrics: at GET /metrics on the main port for
 * `Authorization: Bearer <METRICS_TOKEN>` (no token configured: no such route), and on a port of
 * its own when METRICS_PORT is set (loopback unless METRICS_HOST says otherwise; the token is
 * asked there too when one is configured).
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: PortalMetrics,
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>,
): { address(): AddressInfo | null } {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        // The route's pattern: `/r/:public_id` is one series, not one per restaurant.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = config.METRICS_TOKEN;
  if (token !== undefined || config.METRICS_PORT !== undefined) metrics.collectProcessMetrics();

  if (token !== undefined) {
    app.get(METRICS_PATH, { schema: { hide: true }, config: { access: 'operator' } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(failureBody('UNAUTHORIZED'));
      }
      const { contentType, body } = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  }

  let server: Server | null = null;
  if (config.METRICS_PORT !== undefined) {
    const port = config.METRICS_PORT;
    server = createServer((request, response) => {
      const answerJson = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      const pathname = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || pathname !== METRICS_PATH) {
        answerJson(404, failureBody('NOT_FOUND'));
        return;
      }
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        answerJson(401, failureBody('UNAUTHORIZED'));
        return;
      }
      metrics.exposition().then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          response.end(body);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics not collected');
          answerJson(500, failureBody('INTERNAL'));
        },
      );
    });
    const listening = server;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, config.METRICS_HOST, () => {
          listening.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!listening.listening) return;
      listening.closeAllConnections();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  }
  return { address: () => (server?.address() as AddressInfo | null) ?? null };
}
