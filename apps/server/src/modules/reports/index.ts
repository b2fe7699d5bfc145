import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReportRepository } from './report-repository.js';
import reportRoutes from './report-routes.js';
import { ReportService } from './report-service.js';

/** What other modules may use of reports (orders: the report mode of getOrderList). */
export interface ReportsModule {
  service: ReportService;
  repository: ReportRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsModule;
  }
}

/** The earnings report, its PDF sales statement and its CSV: read queries over the orders. */
async function reportsModule(app: FastifyInstance) {
  const { db, clock } = app.infra;
  const repository = new ReportRepository(db);
  app.decorate('reports', { service: new ReportService({ reports: repository, clock }), repository });
  await app.register(reportRoutes);
}

export default fp(reportsModule, { name: 'reports', dependencies: ['infra', 'auth'] });
