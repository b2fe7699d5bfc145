import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import type { AuthModule } from '../auth/index.js';
import { TeamRepository } from './team-repository.js';
import teamRoutes from './team-routes.js';
import { TeamService } from './team-service.js';

export type { TeamService } from './team-service.js';

/** What other modules and tools may use of the team. */
export interface TeamModule {
  service: TeamService;
}

declare module 'fastify' {
  interface FastifyInstance {
    team: TeamModule;
  }
}

/**
 * Builds the module without a server and tells auth who the members are, so that they sign in
 * with `loginrestraurant`.
 */
export function createTeamModule(deps: {
  db: Kysely<Database>;
  clock: Clock;
  auth: Pick<AuthModule, 'service' | 'credentials' | 'useMembers'>;
}): TeamModule {
  const service = new TeamService({
    members: new TeamRepository(deps.db, deps.clock),
    auth: deps.auth.service,
    credentials: deps.auth.credentials,
  });
  deps.auth.useMembers(service);
  return { service };
}

/** The restaurant's team: managers and staff, their invitations and roles. */
async function teamModule(app: FastifyInstance) {
  const { db, clock } = app.infra;
  const team = createTeamModule({ db, clock, auth: app.auth });
  app.decorate('team', team);
  await app.register(teamRoutes, { service: team.service });
}

export default fp(teamModule, { name: 'team', dependencies: ['infra', 'auth'] });
