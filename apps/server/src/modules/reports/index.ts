import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import { ReportExports } from './report-exports.js';
import { ReportRepository } from './report-repository.js';
import reportRoutes from './report-routes.js';
import { ReportService } from './report-service.js';

/** What other modules may use of reports (orders: the report mode of getOrderList). */
export interface ReportsModule {
  service: ReportService;
  exports: ReportExports;
}

/** The report's services over a database, with or without a server (routes, benchmarks). */
export function createReportsModule(deps: { db: Kysely<Database>; clock: Clock }): ReportsModule {
  const reports = new ReportRepository(deps.db);
  const service = new ReportService({ reports, clock: deps.clock });
  return { service, exports: new ReportExports({ reports, service }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsModule;
  }
}

/** The earnings report, its PDF sales statement and its CSV: read queries over the orders. */
async function reportsModule(app: FastifyInstance) {
  app.decorate('reports', createReportsModule(app.infra));
  await app.register(reportRoutes);
}

export default fp(reportsModule, { name: 'reports', dependencies: ['infra', 'auth'] });
